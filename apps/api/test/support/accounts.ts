import type { OutboxMail } from '../../src/adapters/mail/outbox-mailer';
import type { NewUser, UserRow } from '../../src/core/user-repository';
import { Browser } from './browser';
import type { TestApp } from './test-app';

export const PASSWORD = 'Passw0rd!';
export const NEW_PASSWORD = 'N3w-passw0rd';

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export const uniqueEmail = (name = 'user') =>
  `${name.toLowerCase()}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** The dev outbox as a client sees it, newest first. */
export async function outbox(t: TestApp): Promise<OutboxMail[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/dev/outbox.json',
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { mails: OutboxMail[] }).mails;
}

/**
 * Waits for a mail to `to` whose subject matches (mails of some calls go out in the background,
 * after the answer), and returns the newest.
 */
export async function waitForMail(
  t: TestApp,
  to: string,
  subject = /./,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await outbox(t)).find(
      (m) => m.to === to && subject.test(m.subject),
    );
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets background deliveries finish, so "no mail was sent" can be asserted. */
export async function settleMail(t: TestApp): Promise<void> {
  await t.app.services.mailing.mailer.flush();
}

export const tokenOf = (link: string): string => {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
};

/** An account straight in the database (verified, with PASSWORD unless given otherwise). */
export async function createUser(
  t: TestApp,
  values: Partial<NewUser> & { password?: string | null } = {},
): Promise<UserRow> {
  const { password = PASSWORD, ...rest } = values;
  const user = await t.app.services.users.insert({
    email: uniqueEmail(),
    firstName: 'Jane',
    lastName: 'Doe',
    emailVerifiedAt: new Date(),
    passwordHash: password
      ? await t.app.services.passwords.hash(password)
      : null,
    ...rest,
  });
  if (!user) throw new Error('could not create the test user');
  return user;
}

/** A browser signed in through POST auth/login. */
export async function signIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
): Promise<Browser> {
  const browser = new Browser(t.app);
  const response = await browser.post('/api/v1/auth/login', {
    email,
    password,
  });
  expect(response.statusCode).toBe(200);
  expect(browser.session).toBeDefined();
  return browser;
}

/** A new verified account and a browser signed in to it. */
export async function signedInUser(
  t: TestApp,
  values: Parameters<typeof createUser>[1] = {},
): Promise<{ user: UserRow; browser: Browser }> {
  const user = await createUser(t, values);
  return {
    user,
    browser: await signIn(t, user.email, values.password ?? PASSWORD),
  };
}
