import { extensionTokenSchema } from '@ruume/contracts';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../../src/db/schema';
import { hashToken } from '../../../src/core/session-service';
import {
  createUser,
  NEW_PASSWORD,
  PASSWORD,
  signedInUser,
  signIn,
  uniqueEmail,
} from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';

const messages = {
  INVALID_TOKEN: 'your session has expired. please sign in again.',
  signedOut: 'you have signed out. please sign in again.',
  TOKEN_STALE:
    'your password was changed on another device. please sign in again.',
  USER_BLOCK:
    'your account has been blocked. contact support if you think this is a mistake.',
  USER_NOT_FOUND: 'this account no longer exists.',
};

describe.each(FEATURE_DRIVERS)('sign-in and sessions (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  /** The response cleared the session cookie. */
  const clearsCookie = (response: {
    cookies: Array<{ name: string; value: string; expires?: Date }>;
  }) =>
    response.cookies.some(
      (c) =>
        c.name === 'ruume_session' &&
        c.value === '' &&
        new Date(c.expires ?? 0).getTime() <= Date.now(),
    );

  it('signs in with email and password and sets an HttpOnly SameSite=Lax cookie', async () => {
    const user = await createUser(t, {
      firstName: 'Ada',
      lastName: 'LOVELACE',
      workspaceName: 'Analytical Engines',
    });
    const browser = new Browser(t.app);
    const response = await browser.post('/api/v1/auth/login', {
      email: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'ada',
      lastName: 'lovelace',
      workspaceName: 'analytical engines',
      passwordExists: true,
    });
    const cookie = response.cookies.find((c) => c.name === 'ruume_session');
    expect(cookie).toMatchObject({
      value: expect.stringMatching(/^[\w-]{43}$/),
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2_592_000,
    });
    // Served over http here, so not Secure.
    expect(cookie?.secure).toBeFalsy();
    expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike: 401 incorrect email or password', async () => {
    const user = await createUser(t);
    const wrong = await new Browser(t.app).post('/api/v1/auth/login', {
      email: user.email,
      password: 'Not-the-passw0rd',
    });
    const unknown = await new Browser(t.app).post('/api/v1/auth/login', {
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    const social = await createUser(t, {
      password: null,
      googleSubject: 'g-1',
    });
    const noPassword = await new Browser(t.app).post('/api/v1/auth/login', {
      email: social.email,
      password: PASSWORD,
    });
    for (const response of [wrong, unknown, noPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'INVALID_CREDENTIALS',
        message: 'incorrect email or password',
      });
      expect(response.cookies.some((c) => c.name === 'ruume_session')).toBe(
        false,
      );
    }
  });

  it('a blocked account cannot sign in: 403 ACCOUNT_BLOCKED', async () => {
    const user = await createUser(t, { status: 'blocked' });
    const response = await new Browser(t.app).post('/api/v1/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'ACCOUNT_BLOCKED',
      message: messages.USER_BLOCK,
    });
  });

  it('needs the XSRF header on sign-in and sign-out', async () => {
    const { user, browser } = await signedInUser(t);
    const login = await new Browser(t.app).post(
      '/api/v1/auth/login',
      { email: user.email, password: PASSWORD },
      { noXsrf: true },
    );
    expect(login.statusCode).toBe(403);
    const logout = await browser.post('/api/v1/auth/logout', undefined, {
      noXsrf: true,
    });
    expect(logout.statusCode).toBe(403);
    expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200);
  });

  it('anonymous: 401 UNAUTHORIZED; a made-up cookie: 437 INVALID_TOKEN, and the cookie is cleared', async () => {
    const anonymous = await new Browser(t.app).get('/api/v1/auth/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: 'please sign in',
    });

    const forged = new Browser(t.app);
    forged.cookies.set('ruume_session', 'x'.repeat(43));
    const response = await forged.get('/api/v1/auth/me');
    expect(response.statusCode).toBe(437);
    expect(response.json()).toEqual({
      error: 'INVALID_TOKEN',
      message: messages.INVALID_TOKEN,
    });
    expect(clearsCookie(response)).toBe(true);
    expect(forged.session).toBeUndefined();
  });

  it('logout revokes the session: the old cookie answers 437 INVALID_TOKEN', async () => {
    const { browser } = await signedInUser(t);
    const stolen = browser.clone();
    const logout = await browser.post('/api/v1/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect(clearsCookie(logout)).toBe(true);
    expect(browser.session).toBeUndefined();

    const reused = await stolen.get('/api/v1/auth/me');
    expect(reused.statusCode).toBe(437);
    expect(reused.json()).toEqual({
      error: 'INVALID_TOKEN',
      message: messages.signedOut,
    });
    // Signing out again (the app does after a 437) still works.
    expect((await stolen.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect(
      (await new Browser(t.app).post('/api/v1/auth/logout')).statusCode,
    ).toBe(204);
  });

  it('an expired session answers 437 INVALID_TOKEN', async () => {
    const { browser } = await signedInUser(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(browser.session ?? '')));
    const response = await browser.get('/api/v1/user');
    expect(response.statusCode).toBe(437);
    expect(response.json()).toEqual({
      error: 'INVALID_TOKEN',
      message: messages.INVALID_TOKEN,
    });
  });

  it('slides: a session unused for a while is extended for 30 days and its cookie renewed', async () => {
    const { browser } = await signedInUser(t);
    const id = hashToken(browser.session ?? '');
    await t.database.db
      .update(sessions)
      .set({
        lastSeenAt: sql`now() - interval '2 days'`,
        expiresAt: sql`now() + interval '28 days'`,
      })
      .where(eq(sessions.id, id));
    const response = await browser.get('/api/v1/auth/me');
    expect(response.statusCode).toBe(200);
    expect(
      response.cookies.find((c) => c.name === 'ruume_session'),
    ).toMatchObject({ value: browser.session, maxAge: 2_592_000 });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, id));
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(row.userAgent).toBe('jest-browser');
    // A recently used session is not written on every request.
    const quiet = await browser.get('/api/v1/auth/me');
    expect(quiet.cookies.some((c) => c.name === 'ruume_session')).toBe(false);
  });

  it('a password change signs out the other sessions (437 TOKEN_STALE); the current one stays', async () => {
    const { user, browser: laptop } = await signedInUser(t);
    const phone = await signIn(t, user.email);
    const response = await laptop.post('/api/v1/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);

    expect((await laptop.get('/api/v1/auth/me')).statusCode).toBe(200);
    const stale = await phone.get('/api/v1/auth/me');
    expect(stale.statusCode).toBe(437);
    expect(stale.json()).toEqual({
      error: 'TOKEN_STALE',
      message: messages.TOKEN_STALE,
    });
    expect(clearsCookie(stale)).toBe(true);

    // The old password is gone, the new one works.
    const old = await new Browser(t.app).post('/api/v1/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await signIn(t, user.email, NEW_PASSWORD);
  });

  it('a blocked user is signed out with 437 USER_BLOCK', async () => {
    const { browser: admin } = await signedInUser(t, { role: 'ADMIN' });
    const { user, browser } = await signedInUser(t);
    const open = browser.clone();
    const kept = browser.clone();
    expect(
      (await admin.post(`/api/v1/admin/users/${user.id}/block`)).statusCode,
    ).toBe(200);

    for (const client of [browser, open]) {
      const response = await client.get('/api/v1/user');
      expect(response.statusCode).toBe(437);
      expect(response.json()).toEqual({
        error: 'USER_BLOCK',
        message: messages.USER_BLOCK,
      });
    }
    // Unblocking does not bring revoked sessions back: the user signs in again.
    await admin.post(`/api/v1/admin/users/${user.id}/unblock`);
    expect((await kept.get('/api/v1/user')).json().error).toBe('USER_BLOCK');
    await signIn(t, user.email);
  });

  it('a user blocked straight in the database is caught at the next request', async () => {
    const { user, browser } = await signedInUser(t);
    await t.app.services.users.update(user.id, { status: 'blocked' });
    const response = await browser.get('/api/v1/auth/me');
    expect(response.statusCode).toBe(437);
    expect(response.json().error).toBe('USER_BLOCK');
  });

  it('a deleted account: its sessions answer 437 USER_NOT_FOUND', async () => {
    const { user, browser } = await signedInUser(t);
    const otherDevice = await signIn(t, user.email);
    const copy = browser.clone();
    const response = await browser.delete(`/api/v1/user/${user.id}`);
    expect(response.statusCode).toBe(204);
    expect(clearsCookie(response)).toBe(true);

    for (const client of [otherDevice, copy]) {
      const after = await client.get('/api/v1/auth/me');
      expect(after.statusCode).toBe(437);
      expect(after.json()).toEqual({
        error: 'USER_NOT_FOUND',
        message: messages.USER_NOT_FOUND,
      });
    }
    const login = await new Browser(t.app).post('/api/v1/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
  });

  it('signing in again replaces the session this browser held', async () => {
    const { user, browser } = await signedInUser(t);
    const before = browser.clone();
    await browser.post('/api/v1/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(browser.session).not.toBe(before.session);
    expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200);
    expect((await before.get('/api/v1/auth/me')).statusCode).toBe(437);
  });

  it('says which sign-ins exist: no Google without its configuration', async () => {
    const providers = await new Browser(t.app).get('/api/v1/auth/providers');
    expect(providers.json()).toEqual({ google: false });
    const start = await new Browser(t.app).get('/api/v1/auth/login/google');
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'google sign-in is not configured on this server',
    });
  });

  describe('browser extension token', () => {
    const bearer = (token: string, url = '/api/v1/auth/me') =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });

    it('a signed-in user gets a one-hour token the extension sends as a bearer to auth/me', async () => {
      const { user, browser } = await signedInUser(t);
      const response = await browser.post('/api/v1/auth/extension-token');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { token, expiresAt } = extensionTokenSchema.parse(response.json());
      const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
      expect(token).not.toBe(browser.session);

      const me = await bearer(token);
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(user.id);
    });

    it('is accepted only where declared, and is not a session cookie', async () => {
      const { browser } = await signedInUser(t);
      const { token } = (
        await browser.post('/api/v1/auth/extension-token')
      ).json();
      expect((await bearer(token, '/api/v1/user')).statusCode).toBe(401);
      const asCookie = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        cookies: { ruume_session: token },
      });
      expect(asCookie.statusCode).toBe(437);
      // A browser session is not a bearer token either.
      expect((await bearer(browser.session ?? '')).statusCode).toBe(437);
      // Nor can the token mint more tokens.
      const mint = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/extension-token',
        headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': 'a' },
        cookies: { 'XSRF-TOKEN': 'a' },
      });
      expect(mint.statusCode).toBe(401);
    });

    it('is revoked like a session: a password change answers 437 TOKEN_STALE', async () => {
      const { browser } = await signedInUser(t);
      const { token } = (
        await browser.post('/api/v1/auth/extension-token')
      ).json();
      await browser.post('/api/v1/user/password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      const response = await bearer(token);
      expect(response.statusCode).toBe(437);
      expect(response.json().error).toBe('TOKEN_STALE');
      // A bearer failure does not touch cookies.
      expect(response.cookies).toEqual([
        expect.objectContaining({ name: 'XSRF-TOKEN' }),
      ]);
    });

    it('a malformed Authorization header counts as none', async () => {
      const response = await bearer('not a token');
      expect(response.statusCode).toBe(401);
    });
  });
});
