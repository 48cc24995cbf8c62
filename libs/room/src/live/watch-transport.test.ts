// The audience's transport against a Janus that answers as the Streaming plugin does (WebRTC
// does not run here: peer connections and streams are recording fakes). Each mountpoint offers
// every place's streams (an audio and a video mid per place) at `watch`; the transport watches
// each mountpoint the access names once, with the pin, hands each place's stream to the tile of
// the feed it carries now, stops what leaves the stage, and sends Janus nothing but watch,
// start, configure and detach.
import type { RoomWatchAccess, RoomWatchStream } from '@ruume/contracts';
import { STAGE_PLACES_PER_MOUNTPOINT } from '@ruume/contracts';
import type { JanusSocketConstructor } from './janus-browser';
import { feedOwners } from './stage-layout';
import { guestAda, guestBo } from '../test-support/live-fixtures';
import { STREAMING_PLUGIN, WatchTransport } from './watch-transport';

const ada = { ...guestAda, feeds: { camera: 11, screen: 12 } };
const bo = { ...guestBo, feeds: { camera: 21, screen: 22 } };

interface FakeTrack {
  id: string;
  kind: string;
}

class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return this.tracks;
  }
}

/** What each video mid has received so far, on whichever connection carries it (getStats). */
let inbound = new Map<string, Record<string, number>>();

/** Every connection made, in order. */
let connections: FakePeerConnection[] = [];

class FakePeerConnection {
  ontrack:
    | ((event: { track: FakeTrack; transceiver: { mid: string } }) => void)
    | null = null;
  onicecandidate: unknown = null;
  localDescription: unknown = null;
  connectionState = 'new';
  readonly mids: string[] = [];
  private readonly n = connections.push(this);
  async setRemoteDescription({ sdp }: { sdp: string }) {
    // As a browser does: a transceiver per m-line of the offer, each with its track.
    this.mids.push(...[...sdp.matchAll(/^a=mid:(\S+)$/gm)].map((m) => m[1]));
    queueMicrotask(() => {
      for (const mid of this.mids)
        this.ontrack?.({
          track: {
            id: `pc${this.n}:${mid}`,
            kind: mid[0] === 'a' ? 'audio' : 'video',
          },
          transceiver: { mid },
        });
    });
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0 answer' };
  }
  async setLocalDescription(description: unknown) {
    this.localDescription = description;
  }
  async getStats() {
    return new Map(
      this.mids.flatMap((mid) => {
        const counts = inbound.get(mid);
        return counts
          ? [[mid, { type: 'inbound-rtp', kind: 'video', mid, ...counts }]]
          : [];
      }),
    );
  }
  addEventListener() {
    // This Janus trickles no candidate.
  }
  close() {
    this.connectionState = 'closed';
  }
}

/** The mids of place `i` in every mountpoint (opaque to the transport). */
const audioMid = (i: number) => `a${i}`;
const videoMid = (i: number) => `v${i}`;

/**
 * A Janus that speaks over a fake socket, with no `missing` mountpoint to watch: what each
 * request asked, in order.
 */
