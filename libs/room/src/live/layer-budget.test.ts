import {
  AUDIO_BPS,
  LAYER_BPS,
  UP_AFTER_MS,
  capLayers,
  downlinkReading,
  initialLayerBudget,
  nextLayerBudget,
  type Demand,
  type DownlinkReading,
  type LayerBudget,
} from './layer-budget';
import type { SimulcastLayer, VideoWant } from './stage-layout';

const camera = (participantId: string, layer: SimulcastLayer): VideoWant => ({
  participantId,
  kind: 'camera',
  layer,
});
const layersOf = (wants: VideoWant[]) => wants.map((w) => w.layer);

describe('capLayers', () => {
  const twoPeople = [camera('host', 2), camera('guest', 1)];

  it('leaves every tile its layer while no limit was seen', () => {
    expect(capLayers(twoPeople, null, 2)).toEqual(twoPeople);
  });

  it('gives the biggest tile the best layer that fits, the others their lowest', () => {
    // Audio first (2 × 50 kbps), then the host's full layer, the guest's small one.
    const fits = 2 * AUDIO_BPS + LAYER_BPS[2] + LAYER_BPS[0];
    expect(layersOf(capLayers(twoPeople, fits, 2))).toEqual([2, 0]);
    // The host's middle layer leaves room for the guest's.
    expect(layersOf(capLayers(twoPeople, fits - 1, 2))).toEqual([1, 1]);
    expect(layersOf(capLayers(twoPeople, 0, 2))).toEqual([0, 0]);
  });

  it('counts a shared screen first and never caps it', () => {
    const withScreen: VideoWant[] = [
      { participantId: 'host', kind: 'screen', layer: 2 },
      camera('host', 0),
      camera('guest', 0),
    ];
    expect(capLayers(withScreen, 500_000, 2)).toEqual(withScreen);
  });

  it('keeps stage order among tiles of one size', () => {
    const grid = [camera('a', 1), camera('b', 1), camera('c', 1)];
    const oneMiddle = 3 * AUDIO_BPS + 2 * LAYER_BPS[0] + LAYER_BPS[1];
    expect(layersOf(capLayers(grid, oneMiddle, 3))).toEqual([1, 0, 0]);
  });
});

describe('downlinkReading', () => {
  it('sums every inbound stream of every connection, and nothing else', () => {
    const first = [
      {
        type: 'inbound-rtp',
        kind: 'audio',
        bytesReceived: 1000,
        packetsReceived: 10,
        packetsLost: 1,
      },
      {
        type: 'inbound-rtp',
        kind: 'video',
        bytesReceived: 9000,
        packetsReceived: 30,
        packetsLost: 2,
      },
      {
        type: 'candidate-pair',
        state: 'succeeded',
        nominated: true,
        availableIncomingBitrate: 800_000,
      },
    ];
    const second = [
      {
        type: 'inbound-rtp',
        kind: 'video',
        bytesReceived: 5000,
        packetsReceived: 20,
        packetsLost: 0,
      },
    ];
    expect(downlinkReading([first, second], 42)).toEqual({
      atMs: 42,
      // The browser's receive estimate is not read: it follows the traffic (layer-budget.ts).
      bytesReceived: 15_000,
      packetsReceived: 60,
      packetsLost: 3,
    });
  });
});

/** Readings every 2 s, each interval's bytes and packets as recorded in a browser. */
function recorded(
  intervals: { kbps: number; packets: number; lost: number }[],
  from: DownlinkReading = {
    atMs: 0,
    bytesReceived: 0,
    packetsReceived: 0,
    packetsLost: 0,
  },
): DownlinkReading[] {
  const readings: DownlinkReading[] = [from];
  for (const { kbps, packets, lost } of intervals) {
    const last = readings[readings.length - 1] as DownlinkReading;
    readings.push({
      atMs: last.atMs + 2000,
      bytesReceived: last.bytesReceived + (kbps * 1000 * 2) / 8,
      packetsReceived: last.packetsReceived + packets,
      packetsLost: last.packetsLost + lost,
    });
  }
  return readings;
}

