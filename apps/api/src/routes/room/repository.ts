import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RoomChatMessage, RoomSettings } from '@ruume/contracts';
import type { Db } from '../../db/database';
import {
  meetings,
  paymentAccounts,
  rateLimits,
  roomChatMessages,
  roomParticipants,
  roomRemovals,
  roomSeats,
  roomOccurrences,
} from '../../db/schema';
import {
  accountColumns,
  activeAccountAt,
  type UserRow,
} from '../../core/user-repository';

export type RoomOccurrenceRow = typeof roomOccurrences.$inferSelect;
export type RoomRepository = ReturnType<typeof createRoomRepository>;
export type Admission = (typeof roomParticipants.$inferSelect)['admission'];

/** A room as joining it needs to know it: the meeting, its password (the meeting's own), its host. */
export interface RoomRecord {
  meeting: typeof meetings.$inferSelect;
  passwordHash: string | null;
  host: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    displayFirstNameOnly: boolean;
    planTier: UserRow['planTier'];
    /** The provider's account id when it is onboarded; null otherwise. */
    payableAccountId: string | null;
  };
}

export const settingsOf = (row: RoomOccurrenceRow): RoomSettings => ({
  locked: row.locked,
  waitingRoom: row.waitingRoom,
  micLocked: row.micLocked,
  audience: row.audienceOpen,
  audienceChat: row.audienceChat,
});

/** The columns of the settings that changed (`audience` is the audience_open column). */
const settingsColumns = ({ audience, ...rest }: Partial<RoomSettings>) => ({
  ...rest,
  ...(audience === undefined ? {} : { audienceOpen: audience }),
});

/** Who a removal refuses: the participant, their browser, their account. */
export interface RemovalKey {
  participantId: string;
  deviceHash: string | null;
  userId: string | null;
}

