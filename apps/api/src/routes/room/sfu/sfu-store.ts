// Where an occurrence's VideoRoom is (its node, SFU room id and secret), in the occurrence's row:
// every api instance and a restarted one find the same room. Changed only by compare-and-set,
// so of several instances creating or recreating it at once, one wins and the others use its.
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { roomSeats, roomOccurrences } from '../../../db/schema';

export interface SfuPlacement {
  /** Index in JANUS_URL's nodes. */
  node: number;
  /** The VideoRoom's id on its node. */
  sfuRoomId: number;
  secret: string;
  /** The audience's pin generation (a removal from the audience starts a new one). */
  watchEpoch?: number;
}

export type SfuStore = ReturnType<typeof createSfuStore>;

/** An occurrence whose VideoRoom nobody uses: it ended, or none of its seats is held. */
export interface IdlePlacement {
  occurrenceId: string;
  placement: SfuPlacement;
  ended: boolean;
}

/** Ended, or without a seat held now (seats are taken before any media access is given). */
const idle = or(
  isNotNull(roomOccurrences.endedAt),
  sql`not exists (select 1 from ${roomSeats} where ${roomSeats.occurrenceId} = ${roomOccurrences.id} and ${roomSeats.expiresAt} > now())`,
);

export function createSfuStore(db: Db) {
  async function placement(occurrenceId: string): Promise<SfuPlacement | null> {
    const [row] = await db
      .select({
        node: roomOccurrences.sfuNode,
        sfuRoomId: roomOccurrences.sfuRoomId,
        secret: roomOccurrences.sfuSecret,
        watchEpoch: roomOccurrences.watchEpoch,
      })
      .from(roomOccurrences)
      .where(eq(roomOccurrences.id, occurrenceId));
    if (!row || row.node === null || row.sfuRoomId === null || !row.secret)
      return null;
    return {
      node: row.node,
      sfuRoomId: row.sfuRoomId,
      secret: row.secret,
      watchEpoch: row.watchEpoch,
    };
  }

  async function setIf(
    occurrenceId: string,
    next: SfuPlacement | null,
    current: SQL | undefined,
  ): Promise<boolean> {
    const updated = await db
      .update(roomOccurrences)
      .set({
        sfuNode: next?.node ?? null,
        sfuRoomId: next?.sfuRoomId ?? null,
        sfuSecret: next?.secret ?? null,
      })
      .where(
        and(
          eq(roomOccurrences.id, occurrenceId),
          isNull(roomOccurrences.endedAt),
          current,
        ),
      )
      .returning({ id: roomOccurrences.id });
    return updated.length > 0;
  }

  return {
    placement,

    /** A new pin generation for the occurrence's audience; answers it. */
    async nextWatchEpoch(occurrenceId: string): Promise<number> {
      const [row] = await db
        .update(roomOccurrences)
        .set({ watchEpoch: sql`${roomOccurrences.watchEpoch} + 1` })
        .where(eq(roomOccurrences.id, occurrenceId))
        .returning({ watchEpoch: roomOccurrences.watchEpoch });
      return row?.watchEpoch ?? 0;
    },

    /** Every occurrence holding a VideoRoom that nobody is in (or that ended). */
    async idle(): Promise<IdlePlacement[]> {
      const rows = await db
        .select({
          occurrenceId: roomOccurrences.id,
          node: roomOccurrences.sfuNode,
          sfuRoomId: roomOccurrences.sfuRoomId,
          secret: roomOccurrences.sfuSecret,
          endedAt: roomOccurrences.endedAt,
        })
        .from(roomOccurrences)
        .where(and(isNotNull(roomOccurrences.sfuRoomId), idle));
      return rows.flatMap(
        ({ occurrenceId, node, sfuRoomId, secret, endedAt }) =>
          node === null || sfuRoomId === null || !secret
            ? []
            : [
                {
                  occurrenceId,
                  placement: { node, sfuRoomId, secret },
                  ended: endedAt !== null,
                },
              ],
      );
    },

    /**
     * Forgets the occurrence's VideoRoom if it is still `sfuRoomId` and still idle, in one
     * statement (a seat taken meanwhile keeps it); true when this call did.
     */
    async release(occurrenceId: string, sfuRoomId: number): Promise<boolean> {
      const released = await db
        .update(roomOccurrences)
        .set({ sfuNode: null, sfuRoomId: null, sfuSecret: null })
        .where(
          and(
            eq(roomOccurrences.id, occurrenceId),
            eq(roomOccurrences.sfuRoomId, sfuRoomId),
            idle,
          ),
        )
        .returning({ id: roomOccurrences.id });
      return released.length > 0;
    },

    /**
     * Records `next` if the occurrence is open and its VideoRoom is still `expected` (null: none
     * yet); answers the placement that holds now (`next`, or another instance's).
     */
    async place(
      occurrenceId: string,
      next: SfuPlacement | null,
      expected: number | null,
    ): Promise<{ won: boolean; placement: SfuPlacement | null }> {
      const won = await setIf(
        occurrenceId,
        next,
        expected === null
          ? isNull(roomOccurrences.sfuRoomId)
          : eq(roomOccurrences.sfuRoomId, expected),
      );
      // Read back either way: the row's watch epoch comes with it.
      return { won, placement: await placement(occurrenceId) };
    },
  };
}
