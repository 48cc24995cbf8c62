// Changing a paid plan (POST payment/subscription/{id}/preview-change and …/change) on the
// sandbox provider, on PGlite and PostgreSQL: the proration previewed then charged, the plan
// moved by the provider's event, and every refusal.
import { currentUserSchema, planChangeSchema } from '@ruume/contracts';
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

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const preview = (id: string) =>
  `/api/v1/payment/subscription/${id}/preview-change`;
const change = (id: string) => `/api/v1/payment/subscription/${id}/change`;

describe.each(FEATURE_DRIVERS)('changing plans (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const me = async (browser: Browser) =>
    currentUserSchema.parse((await browser.get('/api/v1/auth/me')).json());

  /** A signed-in user who bought professional monthly on the sandbox checkout. */
  async function professionalMonthly() {
    const signed = await signedInUser(t);
    await payOnSandbox(t, signed.browser, {
      priceId: 'price_sandbox_professional_month',
    });
    const id = (await me(signed.browser)).planSubscription?.id ?? '';
    return { ...signed, id };
  }

  it('previews professional monthly → business yearly: the year, less the unused month, due now; then switches', async () => {
    const { browser, id } = await professionalMonthly();
    const before = Math.floor(Date.now() / 1000);

    const previewed = await browser.post(preview(id), {
      priceId: 'price_sandbox_business_year',
    });
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('no-store');
    const quote = planChangeSchema.parse(previewed.json());
    expect(quote).toMatchObject({
      price_id: 'price_sandbox_business_year',
      tier: 'business',
      interval: 'year',
      unit_amount: 47988,
      currency: 'usd',
      // Seconds into the month: the whole $14.99 is still unused.
      amount_due: 47988 - 1499,
      credit: 0,
    });
    expect(quote.effective_at).toBeGreaterThanOrEqual(before);
    expect(
      quote.current_period_end - quote.effective_at,
    ).toBeGreaterThanOrEqual(YEAR_SECONDS);
    // A preview changes nothing.
    expect((await me(browser)).planSubscription?.tier).toBe('professional');

    const switched = await browser.post(change(id), {
      priceId: 'price_sandbox_business_year',
    });
    expect(switched.statusCode).toBe(200);
    expect(planChangeSchema.parse(switched.json())).toMatchObject({
      tier: 'business',
      interval: 'year',
      amount_due: 47988 - 1499,
    });
    const after = await me(browser);
    expect(after.planSubscription).toMatchObject({
      id,
      tier: 'business',
      interval: { unit: 'year' },
      status: 'active',
    });
    expect(after.recordingStorage.available).toBe(1000 ** 4);
    expect(
      (await browser.get(`/api/v1/payment/subscription/${id}`)).json(),
    ).toMatchObject({ tier: 'business', interval: 'year' });
  });

  it('a move to a cheaper plan costs nothing now and leaves a credit', async () => {
    const { browser, id } = await professionalMonthly();
    const switched = await browser.post(change(id), {
      priceId: 'price_sandbox_student_month',
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      tier: 'student',
      amount_due: 0,
      credit: 1499 - 799,
    });
    expect((await me(browser)).planSubscription?.tier).toBe('student');
  });

  it('a declined charge changes nothing: 402', async () => {
    const { browser, id } = await professionalMonthly();
    await t.app.services.payments.sandbox?.setNextRenewalOutcome(id, 'fail');
    const refused = await browser.post(change(id), {
      priceId: 'price_sandbox_business_month',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error: 'PLAN_CHANGE_DECLINED',
      message: expect.stringContaining('your card was declined'),
    });
    expect((await me(browser)).planSubscription?.tier).toBe('professional');
  });

  it("refuses another user's subscription, unknown prices, the same plan, bad input and the signed-out", async () => {
    const { browser, id } = await professionalMonthly();
    const stranger = (await signedInUser(t)).browser;
    const cases: Array<[Browser, string, unknown, number, string]> = [
      [
        stranger,
        id,
        { priceId: 'price_sandbox_business_year' },
        404,
        'SUBSCRIPTION_NOT_FOUND',
      ],
      [
        stranger,
        'sub_none',
        { priceId: 'price_sandbox_business_year' },
        404,
        'SUBSCRIPTION_NOT_FOUND',
      ],
      [browser, id, { priceId: 'price_unknown' }, 400, 'PRICE_NOT_FOUND'],
      [
        browser,
        id,
        { priceId: 'price_sandbox_professional_month' },
        409,
        'SAME_PLAN',
      ],
      [browser, id, {}, 400, 'VALIDATION_ERROR'],
      [browser, id, { priceId: 'price with spaces' }, 400, 'VALIDATION_ERROR'],
      [browser, id, { priceId: 42 }, 400, 'VALIDATION_ERROR'],
      [
        browser,
        'bad%20id',
        { priceId: 'price_sandbox_business_year' },
        400,
        'VALIDATION_ERROR',
      ],
      [
        new Browser(t.app),
        id,
        { priceId: 'price_sandbox_business_year' },
        401,
        'UNAUTHORIZED',
      ],
    ];
    for (const url of [preview, change]) {
      for (const [who, subscriptionId, body, status, error] of cases) {
        const response = await who.post(url(subscriptionId), body);
        expect([
          url(subscriptionId),
          body,
          response.statusCode,
          response.json().error,
        ]).toEqual([url(subscriptionId), body, status, error]);
      }
      const forged = await browser.post(
        url(id),
        { priceId: 'price_sandbox_business_year' },
        { noXsrf: true },
      );
      expect(forged.statusCode).toBe(403);
    }
    // An admin reads anyone's subscription but does not change it.
    const admin = (await signedInUser(t, { role: 'ADMIN' })).browser;
    expect(
      (await admin.post(change(id), { priceId: 'price_sandbox_business_year' }))
        .statusCode,
    ).toBe(404);
    expect((await me(browser)).planSubscription?.tier).toBe('professional');
  });

  it('refuses a plan that is over, a trial, an unpaid renewal, and business to a smaller tier', async () => {
    const { user, browser } = await signedInUser(t);
    const customer = await linkCustomer(t, user.id);
    const ask = (id: string, priceId: string) =>
      browser.post(preview(id), { priceId });

    const canceled = providerSubscription(customer, { status: 'canceled' });
    await deliver(t, canceled);
    expect(
      (await ask(canceled.id, 'price_sandbox_business_year')).json().error,
    ).toBe('NO_SUBSCRIPTION');

    for (const status of ['trialing', 'past_due'] as const) {
      const live = providerSubscription(customer, { status });
      await deliver(t, live);
      const refused = await ask(live.id, 'price_sandbox_business_year');
      expect([status, refused.statusCode, refused.json().error]).toEqual([
        status,
        409,
        'PLAN_CHANGE_NOT_ACTIVE',
      ]);
      await deliver(t, { ...live, status: 'canceled' });
    }

    const business = providerSubscription(customer, {
      tier: 'business',
      interval: 'year',
      priceId: 'price_sandbox_business_year',
    });
    await deliver(t, business);
    for (const priceId of [
      'price_sandbox_professional_year',
      'price_sandbox_student_month',
    ]) {
      const refused = await ask(business.id, priceId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'PLAN_CHANGE_VIA_SUPPORT',
        message: expect.stringContaining('support'),
      });
    }
    expect((await me(browser)).planSubscription?.tier).toBe('business');
  });

  it('business changes its billing cycle itself', async () => {
    const { browser } = await signedInUser(t);
    await payOnSandbox(t, browser, { priceId: 'price_sandbox_business_year' });
    const id = (await me(browser)).planSubscription?.id ?? '';
    const switched = await browser.post(change(id), {
      priceId: 'price_sandbox_business_month',
    });
    expect(switched.statusCode).toBe(200);
    // The unused year more than pays the first month: the rest is credit.
    expect(switched.json()).toMatchObject({
      amount_due: 0,
      credit: 47988 - 4999,
    });
    expect((await me(browser)).planSubscription?.interval.unit).toBe('month');
  });
});