function fakeJanus(missing: number[] = []) {
  const asked: string[] = [];
  let ids = 100;
  // Every place's streams, carrying a feed or not.
  const offer = [
    'v=0 offer',
    ...Array.from({ length: STAGE_PLACES_PER_MOUNTPOINT }, (_, i) => [
      `m=audio 9 UDP/TLS/RTP/SAVPF 111\na=mid:${audioMid(i)}`,
      `m=video 9 UDP/TLS/RTP/SAVPF 96\na=mid:${videoMid(i)}`,
    ]).flat(),
  ].join('\n');
  class Socket {
    readyState = 0;
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    onclose: (() => void) | null = null;
    constructor() {
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.();
      });
    }
    send(raw: string) {
      const message = JSON.parse(raw) as Record<string, unknown>;
      const reply = (body: Record<string, unknown>) =>
        setTimeout(() =>
          this.onmessage?.({
            data: JSON.stringify({ transaction: message.transaction, ...body }),
          }),
        );
      const body = message.body as Record<string, unknown> | undefined;
      asked.push(
        message.janus === 'message'
          ? [body?.request, body?.id, body?.pin, body?.mid, body?.substream]
              .filter((part) => part !== undefined)
              .join(' ')
          : message.janus === 'attach'
            ? `attach ${String(message.plugin)}`
            : String(message.janus),
      );
      if (message.janus === 'create' || message.janus === 'attach') {
        reply({ janus: 'success', data: { id: ++ids } });
        return;
      }
      if (message.janus !== 'message') return;
      if (body?.request === 'watch' && missing.includes(Number(body.id))) {
        reply({
          janus: 'event',
          sender: message.handle_id,
          plugindata: {
            plugin: STREAMING_PLUGIN,
            data: { error_code: 455, error: 'No such mountpoint' },
          },
        });
        return;
      }
      reply({
        janus: 'event',
        sender: message.handle_id,
        plugindata: { plugin: STREAMING_PLUGIN, data: { streaming: 'event' } },
        ...(body?.request === 'watch'
          ? { jsep: { type: 'offer', sdp: offer } }
          : {}),
      });
    }
    close() {
      this.readyState = 3;
    }
  }
  return { asked, Socket: Socket as unknown as JanusSocketConstructor };
}

const access = (streams: RoomWatchStream[]): RoomWatchAccess => ({
  url: 'ws://127.0.0.1:8188',
  token: 'watch-token',
  pin: 'the-pin',
  streams,
  expiresAt: Date.now() + 60_000,
});

/** A camera's streams (audio and video) in place `place` of `mountpoint`. */
const camera = (feed: number, mountpoint: number, place: number) => [
  { feed, mountpoint, mid: audioMid(place), type: 'audio' as const },
  { feed, mountpoint, mid: videoMid(place), type: 'video' as const },
];

