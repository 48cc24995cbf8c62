// Where an occurrence's VideoRoom is (its node, room id and secret), in the occurrence's row:
// every api instance and a restarted one find the same room. Changed only by compare-and-set,
// so of several instances creating or recreating it at once, one wins and the others use its.
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { roomSeats, roomSessions } from '../../../db/schema';

export interface SfuPlacement {
  /** Index in JANUS_URL's nodes. */
  node: number;
  room: number;
  secret: string;
  /** The audience's pin generation (a removal from the audience starts a new one). */
  watchEpoch?: number;
}

export type SfuStore = ReturnType<typeof createSfuStore>;

/** An occurrence whose VideoRoom nobody uses: it ended, or none of its seats is held. */
export interface IdlePlacement {
  sessionId: string;
  placement: SfuPlacement;
  ended: boolean;
}

/** Ended, or without a seat held now (seats are taken before any media access is given). */
const idle = or(
  isNotNull(roomSessions.endedAt),
  sql`not exists (select 1 from ${roomSeats} where ${roomSeats.sessionId} = ${roomSessions.id} and ${roomSeats.expiresAt} > now())`,
);

export function createSfuStore(db: Db) {
  async function placement(sessionId: string): Promise<SfuPlacement | null> {
    const [row] = await db
      .select({
        node: roomSessions.sfuNode,
        room: roomSessions.sfuRoom,
        secret: roomSessions.sfuSecret,
        watchEpoch: roomSessions.watchEpoch,
      })
      .from(roomSessions)
      .where(eq(roomSessions.id, sessionId));
    if (!row || row.node === null || row.room === null || !row.secret)
      return null;
    return {
      node: row.node,
      room: row.room,
      secret: row.secret,
      watchEpoch: row.watchEpoch,
    };
  }

  async function setIf(
    sessionId: string,
    next: SfuPlacement | null,
    current: SQL | undefined,
  ): Promise<boolean> {
    const updated = await db
      .update(roomSessions)
      .set({
        sfuNode: next?.node ?? null,
        sfuRoom: next?.room ?? null,
        sfuSecret: next?.secret ?? null,
      })
      .where(
        and(
          eq(roomSessions.id, sessionId),
          isNull(roomSessions.endedAt),
          current,
        ),
      )
      .returning({ id: roomSessions.id });
    return updated.length > 0;
  }

  return {
    placement,

    /** A new pin generation for the occurrence's audience; answers it. */
    async nextWatchEpoch(sessionId: string): Promise<number> {
      const [row] = await db
        .update(roomSessions)
        .set({ watchEpoch: sql`${roomSessions.watchEpoch} + 1` })
        .where(eq(roomSessions.id, sessionId))
        .returning({ watchEpoch: roomSessions.watchEpoch });
      return row?.watchEpoch ?? 0;
    },

    /** Every occurrence holding a VideoRoom that nobody is in (or that ended). */
    async idle(): Promise<IdlePlacement[]> {
      const rows = await db
        .select({
          sessionId: roomSessions.id,
          node: roomSessions.sfuNode,
          room: roomSessions.sfuRoom,
          secret: roomSessions.sfuSecret,
          endedAt: roomSessions.endedAt,
        })
        .from(roomSessions)
        .where(and(isNotNull(roomSessions.sfuRoom), idle));
      return rows.flatMap(({ sessionId, node, room, secret, endedAt }) =>
        node === null || room === null || !secret
          ? []
          : [
              {
                sessionId,
                placement: { node, room, secret },
                ended: endedAt !== null,
              },
            ],
      );
    },

    /**
     * Forgets the occurrence's VideoRoom if it is still `room` and still idle, in one statement
     * (a seat taken meanwhile keeps it); true when this call did.
     */
    async release(sessionId: string, room: number): Promise<boolean> {
      const released = await db
        .update(roomSessions)
        .set({ sfuNode: null, sfuRoom: null, sfuSecret: null })
        .where(
          and(
            eq(roomSessions.id, sessionId),
            eq(roomSessions.sfuRoom, room),
            idle,
          ),
        )
        .returning({ id: roomSessions.id });
      return released.length > 0;
    },

    /**
     * Records `next` if the occurrence is open and its VideoRoom is still `expected` (null: none
     * yet); answers the placement that holds now (`next`, or another instance's).
     */
    async place(
      sessionId: string,
      next: SfuPlacement | null,
      expected: number | null,
    ): Promise<{ won: boolean; placement: SfuPlacement | null }> {
      const won = await setIf(
        sessionId,
        next,
        expected === null
          ? isNull(roomSessions.sfuRoom)
          : eq(roomSessions.sfuRoom, expected),
      );
      // Read back either way: the row's watch epoch comes with it.
      return { won, placement: await placement(sessionId) };
    },
  };
}
