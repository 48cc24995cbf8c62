// What each person's streams delivered on the SFU subscriber's one PeerConnection: its
// inbound-rtp entries grouped by the person whose feed they carry (by the subscription's mid),
// each with the connection's shared entries (candidate pair, transport) for RTT and loss.
import { peerStatsFrom, type StatsEntry } from './mesh-transport';
import type { PeerStats } from './media-transport';
import type { FeedOwner } from './stage-layout';

export type StatsTotals = ReturnType<typeof peerStatsFrom>['totals'];

/** Per person; `totals` (the previous reading per person, for loss) is updated in place. */
export function subscriberStats(
  report: Map<string, StatsEntry>,
  feedOfMid: Map<string, number>,
  owners: Map<number, FeedOwner>,
  totals: Map<string, StatsTotals>,
): Record<string, PeerStats> {
  const shared: StatsEntry[] = [];
  const perPerson = new Map<string, StatsEntry[]>();
  for (const entry of report.values()) {
    if (entry.type !== 'inbound-rtp') {
      shared.push(entry);
      continue;
    }
    const feed = feedOfMid.get(String(entry['mid']));
    const owner = feed === undefined ? undefined : owners.get(feed);
    if (!owner) continue;
    perPerson.set(owner.participantId, [
      ...(perPerson.get(owner.participantId) ?? []),
      entry,
    ]);
  }
  const result: Record<string, PeerStats> = {};
  for (const [id, entries] of perPerson) {
    const reading = peerStatsFrom(
      [...shared, ...entries],
      totals.get(id) ?? null,
    );
    totals.set(id, reading.totals);
    result[id] = reading.stats;
  }
  return result;
}
