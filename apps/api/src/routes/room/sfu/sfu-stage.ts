// The stage as the audience receives it (docs/audience.md, "Places"; docs/scaling.md): on every
// node the audience watches from (the stage's own, and relay nodes), the room's Streaming
// mountpoints, each with places for STAGE_PLACES_PER_MOUNTPOINT feeds (an audio and a simulcast
// video stream each), so a watcher holds one connection however many people are on the stage.
// Each stage feed that publishes holds a place (sfu-places.ts, the same on every instance) until
// its participant leaves the stage, and the VideoRoom's RTP forwarders feed it there (a simulcast
// video's three layers each to a port of its own); its forwarders end with the feed.
// Every instance that serves the room hears the same publishers (its observer, sfu-audio.ts),
// meets on the same mountpoint ids and forwards each feed it relays; where two forward to the
// same port (at once, or after a restart: Janus keeps forwarders), one forwarder stays.
import type { FastifyBaseLogger } from 'fastify';
import type { RoomWatchStream } from '@ruume/contracts';
import { JanusError } from '../../../adapters/janus/janus-client';
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import {
  type MountpointPort,
  STREAMING_ERROR,
} from '../../../adapters/janus/streaming';
import type {
  VideoRoomObserver,
  VideoRoomPublisher,
} from '../../../adapters/janus/videoroom';
import { stageMountpointOf, watchPinOf } from './sfu-credentials';
import { pageOf, pageStreams, placeMid, type StagePlaces } from './sfu-places';
import type { SfuPlacement } from './sfu-store';

export type RoomStage = ReturnType<typeof createRoomStage>;

const CODECS: ReadonlySet<string> = new Set(['opus', 'vp8']);

/** The publisher's streams a place can carry: its first audio and first video. */
function streamsOf(publisher: VideoRoomPublisher) {
  const usable = (publisher.streams ?? []).filter(
    (stream) =>
      !stream.disabled &&
      (stream.type === 'audio' || stream.type === 'video') &&
      CODECS.has(stream.codec ?? ''),
  );
  return (['audio', 'video'] as const).flatMap((kind) => {
    const stream = usable.find((s) => s.type === kind);
    if (!stream) return [];
    return [
      { kind, publisherMid: stream.mid, simulcast: stream.simulcast === true },
    ];
  });
}

/** A stage feed relayed to one node: where watchers find it, and the forwarders feeding it. */
interface Relayed {
  streams: RoomWatchStream[];
  /** Known here, so stopped when the node goes (they end with the feed otherwise). */
  forwarders: number[];
}

/** A node the audience watches from: its mountpoints (by page, once made) and relayed feeds. */
interface Served {
  pages: Map<number, Promise<MountpointPort[]>>;
  feeds: Map<number, Relayed>;
  /** Feeds being relayed there now: a storm of watchers waits on one relay, not one each. */
  relaying: Map<number, Promise<void>>;
}

const nothingServed = (): Served => ({
  pages: new Map(),
  feeds: new Map(),
  relaying: new Map(),
});

