// The stage as the audience receives it (docs/audience.md): for each stage feed that publishes,
// a Streaming mountpoint fed by the VideoRoom's RTP forwarders, and gone with the feed. Every
// instance that serves the room hears the same publishers (its observer, sfu-audio.ts) and
// derives the same mountpoint id: the first to create it forwards to it, the others find it.
import type { FastifyBaseLogger } from 'fastify';
import { JanusError } from '../../adapters/janus/janus-client';
import type { MediaProvider } from '../../adapters/janus/janus-media';
import {
  type MountpointStream,
  STREAMING_ERROR,
} from '../../adapters/janus/streaming';
import type {
  VideoRoomObserver,
  VideoRoomPublisher,
} from '../../adapters/janus/videoroom';
import { mountpointOf, watchPinOf } from './sfu-credentials';
import type { SfuPlacement } from './sfu-store';

export type RoomStage = ReturnType<typeof createRoomStage>;

const CODECS: ReadonlySet<string> = new Set(['opus', 'vp8']);

/** The publisher's streams a mountpoint can carry, each under a mid of its own. */
function streamsOf(publisher: VideoRoomPublisher) {
  return (publisher.streams ?? [])
    .filter(
      (stream) =>
        !stream.disabled &&
        (stream.type === 'audio' || stream.type === 'video') &&
        CODECS.has(stream.codec ?? ''),
    )
    .map((stream) => ({
      publisherMid: stream.mid,
      mountpoint: {
        type: stream.type as 'audio' | 'video',
        mid: `${stream.type[0]}${stream.mid}`,
        codec: stream.codec as MountpointStream['codec'],
        simulcast: stream.type === 'video' && stream.simulcast === true,
      } satisfies MountpointStream,
    }));
}

export function createRoomStage(deps: {
  provider: MediaProvider;
  log: FastifyBaseLogger;
  /** The stage's streams changed: the audience is told. */
  changed(): void;
}) {
  const { provider, log } = deps;
  let placement: SfuPlacement | null = null;
  /** Stage feeds with their mountpoint, as this instance knows them. */
  const relayed = new Map<number, number>();

  async function relay(at: SfuPlacement, publisher: VideoRoomPublisher) {
    const streams = streamsOf(publisher);
    if (streams.length === 0) return;
    const id = mountpointOf(at.secret, publisher.id);
    const admin = await provider.videoRoom(at.node);
    try {
      const mountpoint = await admin.createMountpoint({
        id,
        secret: at.secret,
        pin: watchPinOf(at.secret),
        description: `stage feed ${publisher.id}`,
        streams: streams.map((s) => s.mountpoint),
      });
      const portsOf = (mid: string) => {
        const { port, port2, port3 } = mountpoint.ports.find(
          (p) => p.mid === mid,
        ) ?? { port: 0 };
        return { port, port2, port3 };
      };
      const forwarders = await admin.forward(
        at.room,
        at.secret,
        publisher.id,
        provider.rtpHost(at.node),
        streams.map(({ publisherMid, mountpoint: { mid } }) => ({
          mid: publisherMid,
          ...portsOf(mid),
        })),
      );
      // Janus skips a mid it does not know: say so rather than hand out a silent mountpoint.
      if (forwarders.length !== streams.length)
        log.warn(
          `SFU: ${forwarders.length} of ${streams.length} streams of feed ${publisher.id} forwarded`,
        );
    } catch (error) {
      // Another instance made it (and forwards to it).
      const exists =
        error instanceof JanusError &&
        error.code === STREAMING_ERROR.mountpointExists;
      if (!exists) throw error;
    }
    if (placement !== at) return;
    relayed.set(publisher.id, id);
    deps.changed();
  }

  const observer: VideoRoomObserver = {
    publishers(publishers) {
      const at = placement;
      if (!at) return;
      for (const publisher of publishers) {
        if (relayed.has(publisher.id)) continue;
        relay(at, publisher).catch((err: unknown) =>
          log.warn({ err }, 'SFU: relaying a stage feed'),
        );
      }
    },
    gone(feed) {
      const at = placement;
      const mountpoint = relayed.get(feed);
      if (!at || mountpoint === undefined) return;
      relayed.delete(feed);
      deps.changed();
      provider
        .videoRoom(at.node)
        .then((admin) => admin.destroyMountpoint(mountpoint, at.secret))
        .catch((err: unknown) => log.debug({ err }, 'SFU: a stage mountpoint'));
    },
  };

  return {
    observer,

    /** The room's VideoRoom now: a new one starts with no mountpoints known. */
    placed(next: SfuPlacement | null): void {
      if (next?.room === placement?.room && next?.node === placement?.node)
        return;
      placement = next;
      if (relayed.size === 0) return;
      relayed.clear();
      deps.changed();
    },

    /** What the audience watches: each stage feed's mountpoint. */
    streams(): Array<{ feed: number; mountpoint: number }> {
      return [...relayed].map(([feed, mountpoint]) => ({ feed, mountpoint }));
    },
  };
}
