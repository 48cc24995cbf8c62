// What a person does with their account in the browser (sign in, sign out, ask who they are), written once for
// the account specs. Queries go by role and visible text, as a person finds things.
import type { Page } from 'playwright-core';
import { waitForPath } from './browser';

/** Meets SPEC §5's criteria: 8+ characters, upper, lower, digit, symbol. */
export const PASSWORD = 'Correct-Horse-7';
export const NEW_PASSWORD = 'Battery-Staple-9';

let counter = 0;
/** A fresh address per call, so specs (and reruns against one server) never collide. */
export function uniqueEmail(name: string): string {
  const stamp = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${name}.${stamp}@example.com`;
}

/** The sign-in form's fields (the password field's show/hide button is also named '… password'). */
export function signInForm(page: Page) {
  const form = page.getByRole('form', { name: 'sign in' });
  return {
    form,
    email: form.getByLabel('email', { exact: true }),
    password: form.getByLabel('password', { exact: true }),
    submit: form.getByRole('button', { name: 'sign in', exact: true }),
  };
}

/** Opens /login, signs in with email and password, and waits for the dashboard. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/login');
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  const toDashboard = waitForPath(page, '/dashboard');
  await form.submit.click();
  await toDashboard;
  await page.getByRole('heading', { name: 'dashboard', level: 1 }).waitFor();
}

export interface MeAnswer {
  status: number;
  body: {
    email?: string;
    passwordExists?: boolean;
    firstName?: string;
    error?: string;
    message?: string;
    id?: string;
  };
}

/** GET /api/v1/auth/me from the page, with the page's cookies (what the app asks at start). */
export function currentUserInPage(page: Page): Promise<MeAnswer> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/auth/me', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return {
      status: response.status,
      body: (await response.json()) as MeAnswer['body'],
    };
  });
}

/** Signs out through the account menu of the signed-in top bar, and waits for /login's sign-in form. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'account menu' }).click();
  const toLogin = waitForPath(page, '/login');
  await page.getByRole('button', { name: 'sign out', exact: true }).click();
  await toLogin;
  await signInForm(page).submit.waitFor();
}

/** The page's value of the app's stored-user entry (SPEC §3: local storage, key 'user'). */
export function storedUserIn(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('user'));
}
