// Changing a paid plan (tier or billing cycle) with proration: the preview the page shows before
// the user confirms, and the change itself. Not named by SPEC §7; see docs/billing.md.
import { z } from 'zod';
import { idSchema } from '../common/fields';
import { currencySchema } from '../common/money';
import { planTierSchema, type PlanTier } from '../tiers/plan-tier';
import { billingIntervalSchema } from '../user/current-user';
import type { SubscriptionStatus } from './subscription-status';

/** POST payment/subscription/{id}/preview-change and …/change. */
export const planChangeRequestSchema = z.object({
  priceId: idSchema('price id'),
});
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

const cents = z.number().int().nonnegative();
const epochSeconds = z.number().int().nonnegative();

/**
 * What a plan change costs and when it applies (provider-style snake_case like the
 * subscription). The change applies at once: the unused time of the old price is credited, the
 * rest of the period (or a new period, when the cycle changes) of the new price is charged.
 */
export const planChangeSchema = z.object({
  price_id: z.string().min(1),
  tier: planTierSchema,
  interval: billingIntervalSchema,
  /** The new plan's price per cycle, in cents. */
  unit_amount: cents,
  currency: currencySchema,
  /** Charged to the card now, in cents (0 when the credit covers it). */
  amount_due: cents,
  /** What is left over for the next invoices, in cents (a move to a cheaper plan). */
  credit: cents,
  /** Epoch seconds: when the new plan starts (now). */
  effective_at: epochSeconds,
  /** Epoch seconds: when the new plan next renews. */
  current_period_end: epochSeconds,
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** Only an active plan changes by itself: a trial or an unpaid renewal is settled first. */
export const canChangePlanFrom = (status: SubscriptionStatus): boolean =>
  status === 'active';

/**
 * Business plans do not shrink by self-service (SPEC §6: "Users cannot cancel a business plan
 * themselves"): a business account may change its billing cycle, not move to a smaller tier.
 */
export const canSelfChangeTier = (from: PlanTier, to: PlanTier): boolean =>
  from !== 'business' || to === 'business';
