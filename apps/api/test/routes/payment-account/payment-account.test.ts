// SPEC §7 payment/stripe/* on the sandbox provider, on PGlite and PostgreSQL: a creator's own
// payments account goes none → created → onboarded (by the provider's event) → none again.
import {
  connectedPaymentAccountSchema,
  currentUserSchema,
} from '@ruume/contracts';
import { signedInUser } from '../../support/accounts';
import { pathOfUrl } from '../../support/billing';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';

const BACK = { returnUrlRoute: 'settings/monetization' };

describe.each(FEATURE_DRIVERS)('payments account (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const me = async (browser: Browser) =>
    currentUserSchema.parse((await browser.get('/api/v1/auth/me')).json());
  const account = async (browser: Browser) => {
    const response = await browser.get('/api/v1/payment/stripe/account');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return connectedPaymentAccountSchema.nullable().parse(response.json());
  };

  it('is created once, onboarded on the provider, and disconnected', async () => {
    const { user, browser } = await signedInUser(t);
    expect(await account(browser)).toBeNull();
    expect((await me(browser)).stripeInfo).toBeNull();

    const created = await browser.post('/api/v1/payment/stripe/account', BACK);
    expect(created.statusCode).toBe(200);
    const link = (created.json() as { url: string }).url;
    expect(link).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/v1/payment/sandbox/onboarding/`),
    );
    const { stripeInfo } = await me(browser);
    expect(stripeInfo).toEqual({
      accountId: expect.stringMatching(/^acct_/),
      isAccountOnboarded: false,
    });
    expect(await account(browser)).toMatchObject({
      id: stripeInfo?.accountId,
      email: user.email,
      payouts_enabled: false,
    });

    // Asking again continues the same account's onboarding.
    const again = await browser.post('/api/v1/payment/stripe/account', BACK);
    expect(again.statusCode).toBe(200);
    expect((await me(browser)).stripeInfo?.accountId).toBe(
      stripeInfo?.accountId,
    );

    // The creator fills in the provider's onboarding form; its event onboards the account.
    const onboarding = await browser.post(
      '/api/v1/payment/stripe/account-link/onboarding',
      BACK,
    );
    expect(onboarding.statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: pathOfUrl((onboarding.json() as { url: string }).url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        firstName: 'Cleo',
        lastName: 'Creator',
        country: 'CA',
        currency: 'cad',
      }).toString(),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `${t.config.publicUrl}/settings/monetization`,
    );
    expect((await me(browser)).stripeInfo).toEqual({
      accountId: stripeInfo?.accountId,
      isAccountOnboarded: true,
    });
    expect(await account(browser)).toEqual({
      id: stripeInfo?.accountId,
      individual: { first_name: 'Cleo', last_name: 'Creator' },
      email: user.email,
      country: 'CA',
      default_currency: 'cad',
      payouts_enabled: true,
      // The sandbox pays out daily at 00:00 UTC (SPEC §9).
      payout_schedule: { interval: 'daily', delay_days: 0, time_utc: '00:00' },
    });

    const disconnected = await browser.delete('/api/v1/payment/stripe/account');
    expect(disconnected.statusCode).toBe(204);
    expect((await me(browser)).stripeInfo).toBeNull();
    expect(await account(browser)).toBeNull();
    const twice = await browser.delete('/api/v1/payment/stripe/account');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('NO_PAYMENT_ACCOUNT');
  });

  it('is closed at the provider when its user deletes their account', async () => {
    const { user, browser } = await signedInUser(t);
    await browser.post('/api/v1/payment/stripe/account', BACK);
    const accountId = (await me(browser)).stripeInfo?.accountId ?? '';
    const provider = t.app.services.payments.provider;
    expect(await provider.getConnectedAccount(accountId)).not.toBeNull();
    expect((await browser.delete(`/api/v1/user/${user.id}`)).statusCode).toBe(
      204,
    );
    expect(await provider.getConnectedAccount(accountId)).toBeNull();
  });

  it('shows each creator only their own account', async () => {
    const creator = await signedInUser(t);
    await creator.browser.post('/api/v1/payment/stripe/account', BACK);
    const other = await signedInUser(t);
    expect(await account(other.browser)).toBeNull();
    expect(
      (
        await other.browser.post(
          '/api/v1/payment/stripe/account-link/onboarding',
          BACK,
        )
      ).json().error,
    ).toBe('NO_PAYMENT_ACCOUNT');
    expect(
      (await other.browser.delete('/api/v1/payment/stripe/account')).statusCode,
    ).toBe(409);
    expect((await me(creator.browser)).stripeInfo).not.toBeNull();
  });

  it('refuses routes that leave the app, signed-out callers and missing XSRF', async () => {
    const { browser } = await signedInUser(t);
    for (const returnUrlRoute of ['https://evil.example', '//evil.example']) {
      const response = await browser.post('/api/v1/payment/stripe/account', {
        returnUrlRoute,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(
        'return route must be a path inside the app',
      );
    }
    expect(
      (await browser.post('/api/v1/payment/stripe/account', {})).json().message,
    ).toContain('return route is required');
    expect((await me(browser)).stripeInfo).toBeNull();
    const anonymous = new Browser(t.app);
    expect(
      (await anonymous.get('/api/v1/payment/stripe/account')).statusCode,
    ).toBe(401);
    expect(
      (
        await browser.post('/api/v1/payment/stripe/account', BACK, {
          noXsrf: true,
        })
      ).statusCode,
    ).toBe(403);
  });
});
