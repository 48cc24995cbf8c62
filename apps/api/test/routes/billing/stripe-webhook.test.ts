// The api on PAYMENTS_PROVIDER=stripe, its SDK pointed at a local server speaking Stripe's wire
// format: a checkout through SPEC §7 sends Stripe what it should, and signed webhooks (and only
// those) move the account's plan, once per event.
import Stripe from 'stripe';
import { currentUserSchema } from '@ruume/contracts';
import { signedInUser } from '../../support/accounts';
import { linkCustomer } from '../../support/billing';
import { Browser } from '../../support/browser';
import {
  type FakeStripe,
  startFakeStripe,
  stripeError,
} from '../../support/fake-stripe';
import {
  list,
  PERIOD_END,
  price,
  subscription,
} from '../../support/stripe-objects';
import { createTestApp, type TestApp } from '../../support/test-app';

const WEBHOOK_SECRET = 'whsec_ruumeRouteTest';

const proYearly = price({
  id: 'price_pro_year',
  unit_amount: 14388,
  lookup_key: 'ruume_professional_year',
  recurring: { interval: 'year', interval_count: 1 },
});
const subscriptionOf = (customer: string, status: string) =>
  subscription({
    id: 'sub_route1',
    customer,
    status,
    items: list([
      {
        id: 'si_1',
        object: 'subscription_item',
        current_period_end: PERIOD_END,
        price: proYearly,
      },
    ]),
  });

describe('payments on stripe: checkout and webhooks', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_ruumeRouteTest',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const deliver = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature !== undefined && { 'stripe-signature': signature }),
      },
      payload,
    });
  const event = (id: string, type: string, object: object, created: number) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  const signed = (payload: string) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
  const me = async (browser: Browser) =>
    currentUserSchema.parse((await browser.get('/api/v1/auth/me')).json());

  it("starts a checkout for the account's own customer, on the tier price, back to the app", async () => {
    fake.reply('GET /v1/prices', list([proYearly]));
    fake.reply('POST /v1/customers', { id: 'cus_route1', object: 'customer' });
    fake.reply('POST /v1/checkout/sessions', {
      id: 'cs_route1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_route1',
    });
    const { user, browser } = await signedInUser(t);
    const response = await browser.post('/api/v1/payment/checkout/session', {
      priceId: 'price_pro_year',
      successUrlRoute: 'settings/subscription',
      cancelUrlRoute: 'settings/subscription',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_route1',
    });
    const session = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
    );
    expect(session?.params).toMatchObject({
      mode: 'subscription',
      customer: 'cus_route1',
      client_reference_id: user.id,
      'line_items[0][price]': 'price_pro_year',
      success_url: `${t.config.publicUrl}/settings/subscription`,
      cancel_url: `${t.config.publicUrl}/settings/subscription`,
    });
  });

  it('applies a signed subscription event once, refuses a bad signature, and answers 503 when Stripe fails', async () => {
    const { user, browser } = await signedInUser(t);
    const customer = await linkCustomer(t, user.id);
    fake.reply(
      'GET /v1/subscriptions/sub_route1',
      subscriptionOf(customer, 'active'),
    );
    const payload = event(
      'evt_route1',
      'customer.subscription.created',
      subscriptionOf(customer, 'active'),
      1_800_000_000,
    );

    const forged = await deliver(
      payload,
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_other',
      }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await me(browser)).planSubscription).toBeNull();

    const first = await deliver(payload, signed(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await me(browser)).planSubscription).toEqual({
      id: 'sub_route1',
      tier: 'professional',
      interval: { unit: 'year' },
      status: 'active',
      currentPeriodEnd: PERIOD_END,
    });

    // Stripe redelivers: the same event changes nothing a second time.
    fake.reply(
      'GET /v1/subscriptions/sub_route1',
      subscriptionOf(customer, 'canceled'),
    );
    const replay = await deliver(payload, signed(payload));
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await me(browser)).planSubscription?.status).toBe('active');

    // Stripe is down while a new event arrives: 503, nothing applied, and the retry applies it.
    const deleted = event(
      'evt_route2',
      'customer.subscription.deleted',
      subscriptionOf(customer, 'canceled'),
      1_800_000_100,
    );
    fake.reply(
      'GET /v1/subscriptions/sub_route1',
      stripeError(500, 'api_error', undefined, 'down'),
    );
    const down = await deliver(deleted, signed(deleted));
    expect(down.statusCode).toBe(503);
    expect((await me(browser)).planSubscription?.status).toBe('active');
    fake.reply(
      'GET /v1/subscriptions/sub_route1',
      subscriptionOf(customer, 'canceled'),
    );
    const retried = await deliver(deleted, signed(deleted));
    expect(retried.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await me(browser)).planSubscription).toBeNull();
  });

  it('answers other event types without changing anything', async () => {
    const payload = event(
      'evt_other',
      'customer.created',
      { id: 'cus_x' },
      1_800_000_000,
    );
    const response = await deliver(payload, signed(payload));
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
