import type { App } from '../../src/app';
import { NEW_PASSWORD, PASSWORD, signedInUser, signIn } from './accounts';
import { Browser } from './browser';
import type { TestApp } from './test-app';

export const messages = {
  signedOut: 'you have signed out. please sign in again.',
  TOKEN_STALE:
    'your password was changed on another device. please sign in again.',
  USER_BLOCK:
    'your account has been blocked. contact support if you think this is a mistake.',
  USER_NOT_FOUND: 'this account no longer exists.',
};

/**
 * Resolves once the app's session cache is in use (listening, lease written). Generous: at the
 * start of `npm test` two cores also lint, typecheck and create test databases, and a lease
 * write slower than the lease's margin does not count (the cache rightly stays off).
 */
export const CACHING_DEADLINE_MS = 60_000;
/** A beforeAll that makes apps, then waits for their caches. */
export const BOOT_TIMEOUT_MS = CACHING_DEADLINE_MS + 40_000;
export async function caching(app: App): Promise<void> {
  const deadline = Date.now() + CACHING_DEADLINE_MS;
  while (!app.services.sessionCache.active) {
    if (Date.now() > deadline)
      throw new Error(
        `the session cache never started: ${JSON.stringify(app.services.sessionCache.diagnostics)}`,
      );
    // A lookup, as a request makes: an instance idle for a while (a slow, loaded test
    // machine) has let its lease lapse and takes it again on the next lookup.
    app.services.sessionCache.get('wake-up');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The same cookies, sent to another instance. */
export function on(app: App, browser: Browser): Browser {
  const copy = new Browser(app);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

/** Signed in and cached on every instance given. */
export async function warm(...browsers: Browser[]): Promise<void> {
  for (const browser of browsers) {
    for (let i = 0; i < 2; i++) {
      expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200);
    }
  }
}

/**
 * The revocations every invalidation channel must carry between instances: each, made on A,
 * answers 437 on B's very next request. `instances()` gives the describe's test app (A) and B.
 */
export function itRevokesAcrossInstances(
  instances: () => { t: TestApp; b: App },
): void {
  it('sign-out on A: the very next request on B answers 437', async () => {
    const { t, b } = instances();
    for (let i = 0; i < 5; i++) {
      const { browser } = await signedInUser(t);
      const onB = on(b, browser);
      await warm(browser, onB);
      expect((await browser.post('/api/v1/auth/logout')).statusCode).toBe(204);
      const response = await onB.get('/api/v1/auth/me');
      expect(response.statusCode).toBe(437);
      expect(response.json()).toEqual({
        error: 'INVALID_TOKEN',
        message: messages.signedOut,
      });
    }
  });

  it('password change on A: the other sessions answer 437 TOKEN_STALE on B', async () => {
    const { t, b } = instances();
    const { user, browser } = await signedInUser(t);
    const phoneOnB = on(b, await signIn(t, user.email));
    await warm(browser, phoneOnB);
    const changed = await browser.post('/api/v1/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    const response = await phoneOnB.get('/api/v1/auth/me');
    expect(response.statusCode).toBe(437);
    expect(response.json()).toEqual({
      error: 'TOKEN_STALE',
      message: messages.TOKEN_STALE,
    });
    expect((await on(b, browser).get('/api/v1/auth/me')).statusCode).toBe(200);
  });

  it('block on A: 437 USER_BLOCK on B; a profile change on A shows on B', async () => {
    const { t, b } = instances();
    const { browser: admin } = await signedInUser(t, { role: 'ADMIN' });
    const { user, browser } = await signedInUser(t);
    const onB = on(b, browser);
    await warm(browser, onB);
    await browser.put('/api/v1/user', { firstName: 'Ada' });
    expect((await onB.get('/api/v1/auth/me')).json().firstName).toBe('ada');

    const blocked = await admin.post(`/api/v1/admin/users/${user.id}/block`);
    expect(blocked.statusCode).toBe(200);
    const response = await onB.get('/api/v1/auth/me');
    expect(response.statusCode).toBe(437);
    expect(response.json()).toEqual({
      error: 'USER_BLOCK',
      message: messages.USER_BLOCK,
    });
  });

  it('account deleted on A: 437 USER_NOT_FOUND on B', async () => {
    const { t, b } = instances();
    const { user, browser } = await signedInUser(t);
    const onB = on(b, browser.clone());
    await warm(browser, onB);
    expect((await browser.delete(`/api/v1/user/${user.id}`)).statusCode).toBe(
      204,
    );
    const response = await onB.get('/api/v1/auth/me');
    expect(response.statusCode).toBe(437);
    expect(response.json()).toEqual({
      error: 'USER_NOT_FOUND',
      message: messages.USER_NOT_FOUND,
    });
  });
}
