import { extensionTokenSchema } from '@ruume/contracts';
import { NEW_PASSWORD, PASSWORD, signedInUser } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';

describe('browser extension token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
