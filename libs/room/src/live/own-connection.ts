// Whether our own connection is poor, to tell the person (docs/live-room-ui.md, "Bad networks"):
// the uplink from what the receivers of our media report back (remote-inbound-rtp loss and round
// trip) and from the browser's own send estimate, the downlink from everyone's streams at once
// (one person's bad link shows on their tile, not in our hint). Said after two poor readings in a
// row, taken back after three good ones, so one bad moment does not flash a notice.
import type { ConnectionQuality } from './media-transport';
import type { StatsEntry } from './mesh-transport';

export type LinkGrade = 'good' | 'poor' | 'unknown';

export interface OwnLink {
  /** What we send: others may not see or hear us well. */
  uplink: LinkGrade;
  /** What we receive, from everyone: we may not see or hear them well. */
  downlink: LinkGrade;
}

export const unknownOwnLink: OwnLink = {
  uplink: 'unknown',
  downlink: 'unknown',
};

/** As the tiles grade a link poor: more than 8 % lost or a round trip over 400 ms. */
const POOR_LOSS = 0.08;
const POOR_RTT_MS = 400;
/** Below this the browser cannot send the camera's lowest layer with the voice. */
const STARVED_UPLINK_BPS = 200_000;
const POOR_AFTER = 2;
const GOOD_AFTER = 3;

/**
 * Poor, good, or null (nothing measured) from our sending connections' getStats: the loss and
 * round trip the receivers report, or a video held back for bandwidth with the browser's send
 * estimate too low for the lowest layer.
 */
export function uplinkPoor(
  reports: Iterable<Iterable<StatsEntry>>,
): boolean | null {
  let measured = false;
  let poor = false;
  for (const report of reports) {
    let bandwidthLimited = false;
    let available: number | null = null;
    for (const entry of report) {
      if (entry.type === 'remote-inbound-rtp') {
        const lost = entry['fractionLost'];
        const rtt = entry['roundTripTime'];
        if (typeof lost === 'number') {
          measured = true;
          poor ||= lost > POOR_LOSS;
        }
        if (typeof rtt === 'number') {
          measured = true;
          poor ||= rtt * 1000 > POOR_RTT_MS;
        }
      } else if (
        entry.type === 'outbound-rtp' &&
        entry['kind'] === 'video' &&
        entry['qualityLimitationReason'] === 'bandwidth'
      )
        bandwidthLimited = true;
      else if (
        entry.type === 'candidate-pair' &&
        entry['state'] === 'succeeded' &&
        entry['nominated'] !== false &&
        typeof entry['availableOutgoingBitrate'] === 'number'
      )
        available = entry['availableOutgoingBitrate'];
    }
    if (bandwidthLimited && available !== null) {
      measured = true;
      poor ||= available < STARVED_UPLINK_BPS;
    }
  }
  return measured ? poor : null;
}

/**
 * Poor when every person's stream reaches us poorly or not at all (their tiles' grades); null
 * while fewer than two are measured: one person's bad link cannot be told from ours, and their
 * tile says it already.
 */
export function downlinkPoor(
  qualities: Record<string, ConnectionQuality>,
): boolean | null {
  const measured = Object.values(qualities).filter((q) => q !== 'unknown');
  if (measured.length < 2) return null;
  return measured.every((q) => q === 'poor' || q === 'lost');
}

/** One direction's grade with its hysteresis. */
class Steady {
  private grade: LinkGrade = 'unknown';
  private streak = 0;
  private streakOf: boolean | null = null;

  note(poor: boolean | null): LinkGrade {
    if (poor === null) return this.grade;
    this.streak = poor === this.streakOf ? this.streak + 1 : 1;
    this.streakOf = poor;
    if (poor && this.streak >= POOR_AFTER) this.grade = 'poor';
    if (!poor && (this.grade === 'unknown' || this.streak >= GOOD_AFTER))
      this.grade = 'good';
    return this.grade;
  }
}

export class OwnLinkWatch {
  private readonly up = new Steady();
  private readonly down = new Steady();

  /** The grades after one more reading of each direction (null: not measured this time). */
  note(uplink: boolean | null, downlink: boolean | null): OwnLink {
    return { uplink: this.up.note(uplink), downlink: this.down.note(downlink) };
  }
}
