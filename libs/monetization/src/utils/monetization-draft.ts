// The price and donation a creator is typing, and what of it is sent (SPEC §5: amounts only
// when enabled and filled; digits and a dot; usd or cad).
import {
  CURRENCIES,
  messages,
  parseFeeAmount,
  type Currency,
  type MonetizationSetting,
  type MonetizationSettingInput,
} from '@ruume/contracts';

export interface FeeDraft {
  enabled: boolean;
  /** As typed: digits and dots only. */
  amount: string;
  currency: Currency;
}

export interface MonetizationDraft {
  price: FeeDraft;
  donation: FeeDraft;
}

export type FeeKind = keyof MonetizationDraft;

export const DEFAULT_CURRENCY: Currency = 'usd';

/** One of ours, or null for any other currency (a provider account may default to eur). */
export const asCurrency = (
  value: string | null | undefined,
): Currency | null =>
  (CURRENCIES as readonly string[]).includes(value ?? '')
    ? (value as Currency)
    : null;

/** The form's starting point: a recording's setting, or nothing charged in `currency`. */
export function draftFromSetting(
  setting: MonetizationSetting | null,
  currency: Currency = DEFAULT_CURRENCY,
): MonetizationDraft {
  const fee = (amount: number | null, feeCurrency: Currency | null) => ({
    enabled: amount !== null,
    amount: amount === null ? '' : String(amount),
    currency: feeCurrency ?? currency,
  });
  return {
    price: fee(
      setting?.monetizeAmount ?? null,
      setting?.monetizeCurrency ?? null,
    ),
    donation: fee(
      setting?.donationAmount ?? null,
      setting?.donationCurrency ?? null,
    ),
  };
}

export type DraftErrors = Partial<Record<FeeKind, string>>;

/**
 * The setting to send: an amount (with its currency) only when its option is on and filled. An
 * amount that is on and filled but not a valid positive amount ('1.2.3', '0') is an error.
 */
export function toMonetizationInput(draft: MonetizationDraft): {
  input: MonetizationSettingInput;
  errors: DraftErrors;
} {
  const input: MonetizationSettingInput = {};
  const errors: DraftErrors = {};
  const read = (kind: FeeKind) => {
    const { enabled, amount, currency } = draft[kind];
    if (!enabled || amount.trim() === '') return null;
    const parsed = parseFeeAmount(amount);
    if (parsed === null) errors[kind] = messages.feeAmountInvalid;
    return parsed === null ? null : { amount: parsed, currency };
  };
  const price = read('price');
  if (price) {
    input.monetizeAmount = price.amount;
    input.monetizeCurrency = price.currency;
  }
  const donation = read('donation');
  if (donation) {
    input.donationAmount = donation.amount;
    input.donationCurrency = donation.currency;
  }
  return { input, errors };
}