/** A screen's stream (video only) in place `place` of `mountpoint`. */
const screen = (feed: number, mountpoint: number, place: number) => [
  { feed, mountpoint, mid: videoMid(place), type: 'video' as const },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until the fake Janus has been asked nothing new for a while (bounded): the transport's work
 * is chains of promises and timers, which a busy machine runs late.
 */
async function quiet(janus: { asked: string[] }) {
  const deadline = Date.now() + 3000;
  let seen = -1;
  while (seen !== janus.asked.length && Date.now() < deadline) {
    seen = janus.asked.length;
    await pause(60);
  }
}

/** A watcher of `streams`, and what its tiles and screens hold now (track ids, by person). */
function watcher(
  streams: RoomWatchStream[],
  { now, missing }: { now?: () => number; missing?: number[] } = {},
) {
  const janus = fakeJanus(missing);
  const transport = new WatchTransport({
    access: access(streams),
    iceServers: [],
    owners: () => feedOwners([ada, bo]),
    WebSocket: janus.Socket,
    now,
  });
  const held =
    (record: Record<string, string[] | null>) =>
    (id: string, stream: MediaStream | null) => {
      record[id] = stream
        ? (stream as unknown as FakeStream).tracks.map((t) => t.id).sort()
        : null;
    };
  const tiles: Record<string, string[] | null> = {};
  const screens: Record<string, string[] | null> = {};
  transport.onRemoteStream(held(tiles));
  transport.onRemoteScreen(held(screens));
  const flowed = { times: 0 };
  transport.onFlowing(() => flowed.times++);
  const configured = () => janus.asked.filter((a) => /configure/.test(a));
  return { janus, transport, tiles, screens, flowed, configured };
}

describe('WatchTransport', () => {
  beforeAll(() => {
    Object.assign(globalThis, {
      RTCPeerConnection: FakePeerConnection,
      MediaStream: FakeStream,
    });
  });
  beforeEach(() => {
    connections = [];
    inbound = new Map();
  });

  it('watches the feeds of one page of places on ONE connection, with the pin, each place to its tile', async () => {
    const { janus, transport, tiles, screens, flowed } = watcher([
      ...camera(11, 1, 0),
      ...screen(22, 1, 1),
    ]);
    await quiet(janus);
    expect(flowed.times).toBeGreaterThan(0);

    expect(connections).toHaveLength(1);
    expect(janus.asked.filter((a) => /attach|watch|start/.test(a))).toEqual([
      `attach ${STREAMING_PLUGIN}`,
      'watch 1 the-pin',
      'start',
    ]);
    expect(tiles).toEqual({ [ada.id]: ['pc1:a0', 'pc1:v0'] });
    expect(screens).toEqual({ [bo.id]: ['pc1:v1'] });
    expect(transport.describe()).toEqual({
      url: 'ws://127.0.0.1:8188',
      session: true,
      watching: [
        { feed: 11, owner: ada.id, connection: 'new', tracks: 2 },
        { feed: 22, owner: bo.id, connection: 'new', tracks: 1 },
      ],
    });
    // Nothing was ever published or joined.
    expect(janus.asked.filter((a) => /publish|join/.test(a))).toEqual([]);
    transport.close();
  });

  it('gives a place’s stream to the new feed it carries without a new connection, and takes it from the old one', async () => {
    const { janus, transport, tiles, configured } = watcher(camera(11, 1, 0));
    await quiet(janus);
    expect(tiles).toEqual({ [ada.id]: ['pc1:a0', 'pc1:v0'] });

    // Ada leaves the stage, Bo takes her place.
    transport.update(access(camera(21, 1, 0)));
    await quiet(janus);
    expect(connections).toHaveLength(1);
    expect(connections[0]?.connectionState).toBe('new');
    expect(janus.asked.filter((a) => /watch|detach/.test(a))).toEqual([
      'watch 1 the-pin',
    ]);
    expect(tiles).toEqual({ [ada.id]: null, [bo.id]: ['pc1:a0', 'pc1:v0'] });
    // A new feed at the mid: its layer is asked again.
    expect(configured()).toEqual(['configure v0 0', 'configure v0 0']);
    transport.close();
  });

  it('watches a second mountpoint on a second connection, and closes one no longer named', async () => {
    const { janus, transport, tiles, screens } = watcher(camera(11, 1, 0));
    await quiet(janus);

    // Bo's screen holds a place on the next page: the same mids, another mountpoint.
    transport.update(access([...camera(11, 1, 0), ...screen(22, 2, 0)]));
    await quiet(janus);
    expect(connections).toHaveLength(2);
    expect(janus.asked.filter((a) => /watch/.test(a))).toEqual([
      'watch 1 the-pin',
      'watch 2 the-pin',
    ]);
    expect(tiles).toEqual({ [ada.id]: ['pc1:a0', 'pc1:v0'] });
    expect(screens).toEqual({ [bo.id]: ['pc2:v0'] });

    // The first page empties: its connection closes and Ada's stream ends; Bo's stays.
    transport.update(access(screen(22, 2, 0)));
    await quiet(janus);
    expect(connections.map((pc) => pc.connectionState)).toEqual([
      'closed',
      'new',
    ]);
    expect(janus.asked).toContain('detach');
    expect(tiles).toEqual({ [ada.id]: null });
    expect(screens).toEqual({ [bo.id]: ['pc2:v0'] });

    transport.close();
    expect(connections.map((pc) => pc.connectionState)).toEqual([
      'closed',
      'closed',
    ]);
    expect(screens).toEqual({ [bo.id]: null });
  });

  it('stops only the mountpoint that cannot be watched, and tries it again with the next access', async () => {
    const { janus, transport, tiles, screens } = watcher(
      [...camera(11, 1, 0), ...screen(22, 2, 0)],
      { missing: [2] },
    );
    await quiet(janus);
    expect(connections.map((pc) => pc.connectionState)).toEqual([
      'new',
      'closed',
    ]);
    expect(tiles).toEqual({ [ada.id]: ['pc1:a0', 'pc1:v0'] });
    expect(screens).toEqual({});

    transport.update(access([...camera(11, 1, 0), ...screen(22, 2, 0)]));
    await quiet(janus);
    expect(janus.asked.filter((a) => /watch/.test(a))).toEqual([
      'watch 1 the-pin',
      'watch 2 the-pin',
      'watch 2 the-pin',
    ]);
    expect(connections).toHaveLength(3);
    expect(tiles).toEqual({ [ada.id]: ['pc1:a0', 'pc1:v0'] });
    transport.close();
  });

  it('asks each camera on screen for the layer its tile needs at its own mid, once per change', async () => {
    const { janus, transport, configured } = watcher([
      ...camera(11, 1, 0),
      ...camera(21, 1, 1),
    ]);
    transport.showVideos([
      { participantId: ada.id, kind: 'camera', layer: 2 },
      { participantId: bo.id, kind: 'camera', layer: 1 },
    ]);
    await quiet(janus);
    expect(configured().sort()).toEqual(['configure v0 2', 'configure v1 1']);

    // Bo leaves the screen: the lowest layer; Ada stays as she was (no new request).
    transport.showVideos([{ participantId: ada.id, kind: 'camera', layer: 2 }]);
    await quiet(janus);
    expect(configured().sort()).toEqual([
      'configure v0 2',
      'configure v1 0',
      'configure v1 1',
    ]);
    expect(await transport.receivedVideos()).toEqual({
      [ada.id]: { wanted: 2, asked: 2, switched: null, frameHeight: null },
      [bo.id]: { wanted: 0, asked: 0, switched: null, frameHeight: null },
    });
    transport.close();
  });

  it('asks lower layers when the downlink loses packets, and the biggest tile back up first after a calm spell', async () => {
    let now = 0;
    const { janus, transport } = watcher(
      [...camera(11, 1, 0), ...camera(21, 1, 1)],
      { now: () => now },
    );
    transport.showVideos([
      { participantId: ada.id, kind: 'camera', layer: 2 },
      { participantId: bo.id, kind: 'camera', layer: 1 },
    ]);
    await quiet(janus);
    const asked = async () =>
      Object.fromEntries(
        Object.entries(await transport.receivedVideos()).map(([id, v]) => [
          id,
          v.asked,
        ]),
      );
    expect(await asked()).toEqual({ [ada.id]: 2, [bo.id]: 1 });

    /** Two seconds of traffic on each video, then the page's reading. */
    const counts = { bytesReceived: 0, packetsReceived: 0, packetsLost: 0 };
    inbound.set(videoMid(0), counts);
    inbound.set(videoMid(1), counts);
    const interval = async (kbps: number, packets: number, lost: number) => {
      now += 2000;
      counts.bytesReceived += (kbps * 1000 * 2) / 8;
      counts.packetsReceived += packets;
      counts.packetsLost += lost;
      const stats = await transport.stats();
      await quiet(janus);
      return stats;
    };
    await transport.stats();
    await interval(900, 200, 0);
    expect(await asked()).toEqual({ [ada.id]: 2, [bo.id]: 1 });
    // A third of the packets lost: both on their lowest layer at once, and each one's link says so.
    expect(await interval(200, 60, 30)).toEqual({
      [ada.id]: expect.objectContaining({ packetLoss: 30 / 90 }),
      [bo.id]: expect.objectContaining({ packetLoss: 30 / 90 }),
    });
    expect(await asked()).toEqual({ [ada.id]: 0, [bo.id]: 0 });
    expect(transport.budgetReport()).toMatchObject({ congested: true });
    // Ten calm seconds: the largest tile goes up one layer, not yet the other.
    for (let i = 0; i < 5; i++) await interval(150, 40, 0);
    expect(await asked()).toEqual({ [ada.id]: 1, [bo.id]: 0 });
    transport.close();
  });
});
