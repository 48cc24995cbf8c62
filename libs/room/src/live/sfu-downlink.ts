// What the SFU subscriber receives, read: its getStats turned into each person's counts, the
// downlink's budget fed with them (a budget that changes asks for the subscription again, under
// it), and what the e2e hook reports of both.
import {
  DownlinkBudget,
  type BudgetReport,
  type ReceivedVideo,
} from './downlink-budget';
import { downlinkReading, type Demand } from './layer-budget';
import type { PeerStats } from './media-transport';
import type { StatsEntry } from './mesh-transport';
import { receivedVideosOf } from './sfu-received-videos';
import { subscriberStats, type StatsTotals } from './sfu-stats';
import type { SfuSubscriber } from './sfu-subscriber';
import type { FeedOwner, VideoWant } from './stage-layout';

export interface DownlinkSource {
  subscriber(): SfuSubscriber | null;
  /** The videos the tiles on screen want. */
  wants(): VideoWant[];
  owners(): Map<number, FeedOwner>;
  now(): number;
  /** The budget changed: the subscription is asked again. */
  changed(): void;
}

export class SfuDownlink {
  private readonly totals = new Map<string, StatsTotals>();
  /** Caps the layers the tiles ask for to what our downlink takes (layer-budget.ts). */
  private readonly budget = new DownlinkBudget();

  constructor(private readonly source: DownlinkSource) {}

  /** Each person's received counts; the reading also feeds the budget. */
  async stats(): Promise<Record<string, PeerStats>> {
    const subscriber = this.source.subscriber();
    if (!subscriber) return {};
    const report = (await subscriber.peerConnection().getStats()) as Map<
      string,
      StatsEntry
    >;
    if (
      this.budget.note(
        downlinkReading([report.values()], this.source.now()),
        this.demand(),
      )
    )
      this.source.changed();
    return subscriberStats(
      report,
      new Map(subscriber.received().map((s) => [s.subMid, s.feed])),
      this.source.owners(),
      this.totals,
    );
  }

  /** The wants, their layers capped to what the downlink takes now. */
  cappedWants(): VideoWant[] {
    return this.budget.cap(this.demand());
  }

  /** What the budget says now (e2e hook). */
  report(): BudgetReport {
    return this.budget.report();
  }

  /** Each remote camera on screen: the layer its tile wants, asked and sent (e2e hook). */
  async receivedVideos(): Promise<Record<string, ReceivedVideo>> {
    const subscriber = this.source.subscriber();
    return subscriber
      ? receivedVideosOf(subscriber, this.source.owners(), this.source.wants())
      : {};
  }

  /** What the subscriber receives now, for the budget: the wants and everyone's audio. */
  private demand(): Demand {
    return {
      wants: this.source.wants(),
      audioStreams: (this.source.subscriber()?.received() ?? []).filter(
        (s) => s.type === 'audio',
      ).length,
    };
  }
}