const fold = (
  readings: DownlinkReading[],
  demand: Demand,
  budget: LayerBudget = initialLayerBudget(),
) =>
  readings.reduce(
    (state, reading) => nextLayerBudget(state, reading, demand),
    budget,
  );

describe('nextLayerBudget', () => {
  // Host large (full layer), guest small: 900 kbps + 100 kbps + two voices.
  const demand: Demand = {
    wants: [camera('host', 2), camera('guest', 0)],
    audioStreams: 2,
  };
  const capped = (budget: LayerBudget) =>
    layersOf(capLayers(demand.wants, budget.bps, demand.audioStreams));

  it('asks nothing less on a clean link', () => {
    const clean = fold(
      recorded(Array(10).fill({ kbps: 1100, packets: 230, lost: 0 })),
      demand,
    );
    expect(clean.bps).toBeNull();
    expect(capped(clean)).toEqual([2, 0]);
  });

  it('steps down at once when a capped downlink loses packets', () => {
    // The downlink held to 70 % of the 1.1 Mbps it received: 451 of 630 packets lost over 20 s
    // (the host's tile froze while it kept receiving its layer).
    const readings = recorded([
      { kbps: 1100, packets: 230, lost: 0 },
      { kbps: 770, packets: 40, lost: 45 },
    ]);
    const budget = fold(readings, demand);
    expect(budget.congested).toBe(true);
    expect(budget.bps).toBeLessThan(770_000);
    // The host's tile drops to the middle layer, the guest keeps the small one.
    expect(capped(budget)).toEqual([1, 0]);
  });

  it('steps down again while the loss goes on under the cap, once the switch is through', () => {
    const down = recorded([
      { kbps: 1100, packets: 230, lost: 0 },
      { kbps: 770, packets: 40, lost: 45 },
      // The switch: the old layer until Janus's key frame, through the same cap.
      { kbps: 300, packets: 60, lost: 30 },
    ]);
    expect(capped(fold(down, demand))).toEqual([1, 0]);
    const stillLosing = recorded(
      [{ kbps: 300, packets: 60, lost: 30 }],
      down[down.length - 1],
    ).slice(1);
    expect(capped(fold([...down, ...stillLosing], demand))).toEqual([0, 0]);
  });

  it('keeps the layer a cap takes once the switch to it is through', () => {
    // 620 kbps held (a policer): the full layer loses a third; the middle one and the guest's
    // small one, with both voices (500 kbps), fit.
    const budget = fold(
      recorded([
        { kbps: 1100, packets: 230, lost: 0 },
        { kbps: 600, packets: 110, lost: 50 },
        { kbps: 270, packets: 50, lost: 20 },
        { kbps: 420, packets: 80, lost: 0 },
        { kbps: 420, packets: 80, lost: 0 },
      ]),
      demand,
    );
    expect(budget.congested).toBe(false);
    expect(capped(budget)).toEqual([1, 0]);
  });

  it('judges no loss on a handful of packets', () => {
    const budget = fold(
      recorded([
        { kbps: 60, packets: 40, lost: 0 },
        { kbps: 60, packets: 30, lost: 5 },
      ]),
      demand,
    );
    expect(budget.congested).toBe(false);
    expect(budget.bps).toBeNull();
  });

  it('ignores a reading taken right after another (an extra getStats)', () => {
    const [first, second] = recorded([{ kbps: 1100, packets: 230, lost: 0 }]);
    const budget = fold([first, second] as DownlinkReading[], demand);
    const early = { ...(second as DownlinkReading), atMs: 2500 };
    expect(nextLayerBudget(budget, early, demand)).toBe(budget);
  });

  it('starts afresh when the totals go back (a new PeerConnection)', () => {
    const budget = fold(
      recorded([{ kbps: 770, packets: 40, lost: 45 }]),
      demand,
    );
    const fresh: DownlinkReading = {
      atMs: 4000,
      bytesReceived: 10,
      packetsReceived: 1,
      packetsLost: 0,
    };
    const after = nextLayerBudget(budget, fresh, demand);
    expect(after.bps).toBe(budget.bps);
    expect(after.last).toBe(fresh);
  });

  it('goes back up one layer at a time after calm spells, then lifts the cap', () => {
    const down = fold(
      recorded([
        { kbps: 1100, packets: 230, lost: 0 },
        { kbps: 300, packets: 60, lost: 40 },
        { kbps: 200, packets: 50, lost: 20 },
      ]),
      demand,
    );
    expect(capped(down)).toEqual([0, 0]);
    const calm = (from: LayerBudget, ms: number) =>
      fold(
        recorded(
          Array(ms / 2000).fill({ kbps: 250, packets: 60, lost: 0 }),
          from.last as DownlinkReading,
        ).slice(1),
        demand,
        from,
      );
    // Not before 10 s without loss.
    expect(capped(calm(down, UP_AFTER_MS - 2000))).toEqual([0, 0]);
    const middle = calm(down, UP_AFTER_MS);
    expect(capped(middle)).toEqual([1, 0]);
    const full = calm(middle, UP_AFTER_MS);
    expect(full.bps).toBeNull();
    expect(capped(full)).toEqual([2, 0]);
  });
});

