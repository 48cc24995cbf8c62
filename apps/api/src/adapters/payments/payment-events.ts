import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentEvents } from '../../db/schema';
import type {
  PaymentEvent,
  PaymentEventHandler,
  PaymentEvents,
} from './payments';

/**
 * Provider events, each applied once: the event id is claimed in the database before the
 * handlers run (a concurrent or later redelivery finds it claimed), and released when a handler
 * fails so the provider's retry applies it.
 */
export function createPaymentEvents(db: Db): PaymentEvents {
  const handlers: PaymentEventHandler[] = [];
  return {
    subscribe(handler) {
      handlers.push(handler);
    },
    async publish(event: PaymentEvent) {
      const claimed = await db
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (claimed.length === 0) return 'duplicate';
      try {
        for (const handler of handlers) await handler(event);
      } catch (error) {
        await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
        throw error;
      }
      return 'applied';
    },
  };
}

/** Providers redeliver for days (Stripe: up to three); ids older than this are let go. */
const EVENT_ID_RETENTION_DAYS = 30;

/** Forgets applied event ids past their retention (called by the periodic cleanup). */
export async function sweepPaymentEvents(db: Db): Promise<void> {
  await db
    .delete(paymentEvents)
    .where(
      lt(
        paymentEvents.receivedAt,
        sql`now() - ${EVENT_ID_RETENTION_DAYS} * interval '1 day'`,
      ),
    );
}
