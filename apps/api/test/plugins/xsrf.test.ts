import { createTestApp, type TestApp, XSRF } from '../support/test-app';

describe('XSRF double submit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.register(
      async (api) => {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
          api.route({
            method,
            url: '/things',
            config: { auth: 'public' },
            handler: async () => ({ ok: true }),
          });
        }
        api.post(
          '/webhook',
          { config: { auth: 'public', xsrf: false } },
          async () => ({
            received: true,
          }),
        );
      },
      { prefix: '/api/v1/test' },
    );
  });
  afterAll(() => t.close());

  it('sets a readable XSRF-TOKEN cookie when the request has none', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
    });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({
      path: '/',
      sameSite: 'Lax',
      value: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
  });

  it('keeps an existing cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      cookies: XSRF.cookies,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'rejects %s without the header with 403',
    async (method) => {
      const response = await t.app.inject({
        method,
        url: '/api/v1/test/things',
        cookies: XSRF.cookies,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'XSRF_TOKEN_MISMATCH',
        message: 'Missing or invalid XSRF token',
      });
    },
  );

  it('rejects a header that does not match the cookie, or a header without a cookie', async () => {
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/things',
      cookies: XSRF.cookies,
      headers: { 'x-xsrf-token': 'something-else' },
    });
    expect(mismatch.statusCode).toBe(403);

    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/things',
      headers: XSRF.headers,
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it('lets a request through when the header matches the cookie it was given', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const token =
      first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/test/things',
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('skips routes that opt out by route config', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/webhook',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown routes with 404, not 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nope',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('XSRF cookie over https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({
      env: { PUBLIC_URL: 'https://ruume.example.com' },
    });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/health',
      });
      expect(
        response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure,
      ).toBe(true);
    } finally {
      await t.close();
    }
  });
});
