// Two api instances on one PostgreSQL database and one Redis (a key prefix of their own): a
// socket on each sees the other's joins, chat and signals, and the lobby of either counts
// everyone; an SFU room moves everyone on both instances to one VideoRoom, and a mute on one
// holds back the audio of a publisher on the other. Runs where DATABASE_URL and REDIS_URL are
// set for the test run; a room on an instance whose Redis does not answer keeps working for the
// people on that instance.
import { ROOM_CLOSE_CODES, type RoomSfuAccess } from '@ruume/contracts';
import { buildApp } from '../../../src/app';
import { signedInUser } from '../../support/accounts';
import { testJanusNode } from '../../support/janus';
import { createTestApp, type TestApp } from '../../support/test-app';
import { DRIVERS, REDIS_URL, redisEnv } from '../../support/test-database';
import {
  API,
  enter,
  expectExpelled,
  guest,
  hostedRoom,
  listen,
  micOn,
} from './room-support';
import { JanusBrowser, janusEnv } from './sfu-support';

const REDIS = REDIS_URL ? [REDIS_URL] : [];

for (const url of REDIS)
  for (const driver of DRIVERS.filter((name) => name === 'postgres'))
    describe(`the room over two instances and Redis (${driver})`, () => {
      let t: TestApp;
      let other: Awaited<ReturnType<typeof buildApp>>;
      let baseA: string;
      let baseB: string;
      beforeAll(async () => {
        t = await createTestApp({
          driver,
          env: redisEnv(url),
        });
        other = await buildApp({ config: t.config, database: t.database });
        baseA = await listen(t);
        baseB = await listen({ app: other });
      });
      afterAll(async () => {
        await other.close();
        await t.close();
      });

      it('fans joins, chat, signals and moderation out to the other instance', async () => {
        const { host, roomId } = await hostedRoom(t);
        const h = await enter(baseA, host.browser, roomId, 'host on a');
        await h.client.next('welcome');

        const g = await enter(baseB, guest(t), roomId, 'guest on b');
        const welcome = await g.client.next('welcome');
        expect(welcome.participants.map((p) => p.id)).toEqual([
          h.ticket.participantId,
        ]);
        expect((await h.client.next('joined')).participant.id).toBe(
          g.ticket.participantId,
        );

        await g.client.send({ type: 'chat', text: 'hello from b' });
        expect((await h.client.next('chat')).message.text).toBe('hello from b');
        await h.client.send({
          type: 'signal',
          to: g.ticket.participantId,
          description: { type: 'offer', sdp: 'v=0' },
        });
        expect(await g.client.next('signal')).toMatchObject({
          from: h.ticket.participantId,
          description: { type: 'offer', sdp: 'v=0' },
        });
        await g.client.send({
          type: 'signal',
          to: h.ticket.participantId,
          description: { type: 'answer', sdp: 'v=0' },
        });
        expect((await h.client.next('signal')).from).toBe(
          g.ticket.participantId,
        );

        // Either lobby counts both.
        const status = await guest(t).get(`${API}/room/${roomId}/status`);
        expect(status.json()).toMatchObject({
          participants: 2,
          hostPresent: true,
        });

        // The waiting room and a mute across instances.
        await h.client.send({
          type: 'settings',
          settings: { waitingRoom: true },
        });
        await g.client.next('settings');
        const w = await enter(baseB, guest(t), roomId, 'waiting on b');
        await w.client.next('waiting');
        await h.client.next('waiters', (f) =>
          f.waiting.some((x) => x.id === w.ticket.participantId),
        );
        await h.client.send({ type: 'admit', participantId: 'all' });
        await w.client.next('welcome');
        await h.client.send({
          type: 'mute',
          participantId: g.ticket.participantId,
        });
        expect((await g.client.next('muted')).by).toBe('host on a');

        await g.client.send({ type: 'leave' });
        expect((await h.client.next('left')).participantId).toBe(
          g.ticket.participantId,
        );
      });

      it('ends a host’s rooms and closes an account’s sockets on the other instance when an admin blocks them', async () => {
        const admin = (await signedInUser(t, { role: 'ADMIN' })).browser;
        const { host, roomId } = await hostedRoom(t);
        const h = await enter(baseB, host.browser, roomId, 'host on b');
        await h.client.next('welcome');
        const g = await enter(baseB, guest(t), roomId, 'guest on b');
        await g.client.next('welcome');
        // The host is also a guest in someone else's room, on b.
        const other = await hostedRoom(t);
        const o = await enter(baseA, other.host.browser, other.roomId, 'o');
        await o.client.next('welcome');
        const visit = await enter(baseB, host.browser, other.roomId, 'visit');
        await visit.client.next('welcome');

        const blocked = await admin.post(`${API}/admin/users/${host.id}/block`);
        expect(blocked.statusCode).toBe(200);
        for (const client of [h.client, g.client]) {
          await client.next('ended');
          expect((await client.closed).code).toBe(ROOM_CLOSE_CODES.ended);
        }
        await expectExpelled(visit.client);
        expect((await o.client.next('left')).participantId).toBe(
          visit.ticket.participantId,
        );
        o.client.close();
      });
    });

describe('the room over an unreachable Redis', () => {
  it('still serves the people of this instance', async () => {
    const t = await createTestApp({
      env: {
        REDIS_URL: 'redis://127.0.0.1:1',
        REDIS_KEY_PREFIX: 'ruume-test-x:',
      },
    });
    try {
      const base = await listen(t);
      const { host, roomId } = await hostedRoom(t);
      const h = await enter(base, host.browser, roomId, 'host');
      await h.client.next('welcome');
      const g = await enter(base, guest(t), roomId, 'g');
      await g.client.next('welcome');
      expect((await h.client.next('joined')).participant.id).toBe(
        g.ticket.participantId,
      );
      await g.client.send({ type: 'chat', text: 'local' });
      expect((await h.client.next('chat')).message.text).toBe('local');
    } finally {
      await t.close();
    }
  });
});

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
        await micOn(g2.client, g2.ticket.participantId, h.client);
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
