import { z } from 'zod';
import { planTierSchema } from '../tiers/plan-tier';
import { billingIntervalSchema } from '../user/current-user';
import { SUBSCRIPTION_STATUSES } from './subscription-status';

export * from './subscription-status';

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES, {
  error: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`,
});

const epochSeconds = z.number().int().nonnegative();

/**
 * GET payment/subscription/{id} (SPEC §3: current_period_end in epoch seconds), with what the
 * billing pages show beside it. Provider-style snake_case, as SPEC names the field.
 */
export const subscriptionSchema = z.object({
  id: z.string().min(1),
  /** Epoch seconds, as the payment provider counts; the trial's end while trialing. */
  current_period_end: epochSeconds,
  status: subscriptionStatusSchema,
  tier: planTierSchema,
  interval: billingIntervalSchema,
  /** The subscription ends at current_period_end instead of renewing. */
  cancel_at_period_end: z.boolean(),
  /** Epoch seconds; null when the subscription never had a trial. */
  trial_end: epochSeconds.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionPeriodEnd = (
  subscription: Pick<Subscription, 'current_period_end'>,
): Date => new Date(subscription.current_period_end * 1000);
