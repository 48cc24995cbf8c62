// What the SFU subscriber receives, handed out as one MediaStream per person and kind (camera
// with its audio, or screen), new only when its tracks change, so a tile does not flicker each
// time Janus renegotiates. Janus's streams are mapped to people by the feed ids the api gives.
import type { RemoteStreamListener } from './media-transport';
import { Listeners } from './listeners';
import type { SubscribedStream } from './sfu-subscriptions';
import type { FeedOwner } from './stage-layout';

type TrackOf = (subMid: string) => MediaStreamTrack | null;

export class SfuRemoteStreams {
  /** What we handed out, by `${participantId}/${kind}`: the stream and its track ids. */
  private readonly handedOut = new Map<
    string,
    { stream: MediaStream; ids: string }
  >();
  private last: { streams: SubscribedStream[]; trackOf: TrackOf } | null = null;
  readonly cameras = new Listeners<Parameters<RemoteStreamListener>>();
  readonly screens = new Listeners<Parameters<RemoteStreamListener>>();

  /** Hands out what `streams` bring; true when anyone's media arrives. */
  deliver(
    streams: SubscribedStream[],
    trackOf: TrackOf,
    owners: Map<number, FeedOwner>,
  ): boolean {
    this.last = { streams, trackOf };
    const grouped = new Map<string, MediaStreamTrack[]>();
    for (const s of streams) {
      const owner = owners.get(s.feed);
      const track = trackOf(s.subMid);
      if (!owner || !track) continue;
      const key = `${owner.participantId}/${owner.kind}`;
      grouped.set(key, [...(grouped.get(key) ?? []), track]);
    }
    for (const key of [...this.handedOut.keys()])
      if (!grouped.has(key)) {
        this.handedOut.delete(key);
        this.emit(key, null);
      }
    for (const [key, tracks] of grouped) {
      const ids = tracks
        .map((t) => t.id)
        .sort()
        .join(',');
      if (this.handedOut.get(key)?.ids === ids) continue;
      const stream = new MediaStream(tracks);
      this.handedOut.set(key, { stream, ids });
      this.emit(key, stream);
    }
    return grouped.size > 0;
  }

  /** People joined or left: the last streams again, as their feeds may map now. */
  redeliver(owners: Map<number, FeedOwner>): boolean {
    return this.last
      ? this.deliver(this.last.streams, this.last.trackOf, owners)
      : false;
  }

  /** Everything handed out ends, and nobody listens any more. */
  close() {
    for (const key of this.handedOut.keys()) this.emit(key, null);
    this.handedOut.clear();
    this.cameras.clear();
    this.screens.clear();
  }

  private emit(key: string, stream: MediaStream | null) {
    const [participantId = '', kind] = key.split('/');
    const listeners = kind === 'screen' ? this.screens : this.cameras;
    listeners.emit(participantId, stream);
  }
}
