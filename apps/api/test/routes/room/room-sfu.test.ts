// Rooms above peer-to-peer on the SFU, against the real Janus the test run starts (and one of
// its own for the restart): the move at the 5th person, each person's access and Janus's
// allowed list, removal and mute reaching the media, the end destroying the VideoRoom, and the
// room surviving a Janus restart. Without Janus, rooms hold the peer-to-peer size.
import {
  ROOM_MESH_MAX_PARTICIPANTS,
  type RoomSfuAccess,
  TIER_FEATURES,
} from '@ruume/contracts';
import {
  connectJanus,
  type JanusConnection,
} from '../../../src/adapters/janus/janus-client';
import type { JanusNodeConfig } from '../../../src/adapters/janus/janus-config';
import { mintJanusToken } from '../../../src/adapters/janus/janus-tokens';
import {
  createVideoRoomAdmin,
  type VideoRoomAdmin,
} from '../../../src/adapters/janus/videoroom';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { roomOccurrences } from '../../../src/db/schema';
import { createSfuStore } from '../../../src/routes/room/sfu/sfu-store';
import { createSfuSweep } from '../../../src/routes/room/sfu/sfu-sweep';
import { testJanusNode } from '../../support/janus';
import { eventually } from '../../support/eventually';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  API,
  guest,
  hostedRoom,
  join,
  listen,
  micOn,
  ticketFor,
} from './room-support';
import { fill, JanusBrowser, janusEnv, sfuRoom } from './sfu-support';

const PROFESSIONAL = TIER_FEATURES.professional.participants;

