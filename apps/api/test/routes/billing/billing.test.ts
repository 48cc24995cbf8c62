// SPEC §7 Payments calls of plans and billing on the sandbox provider, on PGlite and PostgreSQL:
// guarded, validated, another user's ids refused, and the plan driven by provider events only.
import {
  currentUserSchema,
  subscriptionSchema,
  tierPlanListSchema,
} from '@ruume/contracts';
import { signedInUser } from '../../support/accounts';
import {
  deliver,
  linkCustomer,
  payOnSandbox,
  providerSubscription,
} from '../../support/billing';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';

const ROUTES = {
  successUrlRoute: 'settings/subscription',
  cancelUrlRoute: 'settings/subscription',
};

describe.each(FEATURE_DRIVERS)('plans and billing (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const me = async (browser: Browser) =>
    currentUserSchema.parse((await browser.get('/api/v1/auth/me')).json());

  describe('tier plans', () => {
    it('lists student, professional and business, each by month and by year (year cheaper than 12 months), to anyone', async () => {
      const response = await new Browser(t.app).get(
        '/api/v1/payment/subscription/tier-plans',
      );
      expect(response.statusCode).toBe(200);
      const plans = tierPlanListSchema.parse(response.json());
      expect(plans.map((plan) => plan.metadata.tier)).toEqual([
        'professional',
        'business',
        'student',
      ]);
      for (const plan of plans) {
        const amount = (interval: 'month' | 'year') =>
          plan.prices.find((p) => p.recurring.interval === interval)
            ?.unit_amount ?? NaN;
        expect(amount('year')).toBeLessThan(12 * amount('month'));
      }
    });
  });

  describe('checkout', () => {
    const priceOf = async (tier: string, interval: string) => {
      const plans = tierPlanListSchema.parse(
        (
          await new Browser(t.app).get(
            '/api/v1/payment/subscription/tier-plans',
          )
        ).json(),
      );
      const price = plans
        .find((plan) => plan.metadata.tier === tier)
        ?.prices.find((p) => p.recurring.interval === interval);
      if (!price) throw new Error(`no ${tier} ${interval} price`);
      return price.id;
    };

    it('answers the hosted checkout page of a tier price, on PUBLIC_URL', async () => {
      const { browser } = await signedInUser(t);
      const response = await browser.post('/api/v1/payment/checkout/session', {
        priceId: await priceOf('professional', 'year'),
        ...ROUTES,
      });
      expect(response.statusCode).toBe(200);
      const { url } = response.json() as { url: string };
      expect(
        url.startsWith(`${t.config.publicUrl}/api/v1/payment/sandbox/`),
      ).toBe(true);
    });

    it('refuses unknown prices, missing fields and routes that leave the app', async () => {
      const { browser } = await signedInUser(t);
      const priceId = await priceOf('student', 'month');
      const cases: Array<[object, number, string, string?]> = [
        [{ ...ROUTES, priceId: 'price_unknown' }, 400, 'PRICE_NOT_FOUND'],
        [{ ...ROUTES }, 400, 'VALIDATION_ERROR', 'price id is required'],
        [
          { ...ROUTES, priceId, successUrlRoute: 'https://evil.example/' },
          400,
          'VALIDATION_ERROR',
          'success route must be a path inside the app',
        ],
        [
          { ...ROUTES, priceId, cancelUrlRoute: '//evil.example/x' },
          400,
          'VALIDATION_ERROR',
          'cancel route must be a path inside the app',
        ],
        [{ ...ROUTES, priceId: 'price with spaces' }, 400, 'VALIDATION_ERROR'],
      ];
      for (const [body, status, error, message] of cases) {
        const response = await browser.post(
          '/api/v1/payment/checkout/session',
          body,
        );
        expect([body, response.statusCode, response.json().error]).toEqual([
          body,
          status,
          error,
        ]);
        if (message) expect(response.json().message).toContain(message);
      }
    });

    it('is for signed-in users with the XSRF header only', async () => {
      const anonymous = await new Browser(t.app).post(
        '/api/v1/payment/checkout/session',
        { priceId: 'price_x', ...ROUTES },
      );
      expect(anonymous.statusCode).toBe(401);
      const { browser } = await signedInUser(t);
      const forged = await browser.post(
        '/api/v1/payment/checkout/session',
        { priceId: 'price_x', ...ROUTES },
        { noXsrf: true },
      );
      expect(forged.statusCode).toBe(403);
    });

    it('refuses a second plan while one is live', async () => {
      const { user, browser } = await signedInUser(t);
      await deliver(t, providerSubscription(await linkCustomer(t, user.id)));
      const response = await browser.post('/api/v1/payment/checkout/session', {
        priceId: await priceOf('business', 'month'),
        ...ROUTES,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('ALREADY_SUBSCRIBED');
    });

    it('limits checkouts per account and minute', async () => {
      const { browser } = await signedInUser(t);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        statuses.push(
          (
            await browser.post('/api/v1/payment/checkout/session', {
              priceId: 'price_unknown',
              ...ROUTES,
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
      // Another account is not slowed down by it.
      const other = (await signedInUser(t)).browser;
      expect(
        (
          await other.post('/api/v1/payment/checkout/session', {
            priceId: 'price_unknown',
            ...ROUTES,
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('the plan follows provider events', () => {
    it('shows the live subscription on the current user, and house once it is canceled', async () => {
      const { user, browser } = await signedInUser(t);
      expect((await me(browser)).planSubscription).toBeNull();
      const customer = await linkCustomer(t, user.id);
      const subscription = providerSubscription(customer, {
        tier: 'student',
        interval: 'year',
        priceId: 'price_sandbox_student_year',
      });
      expect(await deliver(t, subscription)).toBe('applied');

      const subscribed = await me(browser);
      expect(subscribed.planSubscription).toEqual({
        id: subscription.id,
        tier: 'student',
        interval: { unit: 'year' },
        status: 'active',
        currentPeriodEnd: Math.floor(
          subscription.currentPeriodEnd.getTime() / 1000,
        ),
      });
      expect(subscribed.recordingStorage.available).toBe(50 * 1000 ** 3);

      await deliver(t, { ...subscription, status: 'past_due' });
      expect((await me(browser)).planSubscription?.status).toBe('past_due');

      await deliver(t, { ...subscription, status: 'canceled' });
      const after = await me(browser);
      expect(after.planSubscription).toBeNull();
      expect(after.recordingStorage.available).toBe(0);
      // A paid plan without a trial leaves the trial on offer.
      expect(after.isFreeTrialAvailable).toBe(true);
    });

    it('applies an event once, however often it is delivered', async () => {
      const { user, browser } = await signedInUser(t);
      const subscription = providerSubscription(await linkCustomer(t, user.id));
      const id = 'evt_deliveredTwice' + user.id.slice(0, 8);
      expect(await deliver(t, subscription, { id })).toBe('applied');
      expect(
        await deliver(t, { ...subscription, status: 'canceled' }, { id }),
      ).toBe('duplicate');
      expect((await me(browser)).planSubscription?.status).toBe('active');
    });

    it('keeps the newest state when events arrive out of order', async () => {
      const { user, browser } = await signedInUser(t);
      const subscription = providerSubscription(await linkCustomer(t, user.id));
      const now = Date.now();
      await deliver(
        t,
        { ...subscription, status: 'canceled' },
        { occurredAt: new Date(now) },
      );
      await deliver(t, subscription, { occurredAt: new Date(now - 60_000) });
      const current = await me(browser);
      expect(current.planSubscription).toBeNull();
      expect(
        (
          await browser.get(`/api/v1/payment/subscription/${subscription.id}`)
        ).json().status,
      ).toBe('canceled');
    });

    it('uses the free trial up for good, also after it is cancelled', async () => {
      const { user, browser } = await signedInUser(t);
      const trialEnd = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
      const trial = providerSubscription(await linkCustomer(t, user.id), {
        status: 'trialing',
        trialEnd,
        currentPeriodEnd: trialEnd,
      });
      await deliver(t, trial);
      const trialing = await me(browser);
      expect(trialing.planSubscription?.status).toBe('trialing');
      expect(trialing.isFreeTrialAvailable).toBe(false);

      await deliver(t, { ...trial, status: 'canceled' });
      const after = await me(browser);
      expect(after.planSubscription).toBeNull();
      expect(after.isFreeTrialAvailable).toBe(false);
      const again = await browser.post(
        '/api/v1/payment/checkout/session/free-trial',
        ROUTES,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('FREE_TRIAL_UNAVAILABLE');
    });

    it('ignores subscriptions of customers ruume does not know', async () => {
      expect(await deliver(t, providerSubscription('cus_unknownToRuume'))).toBe(
        'applied',
      );
    });
  });

  describe('subscription by id', () => {
    it('answers the owner and admins, and 404 to anyone else', async () => {
      const { user, browser } = await signedInUser(t);
      const subscription = providerSubscription(
        await linkCustomer(t, user.id),
        {
          cancelAtPeriodEnd: true,
        },
      );
      await deliver(t, subscription);
      const path = `/api/v1/payment/subscription/${subscription.id}`;

      const own = await browser.get(path);
      expect(own.statusCode).toBe(200);
      expect(subscriptionSchema.parse(own.json())).toEqual({
        id: subscription.id,
        current_period_end: Math.floor(
          subscription.currentPeriodEnd.getTime() / 1000,
        ),
        status: 'active',
        tier: 'professional',
        interval: 'month',
        cancel_at_period_end: true,
        trial_end: null,
      });
      expect(own.headers['cache-control']).toBe('no-store');

      const stranger = (await signedInUser(t)).browser;
      for (const url of [
        path,
        `/api/v1/payment/tier-subscription/${subscription.id}/payment-method`,
      ]) {
        const refused = await stranger.get(url);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().error).toBe('SUBSCRIPTION_NOT_FOUND');
        expect(refused.body).not.toContain(user.email);
      }
      expect(
        (await stranger.get('/api/v1/payment/subscription/sub_none'))
          .statusCode,
      ).toBe(404);
      expect((await new Browser(t.app).get(path)).statusCode).toBe(401);
      const admin = (await signedInUser(t, { role: 'ADMIN' })).browser;
      expect((await admin.get(path)).statusCode).toBe(200);
      expect(
        (await stranger.get('/api/v1/payment/subscription/bad%20id'))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('downgrade to free', () => {
    it('sends business plans to support and leaves them live', async () => {
      const { user, browser } = await signedInUser(t);
      const subscription = providerSubscription(
        await linkCustomer(t, user.id),
        {
          tier: 'business',
          priceId: 'price_sandbox_business_month',
        },
      );
      await deliver(t, subscription);
      const response = await browser.post(
        '/api/v1/payment/subscription/downgrade-to-free',
        { subscriptionId: subscription.id },
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'CANCEL_VIA_SUPPORT',
        message: expect.stringContaining('support'),
      });
      expect((await me(browser)).planSubscription?.tier).toBe('business');
    });

    it("refuses another user's subscription, a canceled one and nonsense", async () => {
      const { user } = await signedInUser(t);
      const subscription = providerSubscription(await linkCustomer(t, user.id));
      await deliver(t, subscription);
      const stranger = (await signedInUser(t)).browser;
      const refused = await stranger.post(
        '/api/v1/payment/subscription/downgrade-to-free',
        { subscriptionId: subscription.id },
      );
      expect(refused.statusCode).toBe(404);
      const owner = await signedInUser(t);
      const canceled = providerSubscription(
        await linkCustomer(t, owner.user.id),
        { status: 'canceled' },
      );
      await deliver(t, canceled);
      const over = await owner.browser.post(
        '/api/v1/payment/subscription/downgrade-to-free',
        { subscriptionId: canceled.id },
      );
      expect(over.statusCode).toBe(409);
      expect(over.json().error).toBe('NO_SUBSCRIPTION');
      expect(
        (
          await stranger.post(
            '/api/v1/payment/subscription/downgrade-to-free',
            {
              subscriptionId: 42,
            },
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await stranger.post(
            '/api/v1/payment/subscription/downgrade-to-free',
            {},
          )
        ).json().message,
      ).toContain('subscription id is required');
    });
  });

  describe('portal and cards', () => {
    it('opens the portal for invoices and for the card, returning inside the app only', async () => {
      const { browser } = await signedInUser(t);
      for (const flow of ['invoice-history', 'payment-method-update']) {
        const response = await browser.post(`/api/v1/payment/portal/${flow}`, {
          returnUrlRoute: 'settings/subscription-billing',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().url).toMatch(
          new RegExp(`^${t.config.publicUrl}/api/v1/payment/sandbox/portal/`),
        );
        const away = await browser.post(`/api/v1/payment/portal/${flow}`, {
          returnUrlRoute: 'javascript:alert(1)',
        });
        expect(away.statusCode).toBe(400);
      }
    });

    it('lists no cards before the first payment', async () => {
      const { browser } = await signedInUser(t);
      const response = await browser.get(
        '/api/v1/payment/payment-methods/list',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  describe('on the sandbox, end to end', () => {
    it('a paid checkout makes the plan live, lists the card it charges, and cancelling moves the account to house', async () => {
      const { browser } = await signedInUser(t);
      const declined = await payOnSandbox(
        t,
        browser,
        { priceId: 'price_sandbox_professional_year' },
        '4000 0000 0000 0002',
      );
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain('your card was declined.');
      expect((await me(browser)).planSubscription).toBeNull();

      const paid = await payOnSandbox(t, browser, {
        priceId: 'price_sandbox_professional_year',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(
        `${t.config.publicUrl}/settings/subscription`,
      );
      const subscribed = await me(browser);
      expect(subscribed.planSubscription).toMatchObject({
        tier: 'professional',
        interval: { unit: 'year' },
        status: 'active',
      });
      const id = subscribed.planSubscription?.id ?? '';

      const cards = (
        await browser.get('/api/v1/payment/payment-methods/list')
      ).json();
      expect(cards).toEqual([
        {
          id: expect.any(String),
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
        },
      ]);
      expect(
        (
          await browser.get(
            `/api/v1/payment/tier-subscription/${id}/payment-method`,
          )
        ).json(),
      ).toEqual(cards[0]);

      const cancelled = await browser.post(
        '/api/v1/payment/subscription/downgrade-to-free',
        { subscriptionId: id },
      );
      expect(cancelled.statusCode).toBe(204);
      const after = await me(browser);
      expect(after.planSubscription).toBeNull();
      expect(
        (await browser.get(`/api/v1/payment/subscription/${id}`)).json().status,
      ).toBe('canceled');
      // Cancelling twice is refused, not charged or crashed.
      expect(
        (
          await browser.post('/api/v1/payment/subscription/downgrade-to-free', {
            subscriptionId: id,
          })
        ).json().error,
      ).toBe('NO_SUBSCRIPTION');
    });

    it('the free trial starts without a card and is then used up', async () => {
      const { browser } = await signedInUser(t);
      expect((await me(browser)).isFreeTrialAvailable).toBe(true);
      const started = await payOnSandbox(t, browser, { trial: true });
      expect(started.statusCode).toBe(303);
      const trialing = await me(browser);
      expect(trialing.planSubscription).toMatchObject({
        tier: 'professional',
        interval: { unit: 'month' },
        status: 'trialing',
      });
      expect(trialing.isFreeTrialAvailable).toBe(false);
      expect(
        (await browser.get('/api/v1/payment/payment-methods/list')).json(),
      ).toEqual([]);
    });

    it('deleting an account cancels its plan at the provider first', async () => {
      const { user, browser } = await signedInUser(t);
      await payOnSandbox(t, browser, {
        priceId: 'price_sandbox_student_month',
      });
      const id = (await me(browser)).planSubscription?.id ?? '';
      const sandbox = t.app.services.payments.provider;
      expect((await sandbox.getSubscription(id))?.status).toBe('active');
      expect((await browser.delete(`/api/v1/user/${user.id}`)).statusCode).toBe(
        204,
      );
      expect((await sandbox.getSubscription(id))?.status).toBe('canceled');
    });
  });

  describe('webhook', () => {
    it('is not there on the sandbox, which reports its events itself', async () => {
      const response = await new Browser(t.app).post(
        '/api/v1/payment/webhook',
        { type: 'customer.subscription.updated' },
        { noXsrf: true },
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain('sandbox');
    });
  });
});
