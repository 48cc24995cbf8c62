// The sandbox's plans and test cards, in one place. Prices mirror what the Stripe account is
// set up with; a year costs about 20% less than twelve months.
import {
  type BillingInterval,
  billingMessages,
  type Currency,
} from '@ruume/contracts';
import type { PlanPrice } from '../payments';

type PaidTier = PlanPrice['tier'];

export const SANDBOX_CURRENCY: Currency = 'usd';

/** Cents per billing cycle. */
const PLAN_AMOUNTS: Record<PaidTier, Record<BillingInterval, number>> = {
  student: { month: 799, year: 7668 },
  professional: { month: 1499, year: 14388 },
  business: { month: 4999, year: 47988 },
};

export const sandboxPriceId = (tier: PaidTier, interval: BillingInterval) =>
  `price_sandbox_${tier}_${interval}`;

export const SANDBOX_PRICES: readonly PlanPrice[] = (
  Object.keys(PLAN_AMOUNTS) as PaidTier[]
).flatMap((tier) =>
  (['month', 'year'] as const).map((interval) => ({
    id: sandboxPriceId(tier, interval),
    tier,
    interval,
    unitAmount: PLAN_AMOUNTS[tier][interval],
    currency: SANDBOX_CURRENCY,
  })),
);

export const findSandboxPrice = (id: string): PlanPrice | undefined =>
  SANDBOX_PRICES.find((price) => price.id === id);

/** Stripe's test numbers, so the same cards work on both providers. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export interface CardInput {
  number: string;
  /** mm/yy (or mm/yyyy) as typed. */
  expiry: string;
  cvc: string;
}

export interface AcceptedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardCheck =
  | { ok: true; card: AcceptedCard }
  /** `declined`: a well-formed card the bank refused (402); otherwise the input is wrong (400). */
  | { ok: false; declined: boolean; message: string };

/**
 * The sandbox's card rules: a number failing Luhn, a bad or past expiry or a bad CVC is
 * refused as typed; the declined test card is declined; any other valid number pays.
 */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return refused(billingMessages.cardNumberIncorrect);
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const expMonth = Number(expiry?.[1]);
  if (!expiry || expMonth < 1 || expMonth > 12) {
    return refused(billingMessages.cardExpiryIncomplete);
  }
  const expYear = Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]);
  // A card is good through the last day of its expiry month.
  if (Date.UTC(expYear, expMonth, 1) <= now.getTime()) {
    return refused(billingMessages.cardExpired);
  }
  if (!/^\s*\d{3,4}\s*$/.test(input.cvc)) {
    return refused(billingMessages.cardCvcIncorrect);
  }
  if (number === TEST_CARDS.declined) {
    return { ok: false, declined: true, message: billingMessages.cardDeclined };
  }
  return {
    ok: true,
    card: {
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth,
      expYear,
    },
  };
}

function refused(message: string): CardCheck {
  return { ok: false, declined: false, message };
}

/** Stripe's brand names, from the first digit. */
function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (number.startsWith('5') || number.startsWith('2')) return 'mastercard';
  if (number.startsWith('3')) return 'amex';
  return 'unknown';
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
