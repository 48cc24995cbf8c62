// Issue "Accounts" end to end on the real stack: a person registers in the browser, gets the confirmation mail
// over real SMTP, opens its link and is signed in; signs out and in with the password; changes the password under
// /settings; and is finally blocked by the first admin, after which the app's next request answers 437 USER_BLOCK
// and the app lands on /login?error=… with the block message (SPEC §4, §5, §8; apps/api README "Accounts").
import type { Page, Response } from 'playwright-core';
import {
  NEW_PASSWORD,
  PASSWORD,
  currentUserInPage,
  signInForm,
  signInThroughForm,
  signOut,
  storedUserIn,
  uniqueEmail,
} from './support/accounts';
import { ApiSession } from './support/api-session';
import { pathOf, useBrowser, waitForPath } from './support/browser';
import {
  linkIn,
  startSmtpReceiver,
  type SmtpReceiver,
} from './support/smtp-receiver';
import {
  firstAdmin,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

const MAIL_FROM = 'ruume <no-reply@ruume.test>';
const BLOCKED_MESSAGE =
  'your account has been blocked. contact support if you think this is a mistake.';
const STALE_MESSAGE =
  'your password was changed on another device. please sign in again.';

/**
 * SPEC §8 for the page's next request after the server ended its session: that request answers 437, the app logs
 * out and replaces the page with /login?error=<the server's message>, which shows the message.
 */
async function expectSessionEndedOnNextRequest(
  server: RuumeServer,
  page: Page,
  navigate: () => Promise<unknown>,
  code: string,
  message: string,
): Promise<void> {
  const session = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'ruume_session',
  );
  if (!session)
    throw new Error(
      'the page holds no ruume_session cookie before its next request',
    );

  const refused = page.waitForResponse(
    (response: Response) =>
      new URL(response.url()).pathname.startsWith('/api/v1/') &&
      response.status() === 437,
  );
  // The guard may send the page to /login first (it sees the user gone); the app then replaces it with
  // /login?error=…: wait for the latter.
  const toLogin = page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.has('error'),
  );
  await navigate();
  await refused;
  await toLogin;
  expect(new URL(page.url()).searchParams.get('error')).toBe(message);
  await page.getByRole('alert').filter({ hasText: message }).waitFor();
  await signInForm(page).submit.waitFor();
  // Logged out on the client too: the stored user is gone and the page's cookie no longer signs in.
  expect(await storedUserIn(page)).toBeNull();
  expect((await currentUserInPage(page)).status).toBe(401);

  // The page navigates away before the 437's body can be read from the browser; the same session cookie, asked
  // again, gets the same answer (revoked sessions are kept as tombstones that say why).
  const again = await fetch(`${server.url}/api/v1/auth/me`, {
    headers: {
      accept: 'application/json',
      cookie: `ruume_session=${session.value}`,
    },
  });
  expect(again.status).toBe(437);
  expect(await again.json()).toEqual({ error: code, message });
}

