// What the controller measures every couple of seconds, beside the media: each person's
// connection (link-quality.ts) and our own (own-connection.ts), from the transport's getStats.
import { LinkQualities } from './link-quality';
import type { ConnectionQuality, MediaTransport } from './media-transport';
import {
  OwnLinkWatch,
  downlinkPoor,
  uplinkPoor,
  type OwnLink,
} from './own-connection';
import type { LiveRoomState } from './room-state';
import type { VideoWant } from './stage-layout';

export interface LinkMeasurement {
  quality: Record<string, ConnectionQuality>;
  ownLink: OwnLink;
}

export class LinkMeasurements {
  private readonly links = new LinkQualities();
  private readonly own = new OwnLinkWatch();
  private wants: readonly VideoWant[] = [];

  constructor(private readonly now: () => number) {}

  /** The videos on screen: only those are received on the SFU, so only those can go missing. */
  showing(wants: readonly VideoWant[]) {
    this.wants = wants;
  }

  async measure(
    transport: MediaTransport,
    room: LiveRoomState,
  ): Promise<LinkMeasurement> {
    const stats = await transport.stats().catch(() => ({}));
    const quality = this.links.grade(
      stats,
      (id) => this.sends(room, id),
      this.now(),
    );
    // The audience sends nothing: it has only a downlink.
    // A connection closed meanwhile (a transport switch) has nothing to say this time.
    const sending =
      room.self && room.self.role !== 'audience'
        ? await transport.sendingStats?.().catch(() => undefined)
        : undefined;
    const ownLink = this.own.note(
      sending ? uplinkPoor(sending as Parameters<typeof uplinkPoor>[0]) : null,
      downlinkPoor(quality),
    );
    return { quality, ownLink };
  }

  /** Whether someone sends us media now: their microphone, or their camera on a tile we show. */
  private sends(room: LiveRoomState, participantId: string): boolean {
    const person = room.others.find((p) => p.id === participantId);
    if (!person) return false;
    return (
      person.audio ||
      (person.video &&
        this.wants.some(
          (w) => w.kind === 'camera' && w.participantId === participantId,
        ))
    );
  }
}
