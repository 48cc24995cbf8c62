import { and, desc, eq, getTableColumns, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recordings } from '../../db/schema';

export type RecordingRow = typeof recordings.$inferSelect;
export type NewRecording = typeof recordings.$inferInsert;
export type RecordingChanges = Partial<
  Pick<
    NewRecording,
    | 'monetizeAmountCents'
    | 'monetizeCurrency'
    | 'donationAmountCents'
    | 'donationCurrency'
  >
>;
/** Where the previous page ended: the row's creation instant (microseconds, as text) and id. */
export interface RecordingPosition {
  at: string;
  id: string;
}

/**
 * created_at to the microsecond, as the cursor carries it (the column keeps microseconds; a
 * JavaScript date would round them off and skip rows).
 */
const positionAt = sql<string>`to_char(${recordings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type RecordingRepository = ReturnType<typeof createRecordingRepository>;

export function createRecordingRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;
  return {
    /**
     * One page of the user's recordings, newest first (created_at, id descending), after
     * `after`, each row with its position. The index on (user_id, created_at) serves the
     * range and the order; ties on created_at are sorted by id after it.
     */
    page: (userId: string, after: RecordingPosition | null, limit: number) => {
      const at = after && sql`${after.at}::timestamptz`;
      return db
        .select({ ...getTableColumns(recordings), position: positionAt })
        .from(recordings)
        .where(
          and(
            eq(recordings.userId, userId),
            at && after
              ? and(
                  lte(recordings.createdAt, at),
                  or(
                    lt(recordings.createdAt, at),
                    and(
                      eq(recordings.createdAt, at),
                      lt(recordings.id, after.id),
                    ),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(recordings.createdAt), desc(recordings.id))
        .limit(limit);
    },

    /** Every recording of the user (an account's deletion takes their files along). */
    ofUser: (userId: string): Promise<RecordingRow[]> =>
      db.select().from(recordings).where(eq(recordings.userId, userId)),

    /** The user's recording with that id; null for anyone else's. */
    async owned(userId: string, id: string): Promise<RecordingRow | null> {
      return first(
        await db
          .select()
          .from(recordings)
          .where(and(eq(recordings.id, id), eq(recordings.userId, userId))),
      );
    },

    async ownedByFileKey(
      userId: string,
      fileKey: string,
    ): Promise<RecordingRow | null> {
      return first(
        await db
          .select()
          .from(recordings)
          .where(
            and(eq(recordings.fileKey, fileKey), eq(recordings.userId, userId)),
          ),
      );
    },

    async ownedByShareId(
      userId: string,
      shareId: string,
    ): Promise<RecordingRow | null> {
      return first(
        await db
          .select()
          .from(recordings)
          .where(
            and(eq(recordings.shareId, shareId), eq(recordings.userId, userId)),
          ),
      );
    },

    async insert(values: NewRecording): Promise<RecordingRow> {
      const [row] = await db.insert(recordings).values(values).returning();
      return row;
    },

    async update(
      userId: string,
      id: string,
      changes: RecordingChanges,
    ): Promise<RecordingRow | null> {
      return first(
        await db
          .update(recordings)
          .set(changes)
          .where(and(eq(recordings.id, id), eq(recordings.userId, userId)))
          .returning(),
      );
    },

    async delete(userId: string, id: string): Promise<RecordingRow | null> {
      return first(
        await db
          .delete(recordings)
          .where(and(eq(recordings.id, id), eq(recordings.userId, userId)))
          .returning(),
      );
    },
  };
}
