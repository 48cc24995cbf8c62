import { z } from 'zod';
import { PLAN_TIERS } from './plan-tier-names';

export { PLAN_TIERS };
export const planTierSchema = z.enum(PLAN_TIERS, {
  error: `tier must be one of ${PLAN_TIERS.join(', ')}`,
});
export type PlanTier = z.infer<typeof planTierSchema>;

/** The free tier every account starts on and returns to after cancelling. */
export const FREE_TIER = 'house' satisfies PlanTier;

export const isPaidTier = (tier: PlanTier): boolean => tier !== FREE_TIER;

/** Business cancellations go through support (SPEC §4, §6). */
export const SELF_CANCELLABLE_TIERS = [
  'professional',
  'student',
] as const satisfies readonly PlanTier[];
export const canSelfCancel = (tier: PlanTier): boolean =>
  (SELF_CANCELLABLE_TIERS as readonly PlanTier[]).includes(tier);

/** Free trial for house users with isFreeTrialAvailable: one month of professional, no card. */
export const FREE_TRIAL = {
  tier: 'professional',
  months: 1,
  cardRequired: false,
} as const satisfies {
  tier: PlanTier;
  months: number;
  cardRequired: boolean;
};