export function createRoomRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;

  return {
    /** A room by its (lower-case) id; a blocked host's rooms are gone like deleted ones. */
    async room(roomId: string): Promise<RoomRecord | null> {
      const row = first(
        await db
          .select({
            meeting: meetings,
            host: {
              id: accountColumns.id,
              email: accountColumns.email,
              firstName: accountColumns.firstName,
              lastName: accountColumns.lastName,
              displayFirstNameOnly: accountColumns.displayFirstNameOnly,
              planTier: accountColumns.planTier,
            },
            accountId: paymentAccounts.accountId,
            onboarded: paymentAccounts.onboarded,
          })
          .from(meetings)
          .innerJoin(...activeAccountAt(meetings.ownerId))
          .leftJoin(
            paymentAccounts,
            eq(paymentAccounts.userId, meetings.ownerId),
          )
          .where(eq(meetings.roomId, roomId)),
      );
      if (!row) return null;
      return {
        meeting: row.meeting,
        passwordHash: row.meeting.passwordHash,
        host: {
          ...row.host,
          payableAccountId: row.onboarded ? row.accountId : null,
        },
      };
    },

    /** The meeting's open occurrence, if any. */
    async openOccurrence(meetingId: string): Promise<RoomOccurrenceRow | null> {
      return first(
        await db
          .select()
          .from(roomOccurrences)
          .where(
            and(
              eq(roomOccurrences.meetingId, meetingId),
              isNull(roomOccurrences.endedAt),
            ),
          ),
      );
    },

    /** The meeting's newest occurrence, open or ended (its settings stick to the next). */
    async latestOccurrence(
      meetingId: string,
    ): Promise<RoomOccurrenceRow | null> {
      return first(
        await db
          .select()
          .from(roomOccurrences)
          .where(eq(roomOccurrences.meetingId, meetingId))
          .orderBy(desc(roomOccurrences.startedAt))
          .limit(1),
      );
    },

    /**
     * An occurrence's room id, and whether anyone is in it (not ended, a seat held: seats are
     * kept through a reload's grace); null when it is gone.
     */
    async occupancy(
      occurrenceId: string,
    ): Promise<{ roomId: string; inUse: boolean } | null> {
      return first(
        await db
          .select({
            roomId: meetings.roomId,
            inUse: sql<boolean>`${roomOccurrences.endedAt} is null and exists (select 1 from ${roomSeats} where ${roomSeats.occurrenceId} = ${roomOccurrences.id} and ${roomSeats.expiresAt} > now())`,
          })
          .from(roomOccurrences)
          .innerJoin(meetings, eq(meetings.id, roomOccurrences.meetingId))
          .where(eq(roomOccurrences.id, occurrenceId)),
      );
    },

    async occurrence(id: string): Promise<RoomOccurrenceRow | null> {
      return first(
        await db
          .select()
          .from(roomOccurrences)
          .where(eq(roomOccurrences.id, id)),
      );
    },

    /**
     * The open occurrence, started now when there is none; the waiting room choice of the last
     * one carries over. Parallel first joins meet on the one-open-per-meeting index.
     */
    async openOrStartOccurrence(meetingId: string): Promise<RoomOccurrenceRow> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const open = await this.openOccurrence(meetingId);
        if (open) return open;
        const previous = await this.latestOccurrence(meetingId);
        const [started] = await db
          .insert(roomOccurrences)
          .values({
            meetingId,
            waitingRoom: previous?.waitingRoom ?? false,
            audienceOpen: previous?.audienceOpen ?? true,
            audienceChat: previous?.audienceChat ?? true,
          })
          .onConflictDoNothing()
          .returning();
        if (started) return started;
      }
      throw new Error('could not open a room occurrence');
    },

    /** Ends every open occurrence of the host's rooms (a blocked host): the ones it ended. */
    async endOccurrencesOfHost(
      hostId: string,
    ): Promise<Array<{ roomId: string; occurrenceId: string }>> {
      const open = await db
        .select({ roomId: meetings.roomId, occurrenceId: roomOccurrences.id })
        .from(roomOccurrences)
        .innerJoin(meetings, eq(meetings.id, roomOccurrences.meetingId))
        .where(
          and(eq(meetings.ownerId, hostId), isNull(roomOccurrences.endedAt)),
        );
      const ended = [];
      for (const room of open) {
        if (await this.endOccurrence(room.occurrenceId)) ended.push(room);
      }
      return ended;
    },

    /** Ends the occurrence and frees its seats; false when it had ended already. */
    async endOccurrence(id: string): Promise<boolean> {
      const ended = await db
        .update(roomOccurrences)
        .set({ endedAt: sql`now()` })
        .where(and(eq(roomOccurrences.id, id), isNull(roomOccurrences.endedAt)))
        .returning({ id: roomOccurrences.id });
      await db.delete(roomSeats).where(eq(roomSeats.occurrenceId, id));
      return ended.length > 0;
    },

    async updateSettings(
      id: string,
      settings: Partial<RoomSettings>,
    ): Promise<RoomOccurrenceRow | null> {
      const [row] = await db
        .update(roomOccurrences)
        .set(settingsColumns(settings))
        .where(and(eq(roomOccurrences.id, id), isNull(roomOccurrences.endedAt)))
        .returning();
      return row ?? null;
    },

    async setCohosts(
      id: string,
      cohosts: string[],
    ): Promise<RoomOccurrenceRow | null> {
      const [row] = await db
        .update(roomOccurrences)
        .set({ cohosts })
        .where(and(eq(roomOccurrences.id, id), isNull(roomOccurrences.endedAt)))
        .returning();
      return row ?? null;
    },

    /** What the room decided about a participant in this occurrence, and their hand. */
    async participant(occurrenceId: string, participantId: string) {
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
    },

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
        (await this.participant(occurrenceId, participantId))?.admission ??
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

    /** The newest `limit` messages of the occurrence, oldest first. */
    async chat(
      occurrenceId: string,
      limit: number,
    ): Promise<RoomChatMessage[]> {
      const rows = await db
        .select()
        .from(roomChatMessages)
        .where(eq(roomChatMessages.occurrenceId, occurrenceId))
        .orderBy(desc(roomChatMessages.sentAt), desc(roomChatMessages.id))
        .limit(limit);
      return rows.reverse().map((row) => ({
        id: row.id,
        from: row.participantId,
        displayName: row.displayName,
        text: row.text,
        sentAt: row.sentAt.getTime(),
      }));
    },

    /** Stores a message, and forgets those older than the newest `keep`. */
    async addChat(
      occurrenceId: string,
      message: { participantId: string; displayName: string; text: string },
      keep: number,
    ): Promise<RoomChatMessage> {
      const [row] = await db
        .insert(roomChatMessages)
        .values({ occurrenceId, ...message })
        .returning();
      const [cut] = await db
        .select({ sentAt: roomChatMessages.sentAt })
        .from(roomChatMessages)
        .where(eq(roomChatMessages.occurrenceId, occurrenceId))
        .orderBy(desc(roomChatMessages.sentAt))
        .offset(keep)
        .limit(1);
      if (cut) {
        await db
          .delete(roomChatMessages)
          .where(
            and(
              eq(roomChatMessages.occurrenceId, occurrenceId),
              lt(roomChatMessages.sentAt, cut.sentAt),
            ),
          );
      }
      return {
        id: row.id,
        from: row.participantId,
        displayName: row.displayName,
        text: row.text,
        sentAt: row.sentAt.getTime(),
      };
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
      occurrence: RoomOccurrenceRow;
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

    /** What a rate-limit counter holds in its current window (0 when none runs). */
    async attempts(key: string): Promise<number> {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(
          and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, sql`now()`)),
        );
      return row?.count ?? 0;
    },
  };
}
