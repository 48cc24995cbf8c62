import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createUser, PASSWORD, signIn } from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const CLIENT_ID = 'ruume-test';
const CLIENT_SECRET = 'a-client-secret-for-tests';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/login/google/callback`;

interface GoogleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** Starts test/support/oidc-issuer.mjs: a real oidc-provider on 127.0.0.1. */
async function startIssuer(): Promise<{ issuer: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      join(__dirname, '../../support/oidc-issuer.mjs'),
      CLIENT_ID,
      CLIENT_SECRET,
      CALLBACK,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n')[0];
      if (output.includes('\n')) resolve(JSON.parse(line).issuer);
    });
    child.once('exit', (code) =>
      reject(new Error(`issuer exited with ${code}`)),
    );
  });
  return { issuer, child };
}

/**
 * Plays the person at the identity provider: follows its redirects, signs in on its login page
 * as `account` and confirms its consent page, until it sends the browser back to ruume.
 */
async function throughIssuer(
  authorizationUrl: string,
  account: GoogleAccount,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const login = Buffer.from(JSON.stringify(account)).toString('base64url');
  let next: { url: string; form?: Record<string, string> } = {
    url: authorizationUrl,
  };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(next.form
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
      },
      body: next.form ? new URLSearchParams(next.form).toString() : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(CALLBACK)) return target;
      next = { url: target.href };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action)
      throw new Error(`unexpected issuer page: ${page.slice(0, 300)}`);
    const url = new URL(action.replace(/&amp;/g, '&'), next.url).href;
    next = page.includes('name="prompt" value="login"')
      ? { url, form: { prompt: 'login', login, password: 'any' } }
      : { url, form: { prompt: 'consent' } };
  }
  throw new Error('the issuer never sent the browser back');
}

describe('Google sign-in (OpenID Connect, real issuer)', () => {
  let t: TestApp;
  let child: ChildProcess;
  beforeAll(async () => {
    const issuer = await startIssuer();
    child = issuer.child;
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: issuer.issuer,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    child?.kill('SIGTERM');
  });

  /** The whole flow in one browser; answers the callback's response. */
  async function signInWithGoogle(
    browser: Browser,
    account: GoogleAccount,
  ): Promise<LightMyRequestResponse> {
    const start = await browser.get('/api/v1/auth/login/google');
    expect(start.statusCode).toBe(302);
    const callback = await throughIssuer(
      String(start.headers.location),
      account,
    );
    return browser.get(`${callback.pathname}${callback.search}`);
  }

  it('offers Google', async () => {
    const response = await new Browser(t.app).get('/api/v1/auth/providers');
    expect(response.json()).toEqual({ google: true });
  });

  it('redirects to the issuer with code flow, PKCE, state and nonce kept in an HttpOnly cookie', async () => {
    const browser = new Browser(t.app);
    const start = await browser.get('/api/v1/auth/login/google');
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.pathname).toBe('/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const cookie = start.cookies.find((c) => c.name === 'ruume_oidc');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v1/auth/login/google',
      maxAge: 600,
    });
  });

  it('first sign-in creates the account without a password and signs in; the next finds it', async () => {
    const account = {
      sub: 'google-sub-1',
      email: 'Gina.Google@gmail.test',
      email_verified: true,
      given_name: 'Gina',
      family_name: 'Google',
    };
    const browser = new Browser(t.app);
    const callback = await signInWithGoogle(browser, account);
    expect(callback.statusCode).toBe(302);
    // New account: the app offers personalization first.
    expect(callback.headers.location).toBe('/auth/login/google/success?new=1');
    expect(
      callback.cookies.find((c) => c.name === 'ruume_session'),
    ).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The one-time checks cookie is gone.
    expect(browser.cookies.has('ruume_oidc')).toBe(false);

    const me = (await browser.get('/api/v1/auth/me')).json();
    expect(me).toMatchObject({
      email: 'gina.google@gmail.test',
      firstName: 'gina',
      lastName: 'google',
      passwordExists: false,
      role: 'USER',
    });

    const again = new Browser(t.app);
    expect((await signInWithGoogle(again, account)).headers.location).toBe(
      '/auth/login/google/success',
    );
    expect((await again.get('/api/v1/auth/me')).json().id).toBe(me.id);
  });

  it('links a Google account to an existing account with the same verified email', async () => {
    const existing = await createUser(t, { email: 'pat.password@gmail.test' });
    const browser = new Browser(t.app);
    const callback = await signInWithGoogle(browser, {
      sub: 'google-sub-2',
      email: 'pat.password@gmail.test',
      email_verified: true,
    });
    expect(callback.headers.location).toBe('/auth/login/google/success');
    const me = (await browser.get('/api/v1/auth/me')).json();
    expect(me.id).toBe(existing.id);
    // Its password still works.
    expect(me.passwordExists).toBe(true);
    await signIn(t, existing.email, PASSWORD);
  });

  it('linking to an unconfirmed registration drops the password whoever registered it set', async () => {
    const squatter = await createUser(t, {
      email: 'victim@gmail.test',
      emailVerifiedAt: null,
    });
    const browser = new Browser(t.app);
    await signInWithGoogle(browser, {
      sub: 'google-sub-3',
      email: 'victim@gmail.test',
      email_verified: true,
    });
    const me = (await browser.get('/api/v1/auth/me')).json();
    expect(me).toMatchObject({ id: squatter.id, passwordExists: false });
  });

  it('refuses a Google account without a verified email, and a blocked account', async () => {
    const unverified = await signInWithGoogle(new Browser(t.app), {
      sub: 'google-sub-4',
      email: 'unverified@gmail.test',
      email_verified: false,
    });
    expect(unverified.statusCode).toBe(302);
    expect(unverified.headers.location).toBe(
      `/login?error=${encodeURIComponent('your google account has no verified email address, so it cannot be used to sign in.')}`,
    );
    expect(unverified.cookies.some((c) => c.name === 'ruume_session')).toBe(
      false,
    );

    await createUser(t, { email: 'blocked@gmail.test', status: 'blocked' });
    const blocked = await signInWithGoogle(new Browser(t.app), {
      sub: 'google-sub-5',
      email: 'blocked@gmail.test',
      email_verified: true,
    });
    expect(blocked.headers.location).toBe(
      `/login?error=${encodeURIComponent('your account has been blocked. contact support if you think this is a mistake.')}`,
    );
  });

  it('a callback without its cookie, or with a forged state, goes back to /login with a message', async () => {
    const browser = new Browser(t.app);
    const start = await browser.get('/api/v1/auth/login/google');
    const callback = await throughIssuer(String(start.headers.location), {
      sub: 'google-sub-6',
      email: 'six@gmail.test',
      email_verified: true,
    });

    const withoutCookie = await new Browser(t.app).get(
      `${callback.pathname}${callback.search}`,
    );
    expect(withoutCookie.headers.location).toBe(
      `/login?error=${encodeURIComponent('google sign-in took too long. please try again.')}`,
    );

    callback.searchParams.set('state', 'forged');
    const forged = await browser.get(`${callback.pathname}${callback.search}`);
    expect(forged.headers.location).toBe(
      `/login?error=${encodeURIComponent('google sign-in failed. please try again.')}`,
    );
    expect(forged.cookies.some((c) => c.name === 'ruume_session')).toBe(false);

    const denied = await new Browser(t.app).get(
      '/api/v1/auth/login/google/callback?error=access_denied&state=x',
    );
    expect(denied.headers.location).toBe(
      `/login?error=${encodeURIComponent('google sign-in was cancelled.')}`,
    );
  });
});
