import { eq, sql } from 'drizzle-orm';
import { oneTimeTokens } from '../../../src/db/schema';
import { hashToken } from '../../../src/core/session-service';
import {
  createUser,
  NEW_PASSWORD,
  outbox,
  PASSWORD,
  settleMail,
  signedInUser,
  signIn,
  tokenOf,
  uniqueEmail,
  waitForMail,
} from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';

const EXPIRED = {
  error: 'LINK_EXPIRED',
  message:
    'this password reset link has expired or was already used. please ask for a new one.',
};

describe.each(FEATURE_DRIVERS)('forgot and reset password (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    new Browser(t.app).post('/api/v1/auth/forgot-password', { email });
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    new Browser(t.app).post('/api/v1/auth/reset-password', {
      token,
      newPassword,
    });
  const resetLink = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(204);
    const mail = await waitForMail(t, email, /reset your ruume password/);
    return mail.links[0];
  };

  it('answers 204 whether or not the address has an account, and mails only real ones', async () => {
    const user = await createUser(t);
    const nobody = uniqueEmail('nobody');
    const known = await forgot(user.email);
    const unknown = await forgot(nobody);
    expect([known.statusCode, known.body]).toEqual([204, '']);
    expect([unknown.statusCode, unknown.body]).toEqual([204, '']);
    await settleMail(t);
    const mails = await outbox(t);
    expect(mails.some((m) => m.to === nobody)).toBe(false);
    const mail = mails.find((m) => m.to === user.email);
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/auth\/reset-password\?token=[\w-]{43}$/,
    );
    expect(mail?.text).toContain('expires in 1 hour');
  });

  it('sets the new password, signs out every session (TOKEN_STALE) and voids the link', async () => {
    const { user, browser } = await signedInUser(t);
    const link = await resetLink(user.email);

    const weak = await reset(tokenOf(link), 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'newPassword: please make sure the password meets all the criteria',
    );

    const done = await reset(tokenOf(link));
    expect(done.statusCode).toBe(204);
    const stale = await browser.get('/api/v1/auth/me');
    expect(stale.statusCode).toBe(437);
    expect(stale.json().error).toBe('TOKEN_STALE');

    const old = await new Browser(t.app).post('/api/v1/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await signIn(t, user.email, NEW_PASSWORD);

    const reused = await reset(tokenOf(link), 'An0ther-passw0rd');
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual(EXPIRED);
  });

  it('a link older than an hour answers 410 LINK_EXPIRED', async () => {
    const user = await createUser(t);
    const token = tokenOf(await resetLink(user.email));
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.id, hashToken(token)));
    const response = await reset(token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual(EXPIRED);
    await signIn(t, user.email, PASSWORD);
  });

  it('a newer reset voids the older links', async () => {
    const user = await createUser(t);
    const first = tokenOf(await resetLink(user.email));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await forgot(user.email)).statusCode).toBe(204);
    await settleMail(t);
    const second = tokenOf(
      (await outbox(t)).filter((m) => m.to === user.email)[0].links[0],
    );
    expect(second).not.toBe(first);
    expect((await reset(second)).statusCode).toBe(204);
    expect((await reset(first, 'Th1rd-passw0rd')).statusCode).toBe(410);
  });

  it('a verification link is not a reset link', async () => {
    const email = uniqueEmail();
    await new Browser(t.app).post('/api/v1/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'a',
      lastName: 'b',
    });
    const verify = tokenOf((await waitForMail(t, email)).links[0]);
    expect((await reset(verify)).statusCode).toBe(410);
  });

  it('resetting confirms an unverified address (the link came through the mailbox)', async () => {
    const user = await createUser(t, { emailVerifiedAt: null });
    expect((await reset(tokenOf(await resetLink(user.email)))).statusCode).toBe(
      204,
    );
    await signIn(t, user.email, NEW_PASSWORD);
  });
});
