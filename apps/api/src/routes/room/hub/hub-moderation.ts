// Moderation: the host's and co-hosts' commands (admit, deny, mute, remove, settings with the
// mic lock, co-hosts, end), each stored first, then an event for every instance; and what those
// events do to the sockets they concern. Each command also reaches the media layer (mesh: no-op).
import {
  AUTH_FAILURE_MESSAGES,
  isModerator,
  ROOM_CLOSE_CODES,
  type RoomClientMessage,
  type RoomRole,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaRoom, RoomMediaLayer } from '../sfu/media';
import { type RoomRepository, settingsOf } from '../repository';
import type { BusMessage } from './room-bus';
import { close, errorFrame, send } from './hub-delivery';
import type { Fanout } from './hub-fanout';
import {
  type Connection,
  headcount,
  insiders,
  type Replica,
  type Replicas,
  waitingList,
} from './hub-state';

type Command = Extract<
  RoomClientMessage,
  {
    type: 'admit' | 'deny' | 'mute' | 'remove' | 'settings' | 'cohost' | 'end';
  }
>;
type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;
type EventOf<K extends BusMessage['kind']> = Extract<BusMessage, { kind: K }>;

export function createModeration(deps: {
  replicas: Replicas;
  fanout: Fanout;
  repository: RoomRepository;
  media: RoomMediaLayer;
  /** The meeting's end stops its recording (hub-recording.ts). */
  stopRecording(room: MediaRoom, reason: 'ended'): Promise<void>;
  log: FastifyBaseLogger;
}) {
  const { replicas, fanout, repository, media, log } = deps;
  const toMedia = (work: Promise<void>) =>
    work.catch((err: unknown) => log.warn({ err }, 'room media hook failed'));

  /**
   * Lets waiters in while there is room (on the stage, or in the audience for those who came to
   * watch); the moderator hears when one is full.
   */
  async function admit(replica: Replica, moderator: Connection, ids: string[]) {
    const count = headcount(replica);
    const free = {
      stage: replica.capacity - count.stage,
      audience: replica.audienceCapacity - count.audience,
    };
    for (const id of ids) {
      const waiter = replica.waiters.get(id);
      if (!waiter) continue;
      const kind = waiter.info.waiter.watch ? 'audience' : 'stage';
      if (free[kind] <= 0) {
        send(
          moderator,
          errorFrame(kind === 'audience' ? 'AUDIENCE_FULL' : 'ROOM_FULL'),
        );
        continue;
      }
      const decided = await repository.decide(
        replica.occurrenceId,
        id,
        'admitted',
      );
      fanout.emit(replica, {
        kind: 'decision',
        participantId: id,
        admitted: decided === 'admitted',
      });
      free[kind]--;
    }
  }

  async function admitOrDeny(
    replica: Replica,
    connection: Connection,
    message: CommandOf<'admit' | 'deny'>,
  ) {
    const all = message.participantId === 'all';
    if (!all && !replica.waiters.has(message.participantId)) {
      send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
      return;
    }
    const ids = all
      ? waitingList(replica).map((waiter) => waiter.id)
      : [message.participantId];
    if (message.type === 'admit') {
      await admit(replica, connection, ids);
      return;
    }
    for (const id of ids) {
      await repository.decide(replica.occurrenceId, id, 'denied');
      fanout.emit(replica, {
        kind: 'decision',
        participantId: id,
        admitted: false,
      });
      void toMedia(media.participantOut(replica, id, 'denied'));
    }
  }

  /** Co-hosts act on participants and the audience only; the host on anyone. */
  const outranks = (connection: Connection, targetRole: RoomRole) =>
    !isModerator(targetRole) || connection.role === 'host';

  function mute(
    replica: Replica,
    connection: Connection,
    message: CommandOf<'mute'>,
  ) {
    const { participantId } = message;
    if (participantId !== 'all') {
      const target = replica.members.get(participantId)?.info.participant;
      if (!target) {
        send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
        return;
      }
      const self = target.id === connection.ticket.participantId;
      if (!self && !outranks(connection, target.role)) {
        send(connection, errorFrame('NOT_MODERATOR'));
        return;
      }
    }
    // Their audio goes off in the room's state, which the media layer enforces (the SFU).
    fanout.emit(replica, {
      kind: 'mute',
      participantId,
      by: connection.ticket.displayName,
    });
  }

  async function remove(
    replica: Replica,
    connection: Connection,
    message: CommandOf<'remove'>,
  ) {
    const id = message.participantId;
    const member = replica.members.get(id)?.info;
    const waiter = replica.waiters.get(id)?.info;
    if ((!member && !waiter) || id === connection.ticket.participantId) {
      send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
      return;
    }
    if (member && !outranks(connection, member.participant.role)) {
      send(connection, errorFrame('NOT_MODERATOR'));
      return;
    }
    const who = member ?? waiter;
    const reason = message.reason ?? '';
    await repository.remove(
      replica.occurrenceId,
      {
        participantId: id,
        userId: who?.userId ?? null,
        deviceHash: who?.deviceHash ?? null,
      },
      reason,
    );
    if (replica.cohosts.has(id)) await setCohost(replica, id, false);
    fanout.emit(replica, { kind: 'remove', participantId: id, reason });
    void toMedia(
      member?.participant.role === 'audience'
        ? media.audienceRemoved(replica)
        : media.participantOut(replica, id, 'removed'),
    );
  }

  async function settings(
    replica: Replica,
    connection: Connection,
    message: CommandOf<'settings'>,
  ) {
    const row = await repository.updateSettings(
      replica.occurrenceId,
      message.settings,
    );
    if (!row) return;
    const before = replica.settings;
    fanout.emit(replica, {
      kind: 'settings',
      settings: settingsOf(row),
      cohosts: row.cohosts,
    });
    // Turning the waiting room off lets in whoever waits (as long as there is room).
    if (before.waitingRoom && !row.waitingRoom)
      await admit(
        replica,
        connection,
        waitingList(replica).map((waiter) => waiter.id),
      );
  }

  async function cohost(
    replica: Replica,
    connection: Connection,
    message: CommandOf<'cohost'>,
  ) {
    const target = replica.members.get(message.participantId);
    // Co-hosts are named on the stage: someone watching comes on stage first.
    if (!target || target.info.ticketRole !== 'participant') {
      send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
      return;
    }
    await setCohost(replica, message.participantId, message.cohost);
  }

  async function setCohost(replica: Replica, id: string, cohost: boolean) {
    const cohosts = new Set(replica.cohosts);
    if (cohost) cohosts.add(id);
    else cohosts.delete(id);
    const row = await repository.setCohosts(replica.occurrenceId, [...cohosts]);
    if (!row) return;
    fanout.emit(replica, {
      kind: 'settings',
      settings: settingsOf(row),
      cohosts: row.cohosts,
    });
  }

  async function end(replica: Replica) {
    await repository.endOccurrence(replica.occurrenceId);
    // Everyone hears the recording stop before the meeting ends.
    await toMedia(deps.stopRecording(replica, 'ended'));
    fanout.emit(replica, { kind: 'end' });
    void toMedia(media.ended(replica));
  }

  /** Closes a socket of this instance as a removal (4003, not to come back); the others see `left`. */
  function removeHere(replica: Replica, id: string, reason: string) {
    const connection = replica.local.get(id);
    if (!connection) return;
    send(connection, { type: 'removed', reason });
    replica.local.delete(id);
    close(connection, 'removed', ROOM_CLOSE_CODES.removed, 'removed');
    fanout.emit(replica, { kind: 'gone', participantId: id });
  }

  return {
    /** Un-names a co-host (sent back to the audience, hub-stage.ts). */
    dropCohost: (replica: Replica, id: string) => setCohost(replica, id, false),

    /** A moderator's command (host only: co-hosts and end). */
    async moderate(
      replica: Replica,
      connection: Connection,
      message: Command,
    ): Promise<void> {
      const hostOnly = message.type === 'cohost' || message.type === 'end';
      if (
        !isModerator(connection.role) ||
        (hostOnly && connection.role !== 'host')
      ) {
        send(connection, errorFrame('NOT_MODERATOR'));
        return;
      }
      switch (message.type) {
        case 'admit':
        case 'deny':
          return admitOrDeny(replica, connection, message);
        case 'mute':
          return mute(replica, connection, message);
        case 'remove':
          return remove(replica, connection, message);
        case 'settings':
          return settings(replica, connection, message);
        case 'cohost':
          return cohost(replica, connection, message);
        case 'end':
          return end(replica);
      }
    },

    /** The sockets here a mute concerns: told, and their audio turned off. */
    muted(replica: Replica, message: EventOf<'mute'>): void {
      const targets =
        message.participantId === 'all'
          ? insiders(replica).filter((c) => !isModerator(c.role))
          : [replica.local.get(message.participantId)].filter(
              (c): c is Connection => c?.state === 'in',
            );
      for (const connection of targets) {
        send(connection, { type: 'muted', by: message.by });
        const member = replica.members.get(connection.ticket.participantId);
        if (member && member.info.participant.audio) {
          deps.fanout.announce(replica, connection, { audio: false });
        }
      }
    },

    removed(replica: Replica, message: EventOf<'remove'>): void {
      removeHere(replica, message.participantId, message.reason);
    },

    /** A blocked account's sockets here close like a removal, whatever room they are in. */
    expel(userId: string): void {
      const reason = AUTH_FAILURE_MESSAGES.USER_BLOCK;
      for (const replica of replicas.all()) {
        for (const [id, connection] of [...replica.local]) {
          if (connection.ticket.userId !== userId) continue;
          removeHere(replica, id, reason);
          void toMedia(media.participantOut(replica, id, 'removed'));
        }
      }
    },

    /** A blocked host's open occurrences, ended in the database: the media rooms go too. */
    endedByBlock(room: MediaRoom): void {
      void toMedia(
        deps.stopRecording(room, 'ended').then(() => media.ended(room)),
      );
    },
  };
}
