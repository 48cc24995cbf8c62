import {
  type MonetizationDetail,
  templateErrorMessages,
  tierFeatures,
} from '@ruume/contracts';
import { apiError } from '../http/http-error';
import type { UserRow } from './user-repository';

/**
 * SPEC §6 and §9 rules for a room's entry fees, set on a template or on one room: an audience fee
 * needs a tier with an audience; any fee is paid into the host's payments account, which must be
 * onboarded. Every tier earns from participants (house 80 %). Throws the refusal.
 */
export function checkEntryFees(
  user: UserRow,
  detail: MonetizationDetail | null | undefined,
): void {
  if (
    detail?.audienceFee != null &&
    tierFeatures(user.planTier).audience === 0
  ) {
    throw apiError('AUDIENCE_NOT_IN_PLAN');
  }
  const charges =
    detail != null &&
    (detail.participantFee !== null || detail.audienceFee !== null);
  if (charges && !user.stripeInfo?.isAccountOnboarded) {
    throw apiError(
      'MONETIZATION_NEEDS_ACCOUNT',
      templateErrorMessages.feesNeedAccount,
    );
  }
}

/** Amounts have at most two decimals (contracts), so rounding ×100 is exact: 4.99 → 499. */
export const toCents = (amount: number | null): number | null =>
  amount === null ? null : Math.round(amount * 100);
