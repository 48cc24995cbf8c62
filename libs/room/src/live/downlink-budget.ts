// One subscriber's layer budget over time (layer-budget.ts holds the rules): each stats reading
// is noted, and the transport asks again when the layers that fit changed.
import {
  capLayers,
  initialLayerBudget,
  nextLayerBudget,
  type Demand,
  type DownlinkReading,
  type LayerBudget,
} from './layer-budget';
import type { SimulcastLayer, VideoWant } from './stage-layout';

const layersKey = (wants: readonly VideoWant[]) =>
  wants.map((w) => `${w.participantId}/${w.kind}:${w.layer}`).join(',');

/** What a budget says now, for the e2e hook. */
export interface BudgetReport {
  /** Bits per second the layers may take (null: no limit). */
  bps: number | null;
  receivedBps: number | null;
  loss: number | null;
  congested: boolean;
}

export class DownlinkBudget {
  private budget: LayerBudget = initialLayerBudget();

  /** Notes one reading; true when the layers that fit `demand` changed. */
  note(reading: DownlinkReading, demand: Demand): boolean {
    const before = layersKey(this.cap(demand));
    this.budget = nextLayerBudget(this.budget, reading, demand);
    return layersKey(this.cap(demand)) !== before;
  }

  /** The wants, each camera capped to the layer the budget allows. */
  cap({ wants, audioStreams }: Demand): VideoWant[] {
    return capLayers(wants, this.budget.bps, audioStreams);
  }

  report(): BudgetReport {
    const { bps, receivedBps, loss, congested } = this.budget;
    return { bps, receivedBps, loss, congested };
  }
}

/** One remote camera as received, for the e2e hook: the layers wanted, asked and sent. */
export interface ReceivedVideo {
  /** What its tile's size needs. */
  wanted: SimulcastLayer;
  /** What was asked of Janus, under the budget (null: not asked yet). */
  asked: SimulcastLayer | null;
  /** What Janus said it switched to (null: it has not said). */
  switched: SimulcastLayer | null;
  /** The decoded picture's height (null before a frame). */
  frameHeight: number | null;
}

/** A substream change Janus reports (VideoRoom: `substream` and `mid`; Streaming: in `result`). */
export function substreamOf(
  data: Record<string, unknown>,
): { mid: string | null; substream: SimulcastLayer } | null {
  const result = data['result'] as Record<string, unknown> | undefined;
  const substream = data['substream'] ?? result?.['substream'];
  if (substream !== 0 && substream !== 1 && substream !== 2) return null;
  const mid = data['mid'] ?? result?.['mid'];
  return { mid: typeof mid === 'string' ? mid : null, substream };
}
