// recording_summaries rows, and the recordings they belong to (owned by the caller).
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  jobs,
  type KeptSpeech,
  recordings,
  recordingSummaries,
} from '../../db/schema';

export type SummaryRow = typeof recordingSummaries.$inferSelect;
export type SummaryRepository = ReturnType<typeof createSummaryRepository>;

/** The summary job of a recording (one unfinished per recording: its dedupe key). */
export const summaryKeyOf = (recordingId: string) => `summary:${recordingId}`;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export function createSummaryRepository(db: Db) {
  const recordingWhere = async (where: SQL | undefined) =>
    first(
      await db
        .select({
          id: recordings.id,
          userId: recordings.userId,
          name: recordings.name,
          fileKey: recordings.fileKey,
        })
        .from(recordings)
        .where(where),
    );

  return {
    /** The caller's recording (what the summary is of); null when it is not theirs. */
    ownedRecording: (userId: string, id: string) =>
      recordingWhere(and(eq(recordings.id, id), eq(recordings.userId, userId))),

    recording: (id: string) => recordingWhere(eq(recordings.id, id)),

    /** The row and its job's progress. */
    async withProgress(recordingId: string) {
      return first(
        await db
          .select({ row: recordingSummaries, progress: jobs.progress })
          .from(recordingSummaries)
          .leftJoin(
            jobs,
            and(
              eq(
                jobs.dedupeKey,
                sql`'summary:' || ${recordingSummaries.recordingId}`,
              ),
              inArray(jobs.state, ['queued', 'running']),
            ),
          )
          .where(eq(recordingSummaries.recordingId, recordingId)),
      );
    },

    async get(recordingId: string): Promise<SummaryRow | null> {
      return first(
        await db
          .select()
          .from(recordingSummaries)
          .where(eq(recordingSummaries.recordingId, recordingId)),
      );
    },

    /** Queued (again), with the speech kept for it (null: from the recording's file). */
    async queue(
      recordingId: string,
      userId: string,
      speech: KeptSpeech[] | null,
    ): Promise<SummaryRow> {
      const values = {
        state: 'queued' as const,
        error: null,
        updatedAt: new Date(),
        ...(speech ? { speech } : {}),
      };
      const [row] = await db
        .insert(recordingSummaries)
        .values({ recordingId, userId, ...values, speech })
        .onConflictDoUpdate({
          target: recordingSummaries.recordingId,
          set: values,
        })
        .returning();
      return row;
    },

    async update(
      recordingId: string,
      changes: Partial<Omit<SummaryRow, 'recordingId' | 'userId'>>,
    ): Promise<void> {
      await db
        .update(recordingSummaries)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(recordingSummaries.recordingId, recordingId));
    },
  };
}
