import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES } from '@ruume/contracts';
import type { Db } from '../../db/database';
import { paymentCustomers, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type BillingRepository = ReturnType<typeof createBillingRepository>;

export function createBillingRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;
  return {
    async customerOf(userId: string): Promise<string | null> {
      const row = first(
        await db
          .select({ customerId: paymentCustomers.customerId })
          .from(paymentCustomers)
          .where(eq(paymentCustomers.userId, userId)),
      );
      return row?.customerId ?? null;
    },

    async userOfCustomer(customerId: string): Promise<string | null> {
      const row = first(
        await db
          .select({ userId: paymentCustomers.userId })
          .from(paymentCustomers)
          .where(eq(paymentCustomers.customerId, customerId)),
      );
      return row?.userId ?? null;
    },

    /** Keeps the first customer saved for a user (two tabs racing create two; one wins). */
    async saveCustomer(userId: string, customerId: string): Promise<string> {
      await db
        .insert(paymentCustomers)
        .values({ userId, customerId })
        .onConflictDoNothing({ target: paymentCustomers.userId });
      const saved = await this.customerOf(userId);
      return saved ?? customerId;
    },

    async findSubscription(id: string): Promise<SubscriptionRow | null> {
      return first(
        await db.select().from(subscriptions).where(eq(subscriptions.id, id)),
      );
    },

    /** The subscription that gives the user their plan: live, the newest first. */
    async liveSubscriptionOf(userId: string): Promise<SubscriptionRow | null> {
      return first(
        await db
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, userId),
              inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
            ),
          )
          .orderBy(desc(subscriptions.eventAt), desc(subscriptions.createdAt))
          .limit(1),
      );
    },

    /**
     * Writes the provider's state unless a newer event was applied already; returns whether it
     * was written.
     */
    async applySubscription(row: NewSubscription): Promise<boolean> {
      const written = await db
        .insert(subscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: subscriptions.id,
          set: {
            userId: row.userId,
            customerId: row.customerId,
            priceId: row.priceId,
            tier: row.tier,
            interval: row.interval,
            status: row.status,
            currentPeriodEnd: row.currentPeriodEnd,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            trialEnd: row.trialEnd,
            eventAt: row.eventAt,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${subscriptions.eventAt} <= excluded.event_at`,
        })
        .returning({ id: subscriptions.id });
      return written.length > 0;
    },
  };
}
