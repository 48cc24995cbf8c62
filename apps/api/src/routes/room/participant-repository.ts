// Who is let into an occurrence and who is kept out of it (docs/live-room.md): the decisions
// and raised hands of room_participants, the removals of room_removals, and someone's standing
// (both, with the occurrence) read in one query, as a join and a hello need it.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  roomOccurrences,
  roomParticipants,
  roomRemovals,
} from '../../db/schema';

export type Admission = (typeof roomParticipants.$inferSelect)['admission'];

/** Who a removal refuses: the participant, their browser, their account. */
export interface RemovalKey {
  participantId: string;
  deviceHash: string | null;
  userId: string | null;
}

export function createParticipantRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;

  /** What the room decided about a participant in this occurrence, and their hand. */
  async function participant(occurrenceId: string, participantId: string) {
    return first(
      await db
        .select({
          admission: roomParticipants.admission,
          handRaised: roomParticipants.handRaised,
        })
        .from(roomParticipants)
        .where(
          and(
            eq(roomParticipants.occurrenceId, occurrenceId),
            eq(roomParticipants.participantId, participantId),
          ),
        ),
    );
  }

  return {
    participant,

    /** Records a decision; a denial is final, so nothing turns it into an admission. */
    async decide(
      occurrenceId: string,
      participantId: string,
      admission: Admission,
    ): Promise<Admission> {
      const [row] = await db
        .insert(roomParticipants)
        .values({ occurrenceId, participantId, admission })
        .onConflictDoUpdate({
          target: [
            roomParticipants.occurrenceId,
            roomParticipants.participantId,
          ],
          set: { admission, updatedAt: sql`now()` },
          setWhere: sql`${roomParticipants.admission} <> 'denied'`,
        })
        .returning({ admission: roomParticipants.admission });
      return (
        row?.admission ??
        (await participant(occurrenceId, participantId))?.admission ??
        admission
      );
    },

    async setHand(
      occurrenceId: string,
      participantId: string,
      handRaised: boolean,
    ): Promise<void> {
      await db
        .update(roomParticipants)
        .set({ handRaised, updatedAt: sql`now()` })
        .where(
          and(
            eq(roomParticipants.occurrenceId, occurrenceId),
            eq(roomParticipants.participantId, participantId),
          ),
        );
    },

    async remove(
      occurrenceId: string,
      key: RemovalKey,
      reason: string,
    ): Promise<void> {
      await db.insert(roomRemovals).values({
        occurrenceId,
        participantId: key.participantId,
        deviceHash: key.deviceHash,
        userId: key.userId,
        reason,
      });
    },

    /**
     * Someone's standing in an occurrence, read at once (a join and a hello each ask): the
     * occurrence (null when there is none), the removal refusing this participant, browser or
     * account, and what the room decided about them, with their hand.
     */
    async standing(
      occurrenceId: string,
      key: RemovalKey,
    ): Promise<{
      occurrence: typeof roomOccurrences.$inferSelect;
      removal: { reason: string } | null;
      participant: { admission: Admission; handRaised: boolean } | null;
    } | null> {
      const removedBy: SQL[] = [
        eq(roomRemovals.participantId, key.participantId),
      ];
      if (key.deviceHash)
        removedBy.push(eq(roomRemovals.deviceHash, key.deviceHash));
      if (key.userId) removedBy.push(eq(roomRemovals.userId, key.userId));
      const row = first(
        await db
          .select({
            occurrence: roomOccurrences,
            removal: { reason: roomRemovals.reason },
            participant: {
              admission: roomParticipants.admission,
              handRaised: roomParticipants.handRaised,
            },
          })
          .from(roomOccurrences)
          .leftJoin(
            roomRemovals,
            and(
              eq(roomRemovals.occurrenceId, roomOccurrences.id),
              or(...removedBy),
            ),
          )
          .leftJoin(
            roomParticipants,
            and(
              eq(roomParticipants.occurrenceId, roomOccurrences.id),
              eq(roomParticipants.participantId, key.participantId),
            ),
          )
          .where(eq(roomOccurrences.id, occurrenceId))
          .limit(1),
      );
      return row;
    },
  };
}