/**
 * A downlink of `capacityBps` in closed loop: the SFU sends what the layers asked take (video
 * at 90 % of each layer's maximum); what does not fit is lost.
 */
function simulate(
  demand: Demand,
  capacityAt: (seconds: number) => number,
  seconds: number,
) {
  let budget = initialLayerBudget();
  let bytes = 0;
  let packets = 0;
  let lost = 0;
  const layers: number[][] = [];
  for (let t = 0; t <= seconds; t += 2) {
    const asked = capLayers(demand.wants, budget.bps, demand.audioStreams);
    const sent =
      demand.audioStreams * AUDIO_BPS * 0.8 +
      asked.reduce((sum, w) => sum + LAYER_BPS[w.layer] * 0.9, 0);
    const through = Math.min(sent, capacityAt(t));
    const sentPackets = Math.round((sent * 2) / 8 / 1100);
    const throughPackets = Math.round((through * 2) / 8 / 1100);
    bytes += (through * 2) / 8;
    packets += throughPackets;
    lost += sentPackets - throughPackets;
    budget = nextLayerBudget(
      budget,
      {
        atMs: t * 1000,
        bytesReceived: bytes,
        packetsReceived: packets,
        packetsLost: lost,
      },
      demand,
    );
    layers.push(layersOf(asked));
  }
  return layers;
}

const changes = (layers: number[][]) =>
  layers.filter(
    (now, i) => i > 0 && now.join() !== (layers[i - 1] as number[]).join(),
  ).length;

describe('a subscriber in closed loop', () => {
  const demand: Demand = {
    wants: [camera('host', 2), camera('a', 1), camera('b', 1)],
    audioStreams: 3,
  };

  it('settles under a downlink that takes the middle layers but not the full one', () => {
    const layers = simulate(demand, () => 1_200_000, 180);
    expect(layers[0]).toEqual([2, 1, 1]);
    // It settles on what fits, trying the full layer again less and less often.
    const lastMinute = layers.slice(-30);
    expect(lastMinute.every((l) => l.every((layer) => layer >= 1))).toBe(true);
    expect(
      lastMinute.filter((l) => l.join() === '1,1,1').length,
    ).toBeGreaterThanOrEqual(29);
    const tries = layers.flatMap((l, i) => (i > 1 && l[0] === 2 ? [i] : []));
    const gaps = tries.slice(1).map((t, i) => t - (tries[i] as number));
    expect(tries.length).toBeGreaterThan(1);
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(new Set(gaps).size).toBe(gaps.length);
    expect(changes(layers)).toBeLessThanOrEqual(2 + 2 * tries.length + 1);
  });

  it('goes back to every tile’s own layer when the link recovers', () => {
    const layers = simulate(
      demand,
      (t) => (t >= 20 && t < 60 ? 500_000 : 5_000_000),
      180,
    );
    expect(layers[15]).toEqual([0, 0, 0]);
    expect(layers[layers.length - 1]).toEqual([2, 1, 1]);
  });
});
