// The meeting_recordings rows (docs/recording.md): each state change is a compare-and-set, so
// of two instances stopping the same recording one wins and enqueues its composition.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RoomRecordingStop } from '@ruume/contracts';
import type { Db } from '../db/database';
import { jobs, meetingRecordings, type RecordedFeed } from '../db/schema';

export type MeetingRecordingRow = typeof meetingRecordings.$inferSelect;
export type MeetingRecordingRepository = ReturnType<
  typeof createMeetingRecordingRepository
>;

/** The composition job of a recording (one unfinished per recording: its dedupe key). */
export const composeKeyOf = (id: string) => `compose:${id}`;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export function createMeetingRecordingRepository(db: Db) {
  return {
    /** The occurrence's running recording. */
    async running(sessionId: string): Promise<MeetingRecordingRow | null> {
      return first(
        await db
          .select()
          .from(meetingRecordings)
          .where(
            and(
              eq(meetingRecordings.sessionId, sessionId),
              eq(meetingRecordings.state, 'recording'),
            ),
          ),
      );
    },

    /** Every recording running now (the guard looks at each). */
    async allRunning(): Promise<MeetingRecordingRow[]> {
      return db
        .select()
        .from(meetingRecordings)
        .where(eq(meetingRecordings.state, 'recording'));
    },

    /** A new running recording; null when the occurrence already has one. */
    async start(
      values: typeof meetingRecordings.$inferInsert,
    ): Promise<MeetingRecordingRow | null> {
      return first(
        await db
          .insert(meetingRecordings)
          .values({ ...values, state: 'recording' })
          .onConflictDoNothing()
          .returning(),
      );
    },

    /** Adds whose feeds these are (merged into what is known). */
    async addFeeds(id: string, feeds: Record<string, RecordedFeed>) {
      await db
        .update(meetingRecordings)
        .set({
          feeds: sql`${meetingRecordings.feeds} || ${JSON.stringify(feeds)}::jsonb`,
        })
        .where(eq(meetingRecordings.id, id));
    },

    /** Running → processing; null when it was not running (another instance stopped it). */
    async stop(
      id: string,
      reason: RoomRecordingStop,
    ): Promise<MeetingRecordingRow | null> {
      return first(
        await db
          .update(meetingRecordings)
          .set({
            state: 'processing',
            stopReason: reason,
            stoppedAt: sql`now()`,
          })
          .where(
            and(
              eq(meetingRecordings.id, id),
              eq(meetingRecordings.state, 'recording'),
            ),
          )
          .returning(),
      );
    },

    async get(id: string): Promise<MeetingRecordingRow | null> {
      return first(
        await db
          .select()
          .from(meetingRecordings)
          .where(eq(meetingRecordings.id, id)),
      );
    },

    async finish(id: string, recordingId: string): Promise<void> {
      await db
        .update(meetingRecordings)
        .set({ state: 'done', recordingId, error: null })
        .where(eq(meetingRecordings.id, id));
    },

    async fail(id: string, error: string): Promise<void> {
      await db
        .update(meetingRecordings)
        .set({ state: 'failed', error })
        .where(eq(meetingRecordings.id, id));
    },

    /**
     * The user's recordings not in the library yet, newest first, with their composition's
     * progress (its job's row).
     */
    async unfinished(userId: string) {
      return db
        .select({
          row: meetingRecordings,
          jobState: jobs.state,
          progress: jobs.progress,
          jobError: jobs.lastError,
        })
        .from(meetingRecordings)
        .leftJoin(
          jobs,
          and(
            eq(jobs.dedupeKey, sql`'compose:' || ${meetingRecordings.id}`),
            inArray(jobs.state, ['queued', 'running', 'failed']),
          ),
        )
        .where(
          and(
            eq(meetingRecordings.userId, userId),
            inArray(meetingRecordings.state, [
              'recording',
              'processing',
              'failed',
            ]),
          ),
        )
        .orderBy(desc(meetingRecordings.startedAt));
    },

    /**
     * Deletes a failed one of the user's (failed itself, or its composition failed for good);
     * false when there is none such.
     */
    async dismiss(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(meetingRecordings)
        .where(
          and(
            eq(meetingRecordings.id, id),
            eq(meetingRecordings.userId, userId),
            inArray(meetingRecordings.state, ['processing', 'failed']),
            sql`not exists (select 1 from ${jobs} where ${jobs.dedupeKey} = 'compose:' || ${meetingRecordings.id} and ${jobs.state} in ('queued', 'running'))`,
          ),
        )
        .returning({ id: meetingRecordings.id });
      return deleted.length > 0;
    },
  };
}
