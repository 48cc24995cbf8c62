// The audience's media path against real Janus (docs/scaling.md): a stage publisher's streams
// forwarded over RTP to a Streaming mountpoint, on the same node and on a relay node, and
// watchers whose token opens the Streaming plugin alone: they receive the stage and cannot reach
// the VideoRoom, so they can publish nothing. A simulcast camera reaches them with all three
// layers, each watcher getting the one it asks for.
import { randomBytes } from 'node:crypto';
import {
  connectJanus,
  type JanusConnection,
} from '../../../src/adapters/janus/janus-client';
import type { JanusNodeConfig } from '../../../src/adapters/janus/janus-config';
import {
  launchJanus,
  type LocalJanus,
} from '../../../src/adapters/janus/janus-launcher';
import { createJanusSession } from '../../../src/adapters/janus/janus-session';
import { mintJanusToken } from '../../../src/adapters/janus/janus-tokens';
import {
  createStreamingAdmin,
  type Mountpoint,
  type MountpointPort,
  STREAMING_PLUGIN,
  type StreamingAdmin,
} from '../../../src/adapters/janus/streaming';
import {
  createVideoRoomAdmin,
  VIDEOROOM_PLUGIN,
  type VideoRoomAdmin,
} from '../../../src/adapters/janus/videoroom';
import { eventually } from '../../support/eventually';
import { janusTestDir, testJanusNode } from '../../support/janus';
import {
  LAYER_PAYLOAD_BYTES,
  simulcastPublisher,
} from '../../support/simulcast-publisher';
import {
  trickleTo,
  webRtcPublisher,
  webRtcWatcher,
  type WebRtcPublisher,
  type WebRtcWatcher,
} from '../../support/webrtc-peers';

const secret = () => randomBytes(12).toString('hex');
const STAGE_STREAMS = [
  { type: 'audio', mid: 'a', codec: 'opus' },
  { type: 'video', mid: 'v', codec: 'vp8' },
] as const;

/** Connects as an audience member does: a token for the Streaming plugin only. */
async function audienceSession(node: JanusNodeConfig) {
  const connection = await connectJanus({
    url: node.url,
    token: mintJanusToken(node.tokenSecret, 60, Date.now(), STREAMING_PLUGIN),
  });
  return { connection, session: await createJanusSession(connection) };
}

interface Node {
  config: JanusNodeConfig;
  api: JanusConnection;
  rooms: VideoRoomAdmin;
  streaming: StreamingAdmin;
}

async function openNode(config: JanusNodeConfig): Promise<Node> {
  const api = await connectJanus({
    url: config.url,
    apiSecret: config.apiSecret,
  });
  const options = { adminKey: config.roomAdminKey };
  return {
    config,
    api,
    rooms: await createVideoRoomAdmin(api, options),
    streaming: await createStreamingAdmin(api, options),
  };
}

