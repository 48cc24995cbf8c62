// How many bits per second a subscriber's downlink takes, and the simulcast layers that fit, as
// pure rules (docs/live-room-ui.md, "Bad networks"). Each tile asks for the layer its size needs
// (stage-layout.ts); the budget caps those asks from what the link measures: down at once on
// loss or a starved link, up one layer at a time after a calm spell, and each failed step up
// doubles the wait before the next one, so a link at its limit does not flap.
import { SIMULCAST_ENCODINGS } from './sfu-publisher';
import type { StatsEntry } from './mesh-transport';
import type { SimulcastLayer, VideoWant } from './stage-layout';

/** What each camera layer takes at most (SIMULCAST_ENCODINGS lists the highest first). */
export const LAYER_BPS: Record<SimulcastLayer, number> = {
  0: SIMULCAST_ENCODINGS[2]?.maxBitrate ?? 120_000,
  1: SIMULCAST_ENCODINGS[1]?.maxBitrate ?? 400_000,
  2: SIMULCAST_ENCODINGS[0]?.maxBitrate ?? 1_200_000,
};
/** One Opus stream with its packet headers and in-band FEC. */
export const AUDIO_BPS = 50_000;
/** A shared screen comes in one layer: it is counted, never capped. */
export const SCREEN_BPS = 1_000_000;

/** Readings closer together than this (an extra getStats) wait for the next one. */
const MIN_READING_MS = 1000;
/** Congested: more than this share of packets lost… */
const HEAVY_LOSS = 0.1;
/** …or some loss while receiving well under what the asked layers need. */
const SOME_LOSS = 0.03;
const STARVED_SHARE = 0.6;
/** Fewer packets than this in an interval say nothing about loss (a few voices, a still frame). */
const MIN_PACKETS = 50;
/** After congestion the budget sits this far under what came through. */
const DOWN_MARGIN = 0.85;
/** The first step up waits this long without congestion; each failed one doubles it. */
export const UP_AFTER_MS = 10_000;
const UP_AFTER_MAX_MS = 80_000;
/** Congestion this soon after a step up means the step was too far. */
const PROBE_FAILS_WITHIN_MS = 10_000;
/** Never below every camera's lowest layer with its audio. */
const FLOOR_BPS = LAYER_BPS[0] + AUDIO_BPS;

/** A subscriber's downlink at one moment: totals over all its inbound streams. */
export interface DownlinkReading {
  atMs: number;
  bytesReceived: number;
  packetsReceived: number;
  packetsLost: number;
}

export interface LayerBudget {
  /** Bits per second the streams may take; null: no limit seen (every tile gets its layer). */
  bps: number | null;
  last: DownlinkReading | null;
  /** Measured over the last interval (for the e2e hook and the docs' figures). */
  receivedBps: number | null;
  loss: number | null;
  congested: boolean;
  /** Since when nothing was congested (a step up waits from here). */
  calmSinceMs: number | null;
  /** A step up in trial: when, and the budget it left (back to it if congestion follows). */
  steppedUpAtMs: number | null;
  steppedFromBps: number | null;
  /** When the budget last went down: the interval that starts there is not judged. */
  steppedDownAtMs: number | null;
  /** The lowest budget a step up failed at (Infinity: lifting the cap failed), and the wait
   * before trying it again: doubled by each failure. */
  failedAtBps: number | null;
  retryWaitMs: number;
}

export const initialLayerBudget = (): LayerBudget => ({
  bps: null,
  last: null,
  receivedBps: null,
  loss: null,
  congested: false,
  calmSinceMs: null,
  steppedUpAtMs: null,
  steppedFromBps: null,
  steppedDownAtMs: null,
  failedAtBps: null,
  retryWaitMs: UP_AFTER_MS,
});

/** What the subscriber receives: its videos (the stage's wants) and how many audio streams. */
export interface Demand {
  wants: readonly VideoWant[];
  audioStreams: number;
}

