import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type ApiErrorBody,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '@ruume/contracts';

export const XSRF_COOKIE = XSRF_COOKIE_NAME;
/** Node lower-cases incoming header names. */
export const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` turns the XSRF check off for a route (signed webhooks, for example). */
    xsrf?: boolean;
  }
}

/**
 * A new token for this browser. Sign-in and sign-out call it too, so a token seen before the
 * session changed (a shared computer, a planted cookie) is worth nothing after it.
 */
export function issueXsrfToken(
  reply: FastifyReply,
  { secure }: { secure: boolean },
): void {
  reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
  });
}

/**
 * Double-submit XSRF protection. The cookie is readable by the page's scripts (not HttpOnly),
 * which copy it into the X-XSRF-TOKEN header; another site can send the cookie but cannot read it.
 * Needs @fastify/cookie registered first.
 */
export function registerXsrf(
  app: FastifyInstance,
  options: { secure: boolean },
): void {
  // A callback hook (no promise per request); it answers 403 itself instead of calling done.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    // Hashed static files are cached by browsers and CDNs: keep Set-Cookie off them.
    if (!cookie && !request.url.startsWith('/assets/')) {
      issueXsrfToken(reply, options);
    }

    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // Unknown routes change nothing; let them answer 404.
    if (
      !isApi ||
      !MUTATING_METHODS.has(request.method) ||
      request.is404 ||
      request.routeOptions.config.xsrf === false
    ) {
      return done();
    }

    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      const body: ApiErrorBody = {
        error: 'XSRF_TOKEN_MISMATCH',
        message: 'Missing or invalid XSRF token',
      };
      reply.code(403).send(body);
      return;
    }
    done();
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
