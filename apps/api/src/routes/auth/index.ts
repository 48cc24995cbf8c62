import {
  authEndpoints,
  authMessages,
  currentUserSchema,
  googleSuccessPath,
  paths,
} from '@ruume/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OidcChecks } from '../../adapters/oidc/google-sign-in';
import { serveEndpoints } from '../../http/endpoint-routes';
import { httpError } from '../../http/http-error';
import { issueXsrfToken } from '../../plugins/xsrf';
import {
  clearSessionCookie,
  setSessionCookie,
  signedIn,
} from '../../plugins/authenticate';
import { toCurrentUser } from '../../core/current-user';
import type { UserRow } from '../../core/user-repository';
import { SESSION_COOKIE } from '../../core/session-service';
import type { GoogleSignIn } from '../../adapters/oidc/google-sign-in';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Config } from '../../config';
import type { SessionService } from '../../core/session-service';
import type { AuthService } from './service';

const OIDC_COOKIE = 'ruume_oidc';
const OIDC_COOKIE_MAX_AGE_S = 10 * 60;
const MINUTE_MS = 60_000;

/** The auth/me body of each user row the session cache holds (rows are never mutated). */
const meBodies = new WeakMap<UserRow, string>();

/**
 * Sign-up, sign-in (password and Google), sessions, verification and reset links, and the
 * extension token. Bodies and paths from @ruume/contracts.
 */
