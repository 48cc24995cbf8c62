import type { App } from '../../src/app';
import { Browser } from './browser';

export const messages = {
  signedOut: 'you have signed out. please sign in again.',
  TOKEN_STALE:
    'your password was changed on another device. please sign in again.',
  USER_BLOCK:
    'your account has been blocked. contact support if you think this is a mistake.',
  USER_NOT_FOUND: 'this account no longer exists.',
};

/** Resolves once the app's session cache is in use (listening, lease written). */
export async function caching(app: App): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!app.services.sessionCache.active) {
    if (Date.now() > deadline)
      throw new Error('the session cache never started');
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
