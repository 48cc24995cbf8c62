import { earningsSharePercent, type PlanTier } from '@ruume/contracts';

/**
 * The platform's part of a recording sale or donation, in cents: what the creator's tier does
 * not keep of file sales (SPEC §9; student and business keep 90 %, professional 80 %), rounded
 * to the nearest cent. null when the tier has no file-sales share (house): it cannot sell.
 */
export function platformFeeCents(
  amountCents: number,
  tier: PlanTier,
): number | null {
  const creatorPercent = earningsSharePercent(tier, 'fileSales');
  if (creatorPercent === null) return null;
  return Math.round((amountCents * (100 - creatorPercent)) / 100);
}
