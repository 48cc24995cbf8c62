// Stripe objects as its API answers them, only the fields the stripe adapter reads (plus
// `object`), for the fake Stripe server's answers and signed webhook bodies.

/** The period end of `subscription()` (epoch seconds). */
export const PERIOD_END = 1_790_000_000;

export const product = (id: string, metadata: Record<string, string> = {}) => ({
  id,
  object: 'product',
  active: true,
  metadata,
});

export const price = (fields: Record<string, unknown> = {}) => ({
  id: 'price_pro_month',
  object: 'price',
  active: true,
  type: 'recurring',
  currency: 'usd',
  unit_amount: 1500,
  lookup_key: 'ruume_professional_month',
  metadata: {},
  product: product('prod_pro'),
  recurring: { interval: 'month', interval_count: 1 },
  ...fields,
});

export const list = (data: unknown[]) => ({
  object: 'list',
  data,
  has_more: false,
  url: '/v1/list',
});

export const subscription = (fields: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  trial_end: null,
  default_payment_method: null,
  items: list([
    {
      id: 'si_1',
      object: 'subscription_item',
      current_period_end: PERIOD_END,
      price: price({ product: 'prod_pro' }),
    },
  ]),
  ...fields,
});

export const card = (id: string, last4: string) => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4, exp_month: 4, exp_year: 2030 },
});

export const account = (fields: Record<string, unknown> = {}) => ({
  id: 'acct_1',
  object: 'account',
  type: 'express',
  email: 'creator@example.com',
  country: 'CA',
  default_currency: 'cad',
  individual: { object: 'person', first_name: 'Cora', last_name: 'Reator' },
  details_submitted: true,
  charges_enabled: true,
  payouts_enabled: true,
  settings: { payouts: { schedule: { interval: 'daily', delay_days: 2 } } },
  ...fields,
});

export const checkoutSession = (fields: Record<string, unknown> = {}) => ({
  id: 'cs_1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_1',
  ...fields,
});
