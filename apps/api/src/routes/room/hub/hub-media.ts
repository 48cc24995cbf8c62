// The room's media as its people hear of it: when the media layer says a room changed (moved to
// the SFU, its Janus node gone, the room recreated, given up), each instance sends its own people
// a `media` frame with their personal access, and their participant entries carry their feed ids
// once the room is on the SFU (the others map Janus publishers to people by them).
import { isOnStage, type RoomServerMessageOf } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaAccess, RoomMediaLayer } from '../sfu/media';
import type { BusMessage } from './room-bus';
import { send } from './hub-delivery';
import type { Fanout } from './hub-fanout';
import {
  audienceHere,
  type Connection,
  insiders,
  type Replica,
  type Replicas,
  roomOf,
} from './hub-state';

type MediaEvent = Extract<BusMessage, { kind: 'media' }>;

const frameOf = (access: MediaAccess): RoomServerMessageOf<'media'> => ({
  type: 'media',
  mediaMode: access.mediaMode,
  state: access.state,
  sfu: access.sfu,
});

export function createHubMedia(deps: {
  instance: string;
  replicas: Replicas;
  fanout: Fanout;
  media: RoomMediaLayer;
  log: FastifyBaseLogger;
}) {
  const { replicas, fanout, media, log } = deps;

  /** Their entry names their feeds (or none, back in the mesh). */
  function announceFeeds(
    replica: Replica,
    connection: Connection,
    access: MediaAccess,
  ) {
    const entry = replica.members.get(connection.ticket.participantId);
    const had = entry?.info.participant.feeds;
    const feeds = access.mediaMode === 'sfu' ? access.feeds : undefined;
    if (had?.camera !== feeds?.camera || had?.screen !== feeds?.screen)
      fanout.announce(replica, connection, { feeds });
  }

  /** The audience has no way into the stage's VideoRoom: it gets its way to watch. */
  async function tellWatcher(replica: Replica, connection: Connection) {
    const watching = await media.watch(
      roomOf(replica),
      connection.ticket.participantId,
    );
    if (connection.closing) return;
    send(connection, { type: 'media', sfu: null, ...watching });
  }

  async function tell(
    replica: Replica,
    connection: Connection,
    event: MediaEvent,
  ) {
    if (!isOnStage(connection.role)) return tellWatcher(replica, connection);
    const access: MediaAccess =
      event.state === 'ok'
        ? await media.access(replica, connection.ticket.participantId)
        : { mediaMode: event.mediaMode, state: event.state, sfu: null };
    if (connection.closing) return;
    send(connection, frameOf(access));
    if (event.state === 'ok') announceFeeds(replica, connection, access);
  }

  /** A `media` event: everyone in the room here gets their own frame. */
  function changed(replica: Replica, event: MediaEvent): void {
    replica.media = { mediaMode: event.mediaMode, state: event.state };
    replica.mediaVersion++;
    for (const connection of insiders(replica)) {
      tell(replica, connection, event).catch((err: unknown) =>
        log.warn({ err }, 'room media frame'),
      );
    }
  }

  media.news.on('changed', (room, change) => {
    const replica = replicas.get(room.occurrenceId);
    if (!replica) return;
    const event = {
      kind: 'media' as const,
      mediaMode: change.mediaMode,
      state: change.state,
    };
    // Every instance sees a node go away by itself: that change is told here only.
    if (change.scope === 'everyone') fanout.emit(replica, event);
    else changed(replica, { ...event, from: deps.instance, ...room });
  });
  media.news.on('stageChanged', (room) => {
    const replica = replicas.get(room.occurrenceId);
    if (!replica) return;
    for (const connection of audienceHere(replica)) {
      tellWatcher(replica, connection).catch((err: unknown) =>
        log.warn({ err }, 'room watch frame'),
      );
    }
  });

  /**
   * With every heartbeat: watchers here on a node holding more than its share move to one with
   * room (a node back after a fault, others gone), and get their way to watch there.
   */
  const rebalancing = new Set<string>();
  function rebalance(): void {
    for (const replica of replicas.all()) {
      const watchers = audienceHere(replica);
      // One at a time per room: a slow round (a node that does not answer) is not doubled.
      if (watchers.length === 0 || rebalancing.has(replica.occurrenceId))
        continue;
      rebalancing.add(replica.occurrenceId);
      media
        .rebalance(
          roomOf(replica),
          watchers.map((c) => c.ticket.participantId),
        )
        .then((moved) => {
          const movedIds = new Set(moved);
          for (const connection of watchers)
            if (movedIds.has(connection.ticket.participantId))
              void tellWatcher(replica, connection).catch((err: unknown) =>
                log.warn({ err }, 'room watch frame'),
              );
        })
        .catch((err: unknown) => log.warn({ err }, 'room watchers rebalance'))
        .finally(() => rebalancing.delete(replica.occurrenceId));
    }
  }

  return {
    changed,
    rebalance,

    /** Someone whose welcome was under way while the media changed: their frame now. */
    retell(replica: Replica, connection: Connection): void {
      const latest = replica.media;
      if (!latest) return;
      tell(replica, connection, {
        ...latest,
        kind: 'media',
      } as MediaEvent).catch((err: unknown) =>
        log.warn({ err }, 'room media frame'),
      );
    },

    /** Someone held here changed: the media layer enforces their audio. */
    participantChanged: media.participantChanged,
  };
}
