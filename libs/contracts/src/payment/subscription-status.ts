// Subscription statuses, zod-free: the session check (first page load) reads them.

/**
 * What the payment provider says of a subscription. `past_due`: a renewal failed and is being
 * retried (the plan is kept meanwhile); `canceled`: over, the account is back on the free tier.
 */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that keep the plan's tier; a canceled subscription gives house. */
export const LIVE_SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
] as const satisfies readonly SubscriptionStatus[];

export const isLiveSubscription = (status: SubscriptionStatus): boolean =>
  (LIVE_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(
    status,
  );
