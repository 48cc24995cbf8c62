// The tier plans' catalogue as the Stripe account holds it: one recurring Price per tier and
// interval, named by lookup key `ruume_<tier>_<month|year>`, or tagged metadata.tier (on the
// price or its product) for accounts set up without lookup keys.
import type Stripe from 'stripe';
import {
  CURRENCIES,
  FREE_TIER,
  PLAN_TIERS,
  type BillingInterval,
  type Currency,
} from '@ruume/contracts';
import type { PlanPrice } from '../payments';
import type { StripeLog } from './stripe-errors';

type PaidTier = PlanPrice['tier'];

const PAID_TIERS = PLAN_TIERS.filter(
  (tier): tier is PaidTier => tier !== FREE_TIER,
);
const INTERVALS: readonly BillingInterval[] = ['month', 'year'];

export const planLookupKey = (tier: PaidTier, interval: BillingInterval) =>
  `ruume_${tier}_${interval}`;

export const PLAN_LOOKUP_KEYS = PAID_TIERS.flatMap((tier) =>
  INTERVALS.map((interval) => planLookupKey(tier, interval)),
);

const isPaidTier = (value: unknown): value is PaidTier =>
  PAID_TIERS.includes(value as PaidTier);
const isInterval = (value: unknown): value is BillingInterval =>
  INTERVALS.includes(value as BillingInterval);
const isCurrency = (value: unknown): value is Currency =>
  CURRENCIES.includes(value as Currency);

export interface PricePlan {
  tier: PaidTier;
  interval: BillingInterval;
}

/**
 * Which tier plan a price bills for, or null when it is not one of ours (not recurring, billed
 * every N months, no tier named anywhere). Works on a price whose product is expanded or not.
 */
export function planOfPrice(price: Stripe.Price): PricePlan | null {
  const interval = price.recurring?.interval;
  if (price.recurring?.interval_count !== 1 || !isInterval(interval)) {
    return null;
  }
  const tier = tierOfPrice(price, interval);
  return tier ? { tier, interval } : null;
}

function tierOfPrice(
  price: Stripe.Price,
  interval: BillingInterval,
): PaidTier | null {
  const byLookupKey = PAID_TIERS.find(
    (tier) => price.lookup_key === planLookupKey(tier, interval),
  );
  if (byLookupKey) return byLookupKey;
  if (isPaidTier(price.metadata?.tier)) return price.metadata.tier;
  const product = price.product;
  if (typeof product === 'object' && product.deleted !== true) {
    if (isPaidTier(product.metadata?.tier)) return product.metadata.tier;
  }
  return null;
}

/** A sellable tier plan price, or null when the price is not one (skipped from the catalogue). */
export function toPlanPrice(price: Stripe.Price): PlanPrice | null {
  const plan = planOfPrice(price);
  const unitAmount = price.unit_amount;
  if (
    !plan ||
    !price.active ||
    isRetired(price.product) ||
    unitAmount === null ||
    !Number.isInteger(unitAmount) ||
    !isCurrency(price.currency)
  ) {
    return null;
  }
  return {
    id: price.id,
    tier: plan.tier,
    interval: plan.interval,
    unitAmount,
    currency: price.currency,
  };
}

/** An expanded product that was archived or deleted: its prices cannot be bought. */
const isRetired = (product: Stripe.Price['product']): boolean =>
  typeof product === 'object' && (product.deleted === true || !product.active);

const slotOf = (price: PricePlan) => `${price.tier}/${price.interval}`;

/**
 * Reads the catalogue: prices found by lookup key, then, for the tier/interval slots still
 * empty, the active recurring prices tagged with metadata.tier. One page of each (a plan
 * catalogue is a handful of prices).
 */
export async function fetchPlanPrices(stripe: Stripe): Promise<PlanPrice[]> {
  const byLookupKey = await stripe.prices.list({
    lookup_keys: PLAN_LOOKUP_KEYS,
    active: true,
    expand: ['data.product'],
    limit: 100,
  });
  const found = sellable(byLookupKey.data);
  const filled = new Set(found.map(slotOf));
  if (filled.size === PLAN_LOOKUP_KEYS.length) return found;

  const recurring = await stripe.prices.list({
    active: true,
    type: 'recurring',
    expand: ['data.product'],
    limit: 100,
  });
  const tagged = sellable(recurring.data).filter(
    (price) => !filled.has(slotOf(price)),
  );
  return [...found, ...tagged];
}

const sellable = (prices: Stripe.Price[]): PlanPrice[] =>
  prices.flatMap((price) => toPlanPrice(price) ?? []);

const CATALOGUE_TTL_MS = 5 * 60 * 1000;

/**
 * The catalogue, fetched at most every 5 minutes (one fetch however many callers wait). When a
 * refresh fails the last catalogue keeps being served, and the next call tries again.
 */
export function cachedPlanPrices(
  fetch: () => Promise<PlanPrice[]>,
  now: () => Date,
  log: StripeLog,
): () => Promise<PlanPrice[]> {
  let cached: { prices: PlanPrice[]; fetchedAt: number } | null = null;
  let refreshing: Promise<PlanPrice[]> | null = null;

  const refresh = async (): Promise<PlanPrice[]> => {
    try {
      const prices = await fetch();
      cached = { prices, fetchedAt: now().getTime() };
      return prices;
    } catch (error) {
      if (!cached) throw error;
      log.warn(
        { err: error },
        'stripe plan prices refresh failed: serving the cached ones',
      );
      return cached.prices;
    }
  };

  return () => {
    if (cached && now().getTime() - cached.fetchedAt < CATALOGUE_TTL_MS) {
      return Promise.resolve(cached.prices);
    }
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
}
