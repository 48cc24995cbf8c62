import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../src/http/http-error';
import { createTestApp, type TestApp, XSRF } from '../support/test-app';

describe('error answers', () => {
  let t: TestApp;
  const reported: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      reportError: (error) => reported.push(error),
    });
    // Routes that exist only in this test, to reach each kind of failure.
    const testRoutes: FastifyPluginAsyncZod = async (api) => {
      api.post(
        '/signup',
        {
          config: { auth: 'public' },
          schema: {
            body: z.object({ email: z.email(), name: z.string().min(1) }),
          },
        },
        async (request) => ({ hello: request.body.name }),
      );
      api.get(
        '/items',
        {
          config: { auth: 'public' },
          schema: {
            querystring: z.object({
              limit: z.coerce.number().int().max(100),
            }),
          },
        },
        async () => [],
      );
      api.get('/boom', { config: { auth: 'public' } }, async () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      api.get('/missing-meeting', { config: { auth: 'public' } }, async () => {
        throw httpError(404, 'MEETING_NOT_FOUND', 'Meeting not found');
      });
    };
    await t.app.register(testRoutes, { prefix: '/api/v1/test' });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/test/signup',
      cookies: XSRF.cookies,
      headers: { ...XSRF.headers, 'content-type': contentType },
      payload,
    });

  it('passes a valid body through', async () => {
    const response = await post(
      JSON.stringify({ email: 'ada@example.com', name: 'Ada' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Ada' });
  });

  it('answers 400 VALIDATION_ERROR naming the bad field', async () => {
    const response = await post(
      JSON.stringify({ email: 'not-an-email', name: 'Ada' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^email: /),
    });
  });

  it('names every bad field, in the query string too', async () => {
    const missing = await post(JSON.stringify({}));
    expect(missing.json().message).toMatch(/^email: .*; name: /);

    const query = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/items?limit=1000',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^limit: /),
    });
  });

  it('answers 400 for malformed or empty JSON, not 500', async () => {
    const malformed = await post('{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringContaining('not valid JSON'),
    });

    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('BAD_REQUEST');
  });

  it('answers 413 for a body over the limit and 415 for an unknown content type', async () => {
    const tooLarge = await post(
      JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('PAYLOAD_TOO_LARGE');

    const unsupported = await post('<xml/>', 'application/xml');
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an HttpError with its own status, code and message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/missing-meeting',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'MEETING_NOT_FOUND',
      message: 'Meeting not found',
    });
  });

  it('hides an unexpected error behind a generic 500, keeping the details in the log', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/boom',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong',
    });
    expect(response.body).not.toContain('secret');

    const logged = t.logs.find((line) => line.level === 50);
    expect(logged).toMatchObject({
      reqId: response.headers['x-request-id'],
      err: { message: expect.stringContaining('leaked') },
    });
    expect(reported).toEqual([
      expect.objectContaining({ message: expect.stringContaining('leaked') }),
    ]);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/x?y=1',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'Route GET /api/v1/x not found',
    });
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(traced.headers['x-request-id']).toBe('lb-1234');

    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request log', () => {
  it('writes one line per request, with the path but never its query string', async () => {
    const t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/email-update/confirm?token=secret-link-token',
      });
      const lines = t.logs.filter((line) => line.msg === 'request');
      expect(lines).toEqual([
        expect.objectContaining({
          reqId: response.headers['x-request-id'],
          method: 'GET',
          path: '/api/v1/user/email-update/confirm',
          status: 302,
          ms: expect.any(Number),
        }),
      ]);
      expect(JSON.stringify(t.logs)).not.toContain('secret-link-token');
    } finally {
      await t.close();
    }
  });
});
