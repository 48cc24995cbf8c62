// What the audience's transport reads off the places it watches, as functions of the streams
// watched, their mountpoints and the people: the cameras' videos, the downlink budget's demand,
// each camera's layers and decoded height (e2e hook) and each feed's connection (diagnostics).
import type { RoomWatchStream } from '@ruume/contracts';
import type { ReceivedVideo } from './downlink-budget';
import type { Demand } from './layer-budget';
import type { StatsEntry } from './mesh-transport';
import type { FeedOwner, SimulcastLayer, VideoWant } from './stage-layout';
import type { WatchMountpoint } from './watch-mountpoint';

type Mountpoints = ReadonlyMap<number, WatchMountpoint>;
type Owners = Map<number, FeedOwner>;

/** The layer each camera on screen needs (by participant); off screen: none (the lowest). */
export function layersWanted(wants: readonly VideoWant[]) {
  return new Map<string, SimulcastLayer>(
    wants
      .filter((want) => want.kind === 'camera')
      .map((want) => [want.participantId, want.layer]),
  );
}

/** The video streams of cameras whose owner is known: the only ones with layers to choose. */
export const cameraVideos = (streams: RoomWatchStream[], owners: Owners) =>
  streams.flatMap((stream) => {
    const owner = owners.get(stream.feed);
    return stream.type === 'video' && owner?.kind === 'camera'
      ? [{ stream, owner }]
      : [];
  });

/**
 * Everything watched, for the budget: the cameras at the layer their tiles need (off screen:
 * the lowest), on-screen ones first in stage order, the screens, and the audio streams.
 */
export function watchDemand(
  streams: RoomWatchStream[],
  owners: Owners,
  wants: readonly VideoWant[],
): Demand {
  const wanted = layersWanted(wants);
  const order = (id: string) => {
    const at = wants.findIndex((w) => w.participantId === id);
    return at < 0 ? wants.length : at;
  };
  const owned = streams.filter((s) => owners.has(s.feed));
  const watched = new Map<string, FeedOwner>();
  for (const s of owned) {
    const owner = owners.get(s.feed) as FeedOwner;
    watched.set(`${owner.participantId}/${owner.kind}`, owner);
  }
  return {
    wants: [...watched.values()]
      .sort((a, b) => order(a.participantId) - order(b.participantId))
      .map((owner) => ({
        ...owner,
        layer: wanted.get(owner.participantId) ?? 0,
      })),
    audioStreams: owned.filter((s) => s.type === 'audio').length,
  };
}

/** Each camera watched: the layer its tile wants, asked and sent, and its decoded height. */
export async function watchedVideos(
  streams: RoomWatchStream[],
  mountpoints: Mountpoints,
  owners: Owners,
  wants: readonly VideoWant[],
): Promise<Record<string, ReceivedVideo>> {
  const wanted = layersWanted(wants);
  const reports = new Map<number, StatsEntry[]>();
  for (const [id, mountpoint] of mountpoints)
    reports.set(id, [...(await mountpoint.report()).values()]);
  const videos: Record<string, ReceivedVideo> = {};
  for (const { stream, owner } of cameraVideos(streams, owners)) {
    const mountpoint = mountpoints.get(stream.mountpoint);
    if (!mountpoint) continue;
    // The mid is the one Janus offered: the inbound-rtp entry of that place.
    const inbound = reports
      .get(stream.mountpoint)
      ?.find(
        (e) =>
          e.type === 'inbound-rtp' &&
          e['kind'] === 'video' &&
          e['mid'] === stream.mid,
      );
    videos[owner.participantId] = {
      wanted: wanted.get(owner.participantId) ?? 0,
      ...mountpoint.layerAt(stream.mid),
      frameHeight: Number(inbound?.['frameHeight'] ?? 0) || null,
    };
  }
  return videos;
}

/** Each feed watched: whose, its mountpoint's connection state and the tracks it delivers. */
export function watchedFeeds(
  streams: RoomWatchStream[],
  mountpoints: Mountpoints,
  owners: Owners,
) {
  const feeds = new Map<
    number,
    { feed: number; owner: string | null; connection: string; tracks: number }
  >();
  for (const s of streams) {
    const mountpoint = mountpoints.get(s.mountpoint);
    if (!mountpoint) continue;
    const entry = feeds.get(s.feed) ?? {
      feed: s.feed,
      owner: owners.get(s.feed)?.participantId ?? null,
      connection: mountpoint.pc.connectionState as string,
      tracks: 0,
    };
    if (mountpoint.trackAt(s.mid)) entry.tracks++;
    feeds.set(s.feed, entry);
  }
  return [...feeds.values()];
}
