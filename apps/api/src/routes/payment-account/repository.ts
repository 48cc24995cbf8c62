import { and, count, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { MonetizedProducts } from '@ruume/contracts';
import type { Db } from '../../db/database';
import { meetings, paymentAccounts, recordings } from '../../db/schema';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type PaymentAccountRepository = ReturnType<
  typeof createPaymentAccountRepository
>;

export function createPaymentAccountRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;
  return {
    /** What the user sells into the account: priced and tipped recordings, rooms with a fee. */
    async monetizedProducts(userId: string): Promise<MonetizedProducts> {
      const [recordingCounts] = await db
        .select({
          paid: count(recordings.monetizeAmountCents),
          donations: count(recordings.donationAmountCents),
        })
        .from(recordings)
        .where(eq(recordings.userId, userId));
      const [roomCounts] = await db
        .select({ rooms: count() })
        .from(meetings)
        .where(
          and(
            eq(meetings.ownerId, userId),
            or(
              isNotNull(meetings.participantFeeCents),
              isNotNull(meetings.audienceFeeCents),
            ),
          ),
        );
      return {
        paidRecordings: Number(recordingCounts?.paid ?? 0),
        donationRecordings: Number(recordingCounts?.donations ?? 0),
        paidRooms: Number(roomCounts?.rooms ?? 0),
      };
    },

    async ofUser(userId: string): Promise<PaymentAccountRow | null> {
      return first(
        await db
          .select()
          .from(paymentAccounts)
          .where(eq(paymentAccounts.userId, userId)),
      );
    },

    async byAccountId(accountId: string): Promise<PaymentAccountRow | null> {
      return first(
        await db
          .select()
          .from(paymentAccounts)
          .where(eq(paymentAccounts.accountId, accountId)),
      );
    },

    /** null when the user has one already (another request won the race). */
    async insert(
      userId: string,
      accountId: string,
    ): Promise<PaymentAccountRow | null> {
      return first(
        await db
          .insert(paymentAccounts)
          .values({ userId, accountId })
          .onConflictDoNothing()
          .returning(),
      );
    },

    /** The provider's onboarding state, unless a newer event was applied already. */
    async setOnboarded(
      accountId: string,
      onboarded: boolean,
      eventAt: Date,
    ): Promise<PaymentAccountRow | null> {
      return first(
        await db
          .update(paymentAccounts)
          .set({ onboarded, eventAt })
          .where(
            and(
              eq(paymentAccounts.accountId, accountId),
              or(
                isNull(paymentAccounts.eventAt),
                lte(paymentAccounts.eventAt, eventAt),
              ),
            ),
          )
          .returning(),
      );
    },

    async delete(userId: string): Promise<void> {
      await db
        .delete(paymentAccounts)
        .where(eq(paymentAccounts.userId, userId));
    },
  };
}
