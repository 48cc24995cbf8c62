import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  PaymentsUnavailableError,
  WebhookRejectedError,
} from '../../src/adapters/payments/payments';
import {
  createStripePayments,
  type StripePayments,
} from '../../src/adapters/payments/stripe/stripe-payments';
import {
  startFakeStripe,
  stripeError,
  type FakeStripe,
  type StripeWireRequest,
} from '../support/fake-stripe';
import {
  account,
  card,
  checkoutSession,
  list,
  price,
  PERIOD_END,
  product,
  subscription,
} from '../support/stripe-objects';

const SECRET_KEY = 'sk_test_ruumeFakeKey123';
const WEBHOOK_SECRET = 'whsec_ruumeFakeSecret';
const TRIAL_END = 1_789_000_000;
const JAN_31 = new Date('2026-01-31T12:00:00Z');

const businessYearly = price({
  id: 'price_biz_year',
  lookup_key: 'ruume_business_year',
  unit_amount: 49000,
  recurring: { interval: 'year', interval_count: 1 },
});

const professionalMonthly = {
  id: 'price_pro_month',
  tier: 'professional',
  interval: 'month',
  unitAmount: 1500,
  currency: 'usd',
};

describe('stripe payments provider (against a local server speaking Stripe)', () => {
  let fake: FakeStripe;
  let payments: StripePayments;
  let clock: Date;
  const warnings: Array<{ obj: object; msg: string }> = [];

  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());

  beforeEach(() => {
    fake.reset();
    warnings.length = 0;
    clock = JAN_31;
    payments = createStripePayments({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
      log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
      now: () => clock,
    });
  });

  /** The requests the server saw, as `METHOD /path`. */
  const routes = () =>
    fake.requests.map((request) => `${request.method} ${request.path}`);
  const onlyRequest = (): StripeWireRequest => {
    expect(fake.requests).toHaveLength(1);
    return fake.requests[0];
  };

  it('is named stripe', () => {
    expect(payments.name).toBe('stripe');
  });

  describe('listPrices', () => {
    const lookupKeys = {
      'lookup_keys[0]': 'ruume_professional_month',
      'lookup_keys[1]': 'ruume_professional_year',
      'lookup_keys[2]': 'ruume_business_month',
      'lookup_keys[3]': 'ruume_business_year',
      'lookup_keys[4]': 'ruume_student_month',
      'lookup_keys[5]': 'ruume_student_year',
    };
    const fullCatalogue = [
      price(),
      price({
        id: 'price_pro_year',
        lookup_key: 'ruume_professional_year',
        unit_amount: 15000,
        recurring: { interval: 'year', interval_count: 1 },
      }),
      price({
        id: 'price_biz_month',
        lookup_key: 'ruume_business_month',
        unit_amount: 4900,
      }),
      businessYearly,
      price({
        id: 'price_stu_month',
        lookup_key: 'ruume_student_month',
        unit_amount: 500,
        currency: 'cad',
      }),
      price({
        id: 'price_stu_year',
        lookup_key: 'ruume_student_year',
        unit_amount: 5000,
        currency: 'cad',
        recurring: { interval: 'year', interval_count: 1 },
      }),
    ];

    it('finds the plans by lookup key, with the secret key as bearer', async () => {
      fake.reply('GET /v1/prices', list(fullCatalogue));

      const prices = await payments.listPrices();

      const request = onlyRequest();
      expect(request.method).toBe('GET');
      expect(request.path).toBe('/v1/prices');
      expect(request.params).toEqual({
        ...lookupKeys,
        active: 'true',
        'expand[0]': 'data.product',
        limit: '100',
      });
      expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(prices).toEqual([
        professionalMonthly,
        {
          id: 'price_pro_year',
          tier: 'professional',
          interval: 'year',
          unitAmount: 15000,
          currency: 'usd',
        },
        {
          id: 'price_biz_month',
          tier: 'business',
          interval: 'month',
          unitAmount: 4900,
          currency: 'usd',
        },
        {
          id: 'price_biz_year',
          tier: 'business',
          interval: 'year',
          unitAmount: 49000,
          currency: 'usd',
        },
        {
          id: 'price_stu_month',
          tier: 'student',
          interval: 'month',
          unitAmount: 500,
          currency: 'cad',
        },
        {
          id: 'price_stu_year',
          tier: 'student',
          interval: 'year',
          unitAmount: 5000,
          currency: 'cad',
        },
      ]);
    });

    it('falls back to metadata.tier on the price or its product, skipping what is not a plan', async () => {
      fake.reply(
        'GET /v1/prices',
        list([price()]),
        list([
          price({
            id: 'price_biz_month',
            lookup_key: null,
            metadata: { tier: 'business' },
          }),
          price({
            id: 'price_stu_year',
            lookup_key: null,
            recurring: { interval: 'year', interval_count: 1 },
            product: product('prod_stu', { tier: 'student' }),
          }),
          // Not plans: no tier, a free tier, every 3 months, a currency we do not sell in,
          // no fixed amount, an archived product.
          price({ id: 'price_other', lookup_key: null }),
          price({
            id: 'price_house',
            lookup_key: null,
            metadata: { tier: 'house' },
          }),
          price({
            id: 'price_quarter',
            lookup_key: null,
            metadata: { tier: 'business' },
            recurring: { interval: 'month', interval_count: 3 },
          }),
          price({
            id: 'price_eur',
            lookup_key: null,
            metadata: { tier: 'business' },
            currency: 'eur',
          }),
          price({
            id: 'price_custom',
            lookup_key: null,
            metadata: { tier: 'business' },
            unit_amount: null,
          }),
          price({
            id: 'price_archived',
            lookup_key: null,
            metadata: { tier: 'student' },
            product: { ...product('prod_old', {}), active: false },
          }),
          // Already found by lookup key: its slot is filled.
          price({
            id: 'price_pro_month_old',
            lookup_key: null,
            metadata: { tier: 'professional' },
          }),
        ]),
      );

      const prices = await payments.listPrices();

      expect(fake.requests[1].params).toEqual({
        active: 'true',
        type: 'recurring',
        'expand[0]': 'data.product',
        limit: '100',
      });
      expect(prices).toEqual([
        professionalMonthly,
        {
          id: 'price_biz_month',
          tier: 'business',
          interval: 'month',
          unitAmount: 1500,
          currency: 'usd',
        },
        {
          id: 'price_stu_year',
          tier: 'student',
          interval: 'year',
          unitAmount: 1500,
          currency: 'usd',
        },
      ]);
    });

    it('is cached for 5 minutes, and served from the cache when a refresh fails', async () => {
      fake.reply('GET /v1/prices', list(fullCatalogue));
      const first = await payments.listPrices();

      clock = new Date(JAN_31.getTime() + 4 * 60_000);
      expect(await payments.listPrices()).toEqual(first);
      expect(fake.requests).toHaveLength(1);

      clock = new Date(JAN_31.getTime() + 6 * 60_000);
      fake.reply(
        'GET /v1/prices',
        stripeError(500, 'api_error', undefined, 'Stripe is down'),
      );
      expect(await payments.listPrices()).toEqual(first);
      // The first fetch, then the failed refresh and its one retry.
      expect(routes()).toEqual(Array(3).fill('GET /v1/prices'));
      expect(warnings.map((warning) => warning.msg)).toEqual([
        'stripe plan prices refresh failed: serving the cached ones',
      ]);

      // The next call tries again.
      fake.reply('GET /v1/prices', list([price()]));
      expect(await payments.listPrices()).toEqual([professionalMonthly]);
    });

    it('fails when there is no cached catalogue to fall back on', async () => {
      fake.reply(
        'GET /v1/prices',
        stripeError(503, 'api_error', undefined, 'Stripe is down'),
      );
      await expect(payments.listPrices()).rejects.toBeInstanceOf(
        PaymentsUnavailableError,
      );
    });
  });

  it('createCustomer: with an idempotency key from the user id', async () => {
    fake.reply('POST /v1/customers', { id: 'cus_1', object: 'customer' });

    const customer = await payments.createCustomer({
      userId: 'user_1',
      email: 'pat@example.com',
      name: 'Pat Doe',
    });

    expect(customer).toEqual({ id: 'cus_1' });
    const request = onlyRequest();
    expect(routes()).toEqual(['POST /v1/customers']);
    expect(request.params).toEqual({
      email: 'pat@example.com',
      name: 'Pat Doe',
      'metadata[userId]': 'user_1',
    });
    expect(request.headers['idempotency-key']).toBe('ruume-customer-user_1');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  describe('createSubscriptionCheckout', () => {
    const input = {
      customerId: 'cus_1',
      userId: 'user_1',
      priceId: 'price_pro_month',
      successUrl: 'https://ruume.example.com/billing?checkout=done',
      cancelUrl: 'https://ruume.example.com/billing',
    };
    const subscriptionCheckout = {
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'user_1',
      'line_items[0][price]': 'price_pro_month',
      'line_items[0][quantity]': '1',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      allow_promotion_codes: 'false',
      'subscription_data[metadata][userId]': 'user_1',
    };

    it('without a trial: the card is asked for', async () => {
      fake.reply('POST /v1/checkout/sessions', checkoutSession());

      const page = await payments.createSubscriptionCheckout({
        ...input,
        trial: false,
      });

      expect(page).toEqual({
        id: 'cs_1',
        url: 'https://checkout.stripe.com/c/pay/cs_1',
      });
      expect(routes()).toEqual(['POST /v1/checkout/sessions']);
      expect(onlyRequest().params).toEqual(subscriptionCheckout);
    });

    it('with the free trial: one calendar month, no card, canceled if none is added', async () => {
      fake.reply('POST /v1/checkout/sessions', checkoutSession());

      await payments.createSubscriptionCheckout({ ...input, trial: true });

      // 31 January + 1 month = 28 February (2026 is not a leap year), same time of day.
      const feb28 = Date.UTC(2026, 1, 28, 12) / 1000;
      expect(onlyRequest().params).toEqual({
        ...subscriptionCheckout,
        payment_method_collection: 'if_required',
        'subscription_data[trial_end]': String(feb28),
        'subscription_data[trial_settings][end_behavior][missing_payment_method]':
          'cancel',
      });
    });
  });

  describe('createPortalSession', () => {
    const portal = {
      id: 'bps_1',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.com/p/session/bps_1',
    };

    it('invoices: the portal home page', async () => {
      fake.reply('POST /v1/billing_portal/sessions', portal);

      const page = await payments.createPortalSession({
        customerId: 'cus_1',
        returnUrl: 'https://ruume.example.com/billing',
        flow: 'invoices',
      });

      expect(page).toEqual({ id: 'bps_1', url: portal.url });
      expect(routes()).toEqual(['POST /v1/billing_portal/sessions']);
      expect(onlyRequest().params).toEqual({
        customer: 'cus_1',
        return_url: 'https://ruume.example.com/billing',
      });
    });

    it('payment_method_update: straight to the card form', async () => {
      fake.reply('POST /v1/billing_portal/sessions', portal);

      await payments.createPortalSession({
        customerId: 'cus_1',
        returnUrl: 'https://ruume.example.com/billing',
        flow: 'payment_method_update',
      });

      expect(onlyRequest().params).toEqual({
        customer: 'cus_1',
        return_url: 'https://ruume.example.com/billing',
        'flow_data[type]': 'payment_method_update',
      });
    });
  });

  describe('getSubscription', () => {
    it('maps the subscription, its period end read from the item', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({ status: 'trialing', trial_end: TRIAL_END }),
      );

      const found = await payments.getSubscription('sub_1');

      expect(routes()).toEqual(['GET /v1/subscriptions/sub_1']);
      expect(onlyRequest().params).toEqual({
        'expand[0]': 'items.data.price.product',
      });
      expect(found).toEqual({
        id: 'sub_1',
        customerId: 'cus_1',
        priceId: 'price_pro_month',
        tier: 'professional',
        interval: 'month',
        status: 'trialing',
        currentPeriodEnd: new Date(PERIOD_END * 1000),
        cancelAtPeriodEnd: false,
        trialEnd: new Date(TRIAL_END * 1000),
      });
    });

    it('reads the period end from the subscription in older API versions, and a tier from product metadata', async () => {
      const olderShape = subscription({
        current_period_end: PERIOD_END + 1,
        cancel_at_period_end: true,
        items: list([
          {
            id: 'si_1',
            object: 'subscription_item',
            price: price({
              id: 'price_biz_year',
              lookup_key: null,
              recurring: { interval: 'year', interval_count: 1 },
              product: product('prod_biz', { tier: 'business' }),
            }),
          },
        ]),
      });
      fake.reply('GET /v1/subscriptions/sub_1', olderShape);

      expect(await payments.getSubscription('sub_1')).toMatchObject({
        priceId: 'price_biz_year',
        tier: 'business',
        interval: 'year',
        currentPeriodEnd: new Date((PERIOD_END + 1) * 1000),
        cancelAtPeriodEnd: true,
        trialEnd: null,
      });
    });

    it.each([
      ['trialing', 'trialing'],
      ['active', 'active'],
      ['past_due', 'past_due'],
      ['canceled', 'canceled'],
      ['incomplete_expired', 'canceled'],
      ['unpaid', 'canceled'],
    ])('maps status %s to %s', async (stripeStatus, status) => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({ status: stripeStatus }),
      );
      expect(await payments.getSubscription('sub_1')).toMatchObject({ status });
    });

    it('a subscription whose first payment has not gone through (incomplete) is no plan yet', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({ status: 'incomplete' }),
      );
      expect(await payments.getSubscription('sub_1')).toBeNull();
    });

    it('a scheduled cancellation at the period end counts as cancelAtPeriodEnd', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({ cancel_at: PERIOD_END }),
      );
      expect(await payments.getSubscription('sub_1')).toMatchObject({
        cancelAtPeriodEnd: true,
      });
    });

    it('null when Stripe does not know it (resource_missing)', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_gone',
        stripeError(
          404,
          'invalid_request_error',
          'resource_missing',
          "No such subscription: 'sub_gone'",
        ),
      );
      expect(await payments.getSubscription('sub_gone')).toBeNull();
    });

    it('null, with a warning, for a subscription that is not a tier plan', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({
          items: list([
            {
              id: 'si_1',
              object: 'subscription_item',
              current_period_end: PERIOD_END,
              price: price({ lookup_key: 'something_else', product: 'prod_x' }),
            },
          ]),
        }),
      );
      expect(await payments.getSubscription('sub_1')).toBeNull();
      expect(warnings.map((warning) => warning.msg)).toEqual([
        'stripe subscription is not a tier plan: ignored',
      ]);
    });
  });

  describe('cancelSubscription', () => {
    it('cancels it now', async () => {
      fake.reply(
        'DELETE /v1/subscriptions/sub_1',
        subscription({ status: 'canceled' }),
      );

      await payments.cancelSubscription('sub_1');

      expect(routes()).toEqual(['DELETE /v1/subscriptions/sub_1']);
      expect(onlyRequest().params).toEqual({});
    });

    it('one already canceled is fine', async () => {
      fake.reply(
        'DELETE /v1/subscriptions/sub_1',
        stripeError(
          400,
          'invalid_request_error',
          undefined,
          'This subscription has already been canceled.',
        ),
      );
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({ status: 'canceled' }),
      );

      await expect(
        payments.cancelSubscription('sub_1'),
      ).resolves.toBeUndefined();
      expect(routes()).toEqual([
        'DELETE /v1/subscriptions/sub_1',
        'GET /v1/subscriptions/sub_1',
      ]);
    });

    it('a refusal for a subscription still running is a failure', async () => {
      fake.reply(
        'DELETE /v1/subscriptions/sub_1',
        stripeError(
          400,
          'invalid_request_error',
          undefined,
          'Something is off.',
        ),
      );
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({ status: 'active' }),
      );

      await expect(payments.cancelSubscription('sub_1')).rejects.toBeInstanceOf(
        PaymentsUnavailableError,
      );
    });
  });

  describe('plan changes', () => {
    const catalogue = list([
      price(),
      businessYearly,
      price({
        id: 'price_biz_month',
        lookup_key: 'ruume_business_month',
        unit_amount: 4900,
      }),
    ]);
    const invoice = (fields: Record<string, unknown>) => ({
      id: 'in_1',
      object: 'invoice',
      starting_balance: 0,
      ...fields,
    });
    const input = { subscriptionId: 'sub_1', priceId: 'price_biz_year' };
    const prorationDate = String(Math.floor(JAN_31.getTime() / 1000));

    beforeEach(() => {
      fake.reply('GET /v1/prices', catalogue);
      fake.reply('GET /v1/subscriptions/sub_1', subscription());
    });

    it('previews the change billed at once (always_invoice), with one proration date', async () => {
      fake.reply(
        'POST /v1/invoices/create_preview',
        invoice({ total: 47_800, amount_due: 47_800 }),
      );

      expect(await payments.previewSubscriptionChange(input)).toEqual({
        priceId: 'price_biz_year',
        amountDue: 47_800,
        credit: 0,
        effectiveAt: JAN_31,
        // A new cycle: Stripe restarts the billing period from now.
        currentPeriodEnd: new Date('2027-01-31T12:00:00Z'),
      });
      const preview = fake.requests.find(
        (request) => request.path === '/v1/invoices/create_preview',
      );
      expect(preview?.params).toEqual({
        customer: 'cus_1',
        subscription: 'sub_1',
        'subscription_details[items][0][id]': 'si_1',
        'subscription_details[items][0][price]': 'price_biz_year',
        'subscription_details[proration_behavior]': 'always_invoice',
        'subscription_details[proration_date]': prorationDate,
      });
    });

    it('a cheaper plan in the same cycle: nothing due, the credit left on the customer, the period kept', async () => {
      fake.reply(
        'POST /v1/invoices/create_preview',
        invoice({ total: -700, amount_due: 0, starting_balance: -100 }),
      );
      expect(
        await payments.previewSubscriptionChange({
          ...input,
          priceId: 'price_biz_month',
        }),
      ).toMatchObject({
        amountDue: 0,
        credit: 800,
        currentPeriodEnd: new Date(PERIOD_END * 1000),
      });
    });

    it('changes it: the difference invoiced and charged now, the charge failing the update if declined (error_if_incomplete)', async () => {
      fake.reply(
        'POST /v1/subscriptions/sub_1',
        subscription({
          latest_invoice: invoice({ total: 47_800, amount_due: 47_800 }),
        }),
      );

      expect(await payments.changeSubscription(input)).toMatchObject({
        priceId: 'price_biz_year',
        amountDue: 47_800,
        credit: 0,
      });
      const update = fake.requests.find(
        (request) =>
          request.method === 'POST' &&
          request.path === '/v1/subscriptions/sub_1',
      );
      expect(update?.params).toEqual({
        'items[0][id]': 'si_1',
        'items[0][price]': 'price_biz_year',
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
        payment_behavior: 'error_if_incomplete',
        'expand[0]': 'latest_invoice',
      });
      expect(update?.headers['idempotency-key']).toBe(
        `ruume-plan-change-sub_1-price_biz_year-${prorationDate}`,
      );
    });

    it('a declined card is PaymentDeclinedError (nothing changed); other refusals PaymentsUnavailableError', async () => {
      fake.reply(
        'POST /v1/subscriptions/sub_1',
        stripeError(
          402,
          'card_error',
          'card_declined',
          'Your card was declined.',
        ),
      );
      await expect(payments.changeSubscription(input)).rejects.toBeInstanceOf(
        PaymentDeclinedError,
      );

      await expect(
        payments.changeSubscription({ ...input, priceId: 'price_unknown' }),
      ).rejects.toBeInstanceOf(PaymentsUnavailableError);
    });
  });

  describe('subscriptionPaymentMethod', () => {
    const expand = {
      'expand[0]': 'default_payment_method',
      'expand[1]': 'customer.invoice_settings.default_payment_method',
    };

    it("the subscription's own card first", async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({
          default_payment_method: card('pm_sub', '4242'),
          customer: {
            id: 'cus_1',
            object: 'customer',
            invoice_settings: {
              default_payment_method: card('pm_cus', '1111'),
            },
          },
        }),
      );

      expect(await payments.subscriptionPaymentMethod('sub_1')).toEqual({
        id: 'pm_sub',
        card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
      });
      expect(routes()).toEqual(['GET /v1/subscriptions/sub_1']);
      expect(onlyRequest().params).toEqual(expand);
    });

    it("else the customer's default card", async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({
          customer: {
            id: 'cus_1',
            object: 'customer',
            invoice_settings: {
              default_payment_method: card('pm_cus', '1111'),
            },
          },
        }),
      );

      expect(await payments.subscriptionPaymentMethod('sub_1')).toMatchObject({
        id: 'pm_cus',
        card: { last4: '1111' },
      });
    });

    it('null when neither has one', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({
          customer: {
            id: 'cus_1',
            object: 'customer',
            invoice_settings: { default_payment_method: null },
          },
        }),
      );
      expect(await payments.subscriptionPaymentMethod('sub_1')).toBeNull();
    });
  });

  it("listPaymentMethods: the customer's cards, the default one first", async () => {
    fake.reply('GET /v1/customers/cus_1', {
      id: 'cus_1',
      object: 'customer',
      invoice_settings: { default_payment_method: 'pm_2' },
    });
    fake.reply(
      'GET /v1/customers/cus_1/payment_methods',
      list([card('pm_1', '1111'), card('pm_2', '2222'), card('pm_3', '3333')]),
    );

    const cards = await payments.listPaymentMethods('cus_1');

    expect(cards.map((method) => method.id)).toEqual(['pm_2', 'pm_1', 'pm_3']);
    expect(cards[0]).toEqual({
      id: 'pm_2',
      card: { brand: 'visa', last4: '2222', exp_month: 4, exp_year: 2030 },
    });
    expect(routes()).toEqual([
      'GET /v1/customers/cus_1',
      'GET /v1/customers/cus_1/payment_methods',
    ]);
    expect(fake.requests[1].params).toEqual({ type: 'card', limit: '100' });
  });

  describe('connected accounts', () => {
    it('createConnectedAccount: an Express account paid out daily', async () => {
      fake.reply('POST /v1/accounts', account());

      expect(
        await payments.createConnectedAccount({
          userId: 'user_1',
          email: 'creator@example.com',
        }),
      ).toEqual({ id: 'acct_1' });

      const request = onlyRequest();
      expect(routes()).toEqual(['POST /v1/accounts']);
      expect(request.params).toEqual({
        type: 'express',
        email: 'creator@example.com',
        'metadata[userId]': 'user_1',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
        'settings[payouts][schedule][interval]': 'daily',
      });
      expect(request.headers['idempotency-key']).toBe(
        'ruume-connected-account-user_1',
      );
    });

    it('createAccountLink: the daily payout schedule set again, then the onboarding page', async () => {
      fake.reply('POST /v1/accounts/acct_1', account());
      fake.reply('POST /v1/account_links', {
        object: 'account_link',
        url: 'https://connect.stripe.com/setup/e/acct_1/abc',
      });

      const page = await payments.createAccountLink({
        accountId: 'acct_1',
        refreshUrl: 'https://ruume.example.com/creator/payouts?refresh=1',
        returnUrl: 'https://ruume.example.com/creator/payouts',
      });

      expect(page).toEqual({
        id: 'acct_1',
        url: 'https://connect.stripe.com/setup/e/acct_1/abc',
      });
      expect(routes()).toEqual([
        'POST /v1/accounts/acct_1',
        'POST /v1/account_links',
      ]);
      expect(fake.requests[0].params).toEqual({
        'settings[payouts][schedule][interval]': 'daily',
      });
      expect(fake.requests[1].params).toEqual({
        account: 'acct_1',
        refresh_url: 'https://ruume.example.com/creator/payouts?refresh=1',
        return_url: 'https://ruume.example.com/creator/payouts',
        type: 'account_onboarding',
      });
    });

    it('getConnectedAccount: onboarded once details are submitted and charges enabled', async () => {
      fake.reply('GET /v1/accounts/acct_1', account());
      expect(await payments.getConnectedAccount('acct_1')).toEqual({
        id: 'acct_1',
        individual: { first_name: 'Cora', last_name: 'Reator' },
        email: 'creator@example.com',
        country: 'CA',
        default_currency: 'cad',
        payouts_enabled: true,
        // Stripe's own time of day, after the account's delay.
        payout_schedule: { interval: 'daily', delay_days: 2, time_utc: null },
        onboarded: true,
      });
      expect(routes()).toEqual(['GET /v1/accounts/acct_1']);

      fake.reply(
        'GET /v1/accounts/acct_1',
        account({
          individual: undefined,
          details_submitted: true,
          charges_enabled: false,
          payouts_enabled: false,
        }),
      );
      expect(await payments.getConnectedAccount('acct_1')).toMatchObject({
        individual: null,
        payouts_enabled: false,
        onboarded: false,
      });

      // An account whose schedule Stripe does not report (older API versions) has none.
      fake.reply('GET /v1/accounts/acct_1', account({ settings: undefined }));
      expect(
        (await payments.getConnectedAccount('acct_1'))?.payout_schedule,
      ).toBeNull();
    });

    it('getConnectedAccount: null when Stripe does not know it', async () => {
      fake.reply(
        'GET /v1/accounts/acct_gone',
        stripeError(
          404,
          'invalid_request_error',
          'resource_missing',
          "No such account: 'acct_gone'",
        ),
      );
      expect(await payments.getConnectedAccount('acct_gone')).toBeNull();
    });

    it('deleteConnectedAccount: deletes it (already gone is fine)', async () => {
      fake.reply('DELETE /v1/accounts/acct_1', {
        id: 'acct_1',
        object: 'account',
        deleted: true,
      });
      await payments.deleteConnectedAccount('acct_1');
      expect(routes()).toEqual(['DELETE /v1/accounts/acct_1']);

      fake.reply(
        'DELETE /v1/accounts/acct_1',
        stripeError(
          404,
          'invalid_request_error',
          'resource_missing',
          "No such account: 'acct_1'",
        ),
      );
      await expect(
        payments.deleteConnectedAccount('acct_1'),
      ).resolves.toBeUndefined();
    });
  });

  it('createPaymentCheckout: a destination charge keeping the platform fee', async () => {
    fake.reply('POST /v1/checkout/sessions', checkoutSession({ id: 'cs_pay' }));

    const page = await payments.createPaymentCheckout({
      connectedAccountId: 'acct_1',
      amount: 499,
      currency: 'cad',
      applicationFeeAmount: 75,
      description: 'Recording: Friday jam',
      customerEmail: 'buyer@example.com',
      successUrl: 'https://ruume.example.com/r/rec_1?paid=1',
      cancelUrl: 'https://ruume.example.com/r/rec_1',
      metadata: { recordingId: 'rec_1', purpose: 'recording' },
    });

    expect(page).toEqual({
      id: 'cs_pay',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    expect(routes()).toEqual(['POST /v1/checkout/sessions']);
    expect(onlyRequest().params).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][product_data][name]': 'Recording: Friday jam',
      'line_items[0][quantity]': '1',
      customer_email: 'buyer@example.com',
      'payment_intent_data[application_fee_amount]': '75',
      'payment_intent_data[transfer_data][destination]': 'acct_1',
      'payment_intent_data[metadata][recordingId]': 'rec_1',
      'payment_intent_data[metadata][purpose]': 'recording',
      'metadata[recordingId]': 'rec_1',
      'metadata[purpose]': 'recording',
      success_url: 'https://ruume.example.com/r/rec_1?paid=1',
      cancel_url: 'https://ruume.example.com/r/rec_1',
    });
  });

  describe('failures', () => {
    it('a 5xx is retried once, then PaymentsUnavailableError', async () => {
      fake.reply(
        'POST /v1/customers',
        stripeError(500, 'api_error', undefined, 'Internal error'),
      );

      const failure = payments.createCustomer({
        userId: 'user_1',
        email: 'a@example.com',
        name: 'A',
      });

      await expect(failure).rejects.toBeInstanceOf(PaymentsUnavailableError);
      await expect(failure).rejects.toThrow(
        'stripe customers.create failed: StripeAPIError 500',
      );
      expect(routes()).toEqual(['POST /v1/customers', 'POST /v1/customers']);
      // The retry carries the same idempotency key.
      expect(
        fake.requests.map((request) => request.headers['idempotency-key']),
      ).toEqual(['ruume-customer-user_1', 'ruume-customer-user_1']);
    });

    it('a rate limit is PaymentsUnavailableError', async () => {
      fake.reply(
        'GET /v1/accounts/acct_1',
        stripeError(429, 'rate_limit_error', 'rate_limit', 'Too many requests'),
      );
      await expect(
        payments.getConnectedAccount('acct_1'),
      ).rejects.toBeInstanceOf(PaymentsUnavailableError);
    });

    it('a refused key is PaymentsUnavailableError, without the key in the message', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        stripeError(
          401,
          'invalid_request_error',
          undefined,
          `Invalid API Key provided: ${SECRET_KEY}`,
        ),
      );

      const error = await payments
        .getSubscription('sub_1')
        .catch((e: unknown) => e);

      expect(error).toBeInstanceOf(PaymentsUnavailableError);
      expect((error as Error).message).toBe(
        'stripe subscriptions.retrieve failed: StripeAuthenticationError 401',
      );
      expect((error as Error).cause).toBeInstanceOf(
        Stripe.errors.StripeAuthenticationError,
      );
    });

    it('an unreachable Stripe is PaymentsUnavailableError', async () => {
      const closed = await startFakeStripe();
      await closed.close();
      const offline = createStripePayments({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiBase: closed.url,
      });

      await expect(offline.getSubscription('sub_1')).rejects.toBeInstanceOf(
        PaymentsUnavailableError,
      );
    });

    it('a request Stripe refuses is PaymentsUnavailableError, logged', async () => {
      fake.reply(
        'POST /v1/billing_portal/sessions',
        stripeError(
          400,
          'invalid_request_error',
          'parameter_invalid_empty',
          'No configuration provided.',
        ),
      );

      await expect(
        payments.createPortalSession({
          customerId: 'cus_1',
          returnUrl: 'https://ruume.example.com',
          flow: 'invoices',
        }),
      ).rejects.toBeInstanceOf(PaymentsUnavailableError);
      expect(warnings).toEqual([
        {
          msg: 'stripe refused a request',
          obj: expect.objectContaining({
            operation: 'billingPortal.sessions.create',
            code: 'parameter_invalid_empty',
            statusCode: 400,
            stripeMessage: 'No configuration provided.',
          }),
        },
      ]);
    });
  });

  describe('readWebhook', () => {
    const CREATED = 1_780_000_000;
    const event = (type: string, object: object, id = 'evt_1') => ({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: CREATED,
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    /** The body and Stripe-Signature header Stripe would send. */
    const delivery = (payload: string, secret = WEBHOOK_SECRET) => ({
      body: Buffer.from(payload),
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    });
    const read = ({ body, signature }: { body: Buffer; signature?: string }) =>
      payments.readWebhook(body, signature);

    it('checkout.session.completed (payment): the fee and destination from its payment intent', async () => {
      fake.reply('GET /v1/payment_intents/pi_1', {
        id: 'pi_1',
        object: 'payment_intent',
        application_fee_amount: 75,
        transfer_data: { destination: 'acct_1' },
      });
      const session = checkoutSession({
        mode: 'payment',
        payment_status: 'paid',
        client_reference_id: null,
        customer: null,
        subscription: null,
        customer_details: { email: 'buyer@example.com' },
        customer_email: null,
        amount_total: 499,
        currency: 'cad',
        metadata: { recordingId: 'rec_1' },
        payment_intent: 'pi_1',
      });

      const paymentEvent = await read(
        delivery(JSON.stringify(event('checkout.session.completed', session))),
      );

      expect(routes()).toEqual(['GET /v1/payment_intents/pi_1']);
      expect(paymentEvent).toEqual({
        type: 'checkout.completed',
        id: 'evt_1',
        occurredAt: new Date(CREATED * 1000),
        checkout: {
          id: 'cs_1',
          mode: 'payment',
          userId: null,
          customerId: null,
          subscriptionId: null,
          customerEmail: 'buyer@example.com',
          amountTotal: 499,
          currency: 'cad',
          applicationFeeAmount: 75,
          connectedAccountId: 'acct_1',
          paymentIntentId: 'pi_1',
          metadata: { recordingId: 'rec_1' },
        },
      });
    });

    it('checkout.session.completed (subscription, trial): no extra request', async () => {
      const session = checkoutSession({
        mode: 'subscription',
        payment_status: 'no_payment_required',
        client_reference_id: 'user_1',
        customer: 'cus_1',
        subscription: 'sub_1',
        customer_details: null,
        customer_email: 'pat@example.com',
        amount_total: 0,
        currency: 'usd',
        metadata: {},
        payment_intent: null,
      });

      const paymentEvent = await read(
        delivery(JSON.stringify(event('checkout.session.completed', session))),
      );

      expect(fake.requests).toEqual([]);
      expect(paymentEvent).toMatchObject({
        type: 'checkout.completed',
        checkout: {
          mode: 'subscription',
          userId: 'user_1',
          customerId: 'cus_1',
          subscriptionId: 'sub_1',
          customerEmail: 'pat@example.com',
          applicationFeeAmount: null,
          connectedAccountId: null,
          paymentIntentId: null,
        },
      });
    });

    it('a checkout completed but not yet paid (asynchronous payment) waits for async_payment_succeeded', async () => {
      const session = checkoutSession({
        mode: 'payment',
        payment_status: 'unpaid',
        payment_intent: 'pi_1',
      });
      expect(
        await read(
          delivery(
            JSON.stringify(event('checkout.session.completed', session)),
          ),
        ),
      ).toBeNull();
      expect(fake.requests).toEqual([]);
    });

    it('customer.subscription.updated: the subscription as Stripe has it now, not as sent', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({ status: 'past_due' }),
      );

      const paymentEvent = await read(
        delivery(
          JSON.stringify(
            event(
              'customer.subscription.updated',
              subscription({ status: 'active' }),
            ),
          ),
        ),
      );

      expect(routes()).toEqual(['GET /v1/subscriptions/sub_1']);
      expect(fake.requests[0].params).toEqual({
        'expand[0]': 'items.data.price.product',
      });
      expect(paymentEvent).toEqual({
        type: 'subscription.changed',
        id: 'evt_1',
        occurredAt: new Date(CREATED * 1000),
        subscription: {
          id: 'sub_1',
          customerId: 'cus_1',
          priceId: 'price_pro_month',
          tier: 'professional',
          interval: 'month',
          status: 'past_due',
          currentPeriodEnd: new Date(PERIOD_END * 1000),
          cancelAtPeriodEnd: false,
          trialEnd: null,
        },
      });
    });

    it('customer.subscription.deleted: canceled (from the event when Stripe no longer has it)', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        subscription({ status: 'canceled' }),
      );
      const deleted = JSON.stringify(
        event(
          'customer.subscription.deleted',
          subscription({ status: 'canceled' }),
        ),
      );
      expect(await read(delivery(deleted))).toMatchObject({
        type: 'subscription.changed',
        subscription: { id: 'sub_1', status: 'canceled' },
      });

      fake.reply(
        'GET /v1/subscriptions/sub_1',
        stripeError(
          404,
          'invalid_request_error',
          'resource_missing',
          "No such subscription: 'sub_1'",
        ),
      );
      expect(await read(delivery(deleted))).toMatchObject({
        type: 'subscription.changed',
        subscription: { id: 'sub_1', status: 'canceled' },
      });
    });

    it.each(['invoice.paid', 'invoice.payment_failed'])(
      '%s: the invoice’s subscription, re-fetched',
      async (type) => {
        fake.reply(
          'GET /v1/subscriptions/sub_1',
          subscription({ status: 'active' }),
        );
        const invoice = {
          id: 'in_1',
          object: 'invoice',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_1', metadata: {} },
          },
        };

        expect(
          await read(delivery(JSON.stringify(event(type, invoice)))),
        ).toMatchObject({
          type: 'subscription.changed',
          subscription: { id: 'sub_1', status: 'active' },
        });
        expect(routes()).toEqual(['GET /v1/subscriptions/sub_1']);
      },
    );

    it('an invoice of an older API version names its subscription at the top', async () => {
      fake.reply('GET /v1/subscriptions/sub_1', subscription());
      const invoice = { id: 'in_1', object: 'invoice', subscription: 'sub_1' };
      expect(
        await read(delivery(JSON.stringify(event('invoice.paid', invoice)))),
      ).toMatchObject({ subscription: { id: 'sub_1' } });
    });

    it('account.updated: the account re-fetched', async () => {
      fake.reply('GET /v1/accounts/acct_1', account({ payouts_enabled: true }));

      const paymentEvent = await read(
        delivery(
          JSON.stringify(
            event('account.updated', account({ payouts_enabled: false })),
          ),
        ),
      );

      expect(routes()).toEqual(['GET /v1/accounts/acct_1']);
      expect(paymentEvent).toEqual({
        type: 'account.changed',
        id: 'evt_1',
        occurredAt: new Date(CREATED * 1000),
        account: {
          id: 'acct_1',
          individual: { first_name: 'Cora', last_name: 'Reator' },
          email: 'creator@example.com',
          country: 'CA',
          default_currency: 'cad',
          payouts_enabled: true,
          payout_schedule: { interval: 'daily', delay_days: 2, time_utc: null },
          onboarded: true,
        },
      });
    });

    it('the same delivery read twice gives the same event id (deduplicated upstream)', async () => {
      fake.reply('GET /v1/accounts/acct_1', account());
      const body = JSON.stringify(
        event('account.updated', account(), 'evt_twice'),
      );

      const first = await read(delivery(body));
      const second = await read(delivery(body));

      expect(first?.id).toBe('evt_twice');
      expect(second).toEqual(first);
    });

    it('an event type we do not use is null, without a request', async () => {
      expect(
        await read(
          delivery(
            JSON.stringify(
              event('customer.created', { id: 'cus_1', object: 'customer' }),
            ),
          ),
        ),
      ).toBeNull();
      expect(fake.requests).toEqual([]);
    });

    it('rejects a missing or wrong signature, a tampered body and a body that is not an event', async () => {
      const body = JSON.stringify(event('account.updated', account()));
      const rejected = expect.any(WebhookRejectedError);

      await expect(read({ body: Buffer.from(body) })).rejects.toEqual(rejected);
      await expect(read(delivery(body, 'whsec_someoneElse'))).rejects.toEqual(
        rejected,
      );
      await expect(
        read({ ...delivery(body), signature: 't=1,v1=deadbeef' }),
      ).rejects.toEqual(rejected);
      const tampered = {
        ...delivery(body),
        body: Buffer.from(body.replace('acct_1', 'acct_2')),
      };
      await expect(read(tampered)).rejects.toEqual(rejected);
      await expect(read(delivery('not json'))).rejects.toEqual(rejected);
      expect(fake.requests).toEqual([]);
    });

    it('a failing re-fetch is PaymentsUnavailableError (the delivery is retried)', async () => {
      fake.reply(
        'GET /v1/subscriptions/sub_1',
        stripeError(500, 'api_error', undefined, 'Internal error'),
      );
      await expect(
        read(
          delivery(
            JSON.stringify(
              event('customer.subscription.updated', subscription()),
            ),
          ),
        ),
      ).rejects.toBeInstanceOf(PaymentsUnavailableError);
    });
  });
});
