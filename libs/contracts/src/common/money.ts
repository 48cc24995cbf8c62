// Currencies and the fee amounts creators type (SPEC §5: digits and a dot only).
import { z } from 'zod';
import { CURRENCIES } from '../constants';
import { messages } from '../messages';

export const currencySchema = z.enum(CURRENCIES, {
  error: `currency must be one of ${CURRENCIES.join(', ')}`,
});
export type Currency = z.infer<typeof currencySchema>;

/** What a fee input lets through while typing: digits and dots, nothing else. */
export const FEE_AMOUNT_INPUT_PATTERN = /^[0-9.]*$/;
export const isFeeAmountInput = (text: string): boolean =>
  FEE_AMOUNT_INPUT_PATTERN.test(text);

/** A complete amount: digits, optionally a dot and one or two decimals ('5', '4.99'). */
export const FEE_AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;
/** The card provider's ceiling for one charge in usd/cad. */
export const FEE_AMOUNT_MAX = 999_999.99;

/** Parses a typed amount into currency units, or null when it is not a valid positive amount. */
export const parseFeeAmount = (text: string): number | null => {
  const trimmed = text.trim();
  if (!FEE_AMOUNT_PATTERN.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 && amount <= FEE_AMOUNT_MAX ? amount : null;
};

/**
 * Fee amount on the wire: a positive number of currency units (dollars, not cents) with at
 * most two decimals. Text is accepted too, under the same digits-and-dot rule.
 */
export const feeAmountSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    return parseFeeAmount(value) ?? value;
  },
  z
    .number({ error: messages.feeAmountInvalid })
    .positive(messages.feeAmountInvalid)
    .max(FEE_AMOUNT_MAX, messages.feeAmountInvalid)
    .refine(
      (amount) => FEE_AMOUNT_PATTERN.test(String(amount)),
      messages.feeAmountInvalid,
    ),
);
