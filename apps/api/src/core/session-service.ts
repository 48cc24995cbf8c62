import { hash, randomBytes } from 'node:crypto';
import {
  AUTH_FAILURE_MESSAGES,
  type AuthFailureCode,
  SIGNED_OUT_MESSAGE,
} from '@ruume/contracts';
import type { UserRow } from './user-repository';
import type {
  AuthRepository,
  SessionKind,
  SessionRow,
} from './session-repository';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'ruume_session';
/** Sliding: each day of use pushes the end 30 days out again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The extension's bearer token does not slide. */
export const EXTENSION_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How stale last_seen_at may get before a request writes it (and renews the cookie). */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

// One-shot: no Hash object per request (every signed-in call hashes its cookie).
export const hashToken = (token: string): string =>
  hash('sha256', token, 'hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export type SessionCheck =
  | { ok: true; user: UserRow; session: SessionRow; renewedUntil?: Date }
  | { ok: false; code: AuthFailureCode; message: string };

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(
  repository: AuthRepository,
  cache?: SessionCache,
) {
  /** The session and its user: from the cache when it can answer, else one prepared query. */
  const find = async (id: string) => {
    const cached = cache?.get(id);
    if (cached) return cached;
    const ticket = cache?.ticket() ?? 0;
    const found = await repository.findSession(id);
    if (found) cache?.set(id, found, ticket);
    return found;
  };

  const fail = (
    code: AuthFailureCode,
    message = AUTH_FAILURE_MESSAGES[code],
  ): SessionCheck => ({ ok: false, code, message });

  return {
    /** A new session; the token goes to the client once and is stored only as its hash. */
    async create(
      userId: string,
      options: { kind?: SessionKind; userAgent?: string | null } = {},
    ): Promise<{ token: string; expiresAt: Date }> {
      const kind = options.kind ?? 'browser';
      const token = newToken();
      const expiresAt = new Date(
        Date.now() +
          (kind === 'browser' ? SESSION_TTL_MS : EXTENSION_TOKEN_TTL_MS),
      );
      await repository.insertSession({
        id: hashToken(token),
        userId,
        kind,
        expiresAt,
        userAgent: options.userAgent?.slice(0, 512) ?? null,
      });
      return { token, expiresAt };
    },

    /** Who a token belongs to, or which SPEC §8 failure (437) it is. */
    async check(token: string, kind: SessionKind): Promise<SessionCheck> {
      const found = await find(hashToken(token));
      if (!found || found.session.kind !== kind) return fail('INVALID_TOKEN');
      const { session, user } = found;
      if (session.revokedReason) {
        return session.revokedReason === 'INVALID_TOKEN'
          ? fail('INVALID_TOKEN', SIGNED_OUT_MESSAGE)
          : fail(session.revokedReason);
      }
      if (session.expiresAt.getTime() <= Date.now())
        return fail('INVALID_TOKEN');
      if (!user) return fail('USER_NOT_FOUND');
      if (user.status === 'blocked') {
        await repository.revokeSession(session.id, 'USER_BLOCK');
        return fail('USER_BLOCK');
      }
      if (
        kind === 'browser' &&
        Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS
      ) {
        const renewedUntil = new Date(Date.now() + SESSION_TTL_MS);
        await repository.touchSession(session.id, renewedUntil);
        return { ok: true, user, session, renewedUntil };
      }
      return { ok: true, user, session };
    },

    /** Sign-out: the session answers INVALID_TOKEN from now on. */
    async signOut(token: string): Promise<void> {
      await repository.revokeSession(hashToken(token), 'INVALID_TOKEN');
    },

    revokeAll: repository.revokeUserSessions,
  };
}
