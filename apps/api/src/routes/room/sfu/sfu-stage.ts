// The stage as the audience receives it (docs/audience.md, docs/scaling.md): for each stage
// feed that publishes, a Streaming mountpoint on every node the audience watches from (the
// stage's own, and relay nodes), fed by the VideoRoom's RTP forwarders (a simulcast video's
// three layers each to a port of its own) and gone with the feed.
// Every instance that serves the room hears the same publishers (its observer, sfu-audio.ts) and
// derives the same mountpoint id: the first to create it on a node forwards to it, the others
// find it there and adopt its forwarders (so do they after a restart: Janus keeps them).
import type { FastifyBaseLogger } from 'fastify';
import { JanusError } from '../../../adapters/janus/janus-client';
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import {
  type MountpointPort,
  type MountpointStream,
  STREAMING_ERROR,
} from '../../../adapters/janus/streaming';
import type {
  VideoRoomObserver,
  VideoRoomPublisher,
} from '../../../adapters/janus/videoroom';
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

/** A stage feed relayed to one node: its mountpoint there, and the forwarders feeding it. */
interface Relayed {
  mountpoint: number;
  /** Ours to stop (another instance's forwarders stay theirs). */
  forwarders: number[];
}

export function createRoomStage(deps: {
  provider: SfuProvider;
  log: FastifyBaseLogger;
  /** The stage's streams changed (on some node): the audience is told. */
  changed(): void;
}) {
  const { provider, log } = deps;
  let placement: SfuPlacement | null = null;
  /** The pin of the room's mountpoints now (it changes with the audience's watch epoch). */
  let pin = '';
  /** The stage's publishing feeds, as the VideoRoom's observer last heard them. */
  const publishing = new Map<number, VideoRoomPublisher>();
  /** The nodes the audience watches from, each with the feeds relayed to it (by feed id). */
  const nodes = new Map<number, Map<number, Relayed>>();

  /**
   * A mountpoint for the feed on `node`, fed by forwarders from the stage's VideoRoom. When it
   * is there already (another instance made it, or this one before a restart), the forwarders
   * feeding it are adopted, so whichever instance serves the room can stop them.
   */
  async function relay(
    at: SfuPlacement,
    node: number,
    publisher: VideoRoomPublisher,
  ): Promise<void> {
    const streams = streamsOf(publisher);
    if (streams.length === 0) return;
    const id = mountpointOf(at.secret, publisher.id);
    const relayed: Relayed = { mountpoint: id, forwarders: [] };
    const target = await provider.videoRoom(node);
    const made = await target
      .createMountpoint({
        id,
        secret: at.secret,
        pin,
        description: `stage feed ${publisher.id}`,
        streams: streams.map((s) => s.mountpoint),
      })
      .catch((error: unknown) => {
        const exists =
          error instanceof JanusError &&
          error.code === STREAMING_ERROR.mountpointExists;
        if (!exists) throw error;
        return null;
      });
    if (made) {
      relayed.forwarders = await forwardTo(at, node, publisher, made.ports);
    } else {
      const ports = await target.mountpointPorts(id, at.secret);
      const to = new Set(
        (ports ?? []).flatMap((p) => [p.port, p.port2, p.port3]),
      );
      const host = provider.rtpHost(node);
      const stage = await provider.videoRoom(at.node);
      relayed.forwarders = (
        await stage.forwarders(at.sfuRoomId, at.secret, publisher.id)
      )
        .filter(
          (forwarder) => forwarder.host === host && to.has(forwarder.port),
        )
        .map((forwarder) => forwarder.id);
    }
    const relays = nodes.get(node);
    if (placement !== at || !relays || !publishing.has(publisher.id)) return;
    relays.set(publisher.id, relayed);
    deps.changed();
  }

  /** The stage VideoRoom's forwarders of the publisher's streams to the mountpoint's ports. */
  async function forwardTo(
    at: SfuPlacement,
    node: number,
    publisher: VideoRoomPublisher,
    ports: MountpointPort[],
  ): Promise<number[]> {
    const streams = streamsOf(publisher);
    const portsOf = (mid: string) => {
      const { port, port2, port3, rtcpPort } = ports.find(
        (p) => p.mid === mid,
      ) ?? { port: 0 };
      return { port, port2, port3, rtcpPort };
    };
    const stage = await provider.videoRoom(at.node);
    const forwarders = await stage.forward(
      at.sfuRoomId,
      at.secret,
      publisher.id,
      provider.rtpHost(node),
      streams.map(({ publisherMid, mountpoint: { mid } }) => ({
        mid: publisherMid,
        ...portsOf(mid),
      })),
    );
    // Janus skips a mid it does not know: say so rather than hand out a silent mountpoint.
    // A simulcast video has a forwarder per layer.
    const expected = streams.reduce(
      (count, s) => count + (s.mountpoint.simulcast ? 3 : 1),
      0,
    );
    if (forwarders.length !== expected)
      log.warn(
        `SFU: ${forwarders.length} of ${expected} forwarders of feed ${publisher.id} made`,
      );
    return forwarders;
  }

  const relayAll = (at: SfuPlacement, node: number) =>
    Promise.all(
      [...publishing.values()]
        .filter((publisher) => !nodes.get(node)?.has(publisher.id))
        .map((publisher) =>
          relay(at, node, publisher).catch((err: unknown) =>
            log.warn({ err }, 'SFU: relaying a stage feed'),
          ),
        ),
    );

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
      for (const [node, relays] of nodes) {
        const relayed = relays.get(feed);
        if (!relayed) continue;
        relays.delete(feed);
        deps.changed();
        // Its forwarders end with the feed; the mountpoint goes with it.
        provider
          .videoRoom(node)
          .then((admin) =>
            admin.destroyMountpoint(relayed.mountpoint, at.secret),
          )
          .catch((err: unknown) =>
            log.debug({ err }, 'SFU: a stage mountpoint'),
          );
      }
    },
  };

  return {
    observer,

    /** The room's VideoRoom now: a new one starts with no feeds or mountpoints known. */
    placed(next: SfuPlacement | null): void {
      if (next) pin = watchPinOf(next.secret, next.watchEpoch);
      if (
        next?.sfuRoomId === placement?.sfuRoomId &&
        next?.node === placement?.node
      )
        return;
      placement = next;
      publishing.clear();
      const had = [...nodes.values()].some((relays) => relays.size > 0);
      nodes.clear();
      // The stage's own node serves the audience from the start.
      if (next) nodes.set(next.node, new Map());
      if (had) deps.changed();
    },

    /** Watchers on `node`: the stage's feeds are relayed there (resolves once they are). */
    async serve(node: number): Promise<void> {
      const at = placement;
      if (!at) return;
      if (!nodes.has(node)) nodes.set(node, new Map());
      await relayAll(at, node);
    },

    /**
     * A relay node went away: its mountpoints are gone with it, and the stage's forwarders to it
     * stop (they would send to nobody).
     */
    lost(node: number): void {
      const at = placement;
      const relays = nodes.get(node);
      if (!at || !relays || node === at.node) return;
      nodes.delete(node);
      // Its watchers are told (and sent to another node), whatever was relayed there.
      deps.changed();
      void provider
        .videoRoom(at.node)
        .then((stage) =>
          Promise.all(
            [...relays].flatMap(([feed, relayed]) =>
              relayed.forwarders.map((forwarder) =>
                stage.stopForward(at.sfuRoomId, at.secret, feed, forwarder),
              ),
            ),
          ),
        )
        .catch((err: unknown) => log.debug({ err }, 'SFU: a relay forwarder'));
    },

    /**
     * The current pin on every stage feed's mountpoint on `nodes` (and the nodes served here),
     * cutting off whoever watches them: they watch again with fresh access, except the removed.
     */
    async rekey(others: number[]): Promise<void> {
      const at = placement;
      if (!at) return;
      const everywhere = new Set([...nodes.keys(), ...others]);
      await Promise.all(
        [...everywhere].flatMap((node) =>
          [...publishing.keys()].map(async (feed) => {
            const admin = await provider.videoRoom(node);
            await admin.rekeyMountpoint(
              mountpointOf(at.secret, feed),
              at.secret,
              pin,
            );
          }),
        ),
      );
    },

    /** Whether the audience watches from `node` here. */
    serves: (node: number) => nodes.has(node),

    /** What the audience on `node` watches: each stage feed's mountpoint there. */
    streams(node: number): Array<{ feed: number; mountpoint: number }> {
      return [...(nodes.get(node) ?? [])].map(([feed, relayed]) => ({
        feed,
        mountpoint: relayed.mountpoint,
      }));
    },
  };
}
