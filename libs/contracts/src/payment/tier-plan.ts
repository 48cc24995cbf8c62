// SPEC §3 tier plans as GET payment/subscription/tier-plans answers them, and price maths.
import { z } from 'zod';
import { CENTS_PER_DOLLAR } from '../constants';
import { planTierSchema } from '../tiers/plan-tier';
import {
  billingIntervalSchema,
  type BillingInterval,
} from '../user/current-user';

export const tierPriceSchema = z.object({
  id: z.string().min(1),
  /** Cents. */
  unit_amount: z.number().int().nonnegative(),
  recurring: z.object({ interval: billingIntervalSchema }),
});
export type TierPrice = z.infer<typeof tierPriceSchema>;

export const tierPlanSchema = z.object({
  metadata: z.object({ tier: planTierSchema }),
  prices: z.array(tierPriceSchema),
});
export type TierPlan = z.infer<typeof tierPlanSchema>;
export const tierPlanListSchema = z.array(tierPlanSchema);

/** The plan's price for a billing cycle, if it has one. */
export const tierPlanPrice = (
  plan: TierPlan,
  interval: BillingInterval,
): TierPrice | undefined =>
  plan.prices.find((price) => price.recurring.interval === interval);

/** SPEC §9: unit_amount / 100, in dollars. */
export const priceToDollars = (unitAmount: number): number =>
  unitAmount / CENTS_PER_DOLLAR;

/**
 * SPEC §5: round((12*monthly - yearly) / (12*monthly) * 100), in whole percent. Any unit
 * works as long as both prices use it. 0 when there is no monthly price to compare with;
 * negative when the yearly price costs more.
 */
export const yearSavingsPercent = (monthly: number, yearly: number): number => {
  if (!(monthly > 0)) return 0;
  const yearOfMonths = 12 * monthly;
  return Math.round(((yearOfMonths - yearly) / yearOfMonths) * 100) + 0; // + 0 turns -0 into 0
};
