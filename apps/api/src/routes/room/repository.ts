import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { RoomSettings } from '@ruume/contracts';
import type { Db } from '../../db/database';
import {
  meetings,
  paymentAccounts,
  roomSeats,
  roomOccurrences,
} from '../../db/schema';
import {
  accountColumns,
  activeAccountAt,
  type UserRow,
} from '../../core/user-repository';
import { attemptsSoFar } from '../../plugins/rate-limit';
import { createChatRepository } from './chat-repository';
import { createParticipantRepository } from './participant-repository';

export type { Admission, RemovalKey } from './participant-repository';

export type RoomOccurrenceRow = typeof roomOccurrences.$inferSelect;
export type RoomRepository = ReturnType<typeof createRoomRepository>;

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

export function createRoomRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;

  return {
    ...createParticipantRepository(db),
    ...createChatRepository(db),
    /** What a rate-limit counter holds in its current window (0 when none runs). */
    attempts: (key: string) => attemptsSoFar(db, key),

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
  };
}
