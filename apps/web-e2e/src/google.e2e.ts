// Google sign-in (SPEC §2 /auth/login/google/success, §4 social sign-in; apps/api README "Google sign-in") against a
// real OpenID Connect issuer — oidc-provider with its development login and consent pages — standing in for Google:
// the browser goes from ruume's sign-in page to the issuer, signs in there, consents, and comes back signed in.
// Without GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET the sign-in page offers no Google button.
import type { BrowserContext, Page } from 'playwright-core';
import { currentUserInPage, signInForm } from './support/accounts';
import { useBrowser, waitForPath } from './support/browser';
import {
  issuerEmailOf,
  startOidcIssuer,
  type OidcIssuer,
} from './support/oidc-issuer';
import {
  baseUrl,
  freePort,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

const CLIENT_ID = 'ruume-e2e';
const CLIENT_SECRET = 'ruume-e2e-client-secret';
const GOOGLE_BUTTON = 'continue with Google';

/** The issuer's pages @import a web font; answer it locally (nothing leaves the machine, no console noise). */
async function keepFontsLocal(context: BrowserContext): Promise<void> {
  await context.route(
    /^https:\/\/fonts\.(googleapis|gstatic)\.com\//,
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
}

/** From ruume's /login: 'continue with Google', the issuer's login form (login name, any password), consent. */
async function signInWithGoogle(
  page: Page,
  issuer: OidcIssuer,
  login: string,
): Promise<void> {
  await page.goto('/login');
  await signInForm(page).submit.waitFor();
  const toIssuer = page.waitForURL((url) => url.origin === issuer.issuer);
  await page.getByRole('link', { name: GOOGLE_BUTTON }).click();
  await toIssuer;

  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The consent page of a first authorization (a returning session at the issuer may skip it).
  const consent = page.getByRole('button', { name: 'Continue' });
  const backAtRuume = page.waitForURL((url) => url.origin !== issuer.issuer);
  const first = await Promise.race([
    consent.waitFor().then(() => 'consent' as const),
    backAtRuume.then(() => 'back' as const),
  ]);
  if (first === 'consent') await consent.click();
  await backAtRuume;
}

describe('Google sign-in with a real OpenID Connect issuer', () => {
  let issuer: OidcIssuer;
  let server: RuumeServer;

  beforeAll(async () => {
    // The client's redirect URI names ruume's port, so pick it before either starts. ruume discovers the issuer
    // on first use, the issuer listens at once.
    const port = await freePort();
    issuer = await startOidcIssuer({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: `http://127.0.0.1:${port}/api/v1/auth/login/google/callback`,
    });
    server = await startServer({
      label: 'google',
      port,
      env: {
        OIDC_ISSUER: issuer.issuer,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
  });

  afterAll(async () => {
    await stopServer(server);
    await issuer?.stop();
  });

  const browser = useBrowser({ baseURL: () => server.url });
  beforeEach(() => keepFontsLocal(browser.context));

  const login = `gina.${Date.now().toString(36)}`;
  let created = false;

  it('offers Google on the sign-in page; a new account lands on personalization, signed in without a password', async () => {
    const { page } = browser;
    expect(
      await (await fetch(`${server.url}/api/v1/auth/providers`)).json(),
    ).toEqual({ google: true });

    const successUrls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (
        frame === page.mainFrame() &&
        new URL(frame.url()).pathname === '/auth/login/google/success'
      )
        successUrls.push(frame.url());
    });
    const toPersonalization = waitForPath(page, '/personalization');
    await signInWithGoogle(page, issuer, login);
    await toPersonalization;
    created = true;
    // It came through the success page, marked as a new account.
    expect(successUrls.map((url) => new URL(url).search)).toContain('?new=1');
    await page
      .getByRole('heading', { name: 'make ruume yours', level: 1 })
      .waitFor();

    const me = await currentUserInPage(page);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: issuerEmailOf(login),
      passwordExists: false,
    });

    // Without a password, the password tab offers to create one rather than to change it.
    await page.goto('/settings?tab=password');
    await page.getByRole('heading', { name: 'create password' }).waitFor();
    expect(
      await page.getByLabel('current password', { exact: true }).count(),
    ).toBe(0);
  });

  it('signs a returning Google account in to the dashboard', async () => {
    if (!created)
      throw new Error('the first test did not create the Google account');
    const { page } = browser;
    const toDashboard = waitForPath(page, '/dashboard');
    await signInWithGoogle(page, issuer, login);
    await toDashboard;
    await page.getByRole('heading', { name: 'dashboard', level: 1 }).waitFor();
    expect((await currentUserInPage(page)).body).toMatchObject({
      email: issuerEmailOf(login),
      passwordExists: false,
    });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET', () => {
  // The shared server of the run is started without any OIDC_*/GOOGLE_* variable.
  const browser = useBrowser();

  it('shows no Google button on the sign-in and registration pages', async () => {
    const { page } = browser;
    for (const path of ['/login', '/register']) {
      const providers = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/v1/auth/providers',
      );
      await page.goto(path);
      // The button is hidden because the server says so; wait for that answer before looking for the button.
      expect(await (await providers).json()).toEqual({ google: false });
      await page
        .getByRole('button', {
          name: path === '/login' ? 'sign in' : 'create account',
          exact: true,
        })
        .waitFor();
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      );
      expect(
        await page.getByRole('link', { name: GOOGLE_BUTTON }).count(),
      ).toBe(0);
      expect(await page.getByText(GOOGLE_BUTTON).count()).toBe(0);
    }
    const start = await fetch(`${baseUrl()}/api/v1/auth/login/google`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(404);
  });
});
