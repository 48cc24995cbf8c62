// Stripe objects as the payments interface reports them.
import type Stripe from 'stripe';
import {
  PAYOUT_INTERVALS,
  type PaymentMethod,
  type PayoutSchedule,
  type SubscriptionStatus,
} from '@ruume/contracts';
import type { ProviderAccount, ProviderSubscription } from '../payments';
import { planOfPrice } from './stripe-prices';

/** The id of a field Stripe gives as an id or, when expanded, as the object. */
export const idOf = (
  value: string | { id: string } | null | undefined,
): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe's statuses in ours. `incomplete` (the first payment has not gone through yet) maps to
 * nothing: it must not grant the plan the way past_due does, and it ends as active or
 * incomplete_expired, each reported by an event of its own. Trials end with `cancel` when no
 * card was added (see createSubscriptionCheckout), so `paused` should not happen; it would
 * give no service either.
 */
const STATUSES: Record<string, SubscriptionStatus | null> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  unpaid: 'canceled',
  paused: 'canceled',
  incomplete: null,
};

export const subscriptionStatusOf = (
  status: Stripe.Subscription.Status,
): SubscriptionStatus | null => STATUSES[status] ?? null;

/**
 * A subscription as ProviderSubscription, or null when it is not a tier plan (its price names
 * no tier) or not one yet (incomplete). Its first item is the plan: our checkouts have one.
 */
export function toProviderSubscription(
  subscription: Stripe.Subscription,
): ProviderSubscription | null {
  const item = subscription.items.data[0];
  if (!item) return null;
  const plan = planOfPrice(item.price);
  const status = subscriptionStatusOf(subscription.status);
  const periodEnd = currentPeriodEnd(subscription, item);
  const customerId = idOf(subscription.customer);
  if (!plan || !status || periodEnd === undefined || !customerId) return null;
  return {
    id: subscription.id,
    customerId,
    priceId: item.price.id,
    tier: plan.tier,
    interval: plan.interval,
    status,
    currentPeriodEnd: fromEpochSeconds(periodEnd),
    cancelAtPeriodEnd: endsAtPeriodEnd(subscription, periodEnd),
    trialEnd:
      subscription.trial_end === null
        ? null
        : fromEpochSeconds(subscription.trial_end),
  };
}

/**
 * API versions since 2025-03-31 keep the period on each item, older ones on the subscription.
 * Our calls pin the SDK's version, but a webhook body is rendered in the endpoint's version.
 */
export function currentPeriodEnd(
  subscription: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
): number | undefined {
  const onItem: number | undefined = item.current_period_end;
  const onSubscription = (subscription as { current_period_end?: number })
    .current_period_end;
  return onItem ?? onSubscription;
}

/**
 * Cancelling "at period end" from the portal may set cancel_at (the period's end) rather than
 * cancel_at_period_end: either way the subscription will not renew.
 */
const endsAtPeriodEnd = (
  subscription: Stripe.Subscription,
  periodEnd: number,
): boolean =>
  subscription.cancel_at_period_end ||
  (subscription.cancel_at !== null && subscription.cancel_at <= periodEnd);

const fromEpochSeconds = (seconds: number) => new Date(seconds * 1000);

export function toProviderAccount(account: Stripe.Account): ProviderAccount {
  const person = account.individual;
  return {
    id: account.id,
    individual: person
      ? {
          first_name: person.first_name ?? null,
          last_name: person.last_name ?? null,
        }
      : null,
    email: account.email ?? null,
    country: account.country ?? '',
    default_currency: account.default_currency ?? null,
    payouts_enabled: account.payouts_enabled,
    payout_schedule: payoutScheduleOf(account),
    onboarded: account.details_submitted && account.charges_enabled,
  };
}

/** The account's payout schedule as Stripe runs it (its own time of day: none given). */
function payoutScheduleOf(account: Stripe.Account): PayoutSchedule | null {
  const schedule = account.settings?.payouts?.schedule;
  const interval = PAYOUT_INTERVALS.find(
    (known) => known === schedule?.interval,
  );
  if (!schedule || !interval) return null;
  return { interval, delay_days: schedule.delay_days ?? null, time_utc: null };
}

/** A saved card, or null for a payment method that is not a card (or was not expanded). */
export function toPaymentMethod(
  method: string | Stripe.PaymentMethod | null | undefined,
): PaymentMethod | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { id: method.id, card: { brand, last4, exp_month, exp_year } };
}