describe.each(FEATURE_DRIVERS)('rooms on the SFU (%s)', (driver) => {
  let node: JanusNodeConfig;
  let t: TestApp;
  let base: string;
  let api: JanusConnection;
  let admin: VideoRoomAdmin;
  const browsers: JanusBrowser[] = [];
  const browser = async (access: RoomSfuAccess) => {
    const opened = await JanusBrowser.connect(access);
    browsers.push(opened);
    return opened;
  };

  beforeAll(async () => {
    node = testJanusNode();
    t = await createTestApp({ driver, env: janusEnv(node) });
    base = await listen(t);
    api = await connectJanus({ url: node.url, apiSecret: node.apiSecret });
    admin = await createVideoRoomAdmin(api, { adminKey: node.roomAdminKey });
  });
  afterAll(async () => {
    for (const opened of browsers) await opened.close();
    await admin?.close();
    await api?.close();
    await t?.close();
  });

  it('moves a room to the SFU at the 5th person: everyone gets their own access, Janus only lets them in', async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'professional' });
    const people = await fill(t, base, roomId, host.browser, 3);
    for (const person of people) {
      const welcome = await person.client.next('welcome');
      expect(welcome).toMatchObject({
        mediaMode: 'mesh',
        sfu: null,
        capacity: { participants: PROFESSIONAL, limitedBy: 'tier' },
      });
    }

    const [fifth] = await fill(t, base, roomId, guest(t), 0);
    const welcome = await fifth.client.next('welcome');
    expect(welcome).toMatchObject({
      mediaMode: 'sfu',
      capacity: { participants: PROFESSIONAL },
    });
    const own = welcome.sfu as RoomSfuAccess;
    expect(own).toMatchObject({ url: node.url, feeds: welcome.self.feeds });
    expect(own.expiresAt).toBeGreaterThan(Date.now() + 5 * 60_000);

    const tokens = new Set([own.joinToken]);
    for (const person of people) {
      const media = await person.client.next('media');
      expect(media).toMatchObject({ mediaMode: 'sfu', state: 'ok' });
      expect(media.sfu?.room).toBe(own.room);
      tokens.add(media.sfu?.joinToken as string);
      // The others learn each one's feeds (in any order): in their welcome, or after it.
      await eventually(() =>
        [
          ...welcome.participants,
          ...fifth.client.all('updated').map((f) => f.participant),
        ].some(
          (participant) =>
            participant.id === person.participantId &&
            participant.feeds?.camera === media.sfu?.feeds.camera,
        ),
      );
    }
    expect(tokens.size).toBe(5);
    expect(await admin.exists(own.room)).toBe(true);

    const inside = await browser(own);
    await inside.join(own);
    expect((await admin.listParticipants(own.room)).map((p) => p.id)).toContain(
      own.feeds.camera,
    );

    const forged = await browser(own);
    await expect(forged.join(own, 'forged-join-token')).rejects.toMatchObject({
      kind: 'plugin',
      code: 433,
    });
    await expect(
      JanusBrowser.connect({
        url: own.url,
        token: mintJanusToken('forged', 60),
      }),
    ).rejects.toMatchObject({ kind: 'janus', code: 403 });
    // A join token of another room's person opens nothing here.
    const other = await sfuRoom(t, base);
    const stranger = await browser(own);
    await expect(
      stranger.join(own, other.accessOf(other.people[4]).joinToken),
    ).rejects.toMatchObject({ kind: 'plugin', code: 433 });
  });

  it('kicks a removed person from Janus and takes back their join token', async () => {
    const room = await sfuRoom(t, base);
    const [h, , , , target] = room.people;
    const access = room.accessOf(target);
    const theirs = await browser(access);
    await theirs.join(access);

    await h.client.send({
      type: 'remove',
      participantId: target.participantId,
    });
    await target.client.next('removed');
    await theirs.event((d) => d.leaving === 'ok' && d.reason === 'kicked');
    const again = await browser(access);
    await expect(again.join(access)).rejects.toMatchObject({
      kind: 'plugin',
      code: 433,
    });
  });

  it('stops forwarding the audio of everyone muted (mute-all), and again when they unmute themselves', async () => {
    const room = await sfuRoom(t, base);
    const [h, speaker] = room.people;
    const access = room.accessOf(speaker);
    const theirs = await browser(access);
    await theirs.join(access);
    await micOn(speaker.client, speaker.participantId, h.client);
    await theirs.publish();

    await h.client.send({ type: 'mute', participantId: 'all' });
    await speaker.client.next('muted');
    expect(await theirs.event((d) => d.moderation === 'muted')).toMatchObject({
      id: access.feeds.camera,
      mid: '0',
    });

    await speaker.client.send({
      type: 'media',
      audio: true,
      video: true,
      screen: false,
    });
    expect(await theirs.event((d) => d.moderation === 'unmuted')).toMatchObject(
      { id: access.feeds.camera, mid: '0' },
    );
  });

  it("holds a muted person's audio back again when they republish", async () => {
    const room = await sfuRoom(t, base);
    const [h, speaker] = room.people;
    const access = room.accessOf(speaker);
    const theirs = await browser(access);
    await theirs.join(access);
    await micOn(speaker.client, speaker.participantId, h.client);
    await theirs.publishLive();
    await h.client.send({ type: 'mute', participantId: speaker.participantId });
    await speaker.client.next('muted');
    await theirs.event((d) => d.moderation === 'muted');

    // Janus forgets a stream's moderation with the stream: a republish starts unmuted.
    await theirs.unpublish();
    theirs.events.length = 0;
    await theirs.publishLive();
    expect(await theirs.event((d) => d.moderation === 'muted')).toMatchObject({
      id: access.feeds.camera,
      mid: '0',
    });
  });

  it('destroys the VideoRoom when the host ends the meeting', async () => {
    const room = await sfuRoom(t, base);
    const access = room.accessOf(room.people[1]);
    const theirs = await browser(access);
    await theirs.join(access);
    expect(await admin.exists(access.room)).toBe(true);

    await room.people[0].client.send({ type: 'end' });
    await room.people[1].client.next('ended');
    await theirs.event((d) => d.videoroom === 'destroyed');
    expect(await admin.exists(access.room)).toBe(false);
  });

  it('gives back the VideoRoom of a room that stayed empty, and of one that ended with it still there', async () => {
    const { db } = t.database;
    const store = createSfuStore(db);
    const destroyed: number[] = [];
    const sweep = createSfuSweep({
      store,
      destroy: async (_occurrenceId, { sfuRoomId, secret }) => {
        destroyed.push(sfuRoomId);
        await admin.destroyRoom(sfuRoomId, secret);
      },
      forget: () => undefined,
      log: pino({ level: 'silent' }),
    });
    const [emptied, kept, ended] = [
      await sfuRoom(t, base),
      await sfuRoom(t, base),
      await sfuRoom(t, base),
    ];
    const videoRoomOf = (room: typeof emptied) =>
      room.accessOf(room.people[0]).room;
    for (const person of emptied.people) {
      await person.client.send({ type: 'leave' });
      await person.client.closed;
    }
    // The socket closes before the seats are freed in the database: wait until they are.
    await eventually(async () =>
      (await store.idle()).some(
        ({ placement }) => placement.sfuRoomId === videoRoomOf(emptied),
      ),
    );
    // An api that stopped between the end and destroying the VideoRoom: the row still names it.
    await db
      .update(roomOccurrences)
      .set({ endedAt: new Date() })
      .where(eq(roomOccurrences.sfuRoomId, videoRoomOf(ended)));

    // The ended room goes at once; the empty one after a sweep's grace; the full one stays.
    expect(await sweep.sweepOnce()).toBe(1);
    expect(destroyed).toEqual([videoRoomOf(ended)]);
    expect(await admin.exists(videoRoomOf(ended))).toBe(false);
    expect(await admin.exists(videoRoomOf(emptied))).toBe(true);
    expect(await sweep.sweepOnce()).toBe(1);
    expect(destroyed).toEqual([videoRoomOf(ended), videoRoomOf(emptied)]);
    expect(await admin.exists(videoRoomOf(emptied))).toBe(false);
    expect(await admin.exists(videoRoomOf(kept))).toBe(true);
    expect(await sweep.sweepOnce()).toBe(0);

    // Whoever comes back to the emptied room starts peer-to-peer.
    const [back] = await fill(t, base, emptied.roomId, guest(t), 0);
    expect(await back.client.next('welcome')).toMatchObject({
      mediaMode: 'mesh',
      sfu: null,
    });
  });
});

describe.each(FEATURE_DRIVERS)('rooms without an SFU (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('hold the peer-to-peer size and say why; the 5th person is refused', async () => {
    const { host, roomId } = await hostedRoom(t, { tier: 'professional' });
    const people = await fill(
      t,
      base,
      roomId,
      host.browser,
      ROOM_MESH_MAX_PARTICIPANTS - 1,
    );
    for (const person of people) {
      expect(await person.client.next('welcome')).toMatchObject({
        mediaMode: 'mesh',
        sfu: null,
        capacity: {
          participants: ROOM_MESH_MAX_PARTICIPANTS,
          limitedBy: 'no-sfu',
        },
      });
    }
    const refused = await join(guest(t), roomId);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      'ROOM_FULL',
    ]);
    expect(
      (await guest(t).get(`${API}/room/${roomId}/status`)).json(),
    ).toMatchObject({
      capacity: ROOM_MESH_MAX_PARTICIPANTS,
      capacityLimitedBy: 'no-sfu',
      full: true,
    });
    // The host always gets in: their own seat is never refused.
    await ticketFor(host.browser, roomId);
  });
});