export function createRoomStage(deps: {
  occurrenceId: string;
  provider: SfuProvider;
  places: StagePlaces;
  log: FastifyBaseLogger;
  /** The stage's streams changed (on some node): the audience is told. */
  changed(): void;
}) {
  const { provider, places, log, occurrenceId } = deps;
  let placement: SfuPlacement | null = null;
  /** The pin of the room's mountpoints now (it changes with the audience's watch epoch). */
  let pin = '';
  /** The stage's publishing feeds, as the VideoRoom's observer last heard them. */
  const publishing = new Map<number, VideoRoomPublisher>();
  const nodes = new Map<number, Served>();

  /** The `page`th mountpoint on `node`, made unless it is there already (made elsewhere). */
  async function makePage(
    at: SfuPlacement,
    node: number,
    page: number,
  ): Promise<MountpointPort[]> {
    const id = stageMountpointOf(at.secret, page);
    const admin = await provider.videoRoom(node);
    const made = await admin
      .createMountpoint({
        id,
        secret: at.secret,
        pin,
        description: `stage ${page + 1}`,
        streams: pageStreams(page),
      })
      .catch((error: unknown) => {
        const exists =
          error instanceof JanusError &&
          error.code === STREAMING_ERROR.mountpointExists;
        if (!exists) throw error;
        return null;
      });
    if (made) return made.ports;
    const ports = await admin.mountpointPorts(id, at.secret);
    if (!ports) throw new Error(`stage mountpoint ${id} went as it was made`);
    return ports;
  }

  /** The page's ports on the node, asked of Janus once per node (and again after a failure). */
  function pageOn(
    at: SfuPlacement,
    node: number,
    served: Served,
    page: number,
  ) {
    let ports = served.pages.get(page);
    if (!ports) {
      ports = makePage(at, node, page);
      served.pages.set(page, ports);
      ports.catch(() => served.pages.delete(page));
    }
    return ports;
  }

  /** The feed into its place on `node`: the page made there, the feed forwarded to it. */
  async function relay(
    at: SfuPlacement,
    node: number,
    served: Served,
    publisher: VideoRoomPublisher,
  ): Promise<void> {
    const streams = streamsOf(publisher);
    if (streams.length === 0) return;
    const place = await places.take(occurrenceId, publisher.id);
    const ports = await pageOn(at, node, served, pageOf(place));
    const forwarders = await forwardTo(at, node, publisher, place, ports);
    if (
      placement !== at ||
      nodes.get(node) !== served ||
      !publishing.has(publisher.id)
    )
      return;
    const mountpoint = stageMountpointOf(at.secret, pageOf(place));
    served.feeds.set(publisher.id, {
      streams: streams.map(({ kind }) => ({
        feed: publisher.id,
        mountpoint,
        mid: placeMid(kind, place),
        type: kind,
      })),
      forwarders,
    });
    deps.changed();
  }

  /**
   * The stage VideoRoom's forwarders of the publisher's streams to its place's ports. Another
   * instance may forward the same feed there at once (or this one did before a restart): of the
   * forwarders to one port, the lowest id stays, whoever decides; answers those feeding the place.
   */
  async function forwardTo(
    at: SfuPlacement,
    node: number,
    publisher: VideoRoomPublisher,
    place: number,
    ports: MountpointPort[],
  ): Promise<number[]> {
    const streams = streamsOf(publisher).map((s) => {
      const { port, port2, port3, rtcpPort } = ports.find(
        (p) => p.mid === placeMid(s.kind, place),
      ) ?? { port: 0 };
      // A video without simulcast is the place's lowest layer (Janus takes whichever layer
      // brings the first key frame).
      const layers = s.simulcast ? { port2, port3 } : {};
      return { mid: s.publisherMid, port, ...layers, rtcpPort };
    });
    const host = provider.rtpHost(node);
    const stage = await provider.videoRoom(at.node);
    const made = await stage.forward(
      at.sfuRoomId,
      at.secret,
      publisher.id,
      host,
      streams,
    );
    if (made.length === 0)
      log.warn(`SFU: no forwarder of feed ${publisher.id} made`);
    const to = new Set(streams.flatMap((s) => [s.port, s.port2, s.port3]));
    const listed = (
      await stage.forwarders(at.sfuRoomId, at.secret, publisher.id)
    ).filter((f) => f.host === host && to.has(f.port));
    const kept = new Map<number, number>();
    for (const f of listed)
      kept.set(f.port, Math.min(f.id, kept.get(f.port) ?? f.id));
    const stay = new Set(kept.values());
    await Promise.all(
      listed
        .filter((f) => !stay.has(f.id))
        .map((f) =>
          stage
            .stopForward(at.sfuRoomId, at.secret, publisher.id, f.id)
            .catch(() => undefined),
        ),
    );
    return [...stay];
  }

  /** Every publishing feed not relayed to `node` yet (resolves once they are). */
  function relayAll(at: SfuPlacement, node: number) {
    const to = nodes.get(node);
    if (!to) return Promise.resolve();
    return Promise.all(
      [...publishing.values()]
        .filter((publisher) => !to.feeds.has(publisher.id))
        .map((publisher) => {
          let relaying = to.relaying.get(publisher.id);
          if (!relaying) {
            relaying = relay(at, node, to, publisher)
              .catch((err: unknown) =>
                log.warn({ err }, 'SFU: relaying a stage feed'),
              )
              .finally(() => to.relaying.delete(publisher.id));
            to.relaying.set(publisher.id, relaying);
          }
          return relaying;
        }),
    );
  }

  const observer: VideoRoomObserver = {
    publishers(publishers) {
      const at = placement;
      if (!at) return;
      for (const publisher of publishers)
        publishing.set(publisher.id, publisher);
      for (const node of nodes.keys()) void relayAll(at, node);
    },
    gone(feed) {
      const at = placement;
      publishing.delete(feed);
      if (!at) return;
      let relayed = false;
      for (const served of nodes.values())
        relayed = served.feeds.delete(feed) || relayed;
      // Its forwarders ended with it; its place stays its participant's (sfu-places.ts).
      if (relayed) deps.changed();
    },
  };

  return {
    observer,

    /** The room's VideoRoom now: a new one starts with no feeds known. */
    placed(next: SfuPlacement | null): void {
      if (next) pin = watchPinOf(next.secret, next.watchEpoch);
      if (
        next?.sfuRoomId === placement?.sfuRoomId &&
        next?.node === placement?.node
      )
        return;
      placement = next;
      publishing.clear();
      const had = [...nodes.values()].some((served) => served.feeds.size > 0);
      nodes.clear();
      // The stage's own node serves the audience from the start.
      if (next) nodes.set(next.node, nothingServed());
      if (had) deps.changed();
    },

    /** Watchers on `node`: the stage's feeds are relayed there (resolves once they are). */
    async serve(node: number): Promise<void> {
      const at = placement;
      if (!at) return;
      if (!nodes.has(node)) nodes.set(node, nothingServed());
      await relayAll(at, node);
    },

    /**
     * A relay node went away: its mountpoints are gone with it, and the stage's forwarders to it
     * stop (they would send to nobody).
     */
    lost(node: number): void {
      const at = placement;
      const served = nodes.get(node);
      if (!at || !served || node === at.node) return;
      nodes.delete(node);
      // Its watchers are told (and sent to another node), whatever was relayed there.
      deps.changed();
      void provider
        .videoRoom(at.node)
        .then((stage) =>
          Promise.all(
            [...served.feeds].flatMap(([feed, relayed]) =>
              relayed.forwarders.map((forwarder) =>
                stage.stopForward(at.sfuRoomId, at.secret, feed, forwarder),
              ),
            ),
          ),
        )
        .catch((err: unknown) => log.debug({ err }, 'SFU: a relay forwarder'));
    },

    /**
     * The current pin on the room's mountpoints on `others` (and the nodes served here), cutting
     * off whoever watches them: they watch again with fresh access, except the removed.
     */
    async rekey(others: number[]): Promise<void> {
      const at = placement;
      if (!at) return;
      const pages = await places.pages(occurrenceId);
      const everywhere = new Set([...nodes.keys(), ...others]);
      await Promise.all(
        [...everywhere].flatMap((node) =>
          Array.from({ length: pages }, async (_, page) => {
            const admin = await provider.videoRoom(node);
            await admin.rekeyMountpoint(
              stageMountpointOf(at.secret, page),
              at.secret,
              pin,
            );
          }),
        ),
      );
    },

    /** Whether the audience watches from `node` here. */
    serves: (node: number) => nodes.has(node),

    /** What the audience on `node` watches: each stage feed's streams there. */
    streams(node: number): RoomWatchStream[] {
      return [...(nodes.get(node)?.feeds.values() ?? [])].flatMap(
        (relayed) => relayed.streams,
      );
    },
  };
}

/**
 * The room's media ended (its VideoRoom destroyed): its places go, and its mountpoints on every
 * node that answers.
 */
export async function endStage(
  provider: SfuProvider,
  places: StagePlaces,
  occurrenceId: string,
  secret: string,
): Promise<void> {
  const pages = await places.clear(occurrenceId);
  await Promise.all(
    Array.from({ length: provider.nodeCount }, async (_, node) => {
      const admin = await provider.videoRoom(node);
      for (let page = 0; page < pages; page++)
        await admin.destroyMountpoint(stageMountpointOf(secret, page), secret);
    }).map((ending) => ending.catch(() => undefined)),
  );
}
