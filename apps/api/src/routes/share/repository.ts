import { and, desc, eq, sql } from 'drizzle-orm';
import type { RecordingSales } from '@ruume/contracts';
import { sumOf } from '../../db/aggregates';
import type { Db } from '../../db/database';
import {
  paymentAccounts,
  recordingPurchases,
  recordings,
  users,
} from '../../db/schema';

export type RecordingRow = typeof recordings.$inferSelect;
export type NewPurchase = typeof recordingPurchases.$inferInsert;
export type ShareRepository = ReturnType<typeof createShareRepository>;

/** A shared recording with what selling it needs to know of its creator. */
export interface SharedRecording {
  recording: RecordingRow;
  creator: {
    id: string;
    firstName: string;
    lastName: string;
    displayFirstNameOnly: boolean;
    planTier: (typeof users.$inferSelect)['planTier'];
    /** The provider's account id when it is onboarded; null otherwise. */
    payableAccountId: string | null;
  };
}

/** Reads recordings by their share id and keeps what visitors paid for them. */
export function createShareRepository(db: Db) {
  const shared = (where: ReturnType<typeof eq>) =>
    db
      .select({
        recording: recordings,
        creator: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          displayFirstNameOnly: users.displayFirstNameOnly,
          planTier: users.planTier,
        },
        accountId: paymentAccounts.accountId,
        onboarded: paymentAccounts.onboarded,
      })
      .from(recordings)
      .innerJoin(users, eq(users.id, recordings.userId))
      .leftJoin(paymentAccounts, eq(paymentAccounts.userId, users.id))
      .where(where);

  const toShared = (
    rows: Awaited<ReturnType<typeof shared>>,
  ): SharedRecording | null => {
    const row = rows[0];
    if (!row) return null;
    return {
      recording: row.recording,
      creator: {
        ...row.creator,
        payableAccountId: row.onboarded ? row.accountId : null,
      },
    };
  };

  return {
    byShareId: async (shareId: string) =>
      toShared(await shared(eq(recordings.shareId, shareId))),

    byId: async (id: string) => toShared(await shared(eq(recordings.id, id))),

    /** Has this (lower-case) email bought the recording? Donations open nothing. */
    async hasBought(recordingId: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: recordingPurchases.id })
        .from(recordingPurchases)
        .where(
          and(
            eq(recordingPurchases.recordingId, recordingId),
            eq(recordingPurchases.buyerEmail, email),
            eq(recordingPurchases.paymentType, 'Recording'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The purchase, unless its checkout was recorded already (false then). */
    async insertPurchase(purchase: NewPurchase): Promise<boolean> {
      const inserted = await db
        .insert(recordingPurchases)
        .values(purchase)
        .onConflictDoNothing({ target: recordingPurchases.checkoutId })
        .returning({ id: recordingPurchases.id });
      return inserted.length > 0;
    },

    async userExists(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, id));
      return rows.length > 0;
    },

    /** A creator's sales per recording and currency, the latest sale first. */
    async salesOf(creatorId: string): Promise<RecordingSales[]> {
      const p = recordingPurchases;
      const count = (type: 'Recording' | 'Donation') =>
        sql<number>`count(*) filter (where ${p.paymentType} = ${type})`.mapWith(
          Number,
        );
      // Deleted recordings (null id) stay apart by the name they had.
      const deletedName = sql`case when ${p.recordingId} is null then ${p.recordingName} end`;
      const rows = await db
        .select({
          recordingId: p.recordingId,
          currentName: recordings.name,
          snapshotName: sql<string>`max(${p.recordingName})`,
          currency: p.currency,
          purchases: count('Recording'),
          donations: count('Donation'),
          grossCents: sumOf(p.grossCents),
          feeCents: sumOf(p.feeCents),
          netCents: sumOf(p.netCents),
        })
        .from(p)
        .leftJoin(recordings, eq(recordings.id, p.recordingId))
        .where(eq(p.creatorId, creatorId))
        .groupBy(p.recordingId, recordings.name, p.currency, deletedName)
        .orderBy(desc(sql`max(${p.createdAt})`), p.currency);
      return rows.map(({ currentName, snapshotName, ...row }) => ({
        ...row,
        recordingName: currentName ?? snapshotName,
      }));
    },
  };
}
