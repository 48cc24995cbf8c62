// The defects a black-box review found (docs/decisions.md, Hardening), each pinned by a test.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  createUser,
  outbox,
  PASSWORD,
  settleMail,
  signedInUser,
  uniqueEmail,
} from '../support/accounts';
import { Browser } from '../support/browser';
import { createTestApp, type TestApp } from '../support/test-app';
import { FEATURE_DRIVERS } from '../support/test-database';
import { multipart, uploadBanner } from '../support/uploads';

const NUL = 'a\u0000b';

describe.each(FEATURE_DRIVERS)('hardening (%s)', (driver) => {
  let t: TestApp;
  const reported: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      env: { LOG_LEVEL: 'info', RATE_LIMIT_AUTH_PER_MINUTE: '3' },
      reportError: (error) => reported.push(error),
    });
    // A query that fails after binding a secret, as any repository's could.
    const failing: FastifyPluginAsync = async (api) => {
      api.get('/failing-query', { config: { auth: 'public' } }, async () => {
        const secret = 'secret.person@example.com';
        return t.database.db.execute(sql`select ${secret}::int as n`);
      });
    };
    await t.app.register(failing, { prefix: '/api/v1/test' });
  });
  afterAll(() => t.close());

  describe('control characters in text fields', () => {
    it('register refuses a NUL byte with a 400 naming the field, signed out', async () => {
      const response = await new Browser(t.app).post('/api/v1/auth/register', {
        email: uniqueEmail(),
        password: PASSWORD,
        firstName: NUL,
        lastName: 'Doe',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'firstName: first name must not contain control characters',
      });
    });

    it.each(['firstName', 'workspaceRole'])(
      'PUT user refuses a NUL byte in %s and keeps the profile',
      async (field) => {
        const { browser } = await signedInUser(t);
        const before = (await browser.get('/api/v1/auth/me')).json();
        const body = await multipart({ [field]: NUL });
        const response = await browser.put('/api/v1/user', body.payload, {
          headers: body.headers,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('VALIDATION_ERROR');
        expect(response.json().message).toMatch(
          new RegExp(`^${field}: .*must not contain control characters$`),
        );
        expect((await browser.get('/api/v1/auth/me')).json()).toEqual(before);
      },
    );

    it('admin user search refuses %00', async () => {
      const { browser } = await signedInUser(t, { role: 'ADMIN' });
      const response = await browser.get('/api/v1/admin/users?search=%00');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'search: search must not contain control characters',
      });
    });
  });

  it('a failed query is logged and reported without its parameters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/failing-query',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong',
    });
    const logged = t.logs.filter((line) => line.msg === 'unhandled error');
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('secret.person');
    expect(JSON.stringify(logged)).toContain('SQLSTATE 22P02');
    const report = reported.at(-1) as Error;
    expect(report.message).toBe('database query failed: SQLSTATE 22P02');
    expect(`${report.stack}`).not.toContain('secret.person');
  });

  describe('malformed multipart answers 400', () => {
    const bodies: Array<[string, string, string | Buffer]> = [
      ['no boundary', 'multipart/form-data', '--x\r\n\r\n'],
      [
        'a boundary never closed',
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nJane',
      ],
      [
        'JSON sent as multipart',
        'multipart/form-data; boundary=abc',
        JSON.stringify({ firstName: 'Jane' }),
      ],
    ];
    it.each(bodies)('%s', async (_name, contentType, payload) => {
      const { browser } = await signedInUser(t);
      const before = (await browser.get('/api/v1/auth/me')).json();
      for (const [method, url] of [
        ['PUT', '/api/v1/user'],
        ['POST', '/api/v1/user/profile-banner'],
      ] as const) {
        const response = await browser.request(method, url, {
          payload,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json()).sort()).toEqual([
          'error',
          'message',
        ]);
      }
      // Still served, nothing changed.
      expect((await browser.get('/api/v1/auth/me')).json()).toEqual(before);
      // A proper upload still works afterwards.
      expect((await uploadBanner(browser)).statusCode).toBe(200);
    });
  });

  describe('email update', () => {
    it('is rate-limited per account', async () => {
      const { browser } = await signedInUser(t);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await browser.post('/api/v1/user/email-update', {
          newEmail: uniqueEmail(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([204, 204, 204, 429]);
      // Another account is counted on its own.
      const other = await signedInUser(t);
      const response = await other.browser.post('/api/v1/user/email-update', {
        newEmail: uniqueEmail(),
      });
      expect(response.statusCode).toBe(204);
    });

    it('mails one address at most 3 times an hour, whoever asks', async () => {
      const target = uniqueEmail('stranger');
      for (let i = 0; i < 5; i++) {
        const { browser } = await signedInUser(t);
        const response = await browser.post('/api/v1/user/email-update', {
          newEmail: target,
        });
        expect(response.statusCode).toBe(204);
      }
      await settleMail(t);
      expect((await outbox(t)).filter((m) => m.to === target)).toHaveLength(3);
    });
  });

  describe('the XSRF token changes when the session does', () => {
    const xsrf = (browser: Browser) => browser.cookies.get('XSRF-TOKEN');

    it('at sign-in and at sign-out', async () => {
      const user = await createUser(t);
      const browser = new Browser(t.app);
      const before = xsrf(browser);
      const login = await browser.post('/api/v1/auth/login', {
        email: user.email,
        password: PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      const signedInToken = xsrf(browser);
      expect(signedInToken).toMatch(/^[\w-]{43}$/);
      expect(signedInToken).not.toBe(before);

      // The old token is now worth nothing: it no longer matches the cookie.
      const stale = await browser.post(
        '/api/v1/user/email-update',
        { newEmail: uniqueEmail() },
        { headers: { 'x-xsrf-token': before ?? '' } },
      );
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error).toBe('XSRF_TOKEN_MISMATCH');

      expect((await browser.post('/api/v1/auth/logout')).statusCode).toBe(204);
      expect(xsrf(browser)).toMatch(/^[\w-]{43}$/);
      expect(xsrf(browser)).not.toBe(signedInToken);
    });
  });
});
