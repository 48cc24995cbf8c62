// What the one multistream subscriber should receive, as pure rules: the audio of everyone's
// camera feed, the video only of the tiles on screen (stage-layout's VideoWant), at the layer
// each tile needs. The transport diffs this against what it receives now.
import type { FeedOwner, SimulcastLayer, VideoWant } from './stage-layout';

/** A publisher as Janus announces it: its feed id and its streams. */
export interface JanusPublisher {
  feed: number;
  streams: { mid: string; type: 'audio' | 'video' | 'data' }[];
}

/** One stream of one publisher. */
export interface FeedStream {
  feed: number;
  mid: string;
  /**
   * A camera's video: the layer to receive from the start. Asked in the subscription itself, a
   * `configure` after it would make Janus ask the publisher for a key frame before our
   * connection is up, and Janus asks at most once a second: the first frame would wait.
   */
  substream?: SimulcastLayer;
}

const key = (s: FeedStream) => `${s.feed}/${s.mid}`;

/** Janus's `publishers` list (join answer or event) as JanusPublishers. */
export function publishersFrom(list: unknown): JanusPublisher[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const p = entry as {
      id?: unknown;
      streams?: { mid?: unknown; type?: unknown; disabled?: unknown }[];
    };
    if (typeof p.id !== 'number') return [];
    const streams = (p.streams ?? []).flatMap((s): JanusPublisher['streams'] =>
      typeof s.mid === 'string' &&
      (s.type === 'audio' || s.type === 'video') &&
      s.disabled !== true
        ? [{ mid: s.mid, type: s.type }]
        : [],
    );
    return [{ feed: p.id, streams }];
  });
}

/** The streams to receive now: every camera's audio, the wanted videos, cameras at their layer. */
export function desiredStreams(
  publishers: Iterable<JanusPublisher>,
  owners: Map<number, FeedOwner>,
  wants: readonly VideoWant[],
  selfId: string,
): FeedStream[] {
  const layerOf = new Map(
    wants.map((w) => [`${w.participantId}/${w.kind}`, w.layer]),
  );
  const out: FeedStream[] = [];
  for (const publisher of publishers) {
    const owner = owners.get(publisher.feed);
    if (owner?.participantId === selfId) continue;
    for (const stream of publisher.streams) {
      const feedStream = { feed: publisher.feed, mid: stream.mid };
      if (stream.type === 'audio') {
        if (owner?.kind !== 'screen') out.push(feedStream);
      } else if (owner) {
        const layer = layerOf.get(`${owner.participantId}/${owner.kind}`);
        // Screens are sent in one layer: only cameras have layers to choose from.
        if (layer !== undefined)
          out.push(
            owner.kind === 'camera'
              ? { ...feedStream, substream: layer }
              : feedStream,
          );
      }
    }
  }
  return out;
}

/** What to add and what to drop to go from `current` to `desired`. */
export function streamChanges(
  current: readonly FeedStream[],
  desired: readonly FeedStream[],
): { subscribe: FeedStream[]; unsubscribe: FeedStream[] } {
  const now = new Set(current.map(key));
  const next = new Set(desired.map(key));
  return {
    subscribe: desired.filter((s) => !now.has(key(s))),
    unsubscribe: current.filter((s) => !next.has(key(s))),
  };
}

/** A stream of the subscriber's session: its own mid and the feed stream it carries. */
export interface SubscribedStream extends FeedStream {
  /** The subscriber PeerConnection's mid. */
  subMid: string;
  type: 'audio' | 'video';
}

/** The `streams` of an `attached` or `updated` event: the active ones. */
export function subscribedFrom(list: unknown): SubscribedStream[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const s = entry as {
      mid?: unknown;
      type?: unknown;
      feed_id?: unknown;
      feed_mid?: unknown;
      active?: unknown;
    };
    if (
      s.active === false ||
      typeof s.mid !== 'string' ||
      typeof s.feed_id !== 'number' ||
      typeof s.feed_mid !== 'string' ||
      (s.type !== 'audio' && s.type !== 'video')
    )
      return [];
    return [{ subMid: s.mid, type: s.type, feed: s.feed_id, mid: s.feed_mid }];
  });
}

/** The `configure` streams asking each wanted camera for its layer (only those that change). */
export function layerRequests(
  subscribed: readonly SubscribedStream[],
  owners: Map<number, FeedOwner>,
  wants: readonly VideoWant[],
  asked: ReadonlyMap<string, SimulcastLayer>,
): { mid: string; substream: SimulcastLayer }[] {
  const layerOf = new Map(
    wants.map((w) => [`${w.participantId}/${w.kind}`, w.layer]),
  );
  return subscribed.flatMap((s) => {
    const owner = owners.get(s.feed);
    // Screens are sent in one layer: only cameras have layers to choose from.
    if (s.type !== 'video' || owner?.kind !== 'camera') return [];
    const layer = layerOf.get(`${owner.participantId}/${owner.kind}`);
    if (layer === undefined || asked.get(s.subMid) === layer) return [];
    return [{ mid: s.subMid, substream: layer }];
  });
}
