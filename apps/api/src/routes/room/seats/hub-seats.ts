// The seats of the people this instance holds (room-seats.ts keeps the one count of every
// instance): taken on entering, freed when they are gone or their entering failed, and their
// leases renewed with every heartbeat.
import type { FastifyBaseLogger } from 'fastify';
import type { RoomSeats } from './room-seats';
import type { Connection, Replica, Replicas } from '../hub/hub-state';

export type HubSeats = ReturnType<typeof createHubSeats>;

export function createHubSeats(deps: {
  instance: string;
  replicas: Replicas;
  seats: RoomSeats;
  log: FastifyBaseLogger;
}) {
  const { instance, replicas, seats, log } = deps;

  /** Whether this instance still holds the participant (a socket here, or them in its grace). */
  const holds = (replica: Replica, participantId: string) =>
    replica.local.has(participantId) ||
    replica.members.get(participantId)?.instance === instance;

  /** Frees the seat (resolves once it is free, or freeing it failed and was logged). */
  function release(replica: Replica, participantId: string): Promise<void> {
    return seats
      .release(replica.occurrenceId, participantId)
      .catch((err: unknown) => log.warn({ err }, 'room seat release'));
  }

  return {
    /**
     * The seat, unless `capacity` others hold one (null); the host always gets one; the audience
     * take seats of the audience's cap. Answers the seats of that kind taken now, theirs
     * included: everyone entering, on every instance, even at once.
     */
    take: (replica: Replica, connection: Connection): Promise<number | null> =>
      connection.role === 'audience'
        ? seats.take(
            replica.occurrenceId,
            connection.ticket.participantId,
            replica.audienceCapacity,
            true,
          )
        : seats.take(
            replica.occurrenceId,
            connection.ticket.participantId,
            connection.role === 'host' ? null : replica.capacity,
          ),

    release,

    /** Entering failed: the seat goes too, unless a newer socket of theirs holds it. */
    releaseUnlessHeld(replica: Replica, participantId: string): void {
      if (!holds(replica, participantId)) void release(replica, participantId);
    },

    /**
     * With every heartbeat: the seats of the people this instance holds stay taken, and those
     * whose lease ran out (any instance's) go.
     */
    renew(): void {
      const held = replicas
        .all()
        .flatMap((replica) =>
          [...replica.local.keys(), ...replica.members.keys()].filter((id) =>
            holds(replica, id),
          ),
        );
      seats
        .renew([...new Set(held)])
        .then(() => seats.sweep())
        .catch((err: unknown) => log.warn({ err }, 'room seat renewal'));
    },
  };
}
