import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  meetingCreations,
  meetingInvitations,
  meetings,
  templates,
} from '../../db/schema';
import {
  accountColumns,
  activeAccountAt,
  type UserRow,
} from '../../core/user-repository';

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;
export type InvitationRow = typeof meetingInvitations.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type MeetingRepository = ReturnType<typeof createMeetingRepository>;

/** The host as a room entry shows them (no email, no anything else). */
export interface RoomHost {
  firstName: string;
  lastName: string;
  displayFirstNameOnly: boolean;
  profilePicKey: string | null;
  avatarBackgroundColor: string | null;
  avatarTextColor: string | null;
  planTier: UserRow['planTier'];
}

/** Which of the host's meetings a list shows, and in which order. */
export type MeetingListKind = 'all' | 'customRoomId' | 'scheduled';

/** Where the previous page ended: the sort value (an instant) and the id. */
export interface ListPosition {
  at: Date;
  id: string;
}

const DAY = sql`interval '24 hours'`;

export function createMeetingRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;

  return {
    /**
     * One page of the owner's meetings, keyset-paginated. All and custom-room lists: newest
     * first (created_at, id descending). Scheduled: those not yet over, soonest first
     * (scheduled_start, id ascending). Each is served by an index on the owner and its order.
     */
    async page(
      ownerId: string,
      kind: MeetingListKind,
      after: ListPosition | null,
      limit: number,
    ): Promise<MeetingRow[]> {
      if (kind === 'scheduled') {
        const conditions: Array<SQL | undefined> = [
          eq(meetings.ownerId, ownerId),
          isNotNull(meetings.scheduledStart),
          gt(meetings.scheduledEnd, sql`now()`),
        ];
        if (after) {
          conditions.push(
            or(
              gt(meetings.scheduledStart, after.at),
              and(
                eq(meetings.scheduledStart, after.at),
                gt(meetings.id, after.id),
              ),
            ),
          );
        }
        return db
          .select()
          .from(meetings)
          .where(and(...conditions))
          .orderBy(asc(meetings.scheduledStart), asc(meetings.id))
          .limit(limit);
      }
      const conditions: Array<SQL | undefined> = [
        eq(meetings.ownerId, ownerId),
      ];
      if (kind === 'customRoomId')
        conditions.push(eq(meetings.customRoomId, true));
      if (after) {
        conditions.push(
          or(
            lt(meetings.createdAt, after.at),
            and(eq(meetings.createdAt, after.at), lt(meetings.id, after.id)),
          ),
        );
      }
      return db
        .select()
        .from(meetings)
        .where(and(...conditions))
        .orderBy(desc(meetings.createdAt), desc(meetings.id))
        .limit(limit);
    },

    /** The owner's meeting with that id; null for anyone else's. */
    async owned(ownerId: string, id: string): Promise<MeetingRow | null> {
      return first(
        await db
          .select()
          .from(meetings)
          .where(and(eq(meetings.id, id), eq(meetings.ownerId, ownerId))),
      );
    },

    /** A room by its id, with its template (if still there) and its host's public face. */
    async room(roomId: string) {
      return first(
        await db
          .select({
            meeting: meetings,
            template: templates,
            host: {
              firstName: accountColumns.firstName,
              lastName: accountColumns.lastName,
              displayFirstNameOnly: accountColumns.displayFirstNameOnly,
              profilePicKey: accountColumns.profilePicKey,
              avatarBackgroundColor: accountColumns.avatarBackgroundColor,
              avatarTextColor: accountColumns.avatarTextColor,
              planTier: accountColumns.planTier,
            },
          })
          .from(meetings)
          .innerJoin(...activeAccountAt(meetings.ownerId))
          .leftJoin(templates, eq(templates.id, meetings.templateId))
          .where(eq(meetings.roomId, roomId)),
      );
    },

    /** A template the user may start a room from: their own, or a stock one. */
    async usableTemplate(
      userId: string,
      templateId: string,
    ): Promise<TemplateRow | null> {
      return first(
        await db
          .select()
          .from(templates)
          .where(
            and(
              eq(templates.id, templateId),
              or(eq(templates.userId, userId), isNull(templates.userId)),
            ),
          ),
      );
    },

    /** Meetings the owner created in the last 24 hours (deleted ones included). */
    async creationsInLastDay(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(meetingCreations)
        .where(
          and(
            eq(meetingCreations.ownerId, ownerId),
            gt(meetingCreations.createdAt, sql`now() - ${DAY}`),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Forgets everyone's creations older than a day (the periodic cleanup): they no longer count. */
    async sweepCreations(): Promise<void> {
      await db
        .delete(meetingCreations)
        .where(lt(meetingCreations.createdAt, sql`now() - ${DAY}`));
    },

    /** Counts a creation, and forgets the owner's creations older than a day. */
    async recordCreation(ownerId: string): Promise<void> {
      await db
        .delete(meetingCreations)
        .where(
          and(
            eq(meetingCreations.ownerId, ownerId),
            lt(meetingCreations.createdAt, sql`now() - ${DAY}`),
          ),
        );
      await db.insert(meetingCreations).values({ ownerId });
    },

    /**
     * Inserts the meeting unless its room id is taken (null then). No unique violation is
     * raised, so the caller's transaction stays usable for another try.
     */
    async insertIfRoomFree(values: NewMeeting): Promise<MeetingRow | null> {
      return first(
        await db
          .insert(meetings)
          .values(values)
          .onConflictDoNothing({ target: meetings.roomId })
          .returning(),
      );
    },

    /** Removes the schedule and raises the .ics sequence; null if not the owner's or unscheduled. */
    async unsetSchedule(
      ownerId: string,
      id: string,
    ): Promise<MeetingRow | null> {
      return first(
        await db
          .update(meetings)
          .set({
            scheduledStart: null,
            scheduledEnd: null,
            timezone: null,
            icsSequence: sql`${meetings.icsSequence} + 1`,
          })
          .where(
            and(
              eq(meetings.id, id),
              eq(meetings.ownerId, ownerId),
              isNotNull(meetings.scheduledStart),
            ),
          )
          .returning(),
      );
    },

    async delete(ownerId: string, id: string): Promise<MeetingRow | null> {
      return first(
        await db
          .delete(meetings)
          .where(and(eq(meetings.id, id), eq(meetings.ownerId, ownerId)))
          .returning(),
      );
    },

    // ---- Invitations ----------------------------------------------------------------------

    invitationsOf: (meetingId: string): Promise<InvitationRow[]> =>
      db
        .select()
        .from(meetingInvitations)
        .where(eq(meetingInvitations.meetingId, meetingId))
        .orderBy(
          asc(meetingInvitations.createdAt),
          asc(meetingInvitations.email),
        ),

    /** Invitations the owner sent in the last 24 hours, across their meetings. */
    async invitationsInLastDay(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(meetingInvitations)
        .innerJoin(meetings, eq(meetings.id, meetingInvitations.meetingId))
        .where(
          and(
            eq(meetings.ownerId, ownerId),
            gt(meetingInvitations.createdAt, sql`now() - ${DAY}`),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Adds the invitations not there yet; answers only those it added. */
    async addInvitations(
      meetingId: string,
      invitees: Array<{ email: string; tokenHash: string }>,
    ): Promise<InvitationRow[]> {
      if (invitees.length === 0) return [];
      return db
        .insert(meetingInvitations)
        .values(invitees.map((invitee) => ({ meetingId, ...invitee })))
        .onConflictDoNothing({
          target: [meetingInvitations.meetingId, meetingInvitations.email],
        })
        .returning();
    },

    async deleteInvitationsOf(meetingId: string): Promise<void> {
      await db
        .delete(meetingInvitations)
        .where(eq(meetingInvitations.meetingId, meetingId));
    },

    /** The invitation of a confirm link, with its meeting. */
    async invitationByTokenHash(tokenHash: string) {
      return first(
        await db
          .select({ invitation: meetingInvitations, meeting: meetings })
          .from(meetingInvitations)
          .innerJoin(meetings, eq(meetings.id, meetingInvitations.meetingId))
          .where(eq(meetingInvitations.tokenHash, tokenHash)),
      );
    },

    /** Marks it confirmed once; a second confirmation keeps the first time. */
    async confirm(invitationId: string): Promise<InvitationRow | null> {
      return first(
        await db
          .update(meetingInvitations)
          .set({
            confirmedAt: sql`coalesce(${meetingInvitations.confirmedAt}, now())`,
          })
          .where(eq(meetingInvitations.id, invitationId))
          .returning(),
      );
    },
  };
}