export interface AuthRouteDependencies {
  config: Config;
  auth: AuthService;
  sessions: SessionService;
  storage: FileStorage;
  /** undefined when Google sign-in is not configured. */
  google: GoogleSignIn | undefined;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDependencies> = async (
  app,
  { config, auth, sessions, storage, google },
) => {
  const cookie = { secure: config.publicUrl.startsWith('https:') };
  const oidcCookiePath = `${app.prefix}${authEndpoints.googleLogin.path}`;
  const loginLimit = {
    max: config.rateLimitLoginPerMinute,
    timeWindow: MINUTE_MS,
  };
  const authLimit = {
    max: config.rateLimitAuthPerMinute,
    timeWindow: MINUTE_MS,
  };

  /** A new session cookie; a session this browser still held is over (it is replaced). */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
  ) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.signOut(previous);
    const { token } = await sessions.create(user.id, {
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(reply, token, cookie);
    issueXsrfToken(reply, cookie);
    return toCurrentUser(user, storage);
  }

  // Google sign-in failures land on the sign-in page with a readable message.
  const toLogin = (reply: FastifyReply, error: string) =>
    reply.redirect(paths.login({ error }), 302);
  const oidcCookie = {
    path: oidcCookiePath,
    httpOnly: true,
    // Lax: sent on the provider's top-level redirect back to the callback.
    sameSite: 'lax' as const,
    secure: cookie.secure,
  };

  await serveEndpoints(app, authEndpoints, {
    register: {
      config: { auth: 'public', rateLimit: authLimit },
      handler: async (request, reply) => {
        await auth.register(request.body);
        return reply.code(204).send();
      },
    },

    verifyEmail: {
      config: { auth: 'public', rateLimit: authLimit },
      handler: async (request, reply) => {
        const user = await auth.verifyEmail(request.body.token);
        return signIn(request, reply, user);
      },
    },

    resendVerification: {
      config: { auth: 'public', rateLimit: authLimit },
      handler: async (request, reply) => {
        await auth.resendVerification(request.body.email);
        return reply.code(204).send();
      },
    },

    login: {
      config: { auth: 'public', rateLimit: loginLimit },
      handler: async (request, reply) => {
        const user = await auth.login(
          request.body.email,
          request.body.password,
        );
        return signIn(request, reply, user);
      },
    },

    // Public, so signing out always works, even with a session that is already gone (SPEC §8
    // logs out after a 437).
    logout: {
      config: { auth: 'public' },
      handler: async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await sessions.signOut(token);
        clearSessionCookie(reply, cookie);
        return reply.code(204).send();
      },
    },

    me: {
      config: { auth: 'user', bearer: true },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // The session cache hands out the same user row until it changes: encode it once.
        const { user } = signedIn(request);
        let body = meBodies.get(user);
        if (body === undefined) {
          body = JSON.stringify(
            z.encode(currentUserSchema, toCurrentUser(user, storage)),
          );
          meBodies.set(user, body);
        }
        // A string is sent as it is (already encoded with the response schema above).
        return reply
          .type('application/json; charset=utf-8')
          .send(body as unknown as z.infer<typeof currentUserSchema>);
      },
    },

    forgotPassword: {
      config: { auth: 'public', rateLimit: authLimit },
      handler: async (request, reply) => {
        await auth.forgotPassword(request.body.email);
        return reply.code(204).send();
      },
    },

    resetPassword: {
      config: { auth: 'public', rateLimit: authLimit },
      handler: async (request, reply) => {
        await auth.resetPassword(request.body.token, request.body.newPassword);
        // Whatever session this browser had is revoked with the others.
        clearSessionCookie(reply, cookie);
        return reply.code(204).send();
      },
    },

    providers: {
      config: { auth: 'public' },
      handler: async () => ({ google: google !== undefined }),
    },

    extensionToken: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        const { token, expiresAt } = await sessions.create(
          signedIn(request).user.id,
          { kind: 'extension', userAgent: request.headers['user-agent'] },
        );
        reply.header('cache-control', 'no-store');
        return { token, expiresAt: expiresAt.toISOString() };
      },
    },

    // Google: browser navigations. Failures land on the sign-in page with a readable message.
    googleLogin: {
      config: { auth: 'public' },
      handler: async (request, reply) => {
        if (!google)
          throw httpError(404, 'NOT_FOUND', authMessages.googleNotConfigured);
        let started: Awaited<ReturnType<typeof google.start>>;
        try {
          started = await google.start();
        } catch (err) {
          request.log.error({ err }, 'google sign-in could not start');
          return toLogin(reply, authMessages.googleUnavailable);
        }
        reply.setCookie(
          OIDC_COOKIE,
          Buffer.from(JSON.stringify(started.checks)).toString('base64url'),
          { ...oidcCookie, maxAge: OIDC_COOKIE_MAX_AGE_S },
        );
        reply.header('cache-control', 'no-store');
        return reply.redirect(started.url, 302);
      },
    },

    googleCallback: {
      config: { auth: 'public' },
      handler: async (request, reply) => {
        if (!google)
          throw httpError(404, 'NOT_FOUND', authMessages.googleNotConfigured);
        reply.clearCookie(OIDC_COOKIE, oidcCookie);
        reply.header('cache-control', 'no-store');

        const query = new URLSearchParams(request.url.split('?')[1] ?? '');
        if (query.has('error')) {
          request.log.info(
            { error: query.get('error') },
            'google sign-in answered with an error',
          );
          return toLogin(
            reply,
            query.get('error') === 'access_denied'
              ? authMessages.googleCancelled
              : authMessages.googleFailed,
          );
        }
        const checks = readChecks(request.cookies[OIDC_COOKIE]);
        if (!checks) return toLogin(reply, authMessages.googleExpired);

        const callbackUrl = new URL(
          `${config.publicUrl}${app.prefix}${authEndpoints.googleCallback.path}`,
        );
        callbackUrl.search = query.toString();
        let identity;
        try {
          identity = await google.finish(callbackUrl, checks);
        } catch (err) {
          request.log.warn({ err }, 'google sign-in failed');
          return toLogin(reply, authMessages.googleFailed);
        }
        const result = await auth.signInWithGoogle(identity);
        if (!result.ok) return toLogin(reply, result.message);
        await signIn(request, reply, result.user);
        // ?new=1 on a first sign-in: the app offers personalization first.
        return reply.redirect(
          googleSuccessPath({ newAccount: result.created }),
          302,
        );
      },
    },
  });
};

function readChecks(value: string | undefined): OidcChecks | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(
      Buffer.from(value, 'base64url').toString('utf8'),
    );
    const { state, nonce, codeVerifier } = (parsed ?? {}) as Record<
      string,
      unknown
    >;
    return typeof state === 'string' &&
      typeof nonce === 'string' &&
      typeof codeVerifier === 'string'
      ? { state, nonce, codeVerifier }
      : null;
  } catch {
    return null;
  }
}
