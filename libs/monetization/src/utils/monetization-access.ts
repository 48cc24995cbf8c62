import { currentTier, tierFeatures, type CurrentUser } from '@ruume/contracts';

/**
 * Whether the user may put a price or donations on recordings: their plan must include
 * monetised files (SPEC §6), and their payments account must be connected and onboarded.
 */
export type MonetizationAccess = 'ready' | 'needs-account' | 'not-on-plan';

export const monetizationAccess = (
  user: Pick<CurrentUser, 'planSubscription' | 'stripeInfo'>,
): MonetizationAccess => {
  if (!tierFeatures(currentTier(user)).monetisedFiles) return 'not-on-plan';
  return user.stripeInfo?.isAccountOnboarded ? 'ready' : 'needs-account';
};