const fixedBps = ({ wants, audioStreams }: Demand) =>
  audioStreams * AUDIO_BPS +
  wants.filter((w) => w.kind !== 'camera').length * SCREEN_BPS;

const costOf = (wants: readonly VideoWant[], demand: Demand) =>
  fixedBps(demand) +
  wants
    .filter((w) => w.kind === 'camera')
    .reduce((sum, w) => sum + LAYER_BPS[w.layer], 0);

/**
 * The wants with each camera's layer capped to fit `bps`: every camera gets its lowest layer,
 * then the biggest tiles (the highest layer wanted; stage order among equals) take the best
 * layer that still fits, in turn. Audio and screens are counted first and never capped.
 */
export function capLayers(
  wants: readonly VideoWant[],
  bps: number | null,
  audioStreams: number,
): VideoWant[] {
  if (bps === null) return [...wants];
  const capped = wants.map((w) =>
    w.kind === 'camera' ? { ...w, layer: 0 as SimulcastLayer } : { ...w },
  );
  let spare = bps - costOf(capped, { wants, audioStreams });
  const biggestFirst = capped
    .map((want, index) => ({ want, index, wanted: wants[index]?.layer ?? 0 }))
    .filter(({ want }) => want.kind === 'camera')
    .sort((a, b) => b.wanted - a.wanted || a.index - b.index);
  for (const { want, wanted } of biggestFirst) {
    for (let layer = wanted; layer > 0; layer--) {
      const extra = LAYER_BPS[layer as SimulcastLayer] - LAYER_BPS[0];
      if (extra <= spare) {
        want.layer = layer as SimulcastLayer;
        spare -= extra;
        break;
      }
    }
  }
  return capped;
}

/**
 * The smallest budget above `bps` that raises some tile's layer, or null when the next raise
 * would give every tile what its size needs (the cap is lifted).
 */
function nextStepUp(bps: number, demand: Demand): number | null {
  const { wants, audioStreams } = demand;
  const current = costOf(capLayers(wants, bps, audioStreams), demand);
  const now = capLayers(wants, bps, audioStreams);
  const candidates = now
    .flatMap((want, index) => {
      const wanted = wants[index]?.layer ?? 0;
      if (want.kind !== 'camera') return [];
      const raises: number[] = [];
      for (let layer = want.layer + 1; layer <= wanted; layer++)
        raises.push(
          current + LAYER_BPS[layer as SimulcastLayer] - LAYER_BPS[want.layer],
        );
      return raises;
    })
    .sort((a, b) => a - b);
  const uncapped = costOf(wants, demand);
  for (const candidate of candidates) {
    if (candidate >= uncapped) return null;
    if (costOf(capLayers(wants, candidate, audioStreams), demand) > current)
      return Math.max(candidate, bps);
  }
  return null;
}

