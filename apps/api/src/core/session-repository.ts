import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Invalidation } from '../db/invalidation/channel';
import {
  oneTimeTokens,
  type REVOKED_REASONS,
  sessions,
  type SESSION_KINDS,
  type TOKEN_PURPOSES,
  users,
} from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionKind = (typeof SESSION_KINDS)[number];
export type RevokedReason = (typeof REVOKED_REASONS)[number];
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** Sessions and the single-use mail links. Ids are SHA-256 hashes of the secrets, never the secrets. */
export interface RepositoryOptions {
  /**
   * Awaited after a write that revokes a session or changes a user, before the caller answers:
   * the session cache's sync(), so every instance has dropped what the write changed.
   */
  afterWrite?: (changes: Invalidation[]) => Promise<void>;
  /** Told of a change no reader must wait for (a touched session): the cache's notify(). */
  afterTouch?: (changes: Invalidation[]) => void;
}

export function createAuthRepository(
  db: Db,
  {
    afterWrite = async () => undefined,
    afterTouch = () => undefined,
  }: RepositoryOptions = {},
) {
  const notRevoked = isNull(sessions.revokedAt);
  const revoke = (reason: RevokedReason) => ({
    revokedAt: sql`now()`,
    revokedReason: reason,
  });

  // Prepared: the session check runs it on every private call the cache cannot answer.
  const findSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('find_session');

  return {
    async insertSession(values: {
      id: string;
      userId: string;
      kind: SessionKind;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The session and its user (null once the account is deleted), or null for an unknown id. */
    async findSession(id: string) {
      const [row] = await findSession.execute({ id });
      return row ?? null;
    },

    /** Slides the expiry of a session in use. */
    async touchSession(id: string, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, expiresAt })
        .where(and(eq(sessions.id, id), notRevoked));
      afterTouch([`s:${id}`]);
    },

    async revokeSession(id: string, reason: RevokedReason): Promise<void> {
      await db
        .update(sessions)
        .set(revoke(reason))
        .where(and(eq(sessions.id, id), notRevoked));
      await afterWrite([`s:${id}`]);
    },

    /** Every open session of the user, except `exceptId` (the one asking) when given. */
    async revokeUserSessions(
      userId: string,
      reason: RevokedReason,
      exceptId?: string,
    ): Promise<void> {
      await db
        .update(sessions)
        .set(revoke(reason))
        .where(
          and(
            eq(sessions.userId, userId),
            notRevoked,
            exceptId ? ne(sessions.id, exceptId) : undefined,
          ),
        );
      // Every cached session of the user (the one asking too: it is read again).
      await afterWrite([`u:${userId}`]);
    },

    /** Latest activity per user, for the admin list. */
    async lastSeen(userIds: string[]): Promise<Map<string, Date>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: sessions.userId,
          lastSeenAt: sql<string>`max(${sessions.lastSeenAt})`,
        })
        .from(sessions)
        .where(
          sql`${sessions.userId} in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
        .groupBy(sessions.userId);
      return new Map(
        rows.flatMap((row) =>
          row.userId ? [[row.userId, new Date(row.lastSeenAt)]] : [],
        ),
      );
    },

    async insertToken(values: {
      id: string;
      userId: string;
      purpose: TokenPurpose;
      expiresAt: Date;
      payload?: { newEmail?: string };
    }): Promise<void> {
      await db.insert(oneTimeTokens).values(values);
    },

    /**
     * Marks the token used and returns it, in one statement so two clicks cannot both use it;
     * null when it is unknown, used, expired or for another purpose.
     */
    async consumeToken(
      id: string,
      purpose: TokenPurpose,
    ): Promise<OneTimeTokenRow | null> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeTokens.id, id),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Uses up the user's open links of one purpose (a reset makes older reset links void). */
    async voidTokens(userId: string, purpose: TokenPurpose): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },

    /** Drops expired sessions and links; revoked sessions are kept until they expire. */
    async sweep(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
      await db
        .delete(oneTimeTokens)
        .where(
          or(
            lt(oneTimeTokens.expiresAt, sql`now()`),
            lt(oneTimeTokens.usedAt, sql`now() - interval '1 day'`),
          ),
        );
    },
  };
}
