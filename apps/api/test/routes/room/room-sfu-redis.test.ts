// An SFU room across two api instances (one PostgreSQL, one Redis, the run's Janus): the 5th
// person entering through one instance moves everyone on both to the same VideoRoom, each with
// access Janus accepts, and a moderator on one instance holds back the audio of a publisher
// held by the other. Runs where DATABASE_URL and REDIS_URL are set for the test run.
import type { RoomSfuAccess } from '@ruume/contracts';
import { buildApp } from '../../../src/app';
import { testJanusNode } from '../../support/janus';
import { createTestApp, type TestApp } from '../../support/test-app';
import { DRIVERS, REDIS_URL, redisEnv } from '../../support/test-database';
import { enter, guest, hostedRoom, listen } from './room-support';
import { JanusBrowser, janusEnv } from './sfu-support';

const REDIS = REDIS_URL ? [REDIS_URL] : [];

for (const url of REDIS)
  for (const driver of DRIVERS.filter((name) => name === 'postgres'))
    describe(`an SFU room over two instances and Redis (${driver})`, () => {
      let t: TestApp;
      let other: Awaited<ReturnType<typeof buildApp>>;
      let baseA: string;
      let baseB: string;
      const browsers: JanusBrowser[] = [];
      beforeAll(async () => {
        t = await createTestApp({
          driver,
          env: { ...redisEnv(url), ...janusEnv(testJanusNode()) },
        });
        other = await buildApp({ config: t.config, database: t.database });
        baseA = await listen(t);
        baseB = await listen({ app: other });
      });
      afterAll(async () => {
        for (const opened of browsers) await opened.close();
        await other.close();
        await t.close();
      });

      it('moves everyone on both instances to one VideoRoom, and mutes across them', async () => {
        const { host, roomId } = await hostedRoom(t, { tier: 'professional' });
        const people = [];
        for (const [base, name] of [
          [baseA, 'host on a'],
          [baseA, 'g1 on a'],
          [baseB, 'g2 on b'],
          [baseB, 'g3 on b'],
        ]) {
          const browser = people.length === 0 ? host.browser : guest(t);
          const entered = await enter(base, browser, roomId, name);
          await entered.client.next('welcome');
          people.push(entered);
        }
        const fifth = await enter(baseB, guest(t), roomId, 'g4 on b');
        const own = (await fifth.client.next('welcome')).sfu as RoomSfuAccess;
        expect(own).not.toBeNull();

        const access = new Map<string, RoomSfuAccess>();
        for (const person of people) {
          const media = await person.client.next('media');
          expect(media.sfu?.room).toBe(own.room);
          access.set(person.ticket.participantId, media.sfu as RoomSfuAccess);
          const opened = await JanusBrowser.connect(media.sfu as RoomSfuAccess);
          browsers.push(opened);
          await opened.join(media.sfu as RoomSfuAccess);
        }

        // g2 is held by instance b; the host mutes everyone from instance a.
        const [h, , g2] = people;
        const theirs = browsers[2];
        await g2.client.send({
          type: 'media',
          audio: true,
          video: true,
          screen: false,
        });
        await h.client.next(
          'updated',
          (f) =>
            f.participant.id === g2.ticket.participantId && f.participant.audio,
        );
        await theirs.publish();
        await h.client.send({ type: 'mute', participantId: 'all' });
        await g2.client.next('muted');
        expect(
          await theirs.event((d) => d.moderation === 'muted'),
        ).toMatchObject({
          id: access.get(g2.ticket.participantId)?.feeds.camera,
          mid: '0',
        });
      });
    });