/** The budget after one more reading of the downlink, for what the stage asks now. */
export function nextLayerBudget(
  budget: LayerBudget,
  reading: DownlinkReading,
  demand: Demand,
): LayerBudget {
  const last = budget.last;
  const elapsed = last ? reading.atMs - last.atMs : 0;
  if (last && elapsed < MIN_READING_MS) return budget;
  const bytes = last ? reading.bytesReceived - last.bytesReceived : -1;
  const received = last ? reading.packetsReceived - last.packetsReceived : -1;
  const lost = last ? reading.packetsLost - last.packetsLost : -1;
  // A first reading, or totals that went back (a new PeerConnection): a new baseline.
  if (!last || bytes < 0 || received < 0 || lost < 0)
    return { ...budget, last: reading, calmSinceMs: reading.atMs };

  const receivedBps = (bytes * 8 * 1000) / elapsed;
  const loss = received + lost >= MIN_PACKETS ? lost / (received + lost) : 0;
  const asked = costOf(
    capLayers(demand.wants, budget.bps, demand.audioStreams),
    demand,
  );
  // Loss alone: the browser's receive estimate (availableIncomingBitrate, given on the
  // audience's mountpoints) follows the traffic, lagging each rise, so it cannot tell congestion.
  const congested =
    loss > HEAVY_LOSS ||
    (loss > SOME_LOSS && receivedBps < STARVED_SHARE * asked);
  const measured = { last: reading, receivedBps, loss, congested };
  const trying =
    budget.steppedUpAtMs !== null &&
    reading.atMs - budget.steppedUpAtMs < PROBE_FAILS_WITHIN_MS;

  // The interval right after a step down still carries the old layers (Janus switches at the
  // next key frame) and the loss of the switch: judged, it would step down again, to the floor.
  if (congested && last.atMs === budget.steppedDownAtMs)
    return { ...budget, ...measured, calmSinceMs: null };
  if (congested && trying && budget.steppedFromBps !== null)
    // The step up was too far: back to where it was calm, and longer before the next try.
    return {
      ...budget,
      ...measured,
      bps: budget.steppedFromBps,
      calmSinceMs: null,
      steppedUpAtMs: null,
      steppedFromBps: null,
      steppedDownAtMs: reading.atMs,
      failedAtBps: Math.min(
        budget.failedAtBps ?? Number.POSITIVE_INFINITY,
        budget.bps ?? Number.POSITIVE_INFINITY,
      ),
      retryWaitMs: Math.min(UP_AFTER_MAX_MS, budget.retryWaitMs * 2),
    };
  if (congested) {
    // Under what came through; still congested under a cap, lower still.
    const bps = Math.max(
      FLOOR_BPS,
      Math.min(
        receivedBps * DOWN_MARGIN,
        budget.bps === null ? asked : budget.bps * DOWN_MARGIN,
      ),
    );
    return {
      ...budget,
      ...measured,
      bps,
      calmSinceMs: null,
      steppedUpAtMs: null,
      steppedFromBps: null,
      steppedDownAtMs: reading.atMs,
    };
  }

  const calm = {
    ...budget,
    ...measured,
    // Calm since the start of this interval.
    calmSinceMs: budget.calmSinceMs ?? last.atMs,
  };
  if (budget.steppedUpAtMs !== null && !trying) {
    // The step up held: what failed before may be tried at the usual pace.
    calm.steppedUpAtMs = null;
    calm.steppedFromBps = null;
    if (
      calm.failedAtBps !== null &&
      (calm.bps ?? Infinity) >= calm.failedAtBps
    ) {
      calm.failedAtBps = null;
      calm.retryWaitMs = UP_AFTER_MS;
    }
  }
  if (calm.bps === null || trying) return calm;
  const next = nextStepUp(calm.bps, demand);
  const retrying =
    calm.failedAtBps !== null &&
    (next ?? Number.POSITIVE_INFINITY) >= calm.failedAtBps;
  const wait = retrying ? calm.retryWaitMs : UP_AFTER_MS;
  if (reading.atMs - calm.calmSinceMs < wait) return calm;
  return {
    ...calm,
    bps: next,
    // The next step waits as long again, from this one.
    calmSinceMs: reading.atMs,
    steppedUpAtMs: reading.atMs,
    steppedFromBps: calm.bps,
  };
}

/**
 * A downlink reading from one or more PeerConnections' getStats (the SFU's one subscriber, or
 * each of the audience's mountpoints): every inbound stream summed.
 */
export function downlinkReading(
  reports: Iterable<Iterable<StatsEntry>>,
  atMs: number,
): DownlinkReading {
  const num = (value: unknown) => (typeof value === 'number' ? value : 0);
  let bytesReceived = 0;
  let packetsReceived = 0;
  let packetsLost = 0;
  for (const report of reports)
    for (const entry of report)
      if (entry.type === 'inbound-rtp') {
        bytesReceived += num(entry['bytesReceived']);
        packetsReceived += num(entry['packetsReceived']);
        packetsLost += Math.max(0, num(entry['packetsLost']));
      }
  return { atMs, bytesReceived, packetsReceived, packetsLost };
}
