// The subscriber's requests to Janus, with a recording session (WebRTC does not run here): a
// refused first join leaves nothing half-made behind, and the next change joins afresh; a
// frozen video gets a key frame asked.
import type { JanusHandle, JanusSession, PluginEvent } from './janus-browser';
import { JanusRequestError } from './janus-browser';
import { sfuAccess } from '../test-support/sfu-fixtures';
import { SfuSubscriber } from './sfu-subscriber';

class FakePeerConnection {
  static last: FakePeerConnection | null = null;
  onicecandidate: unknown = null;
  ontrack: unknown = null;
  connectionState = 'new';
  constructor() {
    FakePeerConnection.last = this;
  }
  /** What getStats() reports (the test sets it). */
  stats: Record<string, unknown>[] = [];
  getTransceivers() {
    return [];
  }
  async getStats() {
    return new Map(this.stats.map((entry, index) => [String(index), entry]));
  }
  addEventListener() {
    // Janus's candidates are not sent here.
  }
  close() {
    this.connectionState = 'closed';
  }
}

/** A session whose handles record each request and answer as `answer` says. */
function recordingSession(
  answer: (
    body: Record<string, unknown>,
  ) => PluginEvent | Error | Promise<PluginEvent>,
) {
  const requests: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  let handles = 0;
  const session = {
    async attach(): Promise<JanusHandle> {
      const id = ++handles;
      return {
        async send(body) {
          requests.push(`${id}:${String(body['request'])}`);
          bodies.push(body);
          const reply = answer(body);
          if (reply instanceof Error) throw reply;
          return reply;
        },
        trickle: () => undefined,
        onEvent: () => undefined,
        onCandidate: () => undefined,
        detach: () => requests.push(`${id}:detach`),
      };
    },
  } as unknown as JanusSession;
  return { session, requests, bodies };
}

