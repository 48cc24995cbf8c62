// One seat count per occurrence across every api instance (docs/live-room.md, "Seats"): a seat
// is a row of room_seats, taken under the occurrence's row lock by one database function
// (room_seat_take), so two instances letting in the last person at once cannot both succeed.
// The instance holding the person renews its seats' lease with its heartbeat; the seats of an
// instance that died run out and count no more (each heartbeat sweeps them away). The database
// keeps a tally of each occurrence's seats and of its watchers per node (triggers, migration
// 0024), so a join reads a few rows however large the room. Every time is the database's, so the
// instances' clocks do not matter.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { roomNodeWatchers, roomSeats } from '../../../db/schema';

/** A seat lasts this long unless its instance renews it (every heartbeat, 5 s). */
export const SEAT_LEASE_MS = 15_000;

export type RoomSeats = ReturnType<typeof createRoomSeats>;

/** The seats read and written through `db` (the pool, or one transaction). */
function seatsThrough(db: Db, instanceId: string) {
  const leaseEnd = sql`now() + ${SEAT_LEASE_MS} * interval '1 millisecond'`;

  return {
    /**
     * Takes (or keeps) the participant's seat when fewer than `capacity` others hold one of the
     * same kind (the stage's, or with `audience` the audience's); `capacity` null (the host)
     * always gets a seat. A participant coming back through another instance keeps their seat,
     * now held there; one moving between stage and audience changes its kind. Answers the seats
     * of that kind held then, theirs included (null: refused).
     */
    async take(
      occurrenceId: string,
      participantId: string,
      capacity: number | null,
      audience = false,
    ): Promise<number | null> {
      // One call: the occurrence's row lock lives inside the database's function
      // (migration 0023), never across this process's round trips.
      const { rows } = await db.execute<{ seats: number | null }>(
        sql`select room_seat_take(${occurrenceId}, ${participantId}, ${instanceId}, ${capacity}::integer, ${audience}, ${SEAT_LEASE_MS}) as seats`,
      );
      return rows[0]?.seats ?? null;
    },

    /** The node each of these watchers of the room watches from (those not placed yet are missing). */
    async watchNodes(
      occurrenceId: string,
      participantIds: readonly string[],
    ): Promise<Map<string, number>> {
      const seats = await db
        .select({
          participantId: roomSeats.participantId,
          node: roomSeats.node,
        })
        .from(roomSeats)
        .where(
          and(
            eq(roomSeats.occurrenceId, occurrenceId),
            inArray(roomSeats.participantId, [...participantIds]),
            isNotNull(roomSeats.node),
          ),
        );
      return new Map(
        seats.map((seat) => [seat.participantId, seat.node as number]),
      );
    },

    async placeWatcher(
      occurrenceId: string,
      participantId: string,
      node: number,
    ): Promise<void> {
      await db
        .update(roomSeats)
        .set({ node })
        .where(
          and(
            eq(roomSeats.occurrenceId, occurrenceId),
            eq(roomSeats.participantId, participantId),
            eq(roomSeats.audience, true),
          ),
        );
    },

    /**
     * Watchers per node, every room's and this room's, from the tallies the database keeps
     * (migration 0024): a few rows per room whatever its audience, read once for each of the
     * 1,200 arriving at a full audience.
     */
    async watchLoad(occurrenceId: string): Promise<{
      all: Map<number, number>;
      room: Map<number, number>;
    }> {
      const rows = await db
        .select({
          node: roomNodeWatchers.node,
          watchers: sql<number>`sum(${roomNodeWatchers.watchers})`.mapWith(
            Number,
          ),
          inRoom:
            sql<number>`coalesce(sum(${roomNodeWatchers.watchers}) filter (where ${roomNodeWatchers.occurrenceId} = ${occurrenceId}), 0)`.mapWith(
              Number,
            ),
        })
        .from(roomNodeWatchers)
        .groupBy(roomNodeWatchers.node);
      return {
        all: new Map(rows.map((row) => [row.node, row.watchers])),
        room: new Map(
          rows
            .filter((row) => row.inRoom > 0)
            .map((row) => [row.node, row.inRoom]),
        ),
      };
    },

    /**
     * Deletes the seats whose lease ran out, every room's (their instance died), so the tallies
     * count live seats; one instance sweeps at a time. Answers how many went.
     */
    async sweep(): Promise<number> {
      const { rows } = await db.execute<{ swept: number }>(
        sql`select room_seats_sweep() as swept`,
      );
      return Number(rows[0]?.swept ?? 0);
    },

    /** Frees the seat, unless another instance holds it now (the person moved there). */
    async release(occurrenceId: string, participantId: string): Promise<void> {
      await db
        .delete(roomSeats)
        .where(
          and(
            eq(roomSeats.occurrenceId, occurrenceId),
            eq(roomSeats.participantId, participantId),
            eq(roomSeats.instanceId, instanceId),
          ),
        );
    },

    /** Renews the leases of the people this instance holds; its other seats run out. */
    async renew(participantIds: string[]): Promise<void> {
      if (participantIds.length === 0) return;
      await db
        .update(roomSeats)
        .set({ expiresAt: leaseEnd })
        .where(
          and(
            eq(roomSeats.instanceId, instanceId),
            inArray(roomSeats.participantId, participantIds),
          ),
        );
    },
  };
}

export function createRoomSeats(db: Db, instanceId: string) {
  return {
    ...seatsThrough(db, instanceId),

    /**
     * Runs `work` on the occurrence's seats in one transaction that one instance at a time holds
     * for `purpose` (a transaction-scoped advisory lock; seat takers do not wait on it). Null,
     * nothing done, when another instance holds it now.
     */
    async alone<T>(
      occurrenceId: string,
      purpose: string,
      work: (seats: ReturnType<typeof seatsThrough>) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ locked: boolean }>(
          sql`select pg_try_advisory_xact_lock(hashtext(${`${purpose}:${occurrenceId}`})) as locked`,
        );
        if (!rows[0]?.locked) return null;
        return work(seatsThrough(tx as unknown as Db, instanceId));
      });
    },
  };
}
