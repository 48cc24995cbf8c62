import { currentUserSchema } from '@ruume/contracts';
import { users } from '../../../src/db/schema';
import {
  createUser,
  outbox,
  PASSWORD,
  settleMail,
  signIn,
  tokenOf,
  uniqueEmail,
  waitForMail,
} from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';

const PUBLIC_URL = 'https://ruume.example.com';

describe.each(FEATURE_DRIVERS)(
  'registration and email verification (%s)',
  (driver) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ driver, env: { PUBLIC_URL } });
    });
    afterAll(() => t.close());

    const register = (browser: Browser, email: string, extra = {}) =>
      browser.post('/api/v1/auth/register', {
        email,
        password: PASSWORD,
        firstName: 'Jane',
        lastName: 'Doe',
        ...extra,
      });

    it('register → mail → verify signs in, and me answers the SPEC §3 user', async () => {
      const browser = new Browser(t.app);
      const email = uniqueEmail('Jane');
      const registered = await register(browser, ` ${email.toUpperCase()} `);
      expect(registered.statusCode).toBe(204);
      // Not signed in before the address is confirmed.
      expect(browser.session).toBeUndefined();

      const mail = await waitForMail(t, email, /confirm your email/);
      expect(mail.subject).toBe('confirm your email for ruume');
      expect(mail.text).toContain('hi jane,');
      expect(mail.links).toHaveLength(1);
      expect(mail.links[0]).toMatch(
        /^https:\/\/ruume\.example\.com\/auth\/register\/verify\?token=[\w-]{43}$/,
      );
      expect(mail.text).toContain(mail.links[0]);
      expect(mail.html).toContain(mail.links[0]);

      const verified = await browser.post('/api/v1/auth/verify-email', {
        token: tokenOf(mail.links[0]),
      });
      expect(verified.statusCode).toBe(200);
      const cookie = verified.cookies.find((c) => c.name === 'ruume_session');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
        path: '/',
        maxAge: 30 * 24 * 60 * 60,
      });

      const me = await browser.get('/api/v1/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
      const user = currentUserSchema.parse(me.json());
      expect(me.json()).toEqual({
        id: user.id,
        email,
        firstName: 'jane',
        lastName: 'doe',
        pronouns: null,
        workspaceName: null,
        workspaceRole: null,
        displayFirstNameOnly: false,
        website: null,
        profilePicUrl: null,
        profileBannerUrl: null,
        avatarBackgroundColor: null,
        avatarTextColor: null,
        role: 'USER',
        passwordExists: true,
        isFreeTrialAvailable: true,
        planSubscription: null,
        stripeInfo: null,
        recordingStorage: { used: 0, available: 0 }, // house: stored files are off
      });
      expect(verified.json()).toEqual(me.json());

      // And the password works from now on.
      const again = new Browser(t.app);
      const login = await again.post('/api/v1/auth/login', {
        email,
        password: PASSWORD,
      });
      expect(login.statusCode).toBe(200);
    });

    it('a used or unknown verification link answers 410 LINK_EXPIRED', async () => {
      const browser = new Browser(t.app);
      const email = uniqueEmail();
      await register(browser, email);
      const token = tokenOf((await waitForMail(t, email)).links[0]);
      expect(
        (await browser.post('/api/v1/auth/verify-email', { token })).statusCode,
      ).toBe(200);

      const reused = await new Browser(t.app).post(
        '/api/v1/auth/verify-email',
        {
          token,
        },
      );
      expect(reused.statusCode).toBe(410);
      expect(reused.json()).toEqual({
        error: 'LINK_EXPIRED',
        message:
          'this confirmation link has expired or was already used. sign in, or ask for a new link.',
      });
      const unknown = await new Browser(t.app).post(
        '/api/v1/auth/verify-email',
        {
          token: 'not-a-real-token',
        },
      );
      expect(unknown.statusCode).toBe(410);
    });

    const usersWith = async (email: string) =>
      (await t.database.db.select().from(users)).filter(
        (row) => row.email === email,
      );

    it('answers a taken address as a new one and mails its owner instead; no second account, the password unchanged', async () => {
      const owner = await createUser(t, { firstName: 'Olga' });
      const fresh = uniqueEmail('fresh');
      const answers = [
        await register(new Browser(t.app), fresh),
        await register(new Browser(t.app), ` ${owner.email.toUpperCase()} `, {
          password: 'An0ther-passw0rd',
          firstName: 'Mallory',
        }),
      ];
      const seen = answers.map((a) => ({
        status: a.statusCode,
        body: a.body,
        cookies: a.cookies.map((c) => c.name).sort(),
      }));
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[0].status).toBe(204);
      expect(seen[0].cookies).not.toContain('ruume_session');

      const notice = await waitForMail(
        t,
        owner.email,
        /someone tried to sign up/,
      );
      expect(notice.subject).toBe(
        'someone tried to sign up with your email on ruume',
      );
      expect(notice.text).toContain('hi olga,');
      expect(notice.text).toContain('no new account was made');
      expect(notice.links).toEqual([`${PUBLIC_URL}/login`]);
      expect(notice.text).toContain(`${PUBLIC_URL}/auth/forgot-password`);
      await waitForMail(t, fresh, /confirm your email/);

      const rows = await usersWith(owner.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: owner.id, firstName: 'Olga' });
      // The owner's password still signs in; the sign-up's does not.
      expect((await signIn(t, owner.email)).session).toBeDefined();
      const stranger = await new Browser(t.app).post('/api/v1/auth/login', {
        email: owner.email,
        password: 'An0ther-passw0rd',
      });
      expect(stranger.statusCode).toBe(401);
    });

    it('sends a pending address its confirmation link again, a blocked one nothing, and at most three notices an hour', async () => {
      const pending = uniqueEmail('pending');
      await register(new Browser(t.app), pending);
      expect((await register(new Browser(t.app), pending)).statusCode).toBe(
        204,
      );
      await settleMail(t);
      const toPending = (await outbox(t)).filter((m) => m.to === pending);
      expect(toPending.map((m) => m.subject)).toEqual([
        'confirm your email for ruume',
        'confirm your email for ruume',
      ]);
      expect(await usersWith(pending)).toHaveLength(1);

      const blocked = await createUser(t, { status: 'blocked' });
      expect(
        (await register(new Browser(t.app), blocked.email)).statusCode,
      ).toBe(204);

      const owner = await createUser(t);
      for (let i = 0; i < 5; i++) {
        expect(
          (await register(new Browser(t.app), owner.email)).statusCode,
        ).toBe(204);
      }
      await settleMail(t);
      const mails = await outbox(t);
      expect(mails.some((m) => m.to === blocked.email)).toBe(false);
      expect(mails.filter((m) => m.to === owner.email)).toHaveLength(3);
      expect(await usersWith(owner.email)).toHaveLength(1);
    });

    it('validates the body with the contracts messages', async () => {
      const response = await register(new Browser(t.app), 'nope', {
        password: 'weak',
        firstName: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message:
          'email: please enter a valid email address; password: please make sure the password meets all the criteria; firstName: first name is required',
      });
    });

    it('an unverified account cannot sign in yet: 403 EMAIL_NOT_VERIFIED', async () => {
      const email = uniqueEmail();
      await register(new Browser(t.app), email);
      const browser = new Browser(t.app);
      const response = await browser.post('/api/v1/auth/login', {
        email,
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'EMAIL_NOT_VERIFIED',
        message:
          'please verify your email address first: open the link we sent you, or ask for a new one.',
      });
      expect(browser.session).toBeUndefined();
      // A wrong password still only hears "incorrect".
      const wrong = await browser.post('/api/v1/auth/login', {
        email,
        password: 'Wrong-passw0rd',
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('resend-verification answers the same for every address and mails only pending accounts', async () => {
      const pending = uniqueEmail('pending');
      await register(new Browser(t.app), pending);
      await waitForMail(t, pending);
      const verified = await createUser(t);
      const unknown = uniqueEmail('nobody');

      const answers = await Promise.all(
        [pending, verified.email, unknown].map((email) =>
          new Browser(t.app).post('/api/v1/auth/resend-verification', {
            email,
          }),
        ),
      );
      expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
        [204, ''],
        [204, ''],
        [204, ''],
      ]);
      await settleMail(t);
      const mails = await outbox(t);
      expect(mails.filter((m) => m.to === pending)).toHaveLength(2);
      expect(mails.some((m) => m.to === verified.email)).toBe(false);
      expect(mails.some((m) => m.to === unknown)).toBe(false);

      // The newest link works.
      const browser = new Browser(t.app);
      const latest = mails.find((m) => m.to === pending);
      const response = await browser.post('/api/v1/auth/verify-email', {
        token: tokenOf(latest?.links[0] ?? ''),
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers mutating auth calls without the XSRF header with 403', async () => {
      const response = await new Browser(t.app).post(
        '/api/v1/auth/register',
        {
          email: uniqueEmail(),
          password: PASSWORD,
          firstName: 'a',
          lastName: 'b',
        },
        { noXsrf: true },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('XSRF_TOKEN_MISMATCH');
    });
  },
);
