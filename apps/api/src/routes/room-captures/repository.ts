// The room_captures rows (docs/recording.md): each state change is a compare-and-set, so
// of two instances stopping the same recording one wins and enqueues its composition.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RoomRecordingStop } from '@ruume/contracts';
import type { Db } from '../../db/database';
import { jobs, roomCaptures, type RecordedFeed } from '../../db/schema';

export type CaptureRow = typeof roomCaptures.$inferSelect;
export type CaptureRepository = ReturnType<typeof createCaptureRepository>;

/** The composition job of a recording (one unfinished per recording: its dedupe key). */
export const composeKeyOf = (id: string) => `compose:${id}`;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export function createCaptureRepository(db: Db) {
  return {
    /** The occurrence's running recording. */
    async running(occurrenceId: string): Promise<CaptureRow | null> {
      return first(
        await db
          .select()
          .from(roomCaptures)
          .where(
            and(
              eq(roomCaptures.occurrenceId, occurrenceId),
              eq(roomCaptures.state, 'recording'),
            ),
          ),
      );
    },

    /** Every recording running now (the guard looks at each). */
    async allRunning(): Promise<CaptureRow[]> {
      return db
        .select()
        .from(roomCaptures)
        .where(eq(roomCaptures.state, 'recording'));
    },

    /** A new running recording; null when the occurrence already has one. */
    async start(
      values: typeof roomCaptures.$inferInsert,
    ): Promise<CaptureRow | null> {
      return first(
        await db
          .insert(roomCaptures)
          .values({ ...values, state: 'recording' })
          .onConflictDoNothing()
          .returning(),
      );
    },

    /** Adds whose feeds these are (merged into what is known). */
    async addFeeds(id: string, feeds: Record<string, RecordedFeed>) {
      await db
        .update(roomCaptures)
        .set({
          feeds: sql`${roomCaptures.feeds} || ${JSON.stringify(feeds)}::jsonb`,
        })
        .where(eq(roomCaptures.id, id));
    },

    /** Running → processing; null when it was not running (another instance stopped it). */
    async stop(
      id: string,
      reason: RoomRecordingStop,
    ): Promise<CaptureRow | null> {
      return first(
        await db
          .update(roomCaptures)
          .set({
            state: 'processing',
            stopReason: reason,
            stoppedAt: sql`now()`,
          })
          .where(
            and(eq(roomCaptures.id, id), eq(roomCaptures.state, 'recording')),
          )
          .returning(),
      );
    },

    async get(id: string): Promise<CaptureRow | null> {
      return first(
        await db.select().from(roomCaptures).where(eq(roomCaptures.id, id)),
      );
    },

    async finish(id: string, recordingId: string): Promise<void> {
      await db
        .update(roomCaptures)
        .set({ state: 'done', recordingId, error: null })
        .where(eq(roomCaptures.id, id));
    },

    async fail(id: string, error: string): Promise<void> {
      await db
        .update(roomCaptures)
        .set({ state: 'failed', error })
        .where(eq(roomCaptures.id, id));
    },

    /**
     * The user's recordings not in the library yet, newest first, with their composition's
     * progress (its job's row).
     */
    async unfinished(userId: string) {
      return db
        .select({
          row: roomCaptures,
          jobState: jobs.state,
          progress: jobs.progress,
          jobError: jobs.lastError,
        })
        .from(roomCaptures)
        .leftJoin(
          jobs,
          and(
            eq(jobs.dedupeKey, sql`'compose:' || ${roomCaptures.id}`),
            inArray(jobs.state, ['queued', 'running', 'failed']),
          ),
        )
        .where(
          and(
            eq(roomCaptures.userId, userId),
            inArray(roomCaptures.state, ['recording', 'processing', 'failed']),
          ),
        )
        .orderBy(desc(roomCaptures.startedAt));
    },

    /**
     * Deletes a failed one of the user's (failed itself, or its composition failed for good);
     * false when there is none such.
     */
    async dismiss(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(roomCaptures)
        .where(
          and(
            eq(roomCaptures.id, id),
            eq(roomCaptures.userId, userId),
            inArray(roomCaptures.state, ['processing', 'failed']),
            sql`not exists (select 1 from ${jobs} where ${jobs.dedupeKey} = 'compose:' || ${roomCaptures.id} and ${jobs.state} in ('queued', 'running'))`,
          ),
        )
        .returning({ id: roomCaptures.id });
      return deleted.length > 0;
    },
  };
}
