import { AUTH_FAILURE_STATUS, API_ERRORS } from '@ruume/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../http/http-error';
import { issueXsrfToken } from './xsrf';
import type { SessionRow } from '../core/session-repository';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type SessionService,
} from '../core/session-service';
import type { UserRow } from '../core/user-repository';

/** Who may call a route; every /api route declares it (`config: { auth: ... }`). */
export type RouteAccess = 'public' | 'user' | 'admin';

export interface SignedIn {
  user: UserRow;
  session: SessionRow;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** false: the route opted out of the XSRF check (signed webhooks, the sandbox's own pages). */
  xsrf: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: 'public', 'user' (signed in) or 'admin' (role ADMIN). */
    auth?: RouteAccess;
    /** Also accept the extension's `Authorization: Bearer` token (docs/extension-login.md). */
    bearer?: boolean;
  }
  interface FastifyRequest {
    /** Set by the guard on 'user' and 'admin' routes. */
    signedIn: SignedIn | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order. */
    readonly declaredRoutes: readonly DeclaredRoute[];
  }
}

export interface SessionCookieOptions {
  secure: boolean;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  { secure }: SessionCookieOptions,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** The session is over in this browser: its cookie goes and a fresh XSRF token comes. */
export function clearSessionCookie(
  reply: FastifyReply,
  { secure }: SessionCookieOptions,
): void {
  issueXsrfToken(reply, { secure });
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/** The signed-in user of a 'user' or 'admin' route. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) {
    throw httpError(401, 'UNAUTHORIZED', API_ERRORS.UNAUTHORIZED.message);
  }
  return request.signedIn;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The guard: each route's declared access decides, never its URL (STYLE 10). A /api route
 * without a declaration stops the server at start. Failures:
 *   no session cookie                       401 UNAUTHORIZED
 *   unknown, expired or signed-out session  437 INVALID_TOKEN
 *   revoked session                         437 with its reason (TOKEN_STALE, USER_BLOCK, ...)
 *   deleted account                         437 USER_NOT_FOUND
 *   blocked account                         437 USER_BLOCK (and the session is revoked)
 *   'admin' route, role not ADMIN           403 FORBIDDEN
 * Every 437 clears the session cookie.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  options: {
    sessions: SessionService;
    apiPrefix: string;
    cookie: SessionCookieOptions;
  },
): void {
  const { sessions, apiPrefix, cookie } = options;
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.decorateRequest('signedIn', null);

  app.addHook('onRoute', (route) => {
    if (route.url !== apiPrefix && !route.url.startsWith(`${apiPrefix}/`))
      return;
    const access = route.config?.auth;
    const methods = [route.method].flat();
    if (access !== 'public' && access !== 'user' && access !== 'admin') {
      throw new Error(
        `${methods.join(',')} ${route.url} must declare config.auth: 'public', 'user' or 'admin'`,
      );
    }
    for (const method of methods) {
      if (method !== 'HEAD') {
        const xsrf = route.config?.xsrf !== false;
        declared.push({ method, url: route.url, access, xsrf });
      }
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const { auth: access, bearer } = request.routeOptions.config;
    if (access !== 'user' && access !== 'admin') return;

    const bearerToken =
      bearer === true
        ? BEARER.exec(request.headers.authorization ?? '')?.[1]
        : undefined;
    const token = bearerToken ?? request.cookies[SESSION_COOKIE];
    if (!token) {
      throw httpError(401, 'UNAUTHORIZED', API_ERRORS.UNAUTHORIZED.message);
    }

    const result = await sessions.check(
      token,
      bearerToken ? 'extension' : 'browser',
    );
    if (!result.ok) {
      if (!bearerToken) clearSessionCookie(reply, cookie);
      throw httpError(AUTH_FAILURE_STATUS, result.code, result.message);
    }
    if (result.renewedUntil) setSessionCookie(reply, token, cookie);
    if (access === 'admin' && result.user.role !== 'ADMIN') {
      throw httpError(403, 'FORBIDDEN', API_ERRORS.FORBIDDEN.message);
    }
    request.signedIn = { user: result.user, session: result.session };
  });
}