const joined: PluginEvent = { data: { videoroom: 'attached', streams: [] } };
const subscriberOn = (
  session: JanusSession,
  onFailure?: (error: unknown) => void,
) =>
  new SfuSubscriber({
    session,
    access: sfuAccess,
    privateId: 7,
    iceServers: [],
    onStreams: () => undefined,
    onFailure,
  });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SfuSubscriber', () => {
  const original = globalThis.RTCPeerConnection;
  beforeAll(() => {
    globalThis.RTCPeerConnection =
      FakePeerConnection as unknown as typeof RTCPeerConnection;
  });
  afterAll(() => {
    globalThis.RTCPeerConnection = original;
  });

  it('joins afresh after Janus refused the first join, and says it failed', async () => {
    let refuse = true;
    const { session, requests } = recordingSession(() =>
      refuse ? new JanusRequestError('No such feed (1234)', 428) : joined,
    );
    const failures: unknown[] = [];
    const subscriber = subscriberOn(session, (error) => failures.push(error));
    const desired = [{ feed: 1234, mid: '0' }];
    subscriber.update(desired, () => []);
    await flush();
    expect(requests).toEqual(['1:join', '1:detach']);
    expect(failures).toHaveLength(1);
    expect(subscriber.describe()).toMatchObject({
      joined: false,
      lastError: 'No such feed (1234)',
    });

    refuse = false;
    subscriber.update(desired, () => []);
    await flush();
    expect(requests.slice(2)).toEqual(['2:join']);
    expect(subscriber.describe().joined).toBe(true);
    subscriber.close();
  });

  it("asks for a camera's layer in its join, and only a change of layer afterwards", async () => {
    const { session, bodies } = recordingSession(() => ({
      data: {
        videoroom: 'attached',
        streams: [{ mid: '3', type: 'video', feed_id: 1234, feed_mid: '1' }],
      },
    }));
    const subscriber = subscriberOn(session);
    const layerOf = (layer: 0 | 1 | 2) => () => [
      { mid: '3', substream: layer },
    ];
    const desired = [{ feed: 1234, mid: '1', substream: 1 as const }];
    subscriber.update(desired, (streams, asked) =>
      asked.get('3') === 1 ? [] : layerOf(1)(),
    );
    await flush();
    expect(bodies).toEqual([
      expect.objectContaining({ request: 'join', streams: desired }),
    ]);
    expect(subscriber.layerOf('3').asked).toBe(1);

    subscriber.update(desired, layerOf(0));
    await flush();
    expect(bodies.slice(1)).toEqual([
      { request: 'configure', streams: [{ mid: '3', substream: 0 }] },
    ]);
    expect(subscriber.layerOf('3').asked).toBe(0);
    subscriber.close();
  });

  it('counts as stalled when joined with streams but its connection never got going', async () => {
    const { session } = recordingSession(() => ({
      data: {
        videoroom: 'attached',
        streams: [{ mid: '0', type: 'audio', feed_id: 1234, feed_mid: '0' }],
      },
    }));
    const subscriber = subscriberOn(session);
    expect(subscriber.stalled(8000)).toBe(false);
    subscriber.update([{ feed: 1234, mid: '0' }], () => []);
    await flush();
    const joinedAt = Date.now();
    expect(subscriber.stalled(8000, joinedAt + 7000)).toBe(false);
    expect(subscriber.stalled(8000, joinedAt + 9000)).toBe(true);
    const pc = FakePeerConnection.last as FakePeerConnection;
    pc.connectionState = 'connected';
    expect(subscriber.stalled(8000, joinedAt + 9000)).toBe(false);
    pc.connectionState = 'failed';
    expect(subscriber.stalled(8000, joinedAt + 9000)).toBe(true);
    subscriber.close();
  });

  it('asks Janus for a key frame of a video whose packets arrive but whose frames stopped', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const { session, bodies } = recordingSession(() => ({
        data: {
          videoroom: 'attached',
          streams: [{ mid: '1', type: 'video', feed_id: 1234, feed_mid: '1' }],
        },
      }));
      const subscriber = subscriberOn(session);
      subscriber.update([{ feed: 1234, mid: '1' }], () => []);
      await jest.advanceTimersByTimeAsync(0);
      const pc = FakePeerConnection.last as FakePeerConnection;
      const video = (packetsReceived: number, framesDecoded: number) => [
        {
          type: 'inbound-rtp',
          kind: 'video',
          mid: '1',
          packetsReceived,
          framesDecoded,
          // Packets go missing as they come: a chain of frames broken.
          nackCount: packetsReceived / 10,
        },
      ];
      const configures = () =>
        bodies.filter((body) => body['request'] === 'configure');
      // The subscriber reads its stats every 250 ms; half a second without a frame is a freeze.
      const nextCheck = () => jest.advanceTimersByTimeAsync(250);
      pc.stats = video(100, 40);
      await nextCheck();
      pc.stats = video(130, 55);
      await nextCheck();
      expect(configures()).toEqual([]);
      pc.stats = video(160, 55);
      await nextCheck();
      expect(configures()).toEqual([]);
      pc.stats = video(190, 55);
      await nextCheck();
      expect(configures()).toEqual([
        { request: 'configure', streams: [{ mid: '1', send: true }] },
      ]);
      expect(subscriber.describe().keyFramesAsked).toBe(1);
      subscriber.close();
      await jest.advanceTimersByTimeAsync(3000);
      expect(configures()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for a busy Janus to answer one key frame request before it sends another', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const attached: PluginEvent = {
        data: {
          videoroom: 'attached',
          streams: [{ mid: '1', type: 'video', feed_id: 1234, feed_mid: '1' }],
        },
      };
      const { session, bodies } = recordingSession((body) =>
        body['request'] === 'configure'
          ? new Promise(() => undefined)
          : attached,
      );
      const subscriber = subscriberOn(session);
      subscriber.update([{ feed: 1234, mid: '1' }], () => []);
      await jest.advanceTimersByTimeAsync(0);
      const pc = FakePeerConnection.last as FakePeerConnection;
      for (let packets = 100; packets <= 400; packets += 20) {
        pc.stats = [
          {
            type: 'inbound-rtp',
            kind: 'video',
            mid: '1',
            packetsReceived: packets,
            framesDecoded: 40,
            nackCount: packets / 10,
          },
        ];
        await jest.advanceTimersByTimeAsync(500);
      }
      expect(
        bodies.filter((body) => body['request'] === 'configure'),
      ).toHaveLength(1);
      subscriber.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
