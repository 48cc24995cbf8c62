// Creator sales: every payment a creator receives through the platform, whatever was sold. One
// model for all products; a product kind names what was sold. A new kind is one more entry in
// SALE_PRODUCT_KINDS and SALE_EARNING_SOURCE.
import { z } from 'zod';
import { CURRENCIES } from '../constants';
import type { PlanTier } from '../tiers/plan-tier';
import {
  earningsSharePercent,
  type EarningSource,
} from '../tiers/tier-features';

/** What was sold: a shared recording, entry to a paid room, or a seat in its audience. */
export const SALE_PRODUCT_KINDS = [
  'recording',
  'room-entry',
  'audience-entry',
] as const;
export const saleProductKindSchema = z.enum(SALE_PRODUCT_KINDS);
export type SaleProductKind = z.infer<typeof saleProductKindSchema>;

/** A purchase opens the product to the buyer's email; a donation opens nothing. */
export const SALE_PAYMENT_TYPES = ['purchase', 'donation'] as const;
export type SalePaymentType = (typeof SALE_PAYMENT_TYPES)[number];

/** Which of the tier's earnings shares (SPEC §9) a sale of each kind is paid under. */
export const SALE_EARNING_SOURCE: Readonly<
  Record<SaleProductKind, EarningSource>
> = {
  recording: 'fileSales',
  'room-entry': 'participants',
  'audience-entry': 'audience',
};

/**
 * The platform's part of one payment, in cents: what the creator's tier does not keep of that
 * kind of sale (SPEC §9), rounded to the nearest cent. null when the tier earns nothing from it
 * (house and file sales): the creator cannot sell that kind.
 */
export function platformFeeCents(
  amountCents: number,
  tier: PlanTier,
  kind: SaleProductKind,
): number | null {
  const creatorPercent = earningsSharePercent(tier, SALE_EARNING_SOURCE[kind]);
  if (creatorPercent === null) return null;
  return Math.round((amountCents * (100 - creatorPercent)) / 100);
}

const cents = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

/**
 * GET sales: what one product earned in one currency, amounts in cents. The rows come newest
 * sale first, keyset-paginated (common/list-page).
 */
export const creatorSalesSchema = z.object({
  kind: saleProductKindSchema,
  /** The recording's or meeting's id; null once it was deleted (its sales stay in the books). */
  productId: z.string().min(1).nullable(),
  /** Its current name, or the name it was sold under once it is deleted. */
  productName: z.string(),
  currency: z.enum(CURRENCIES),
  /** Purchases (for a room: paid entries) and donations. */
  purchases: count,
  donations: count,
  grossCents: cents,
  /** The platform's part, from the creator's tier at the time of each payment. */
  feeCents: cents,
  netCents: cents,
});
export type CreatorSales = z.infer<typeof creatorSalesSchema>;
export const creatorSalesListSchema = z.array(creatorSalesSchema);