describe('the stage forwarded to Streaming mountpoints (audiences)', () => {
  let stage: Node;
  let relay: Node;
  let relayJanus: LocalJanus;
  const closing: Array<() => Promise<unknown>> = [];
  let room: number;
  const roomSecret = secret();
  const publisherId = 4242;

  /** `publisher` publishes in the stage's room as feed `id`. */
  async function publish(id: number, publisher: WebRtcPublisher) {
    const session = await createJanusSession(stage.api);
    closing.push(
      () => publisher.close(),
      () => session.destroy(),
    );
    const handle = await session.attach(VIDEOROOM_PLUGIN);
    trickleTo(stage.api, handle.id, () => publisher);
    await handle.send({ request: 'join', ptype: 'publisher', room, id });
    const answer = await handle.send(
      { request: 'publish' },
      await publisher.offer(),
    );
    await publisher.answered(answer.jsep);
  }

  beforeAll(async () => {
    stage = await openNode(testJanusNode());
    relayJanus = await launchJanus({ dir: janusTestDir() });
    relay = await openNode(relayJanus);
    room = await stage.rooms.createRoom({ secret: roomSecret, publishers: 4 });
    await publish(publisherId, webRtcPublisher({ frames: true }));
  });
  afterAll(async () => {
    for (const close of closing.reverse()) await close().catch(() => undefined);
    for (const node of [stage, relay]) {
      await node?.rooms.close();
      await node?.streaming.close();
      await node?.api.close();
    }
    await relayJanus?.stop();
  });

  /** A mountpoint on `node` fed by the stage publisher's audio (mid 0) and video (mid 1). */
  async function fedMountpoint(node: Node, pin: string) {
    const mountpoint = await node.streaming.createMountpoint({
      secret: roomSecret,
      pin,
      description: 'stage',
      streams: [...STAGE_STREAMS],
    });
    const port = (mid: string) =>
      mountpoint.ports.find((p) => p.mid === mid)?.port as number;
    await stage.rooms.forward(room, roomSecret, publisherId, '127.0.0.1', [
      { mid: '0', port: port('a') },
      { mid: '1', port: port('v') },
    ]);
    return mountpoint;
  }

  /**
   * A mountpoint on `node` fed by a simulcast camera `feed` (audio mid 0, video mid 1): the
   * video on three ports, each layer forwarded to its own.
   */
  async function simulcastMountpoint(node: Node, feed: number, pin: string) {
    const mountpoint = await node.streaming.createMountpoint({
      secret: roomSecret,
      pin,
      description: `camera ${feed}`,
      streams: [STAGE_STREAMS[0], { ...STAGE_STREAMS[1], simulcast: true }],
    });
    const ports = (mid: string) => {
      const { port, port2, port3 } = mountpoint.ports.find(
        (p) => p.mid === mid,
      ) ?? { port: 0 };
      return { port, port2, port3 };
    };
    const forwarders = await stage.rooms.forward(
      room,
      roomSecret,
      feed,
      '127.0.0.1',
      [
        { mid: '0', port: ports('a').port },
        { mid: '1', ...ports('v') },
      ],
    );
    return { mountpoint, video: ports('v'), forwarders };
  }

  async function watch(
    node: Node,
    mountpoint: Mountpoint,
    pin: string,
  ): Promise<WebRtcWatcher> {
    return (await watchWithHandle(node, mountpoint, pin)).watcher;
  }

  /** A watcher, and its handle to ask the mountpoint for a layer (`configure`). */
  async function watchWithHandle(
    node: Node,
    mountpoint: Mountpoint,
    pin: string,
  ) {
    const { connection, session } = await audienceSession(node.config);
    closing.push(() => connection.close());
    const handle = await session.attach(STREAMING_PLUGIN);
    const watcher = webRtcWatcher();
    closing.push(() => watcher.close());
    trickleTo(connection, handle.id, () => watcher);
    const offer = await handle.send({
      request: 'watch',
      id: mountpoint.id,
      pin,
    });
    await handle.send({ request: 'start' }, await watcher.answer(offer.jsep));
    await watcher.connected();
    return { watcher, handle };
  }

  it('gives a watcher the stage through a mountpoint on the stage node', async () => {
    const pin = secret();
    const mountpoint = await fedMountpoint(stage, pin);
    const watcher = await watch(stage, mountpoint, pin);
    await eventually(() => watcher.received.video > 10_000);
    expect(await stage.streaming.viewers(mountpoint.id, roomSecret)).toBe(1);
  });

  it('gives watchers on a relay node the stage, forwarded from the stage node', async () => {
    const pin = secret();
    const mountpoint = await fedMountpoint(relay, pin);
    const watchers = [
      await watch(relay, mountpoint, pin),
      await watch(relay, mountpoint, pin),
    ];
    await eventually(() =>
      watchers.every((watcher) => watcher.received.video > 10_000),
    );
    expect(await relay.streaming.viewers(mountpoint.id, roomSecret)).toBe(2);
  });

  it('tells an instance that did not make them the mountpoint’s ports and the forwarders feeding them (to adopt after a restart)', async () => {
    const mountpoint = await fedMountpoint(relay, secret());
    // The secret shows the ports, as the maker was told them.
    const ports = await relay.streaming.mountpointPorts(
      mountpoint.id,
      roomSecret,
    );
    expect(ports).toEqual(mountpoint.ports);
    const fed = new Set(mountpoint.ports.map((p) => p.port));
    const forwarders = await stage.rooms.forwarders(
      room,
      roomSecret,
      publisherId,
    );
    const feeding = forwarders.filter(
      (f) => f.host === '127.0.0.1' && fed.has(f.port),
    );
    expect(feeding).toHaveLength(2);
    // Stopped by their ids, they are gone from the list.
    for (const forwarder of feeding)
      await stage.rooms.stopForward(
        room,
        roomSecret,
        publisherId,
        forwarder.id,
      );
    const left = await stage.rooms.forwarders(room, roomSecret, publisherId);
    expect(left.filter((f) => fed.has(f.port))).toEqual([]);
    // A mountpoint that is not there has no ports.
    await relay.streaming.destroyMountpoint(mountpoint.id, roomSecret);
    expect(
      await relay.streaming.mountpointPorts(mountpoint.id, roomSecret),
    ).toBeNull();
  });

  it('forwards all three layers of a simulcast camera to a relay, where each watcher gets the layer it asks for', async () => {
    await publish(4343, simulcastPublisher([0, 1, 2]));
    const pin = secret();
    const { mountpoint, video, forwarders } = await simulcastMountpoint(
      relay,
      4343,
      pin,
    );
    expect(new Set([video.port, video.port2, video.port3]).size).toBe(3);
    // The audio, and the video's three layers.
    expect(forwarders).toHaveLength(4);

    const large = await watchWithHandle(relay, mountpoint, pin);
    const small = await watchWithHandle(relay, mountpoint, pin);
    await large.handle.send({ request: 'configure', substream: 2 });
    await small.handle.send({ request: 'configure', substream: 0 });
    await eventually(
      () =>
        large.watcher.lastPayload.video === LAYER_PAYLOAD_BYTES[2] &&
        small.watcher.lastPayload.video === LAYER_PAYLOAD_BYTES[0],
    );
    // The small tile grows: its watcher moves up to the middle layer.
    await small.handle.send({ request: 'configure', substream: 1 });
    await eventually(
      () => small.watcher.lastPayload.video === LAYER_PAYLOAD_BYTES[1],
    );
  });

  it('carries a watcher’s key frame request back to the stage publisher (VideoRooms send no periodic key frame)', async () => {
    const publisher = webRtcPublisher({ frames: true });
    await publish(4545, publisher);
    const pin = secret();
    const mountpoint = await stage.streaming.createMountpoint({
      secret: roomSecret,
      pin,
      description: 'camera 4545',
      streams: [...STAGE_STREAMS],
    });
    const portOf = (mid: string): Partial<MountpointPort> =>
      mountpoint.ports.find((p) => p.mid === mid) ?? {};
    const video = portOf('v');
    expect(video.rtcpPort).toBeGreaterThan(0);
    await stage.rooms.forward(room, roomSecret, 4545, '127.0.0.1', [
      { mid: '0', port: portOf('a').port ?? 0 },
      { mid: '1', port: video.port ?? 0, rtcpPort: video.rtcpPort },
    ]);
    const asked = publisher.keyFrameRequests?.() ?? 0;
    const watcher = await watch(stage, mountpoint, pin);
    await eventually(() => watcher.received.video > 10_000);
    // The mountpoint asks for a key frame for its new watcher, through the forwarder.
    await eventually(() => (publisher.keyFrameRequests?.() ?? 0) > asked);
  });

  it('gives watchers a camera that sends only its top layer (a small camera), whatever layer they ask for', async () => {
    await publish(4444, simulcastPublisher([2]));
    const pin = secret();
    const { mountpoint } = await simulcastMountpoint(stage, 4444, pin);
    const { watcher, handle } = await watchWithHandle(stage, mountpoint, pin);
    await handle.send({ request: 'configure', substream: 0 });
    await eventually(
      () =>
        watcher.received.video > 10_000 &&
        watcher.lastPayload.video === LAYER_PAYLOAD_BYTES[2],
    );
  });

  it('lets an audience token reach neither the VideoRoom nor a mountpoint without its pin', async () => {
    const pin = secret();
    const mountpoint = await fedMountpoint(stage, pin);
    const { connection, session } = await audienceSession(stage.config);
    closing.push(() => connection.close());
    await expect(session.attach(VIDEOROOM_PLUGIN)).rejects.toMatchObject({
      kind: 'janus',
      code: 405,
    });
    const handle = await session.attach(STREAMING_PLUGIN);
    await expect(
      handle.send({ request: 'watch', id: mountpoint.id, pin: 'wrong' }),
    ).rejects.toMatchObject({ kind: 'plugin', code: 457 });
  });

  it('re-keys a mountpoint: its watchers are cut off, the old pin opens it no more, the new one does', async () => {
    const pin = secret();
    const mountpoint = await fedMountpoint(stage, pin);
    const before = await watch(stage, mountpoint, pin);
    await eventually(() => before.received.video > 10_000);
    const next = secret();
    expect(
      await stage.streaming.rekeyMountpoint(mountpoint.id, roomSecret, next),
    ).toBe(true);
    await eventually(
      async () =>
        (await stage.streaming.viewers(mountpoint.id, roomSecret)) === 0,
    );
    const { connection, session } = await audienceSession(stage.config);
    closing.push(() => connection.close());
    const handle = await session.attach(STREAMING_PLUGIN);
    await expect(
      handle.send({ request: 'watch', id: mountpoint.id, pin }),
    ).rejects.toMatchObject({ kind: 'plugin', code: 457 });
    const after = await watch(stage, mountpoint, next);
    await eventually(() => after.received.video > 10_000);
    expect(
      await stage.streaming.rekeyMountpoint(424242, roomSecret, next),
    ).toBe(false);
  });

  it('ends a mountpoint once, then answers that it is gone', async () => {
    const pin = secret();
    const mountpoint = await fedMountpoint(stage, pin);
    await watch(stage, mountpoint, pin);
    expect(
      await stage.streaming.destroyMountpoint(mountpoint.id, roomSecret),
    ).toBe(true);
    expect(
      await stage.streaming.destroyMountpoint(mountpoint.id, roomSecret),
    ).toBe(false);
  });
});
