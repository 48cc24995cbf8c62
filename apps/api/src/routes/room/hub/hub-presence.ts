// Presence: who is in and who waits. A socket whose ticket was accepted enters, waits (knocks)
// or is refused; it leaves, or drops and may come back within the reconnect grace. Entering
// takes a seat (hub-seats.ts: one count for every instance), then is told everything
// (hub-welcome.ts); whoever this instance says is gone frees theirs.
import { isModerator, isOnStage, ROOM_CLOSE_CODES } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { IceServers } from '../../../adapters/turn/ice-servers';
import type { RoomMediaLayer } from '../sfu/media';
import type { RoomOccurrenceRow } from '../repository';
import type { RoomTickets } from '../entry/tickets';
import {
  close,
  errorFrame,
  send,
  startRefresh,
  stopRefresh,
} from './hub-delivery';
import type { Fanout } from './hub-fanout';
import type { HubSeats } from '../seats/hub-seats';
import type { Welcome } from './hub-welcome';
import {
  type Connection,
  loadStored,
  type Replica,
  type Replicas,
  participantEntering,
  roleOf,
  roomOf,
} from './hub-state';

/** A dropped socket (reload, network change) may come back this long before the others see it leave. */
export const RECONNECT_GRACE_MS = 5_000;

/** What the socket's ticket check found about the occurrence and this participant. */
export interface Arrival {
  occurrence: RoomOccurrenceRow;
  /** How many people the room holds now (RoomMediaLayer.capacity). */
  capacity: number;
  /** The host's tier cap. */
  tierParticipants: number;
  /** The host's tier's audience cap (0: none). */
  audienceCapacity: number;
  admission: 'admitted' | 'denied' | null;
  handRaised: boolean;
}

export type Presence = ReturnType<typeof createPresence>;

