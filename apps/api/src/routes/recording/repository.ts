import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recordings, users } from '../../db/schema';

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
export type RecordingRepository = ReturnType<typeof createRecordingRepository>;

export function createRecordingRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;
  return {
    /** Newest first (the index on user and creation time serves it). */
    ofUser: (userId: string): Promise<RecordingRow[]> =>
      db
        .select()
        .from(recordings)
        .where(eq(recordings.userId, userId))
        .orderBy(desc(recordings.createdAt), desc(recordings.id)),

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

    /**
     * The user's row, locked until the transaction ends: uploads and deletions of one user
     * take turns, so the storage they count never goes stale (call within a transaction).
     */
    async lockUser(userId: string) {
      return first(
        await db
          .select({
            planTier: users.planTier,
            recordingStorageUsed: users.recordingStorageUsed,
          })
          .from(users)
          .where(eq(users.id, userId))
          .for('update'),
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
