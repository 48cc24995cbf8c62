// The audience's transport against a Janus that answers as the Streaming plugin does (WebRTC
// does not run here: peer connections and streams are recording fakes). It watches each
// mountpoint with the pin it was given, hands each stream to its participant's tile, stops what
// leaves the stage, and sends Janus nothing but watch, start and detach.
import type { RoomWatchAccess } from '@ruume/contracts';
import type { JanusSocketConstructor } from './janus-browser';
import { feedOwners } from './stage-layout';
import { guestAda, guestBo } from '../test-support/live-fixtures';
import { STREAMING_PLUGIN, WatchTransport } from './watch-transport';

const ada = { ...guestAda, feeds: { camera: 11, screen: 12 } };
const bo = { ...guestBo, feeds: { camera: 21, screen: 22 } };

class FakeStream {
  readonly tracks: unknown[] = [];
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  getTracks() {
    return this.tracks;
  }
}

/** What every mountpoint's connection has received so far (its getStats totals). */
const downlink = { bytesReceived: 0, packetsReceived: 0, packetsLost: 0 };

class FakePeerConnection {
  ontrack: ((event: { track: unknown }) => void) | null = null;
  onicecandidate: unknown = null;
  localDescription: unknown = null;
  closed = false;
  async setRemoteDescription() {
    // The mountpoint's tracks arrive once its offer is applied.
    queueMicrotask(() => this.ontrack?.({ track: { kind: 'video' } }));
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0 answer' };
  }
  async setLocalDescription(description: unknown) {
    this.localDescription = description;
  }
  async getStats() {
    return new Map([
      ['in', { type: 'inbound-rtp', kind: 'video', ...downlink }],
    ]);
  }
  addEventListener() {
    // This Janus trickles no candidate.
  }
  close() {
    this.closed = true;
  }
}

/** A Janus that speaks over a fake socket: what each request asked, in order. */
function fakeJanus() {
  const asked: string[] = [];
  let ids = 100;
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
          ? [body?.request, body?.id, body?.pin, body?.substream]
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
      reply({
        janus: 'event',
        sender: message.handle_id,
        plugindata: { plugin: STREAMING_PLUGIN, data: { streaming: 'event' } },
        ...(body?.request === 'watch'
          ? { jsep: { type: 'offer', sdp: 'v=0 offer' } }
          : {}),
      });
    }
    close() {
      this.readyState = 3;
    }
  }
  return { asked, Socket: Socket as unknown as JanusSocketConstructor };
}

const access = (streams: RoomWatchAccess['streams']): RoomWatchAccess => ({
  url: 'ws://127.0.0.1:8188',
  token: 'watch-token',
  pin: 'the-pin',
  streams,
  expiresAt: Date.now() + 60_000,
});

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

describe('WatchTransport', () => {
  beforeAll(() => {
    Object.assign(globalThis, {
      RTCPeerConnection: FakePeerConnection,
      MediaStream: FakeStream,
    });
  });

  it('watches each stage feed with the pin, gives each stream to its tile and drops what leaves the stage', async () => {
    const janus = fakeJanus();
    const cameras: Array<[string, boolean]> = [];
    const screens: Array<[string, boolean]> = [];
    const transport = new WatchTransport({
      access: access([
        { feed: 11, mountpoint: 1 },
        { feed: 22, mountpoint: 2 },
      ]),
      iceServers: [],
      owners: () => feedOwners([ada, bo]),
      WebSocket: janus.Socket,
    });
    transport.onRemoteStream((id, stream) => cameras.push([id, !!stream]));
    transport.onRemoteScreen?.((id, stream) => screens.push([id, !!stream]));
    await quiet(janus);

    expect(janus.asked).toEqual(
      expect.arrayContaining([
        `attach ${STREAMING_PLUGIN}`,
        'watch 1 the-pin',
        'watch 2 the-pin',
        'start',
      ]),
    );
    expect(cameras).toEqual([[ada.id, true]]);
    expect(screens).toEqual([[bo.id, true]]);

    transport.update(access([{ feed: 11, mountpoint: 1 }]));
    await quiet(janus);
    expect(screens).toEqual([
      [bo.id, true],
      [bo.id, false],
    ]);
    expect(janus.asked).toContain('detach');
    // Nothing was ever published or joined; the camera off screen was asked for its lowest layer.
    expect(janus.asked.filter((a) => /publish|join/.test(a))).toEqual([]);
    expect(janus.asked.filter((a) => /configure/.test(a))).toEqual([
      'configure 0',
    ]);
    transport.close();
  });

  it('asks each camera on screen for the layer its tile needs, once per change', async () => {
    const janus = fakeJanus();
    const transport = new WatchTransport({
      access: access([
        { feed: 11, mountpoint: 1 },
        { feed: 21, mountpoint: 2 },
      ]),
      iceServers: [],
      owners: () => feedOwners([ada, bo]),
      WebSocket: janus.Socket,
    });
    transport.showVideos([
      { participantId: ada.id, kind: 'camera', layer: 2 },
      { participantId: bo.id, kind: 'camera', layer: 1 },
    ]);
    await quiet(janus);
    const configured = () => janus.asked.filter((a) => /configure/.test(a));
    expect(configured().sort()).toEqual(['configure 1', 'configure 2']);

    // Bo leaves the screen: the lowest layer; Ada stays as she was (no new request).
    transport.showVideos([{ participantId: ada.id, kind: 'camera', layer: 2 }]);
    await quiet(janus);
    expect(configured().sort()).toEqual([
      'configure 0',
      'configure 1',
      'configure 2',
    ]);
    transport.close();
  });

  it('asks lower layers when the downlink loses packets, and the biggest tile back up first after a calm spell', async () => {
    const janus = fakeJanus();
    let now = 0;
    const transport = new WatchTransport({
      access: access([
        { feed: 11, mountpoint: 1 },
        { feed: 21, mountpoint: 2 },
      ]),
      iceServers: [],
      owners: () => feedOwners([ada, bo]),
      WebSocket: janus.Socket,
      now: () => now,
    });
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

    /** Two seconds of traffic on each connection, then the page's reading. */
    const interval = async (kbps: number, packets: number, lost: number) => {
      now += 2000;
      downlink.bytesReceived += (kbps * 1000 * 2) / 8;
      downlink.packetsReceived += packets;
      downlink.packetsLost += lost;
      await transport.stats();
      await quiet(janus);
    };
    await transport.stats();
    await interval(900, 200, 0);
    expect(await asked()).toEqual({ [ada.id]: 2, [bo.id]: 1 });
    // A third of the packets lost: both on their lowest layer at once.
    await interval(200, 60, 30);
    expect(await asked()).toEqual({ [ada.id]: 0, [bo.id]: 0 });
    expect(transport.budgetReport()).toMatchObject({ congested: true });
    // Ten calm seconds: the largest tile goes up one layer, not yet the other.
    for (let i = 0; i < 5; i++) await interval(150, 40, 0);
    expect(await asked()).toEqual({ [ada.id]: 1, [bo.id]: 0 });
    transport.close();
  });
});