describe('an account from registration to being blocked (real SMTP, real server)', () => {
  let smtp: SmtpReceiver;
  let server: RuumeServer;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({
      label: 'accounts',
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM,
      },
    });
  });

  afterAll(async () => {
    await stopServer(server);
    await smtp?.close();
  });

  const browser = useBrowser({ baseURL: () => server.url });

  // One person's journey; each step starts from a fresh browser context and needs the account of the first.
  const email = uniqueEmail('vera.verify');
  let registered = false;
  let passwordNow = PASSWORD;

  function needsAccount() {
    if (!registered)
      throw new Error(
        'the registration test did not complete; this step needs its account',
      );
  }

  it('registers in the browser, gets the mail over SMTP, its link confirms the address and signs in; signs out', async () => {
    const { page } = browser;
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'create your account' });
    await form.getByLabel('first name', { exact: true }).fill('Vera');
    await form.getByLabel('last name', { exact: true }).fill('Verify');
    await form.getByLabel('email', { exact: true }).fill(email);
    await form.getByLabel('password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('confirm password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'create account' }).click();

    await page
      .getByRole('heading', { name: 'check your email', level: 1 })
      .waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    registered = true;

    const { mail, envelopeTo } = await smtp.waitForMail(
      (m) => m.envelopeTo.includes(email),
      `to ${email}`,
    );
    expect(envelopeTo).toEqual([email]);
    expect(
      mail.to && !Array.isArray(mail.to)
        ? mail.to.value.map((a) => a.address)
        : mail.to,
    ).toEqual([email]);
    expect(mail.from?.value).toEqual([
      { address: 'no-reply@ruume.test', name: 'ruume' },
    ]);
    expect(mail.subject).toBe('confirm your email for ruume');
    const link = linkIn(mail, `${server.url}/auth/register/verify?token=`);
    if (!link)
      throw new Error(
        `no verification link for ${server.url} in the mail:\n${mail.text}`,
      );
    expect(mail.html).toContain(`href="${link}"`);

    // Until the link is opened, the password does not sign in (403 EMAIL_NOT_VERIFIED after a correct password).
    await page.goto('/login');
    const signIn = signInForm(page);
    await signIn.email.fill(email);
    await signIn.password.fill(PASSWORD);
    browser.allowErrors(
      /status of 403 \(Forbidden\) \[.*\/api\/v1\/auth\/login\]/,
    );
    await signIn.submit.click();
    const notVerified = signIn.form.getByRole('alert');
    await notVerified
      .getByRole('button', { name: 'resend verification email' })
      .waitFor();
    expect(await notVerified.textContent()).toContain(
      'please verify your email address first',
    );
    expect(pathOf(page)).toBe('/login');

    await page.goto(link);
    await page
      .getByRole('heading', { name: 'your email is confirmed' })
      .waitFor();
    await page.getByText(/you are signed in\./).waitFor();
    const me = await currentUserInPage(page);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      passwordExists: true,
      firstName: 'vera',
    });

    // The link works once.
    const again = await browser.newPage();
    browser.allowErrors(
      /status of 410 \(Gone\) \[.*\/api\/v1\/auth\/verify-email\]/,
    );
    await again.goto(link);
    await again
      .getByRole('heading', { name: 'this link has expired' })
      .waitFor();

    // Signed in, the app lets the new user through to the dashboard (not back to /login).
    await page.getByRole('link', { name: 'skip to the dashboard' }).click();
    const dashboard = page.getByRole('heading', {
      name: 'dashboard',
      level: 1,
    });
    await Promise.race([
      dashboard.waitFor(),
      signInForm(page).submit.waitFor(),
    ]);
    expect(pathOf(page)).toBe('/dashboard');
    await dashboard.waitFor();
    expect((await currentUserInPage(page)).body.email).toBe(email);

    await signOut(page);
    expect((await currentUserInPage(page)).status).toBe(401);
  });

  it('signs in with the password, signs out, and signs in again', async () => {
    needsAccount();
    const { page } = browser;
    await signInThroughForm(page, email, PASSWORD);
    expect((await currentUserInPage(page)).body.email).toBe(email);

    await signOut(page);
    // SPEC §4 logout: the server forgot the session, the app the stored user.
    expect((await currentUserInPage(page)).status).toBe(401);
    expect(await storedUserIn(page)).toBeNull();
    await page.goto('/dashboard');
    await waitForPath(page, '/login');

    await signInThroughForm(page, email, PASSWORD);
    expect((await currentUserInPage(page)).body).toMatchObject({
      email,
      passwordExists: true,
    });
  });

  it('changes the password under /settings; other devices are signed out, and only the new password signs in', async () => {
    needsAccount();
    const { page } = browser;
    await signInThroughForm(page, email, passwordNow);
    // A second device, signed in before the change.
    const otherDevice = await browser.newPage();
    await signInThroughForm(otherDevice, email, passwordNow);

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'settings', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'password' }).click();
    const form = page.getByRole('form', { name: 'change password' });
    const save = form.getByRole('button', { name: 'save' });
    await form.getByLabel('current password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('new password', { exact: true }).fill(NEW_PASSWORD);
    await form
      .getByLabel('confirm new password', { exact: true })
      .fill(NEW_PASSWORD);
    await save.click();
    await page
      .getByText('password successfully updated', { exact: true })
      .waitFor();
    passwordNow = NEW_PASSWORD;
    // This device stays signed in.
    expect((await currentUserInPage(page)).status).toBe(200);

    // The other device's next request answers 437 TOKEN_STALE, and its app goes to /login with the message.
    browser.allowErrors(/status of 437 \(.*\) \[.*\/api\/v1\/auth\/me\]/);
    await expectSessionEndedOnNextRequest(
      server,
      otherDevice,
      () => otherDevice.reload(),
      'TOKEN_STALE',
      STALE_MESSAGE,
    );

    await signOut(page);
    // The old password no longer signs in.
    const signIn = signInForm(page);
    await signIn.email.fill(email);
    await signIn.password.fill(PASSWORD);
    browser.allowErrors(
      /status of 401 \(Unauthorized\) \[.*\/api\/v1\/auth\/login\]/,
    );
    await signIn.submit.click();
    // (the failure shows inside the form; /login's own alert shows only an ?error= message)
    await signIn.form
      .getByRole('alert')
      .filter({ hasText: 'incorrect email or password' })
      .waitFor();
    expect(pathOf(page)).toBe('/login');

    await signInThroughForm(page, email, NEW_PASSWORD);
    expect((await currentUserInPage(page)).body.email).toBe(email);
  });

  it('is blocked by the first admin: the next request answers 437 USER_BLOCK and the app shows why on /login', async () => {
    needsAccount();
    const { page } = browser;
    await signInThroughForm(page, email, passwordNow);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'settings', level: 1 }).waitFor();

    // The first admin, whose password the server printed once on stdout, blocks the account through the API.
    const admin = new ApiSession(server.url);
    await admin.open('/login');
    const credentials = firstAdmin(server);
    await admin.signIn(credentials.email, credentials.password);
    const search = await admin.get<{
      users: { id: string; email: string; status: string }[];
    }>(`/api/v1/admin/users?search=${encodeURIComponent(email)}`);
    expect(search.status).toBe(200);
    const target = search.body.users.find((user) => user.email === email);
    if (!target)
      throw new Error(
        `the admin search for ${email} did not find it: ${JSON.stringify(search.body)}`,
      );
    const blocked = await admin.post<{ status: string }>(
      `/api/v1/admin/users/${target.id}/block`,
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body.status).toBe('blocked');

    browser.allowErrors(/status of 437 \(.*\) \[.*\/api\/v1\/auth\/me\]/);
    await expectSessionEndedOnNextRequest(
      server,
      page,
      () => page.reload(),
      'USER_BLOCK',
      BLOCKED_MESSAGE,
    );

    // Signing in again is refused with the block (403 ACCOUNT_BLOCKED after a correct password).
    const signIn = signInForm(page);
    await signIn.email.fill(email);
    await signIn.password.fill(passwordNow);
    browser.allowErrors(
      /status of 403 \(Forbidden\) \[.*\/api\/v1\/auth\/login\]/,
    );
    await signIn.submit.click();
    // Inside the form: the page's ?error= alert above it says the same words already.
    await signIn.form
      .getByRole('alert')
      .filter({ hasText: BLOCKED_MESSAGE })
      .waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});
