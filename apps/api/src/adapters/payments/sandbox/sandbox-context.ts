// What the sandbox's flows share: the store, the clock, event publishing, page URLs, and the
// conversions from stored documents to the provider's types.
import { PaymentsUnavailableError } from '../payments';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYOUT_SCHEDULE,
  type PaymentMethod,
  type PayoutSchedule,
} from '@ruume/contracts';
import type {
  PaymentEvent,
  PaymentEvents,
  ProviderAccount,
  ProviderSubscription,
} from '../payments';
import { findSandboxPrice } from './catalogue';
import type { InvoiceView } from './sandbox-controls';
import { newSandboxId } from './sandbox-ids';
import type {
  AccountDoc,
  CardDoc,
  InvoiceDoc,
  SandboxStore,
  SubscriptionDoc,
} from './sandbox-store';

/** An event before it gets its id and time. */
export type EventBody = PaymentEvent extends infer E
  ? E extends PaymentEvent
    ? Omit<E, 'id' | 'occurredAt'>
    : never
  : never;

export interface SandboxContext {
  store: SandboxStore;
  now(): Date;
  /** Delivers events in order, after the writes they report committed. */
  publish(events: EventBody[]): Promise<void>;
  /** Absolute URL of a hosted page, e.g. `checkout/cs_…`. */
  pageUrl(path: string): string;
}

export function createSandboxContext(deps: {
  store: SandboxStore;
  events: Pick<PaymentEvents, 'publish'>;
  pagesUrl: string;
  now?: () => Date;
  log?: FastifyBaseLogger;
}): SandboxContext {
  const now = deps.now ?? (() => new Date());
  const pagesUrl = deps.pagesUrl.replace(/\/+$/, '');
  let lastOccurredAt = 0;
  return {
    store: deps.store,
    now,
    async publish(bodies) {
      for (const body of bodies) {
        // Strictly increasing, so a consumer ordering by occurredAt never sees two changes of
        // one object at the same instant (a frozen test clock, two changes in a millisecond).
        lastOccurredAt = Math.max(now().getTime(), lastOccurredAt + 1);
        const event = {
          ...body,
          id: newSandboxId('evt'),
          occurredAt: new Date(lastOccurredAt),
        } as PaymentEvent;
        try {
          await deps.events.publish(event);
        } catch (err) {
          // Stripe would redeliver; the sandbox's own record stays as it is.
          deps.log?.error(
            { err, eventId: event.id, eventType: event.type },
            'sandbox payment event was not applied',
          );
        }
      }
    },
    pageUrl: (path) => `${pagesUrl}/${path}`,
  };
}

export const toPaymentMethod = (id: string, card: CardDoc): PaymentMethod => ({
  id,
  card: {
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  },
});

export function toProviderSubscription(
  id: string,
  doc: SubscriptionDoc,
): ProviderSubscription {
  const price = findSandboxPrice(doc.priceId);
  if (!price)
    throw new PaymentsUnavailableError(
      `sandbox subscription ${id} has no known price`,
    );
  return {
    id,
    customerId: doc.customerId,
    priceId: doc.priceId,
    tier: price.tier,
    interval: price.interval,
    status: doc.status,
    currentPeriodEnd: new Date(doc.currentPeriodEnd),
    cancelAtPeriodEnd: false,
    trialEnd: doc.trialEnd ? new Date(doc.trialEnd) : null,
  };
}

export const toProviderAccount = (
  id: string,
  doc: AccountDoc,
): ProviderAccount => ({
  id,
  individual:
    doc.firstName !== null || doc.lastName !== null
      ? { first_name: doc.firstName, last_name: doc.lastName }
      : null,
  email: doc.email,
  country: doc.country,
  default_currency: doc.defaultCurrency,
  payouts_enabled: doc.onboarded,
  payout_schedule: SANDBOX_PAYOUT_SCHEDULE,
  onboarded: doc.onboarded,
});

/** SPEC §9: the sandbox pays each day's earnings out at the next 00:00 UTC. */
export const SANDBOX_PAYOUT_SCHEDULE: PayoutSchedule = {
  interval: PAYOUT_SCHEDULE.frequency,
  delay_days: 0,
  time_utc: PAYOUT_SCHEDULE.timeUtc,
};

export const toInvoiceView = (id: string, doc: InvoiceDoc): InvoiceView => ({
  id,
  number: doc.number,
  date: new Date(doc.date),
  description: doc.description,
  amount: doc.amountDue,
  currency: doc.currency,
  status: doc.status,
  periodStart: new Date(doc.periodStart),
  periodEnd: new Date(doc.periodEnd),
});
