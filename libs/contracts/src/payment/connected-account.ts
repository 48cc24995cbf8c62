// SPEC §3 connected payment account (the creator's payout account), GET payment/stripe/account.
import { z } from 'zod';

/** How often a payments provider pays a connected account out (Stripe's schedule intervals). */
export const PAYOUT_INTERVALS = [
  'daily',
  'weekly',
  'monthly',
  'manual',
] as const;
export type PayoutInterval = (typeof PAYOUT_INTERVALS)[number];

/** When the provider pays the creator: what the payouts text on the overview says. */
export const payoutScheduleSchema = z.object({
  interval: z.enum(PAYOUT_INTERVALS),
  /** Days a payment waits before it is paid out; null when the provider does not say. */
  delay_days: z.number().int().nonnegative().nullable(),
  /** 'HH:MM' UTC when payouts leave at a set time (the sandbox, SPEC §9); null: the provider's time. */
  time_utc: z.string().nullable(),
});
export type PayoutSchedule = z.infer<typeof payoutScheduleSchema>;

export const connectedPaymentAccountSchema = z.object({
  id: z.string().min(1),
  /** null until the creator filled in their details during onboarding. */
  individual: z
    .object({
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
    })
    .nullable(),
  email: z.string().nullable(),
  /** ISO 3166-1 alpha-2, e.g. 'CA'. */
  country: z.string(),
  /** Lower-case ISO 4217; any currency the provider supports, not only ours. */
  default_currency: z.string().nullable(),
  payouts_enabled: z.boolean(),
  /** null when the provider does not report one. */
  payout_schedule: payoutScheduleSchema.nullable(),
});
export type ConnectedPaymentAccount = z.infer<
  typeof connectedPaymentAccountSchema
>;

/**
 * GET payment/monetized-products: what the creator sells through their payments account now,
 * counted for the confirmations of a plan cancellation and of a disconnect.
 */
export const monetizedProductsSchema = z.object({
  /** Recordings with a price. */
  paidRecordings: z.number().int().nonnegative(),
  /** Recordings that take donations. */
  donationRecordings: z.number().int().nonnegative(),
  /** Rooms (meetings) with an entry fee for participants or the audience. */
  paidRooms: z.number().int().nonnegative(),
});
export type MonetizedProducts = z.infer<typeof monetizedProductsSchema>;

const MASK = '***';
const VISIBLE_LOCAL_CHARS = 3;

/**
 * SPEC §9: keep the first 3 characters of the local part and mask the rest with a fixed
 * '***' (so the length is not revealed): 'janedoe@example.com' → 'jan***@example.com'.
 * A local part of 3 or fewer characters keeps one character less than its length, so at
 * least one is always masked ('ab@x.io' → 'a***@x.io', 'a@x.io' → '***@x.io'). Text without
 * '@' is masked like a local part; null or empty gives ''.
 */
export const maskAccountEmail = (email: string | null | undefined): string => {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  const chars = [...local];
  const visible = Math.min(VISIBLE_LOCAL_CHARS, Math.max(chars.length - 1, 0));
  return `${chars.slice(0, visible).join('')}${MASK}${domain}`;
};
