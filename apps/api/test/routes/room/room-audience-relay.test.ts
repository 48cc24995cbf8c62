// An audience spread over Janus nodes (docs/scaling.md): with two nodes in JANUS_URL and two
// watchers per node, a room's first watchers watch from the stage's node and the next from a
// relay node, whose mountpoints the stage's VideoRoom feeds over RTP; each decodes the stage
// from its own node. When the relay dies, its watchers are sent to a node that answers and
// decode the stage there again; when it is back, the node it left overfull gives it a watcher
// again.
import type { RoomWatchAccess } from '@ruume/contracts';
import {
  launchJanus,
  type LocalJanus,
} from '../../../src/adapters/janus/janus-launcher';
import { eventually } from '../../support/eventually';
import { janusTestDir, testJanusNode } from '../../support/janus';
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
  'the audience over relay nodes (%s)',
  (driver) => {
    let t: TestApp;
    let base: string;
    let relay: LocalJanus;
    const closing: Array<() => unknown> = [];
    beforeAll(async () => {
      relay = await launchJanus({ dir: janusTestDir() });
      const nodes = [testJanusNode(), relay];
      t = await createTestApp({
        driver,
        env: { ...janusEnv(nodes), JANUS_WATCHERS_PER_NODE: '2' },
      });
      base = await listen(t);
    });
    afterAll(async () => {
      for (const close of closing.reverse()) await close();
      await t.close();
      await relay.stop();
    });

    /** Decodes the camera feed `feed` from the node `access` names, within a few seconds. */
    async function decodes(access: RoomWatchAccess, feed: number) {
      const stream = access.streams.find((s) => s.feed === feed);
      if (!stream)
        throw new Error(`feed ${feed} is not in ${access.url}'s list`);
      const watching = await watchStage(access, stream.mountpoint);
      closing.push(() => watching.close());
      await eventually(() => watching.watcher.received.video > 10_000);
    }

    it('watches from the stage’s node, then a relay, moves a dead relay’s watchers to a node that answers, and back when the relay returns', async () => {
      const stageUrl = testJanusNode().url;
      const { host, roomId } = await hostedRoom(t, { tier: 'student' });
      const h = (await enter(base, host.browser, roomId, 'host')).client;
      closing.push(() => h.close());
      const watchers: RoomClient[] = [];
      const nodes: string[] = [];
      for (const name of ['w1', 'w2', 'w3']) {
        const w = (
          await enter(base, guest(t), roomId, name, { as: 'audience' })
        ).client;
        closing.push(() => w.close());
        watchers.push(w);
        nodes.push((await w.next('welcome')).watch?.url ?? 'none');
      }
      expect(nodes).toEqual([stageUrl, stageUrl, relay.url]);

      // The host publishes: the stage's node and the relay both carry the feed.
      const { access } = await hostPublishes(h, closing);
      expect(access.url).toBe(stageUrl);
      const camera = access.feeds.camera;
      const listed = (w: RoomClient) =>
        w.next('media', (f) =>
          Boolean(f.watch?.streams.some((s) => s.feed === camera)),
        );
      await decodes(
        (await listed(watchers[0])).watch as RoomWatchAccess,
        camera,
      );
      const onRelay = (await listed(watchers[2])).watch as RoomWatchAccess;
      expect(onRelay.url).toBe(relay.url);
      await decodes(onRelay, camera);

      // The relay dies: its watcher is sent to the stage's node (full, but the one that answers).
      const stoppedAt = Date.now();
      await relay.stop();
      const moved = (
        await watchers[2].next(
          'media',
          (f) =>
            f.watch?.url === stageUrl &&
            f.watch.streams.some((s) => s.feed === camera),
          20_000,
        )
      ).watch as RoomWatchAccess;
      // Said, not asserted (docs/scaling.md has the figure, measured on a quiet machine).
      console.info(
        `a dead relay's watcher was sent to another node ${Date.now() - stoppedAt} ms after it stopped`,
      );
      await decodes(moved, camera);

      // The relay comes back: the stage's node holds 3 of its 2, so one watcher moves back to
      // the relay with the next heartbeats, and decodes the stage there.
      const restartedAt = Date.now();
      await relay.restart();
      const back = (await Promise.any(
        watchers.map(async (w) => {
          const frame = await w.next(
            'media',
            (f) =>
              f.watch?.url === relay.url &&
              f.watch.streams.some((s) => s.feed === camera),
            20_000,
          );
          return frame.watch;
        }),
      )) as RoomWatchAccess;
      console.info(
        `a watcher moved back to the relay ${Date.now() - restartedAt} ms after it started again`,
      );
      await decodes(back, camera);
    });
  },
);
