// The audience watching the stage through the run's Janus (docs/audience.md): a room with a
// watcher moves to the SFU; each stage feed that publishes takes a place in the room's Streaming
// mountpoint, which the watchers hear of and watch with a token that opens the Streaming plugin
// only; a feed that stops publishing leaves their list; a ninth feed opens a second mountpoint.
// A simulcast camera's every layer reaches them.
import type { PlanTier, RoomWatchAccess } from '@ruume/contracts';
import { connectJanus } from '../../../src/adapters/janus/janus-client';
import { createJanusSession } from '../../../src/adapters/janus/janus-session';
import { STREAMING_PLUGIN } from '../../../src/adapters/janus/streaming';
import { VIDEOROOM_PLUGIN } from '../../../src/adapters/janus/videoroom';
import { eventually } from '../../support/eventually';
import { testJanusNode } from '../../support/janus';
import {
  LAYER_PAYLOAD_BYTES,
  simulcastPublisher,
} from '../../support/simulcast-publisher';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  enter,
  guest,
  hostedRoom,
  listen,
  type RoomClient,
} from './room-support';
import { hostPublishes, janusEnv, watchStage } from './sfu-support';

describe.each(FEATURE_DRIVERS)(
  'the audience watching the stage (%s)',
  (driver) => {
    let t: TestApp;
    let base: string;
    const closing: Array<() => unknown> = [];
    beforeAll(async () => {
      t = await createTestApp({ driver, env: janusEnv(testJanusNode()) });
      base = await listen(t);
    });
    afterAll(async () => {
      for (const close of closing.reverse()) await close();
      await t.close();
    });

    const entered = async (client: RoomClient) => {
      closing.push(() => client.close());
      return client.next('welcome');
    };

    /** A host (a student unless said) in their room, and someone watching it. */
    async function hostAndWatcher(tier: PlanTier = 'student') {
      const { host, roomId } = await hostedRoom(t, { tier });
      const h = (await enter(base, host.browser, roomId, 'host')).client;
      await entered(h);
      const w = (await enter(base, guest(t), roomId, 'w', { as: 'audience' }))
        .client;
      await entered(w);
      return { roomId, h, w };
    }

    /** What watching mountpoint `id` with `access`'s token and `pin` answers. */
    async function watchAnswer(
      access: RoomWatchAccess,
      id: number,
      pin: string,
    ) {
      const janus = await connectJanus({
        url: access.url,
        token: access.token,
      });
      closing.push(() => janus.close());
      const handle = await (
        await createJanusSession(janus)
      ).attach(STREAMING_PLUGIN);
      return handle.send({ request: 'watch', id, pin });
    }

    it('moves the room to the SFU and hands watchers each publishing feed, watched with a Streaming-only token', async () => {
      const { host, roomId } = await hostedRoom(t, { tier: 'student' });
      const h = (await enter(base, host.browser, roomId, 'host')).client;
      expect((await entered(h)).mediaMode).toBe('mesh');

      const w = (await enter(base, guest(t), roomId, 'w', { as: 'audience' }))
        .client;
      const welcome = await entered(w);
      expect(welcome.mediaMode).toBe('sfu');
      expect(welcome.sfu).toBeNull();
      expect(welcome.watch).toMatchObject({ streams: [] });

      // The host hears the move and publishes their camera with frames.
      const { access, publisher } = await hostPublishes(h, closing);

      const told = await w.next('media', (f) =>
        Boolean(f.watch?.streams.some((s) => s.feed === access.feeds.camera)),
      );
      const watch = told.watch as RoomWatchAccess;
      const [stream] = watch.streams;
      const watching = await watchStage(watch, stream.mountpoint);
      closing.push(() => watching.close());
      await eventually(() => watching.watcher.received.video > 10_000);

      // The same token opens nothing on the stage's VideoRoom.
      const janus = await connectJanus({ url: watch.url, token: watch.token });
      closing.push(() => janus.close());
      const session = await createJanusSession(janus);
      await expect(session.attach(VIDEOROOM_PLUGIN)).rejects.toMatchObject({
        code: 405,
      });

      await publisher.unpublish();
      expect(
        (await w.next('media', (f) => f.watch?.streams.length === 0)).watch,
      ).toMatchObject({ streams: [] });
    });

    it('carries the whole stage on one mountpoint: one connection per watcher, each feed under its own mids, and a place left by someone off the stage goes to the next', async () => {
      const { roomId, h, w } = await hostAndWatcher();
      const speaker = async (name: string) => {
        const client = (await enter(base, guest(t), roomId, name)).client;
        const { self } = await entered(client);
        return { id: self.id, ...(await hostPublishes(client, closing)) };
      };
      const first = await speaker('first');
      const second = await speaker('second');
      const hostCamera = (await hostPublishes(h, closing)).access.feeds.camera;
      const cameras = [
        hostCamera,
        first.access.feeds.camera,
        second.access.feeds.camera,
      ];

      const told = await w.next('media', (f) =>
        cameras.every((feed) => f.watch?.streams.some((s) => s.feed === feed)),
      );
      const watch = told.watch as RoomWatchAccess;
      const mountpoints = new Set(watch.streams.map((s) => s.mountpoint));
      expect(mountpoints.size).toBe(1);
      const videoMid = (access: RoomWatchAccess, feed: number) =>
        access.streams.find((s) => s.feed === feed && s.type === 'video')
          ?.mid ?? 'none';
      const mids = cameras.map((feed) => videoMid(watch, feed));
      expect(new Set(mids).size).toBe(3);
      const watching = await watchStage(watch, [...mountpoints][0] ?? 0);
      closing.push(() => watching.close());
      const got = (mid: string) => watching.watcher.receivedByMid[mid] ?? 0;
      await eventually(() => mids.every((mid) => got(mid) > 10_000));

      // The first speaker is removed: the next to publish takes their place, and the watcher's
      // same connection receives them under its mid.
      const freed = videoMid(watch, first.access.feeds.camera);
      await h.send({ type: 'remove', participantId: first.id });
      await w.next(
        'media',
        (f) =>
          !f.watch?.streams.some((s) => s.feed === first.access.feeds.camera),
      );
      const third = await speaker('third');
      const after = (
        await w.next('media', (f) =>
          Boolean(
            f.watch?.streams.some((s) => s.feed === third.access.feeds.camera),
          ),
        )
      ).watch as RoomWatchAccess;
      expect(videoMid(after, third.access.feeds.camera)).toBe(freed);
      const before = got(freed);
      await eventually(() => got(freed) > before + 10_000);

      // The room ends: its stage mountpoint is gone from the node (455, not a wrong pin's 457).
      await h.send({ type: 'end' });
      await w.next('ended');
      await expect(
        watchAnswer(watch, [...mountpoints][0] ?? 0, watch.pin),
      ).rejects.toMatchObject({ kind: 'plugin', code: 455 });
    });

    it('opens a second mountpoint for a ninth feed on the stage, which a watcher receives there', async () => {
      const { roomId, h, w } = await hostAndWatcher('business');
      const cameras = [(await hostPublishes(h, closing)).access.feeds.camera];
      for (let i = 1; i < 9; i++) {
        const client = (await enter(base, guest(t), roomId, `speaker ${i}`))
          .client;
        await entered(client);
        cameras.push(
          (await hostPublishes(client, closing)).access.feeds.camera,
        );
      }

      const watch = (
        await w.next('media', (f) =>
          cameras.every((feed) =>
            f.watch?.streams.some((s) => s.feed === feed),
          ),
        )
      ).watch as RoomWatchAccess;
      const videosOn = (mountpoint: number) =>
        watch.streams.filter(
          (s) => s.mountpoint === mountpoint && s.type === 'video',
        );
      const mountpoints = [...new Set(watch.streams.map((s) => s.mountpoint))];
      expect(mountpoints.map((id) => videosOn(id).length).sort()).toEqual([
        1, 8,
      ]);
      const second = mountpoints.find((id) => videosOn(id).length === 1) ?? 0;
      const [ninth] = videosOn(second);
      const watching = await watchStage(watch, second);
      closing.push(() => watching.close());
      await eventually(
        () => (watching.watcher.receivedByMid[ninth?.mid ?? ''] ?? 0) > 10_000,
      );
    });

    it('gives watchers a simulcast camera that sends only its top layer (a small camera)', async () => {
      const { h, w } = await hostAndWatcher();

      const { access } = await hostPublishes(
        h,
        closing,
        simulcastPublisher([2]),
      );
      const told = await w.next('media', (f) =>
        Boolean(f.watch?.streams.some((s) => s.feed === access.feeds.camera)),
      );
      const watch = told.watch as RoomWatchAccess;
      const watching = await watchStage(watch, watch.streams[0].mountpoint);
      closing.push(() => watching.close());
      await eventually(
        () =>
          watching.watcher.received.video > 10_000 &&
          watching.watcher.lastPayload.video === LAYER_PAYLOAD_BYTES[2],
      );
    });

    it('re-keys the stage for the audience when a watcher is removed: their stream stops, the others watch again with the new pin', async () => {
      const { host, roomId } = await hostedRoom(t, { tier: 'student' });
      const h = (await enter(base, host.browser, roomId, 'host')).client;
      await entered(h);
      const stay = (
        await enter(base, guest(t), roomId, 'stays', { as: 'audience' })
      ).client;
      await entered(stay);
      const go = (
        await enter(base, guest(t), roomId, 'goes', { as: 'audience' })
      ).client;
      const goer = (await entered(go)).self.id;

      const { access } = await hostPublishes(h, closing);
      const camera = access.feeds.camera;
      const listed = (w: RoomClient) =>
        w.next('media', (f) =>
          Boolean(f.watch?.streams.some((s) => s.feed === camera)),
        );
      const watching = async (watch: RoomWatchAccess) => {
        const stream = watch.streams.find((s) => s.feed === camera);
        const watched = await watchStage(watch, stream?.mountpoint ?? 0);
        closing.push(() => watched.close());
        await eventually(() => watched.watcher.received.video > 10_000);
        return watched.watcher;
      };
      const before = (await listed(stay)).watch as RoomWatchAccess;
      await watching(before);
      const removed = await watching(
        (await listed(go)).watch as RoomWatchAccess,
      );

      await h.send({ type: 'remove', participantId: goer });
      // The one who stays hears a new pin for the same mountpoints, and watches with it.
      const after = (
        await stay.next('media', (f) =>
          Boolean(f.watch && f.watch.pin !== before.pin),
        )
      ).watch as RoomWatchAccess;
      expect(after.streams).toEqual(before.streams);
      await watching(after);
      // The removed one's stream was cut off, and the old pin opens the stage no more.
      const cutAt = removed.received.video;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(removed.received.video).toBe(cutAt);
      await expect(
        watchAnswer(before, before.streams[0]?.mountpoint ?? 0, before.pin),
      ).rejects.toMatchObject({ kind: 'plugin', code: 457 });
    });
  },
);
