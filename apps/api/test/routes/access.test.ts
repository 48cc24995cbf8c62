import Fastify from 'fastify';
import { registerAuthGuard } from '../../src/plugins/authenticate';
import type { SessionService } from '../../src/core/session-service';
import { Browser } from '../support/browser';
import { createTestApp, type TestApp } from '../support/test-app';

describe('route access, by declaration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A concrete URL for a route pattern. */
  const concrete = (url: string) =>
    url
      .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
      .replace(/\*$/, 'x.png');

  it('declares the expected public routes (and only those)', () => {
    const publicRoutes = t.app.declaredRoutes
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /api/v1/auth/login/google',
      'GET /api/v1/auth/login/google/callback',
      'GET /api/v1/auth/providers',
      'GET /api/v1/dev/outbox',
      'GET /api/v1/dev/outbox.json',
      'GET /api/v1/download/public/free/:shareId',
      'GET /api/v1/download/public/paid/:token',
      'GET /api/v1/files/*',
      'GET /api/v1/health',
      'GET /api/v1/meeting/:roomId',
      'GET /api/v1/payment/sandbox/checkout/:sessionId',
      'GET /api/v1/payment/sandbox/onboarding/:linkId',
      'GET /api/v1/payment/sandbox/portal/:sessionId',
      'GET /api/v1/payment/sandbox/portal/:sessionId/developer',
      'GET /api/v1/payment/sandbox/portal/:sessionId/invoices/:invoiceId/receipt',
      'GET /api/v1/payment/sandbox/sandbox.css',
      'GET /api/v1/payment/subscription/tier-plans',
      'GET /api/v1/room/:roomId/socket',
      'GET /api/v1/room/:roomId/status',
      'GET /api/v1/share/:shareId/poster.jpg',
      'GET /api/v1/user/email-update/confirm',
      'POST /api/v1/auth/forgot-password',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/logout',
      'POST /api/v1/auth/register',
      'POST /api/v1/auth/resend-verification',
      'POST /api/v1/auth/reset-password',
      'POST /api/v1/auth/verify-email',
      'POST /api/v1/invitation/confirm',
      'POST /api/v1/meeting-recording/check-access',
      'POST /api/v1/meeting-recording/check-monetized',
      'POST /api/v1/payment/checkout/session/recording',
      'POST /api/v1/payment/sandbox/checkout/:sessionId',
      'POST /api/v1/payment/sandbox/onboarding/:linkId',
      'POST /api/v1/payment/sandbox/portal/:sessionId/card',
      'POST /api/v1/payment/sandbox/portal/:sessionId/developer/subscriptions/:subscriptionId/advance',
      'POST /api/v1/payment/sandbox/portal/:sessionId/developer/subscriptions/:subscriptionId/next-renewal',
      'POST /api/v1/payment/webhook',
      'POST /api/v1/room/:roomId/checkout',
      'POST /api/v1/room/:roomId/join',
    ]);
  });

  it('answers 401 UNAUTHORIZED to anonymous calls of every private route', async () => {
    const privateRoutes = t.app.declaredRoutes.filter(
      (route) => route.access !== 'public',
    );
    // Admin calls live under /admin and nowhere else; every other private route is a user's.
    for (const route of privateRoutes) {
      expect([route.url, route.access]).toEqual([
        route.url,
        route.url.startsWith('/api/v1/admin/') ? 'admin' : 'user',
      ]);
    }
    for (const route of privateRoutes) {
      // With a valid XSRF pair: the session is what is missing.
      const response = await new Browser(t.app).request(
        route.method as 'GET',
        concrete(route.url),
      );
      expect([route.method, route.url, response.statusCode]).toEqual([
        route.method,
        route.url,
        401,
      ]);
      expect(response.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: 'please sign in',
      });
    }
  });

  it('stops the server at start when an /api route declares no access', async () => {
    const app = Fastify();
    registerAuthGuard(app, {
      sessions: {} as SessionService,
      apiPrefix: '/api/v1',
      cookie: { secure: false },
    });
    expect(() =>
      app.get('/outside', async () => 'not under /api: the web app'),
    ).not.toThrow();
    expect(() => app.get('/api/v1/forgotten', async () => 'oops')).toThrow(
      "GET /api/v1/forgotten must declare config.auth: 'public', 'user' or 'admin'",
    );
    await app.close();
  });
});