export function createPresence(deps: {
  instance: string;
  replicas: Replicas;
  fanout: Fanout;
  tickets: RoomTickets;
  media: RoomMediaLayer;
  /** Each participant's STUN/TURN servers: the audience's too, they receive through Janus. */
  iceServers: IceServers;
  seats: HubSeats;
  welcome: Welcome;
  log: FastifyBaseLogger;
}) {
  const {
    instance,
    replicas,
    fanout,
    tickets,
    media,
    iceServers,
    seats,
    welcome,
    log,
  } = deps;
  const graceTimers = new Set<NodeJS.Timeout>();

  /**
   * Entering or moving failed (the database busy, say): the socket is closed and what this
   * instance held of it goes as if it had dropped; a seat no welcome will follow is freed now, not
   * when its lease runs out.
   */
  const failed = (connection: Connection, err: unknown) => {
    log.error({ err }, 'room socket failed');
    close(connection, 'refused', 1011, 'server error');
    const { occurrenceId, participantId } = connection.ticket;
    const replica = replicas.get(occurrenceId);
    if (!replica || replica.local.get(participantId) !== connection) return;
    replica.local.delete(participantId);
    if (connection.state === 'in') graceThenGone(replica, participantId);
    else seats.releaseUnlessHeld(replica, participantId);
  };

  /**
   * This instance's participant is out for good: their seat is freed first, so whoever hears
   * `left` and comes in finds it free; then everyone is told, the media too.
   */
  function gone(replica: Replica, participantId: string, wasIn: boolean) {
    void seats.release(replica, participantId).then(() => {
      // Back meanwhile on a new socket here: they are not gone (their seat was taken again).
      if (!replica.local.has(participantId))
        fanout.emit(replica, { kind: 'gone', participantId });
    });
    if (wasIn)
      media
        .participantOut(replica, participantId, 'left')
        .catch((err: unknown) => log.warn({ err }, 'room media: out'));
  }

  function refuse(
    replica: Replica,
    connection: Connection,
    how: 'locked' | 'full',
  ) {
    const code =
      how === 'locked'
        ? 'ROOM_LOCKED'
        : connection.role === 'audience'
          ? 'AUDIENCE_FULL'
          : 'ROOM_FULL';
    send(connection, errorFrame(code));
    const { participantId } = connection.ticket;
    if (replica.local.get(participantId) === connection)
      replica.local.delete(participantId);
    close(connection, 'refused', ROOM_CLOSE_CODES[how], how);
  }

  /** Into the room: the welcome with everything, a fresh ticket, and everyone is told. */
  async function enter(
    replica: Replica,
    connection: Connection,
    handRaised = false,
    { moved = false } = {},
  ): Promise<void> {
    const { participantId } = connection.ticket;
    const seated = await seats.take(replica, connection);
    if (seated === null) {
      refuse(replica, connection, 'full');
      if (connection.state === 'waiting')
        fanout.emit(replica, { kind: 'gone', participantId });
      return;
    }
    const parts = await welcome.parts(replica, connection, seated);
    if (parts === 'denied') {
      send(connection, { type: 'denied' });
      replica.local.delete(participantId);
      close(connection, 'denied', ROOM_CLOSE_CODES.denied, 'denied');
      seats.releaseUnlessHeld(replica, participantId);
      return;
    }
    if (connection.closing || replica.local.get(participantId) !== connection) {
      seats.releaseUnlessHeld(replica, participantId);
      return;
    }

    const self = {
      ...participantEntering(replica, connection, handRaised, moved),
      feeds: parts.media.feeds,
    };
    connection.state = 'in';
    welcome.send(replica, connection, self, parts);
    fanout.emit(replica, {
      kind: 'member',
      member: {
        participant: self,
        ticketRole: connection.ticket.role,
        userId: connection.ticket.userId,
        deviceHash: connection.ticket.device,
      },
    });
  }

  /** Knocks: the moderators see the waiter until one lets them in or turns them away. */
  function wait(replica: Replica, connection: Connection) {
    const { participantId } = connection.ticket;
    connection.state = 'waiting';
    send(connection, { type: 'waiting' });
    const since =
      replica.waiters.get(participantId)?.info.waiter.since ?? Date.now();
    fanout.emit(replica, {
      kind: 'waiter',
      waiter: {
        waiter: {
          id: participantId,
          displayName: connection.ticket.displayName,
          signedIn: connection.ticket.userId !== null,
          since,
          ...(connection.role === 'audience' ? { watch: true } : {}),
        },
        userId: connection.ticket.userId,
        deviceHash: connection.ticket.device,
      },
    });
  }

  /** A newer socket of the same participant replaces the older one, here or on another instance. */
  function takeOver(replica: Replica, connection: Connection) {
    const id = connection.ticket.participantId;
    const older = replica.local.get(id);
    if (older && older !== connection) {
      close(older, 'replaced', ROOM_CLOSE_CODES.replaced, 'replaced');
    }
    const elsewhere =
      replica.members.get(id)?.instance ?? replica.waiters.get(id)?.instance;
    if (elsewhere && elsewhere !== instance) {
      fanout.emit(replica, { kind: 'replace', participantId: id });
    }
    replica.local.set(id, connection);
  }

  /** After the grace, a dropped participant still held here (not back on any socket) is gone. */
  function graceThenGone(replica: Replica, participantId: string) {
    const stillMine = () =>
      !replica.local.has(participantId) &&
      (replica.members.get(participantId)?.instance === instance ||
        replica.waiters.get(participantId)?.instance === instance);
    const timer = setTimeout(() => {
      graceTimers.delete(timer);
      if (replicas.get(replica.occurrenceId) === replica && stillMine()) {
        gone(replica, participantId, true);
      }
    }, RECONNECT_GRACE_MS);
    timer.unref();
    graceTimers.add(timer);
  }

  return {
    enter,
    failed,
    /**
     * A socket whose ticket was accepted: it replaces an older one, then enters, waits, or is
     * refused (locked, full).
     */
    async connect(connection: Connection, room: Arrival): Promise<void> {
      if (fanout.shuttingDown) {
        close(connection, 'shutdown', 1012, 'service restart');
        return;
      }
      const { ticket } = connection;
      const replica = replicas.of(ticket.roomId, ticket.occurrenceId);
      loadStored(replica, room.occurrence, {
        participants: room.capacity,
        tierParticipants: room.tierParticipants,
        audience: room.audienceCapacity,
      });
      takeOver(replica, connection);
      connection.role = roleOf(replica, ticket.participantId, ticket.role);
      startRefresh(connection, tickets, log, async () => {
        if (connection.state !== 'in') return {};
        const access = isOnStage(connection.role)
          ? media
              .access(replica, ticket.participantId)
              .then(({ sfu }) => ({ sfu }))
          : media
              .watch(roomOf(replica), ticket.participantId)
              .then(({ watch }) => ({ watch }));
        return {
          // Not told while the SFU does not answer: they keep what they have.
          ...(await access.catch(() => ({}))),
          // Fresh TURN credentials for whoever stays longer than the last ones last.
          iceServers: iceServers.forParticipant(ticket.participantId),
        };
      });

      const moderator = isModerator(connection.role);
      const admitted = room.admission === 'admitted';
      if (replica.settings.locked && !moderator && !admitted) {
        refuse(replica, connection, 'locked');
        replicas.forget(replica);
        return;
      }
      if (moderator || admitted || !replica.settings.waitingRoom) {
        await enter(replica, connection, room.handRaised);
      } else {
        wait(replica, connection);
      }
    },

    /** `leave`: out at once. */
    leave(replica: Replica, connection: Connection) {
      const self = connection.ticket.participantId;
      const wasIn = connection.state === 'in';
      replica.local.delete(self);
      close(connection, 'left', 1000, 'left');
      gone(replica, self, wasIn);
    },

    /** The socket closed: unless the server closed it on purpose, it may come back shortly. */
    disconnected(connection: Connection): void {
      stopRefresh(connection);
      if (connection.closing) return;
      connection.closing = 'left';
      const { occurrenceId, participantId } = connection.ticket;
      const replica = replicas.get(occurrenceId);
      if (!replica || replica.local.get(participantId) !== connection) return;
      replica.local.delete(participantId);
      if (connection.state === 'waiting') {
        const stillMine =
          replica.members.get(participantId)?.instance === instance ||
          replica.waiters.get(participantId)?.instance === instance;
        if (stillMine) gone(replica, participantId, false);
        // Gone before their welcome: a seat taken for it is free at once.
        seats.releaseUnlessHeld(replica, participantId);
        return;
      }
      graceThenGone(replica, participantId);
    },

    close() {
      for (const timer of graceTimers) clearTimeout(timer);
      graceTimers.clear();
    },
  };
}
