// Each person's connection as their tile and the people list show it: good, fair or poor from
// the round trip and the loss (qualityOf), and lost when someone who sends (their microphone on,
// or their camera on a tile we show) has sent us nothing for LOST_AFTER_MS.
import {
  qualityOf,
  type ConnectionQuality,
  type PeerStats,
} from './media-transport';

/** Nothing from someone who sends for this long: their connection is lost (frozen, silent). */
export const LOST_AFTER_MS = 5000;

export class LinkQualities {
  /** Per person: the bytes received at the last reading that grew, and when. */
  private readonly progress = new Map<
    string,
    { bytes: number; atMs: number }
  >();

  /**
   * Each measured person's quality. `sends(id)`: whether they send to us now; someone who
   * starts sending (an unmute) gets LOST_AFTER_MS from then.
   */
  grade(
    stats: Record<string, PeerStats>,
    sends: (participantId: string) => boolean,
    nowMs: number,
  ): Record<string, ConnectionQuality> {
    const qualities: Record<string, ConnectionQuality> = {};
    for (const id of [...this.progress.keys()])
      if (!(id in stats)) this.progress.delete(id);
    for (const [id, link] of Object.entries(stats)) {
      const before = this.progress.get(id);
      const grew = !before || link.bytesReceived > before.bytes;
      if (grew || !sends(id))
        this.progress.set(id, { bytes: link.bytesReceived, atMs: nowMs });
      const silentFor = grew || !before ? 0 : nowMs - before.atMs;
      qualities[id] =
        sends(id) && silentFor >= LOST_AFTER_MS ? 'lost' : qualityOf(link);
    }
    return qualities;
  }
}
