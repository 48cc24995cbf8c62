import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentAccounts, recordings } from '../../db/schema';
import {
  accountColumns,
  accountAt,
  type UserRow,
} from '../../core/user-repository';

export type RecordingRow = typeof recordings.$inferSelect;
export type ShareRepository = ReturnType<typeof createShareRepository>;

/** A shared recording with what selling it needs to know of its creator. */
export interface SharedRecording {
  recording: RecordingRow;
  creator: {
    id: string;
    firstName: string;
    lastName: string;
    displayFirstNameOnly: boolean;
    planTier: UserRow['planTier'];
    /** The provider's account id when it is onboarded; null otherwise. */
    payableAccountId: string | null;
  };
}

/** Reads shared recordings by their share id, with their creator. */
export function createShareRepository(db: Db) {
  const shared = (where: ReturnType<typeof eq>) =>
    db
      .select({
        recording: recordings,
        creator: {
          id: accountColumns.id,
          firstName: accountColumns.firstName,
          lastName: accountColumns.lastName,
          displayFirstNameOnly: accountColumns.displayFirstNameOnly,
          planTier: accountColumns.planTier,
        },
        accountId: paymentAccounts.accountId,
        onboarded: paymentAccounts.onboarded,
      })
      .from(recordings)
      .innerJoin(...accountAt(recordings.userId))
      .leftJoin(paymentAccounts, eq(paymentAccounts.userId, recordings.userId))
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
  };
}
