// The audience watching the stage through the run's Janus (docs/audience.md): a room with a
// watcher moves to the SFU; each stage feed that publishes gets a Streaming mountpoint, which
// the watchers hear of and watch with a token that opens the Streaming plugin only; a feed that
// stops publishing leaves their list.
import type { RoomSfuAccess, RoomWatchAccess } from '@ruume/contracts';
import { connectJanus } from '../../../src/adapters/janus/janus-client';
import { createJanusSession } from '../../../src/adapters/janus/janus-session';
import { VIDEOROOM_PLUGIN } from '../../../src/adapters/janus/videoroom';
import { eventually } from '../../support/eventually';
import { testJanusNode } from '../../support/janus';
import { createTestApp, type TestApp } from '../../support/test-app';
import { DRIVERS } from '../../support/test-database';
import {
  enter,
  guest,
  hostedRoom,
  listen,
  type RoomClient,
} from './room-support';
import { JanusBrowser, janusEnv, watchStage } from './sfu-support';

describe.each(DRIVERS)('the audience watching the stage (%s)', (driver) => {
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
    const access = (await h.next('media', (f) => f.sfu !== null))
      .sfu as RoomSfuAccess;
    const publisher = await JanusBrowser.connect(access);
    closing.push(() => publisher.close());
    await publisher.join(access);
    await publisher.publishLive({ frames: true });

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
});
