// The links' measurements every couple of seconds (link-measurements.ts) once media flows: each
// person's connection on their tile, and our own.
import { LinkMeasurements } from './link-measurements';
import type { RoomStore } from './room-state';
import type { SnapshotFeed } from './snapshot-feed';
import type { VideoWant } from './stage-layout';
import type { TransportSwitch } from './transport-switch';

const STATS_EVERY_MS = 2000;

export function createLinkStats(deps: {
  store: RoomStore;
  feed: SnapshotFeed;
  transports: TransportSwitch;
  now(): number;
}) {
  const links = new LinkMeasurements(deps.now);
  let timer: ReturnType<typeof setInterval> | undefined;

  const measure = async () => {
    const transport = deps.transports.transport();
    if (!transport) return;
    deps.feed.setMedia(await links.measure(transport, deps.store.getState()));
  };

  return {
    /** The room's media is known (welcome, a change): the transport follows, measured. */
    follow() {
      if (!deps.transports.follow() || timer) return;
      timer = setInterval(() => void measure(), STATS_EVERY_MS);
    },
    /** The videos on screen (only those can go missing on the SFU). */
    showing: (wants: readonly VideoWant[]) => links.showing(wants),
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
