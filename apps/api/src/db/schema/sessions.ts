// Signed-in sessions and the cross-instance session cache's bookkeeping.
import { AUTH_FAILURE_CODES } from '@ruume/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt, oneOf } from './columns';

export const SESSION_KINDS = ['browser', 'extension'] as const;
/** Why a session ended: exactly the SPEC §8 failure its next request answers. */
export const REVOKED_REASONS = AUTH_FAILURE_CODES;

/**
 * Signed-in sessions: the browser cookie's, and the extension's bearer tokens. The id is the
 * SHA-256 of the token, so a leaked table does not sign anyone in. Revoked sessions are kept
 * until they expire so an old cookie learns why it stopped working (SPEC §8); a deleted
 * account's sessions lose their user (set null) and answer USER_NOT_FOUND.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('browser'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason', { enum: REVOKED_REASONS }),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
    check('sessions_kind_valid', oneOf(table.kind, SESSION_KINDS)),
    check(
      'sessions_revoked_reason_valid',
      sql`${table.revokedReason} is null or ${oneOf(table.revokedReason, REVOKED_REASONS)}`,
    ),
  ],
);

/**
 * Session-cache invalidation (routes/auth/session-cache.ts). Triggers on sessions and users
 * NOTIFY 'session_cache'; a writer that revokes then sends a barrier numbered from this
 * sequence and waits until every live instance has acknowledged it.
 */
export const sessionCacheSeq = pgSequence('session_cache_seq');

/** One row per api instance that caches sessions: renewed every second while it LISTENs. */
export const sessionCacheLeases = pgTable(
  'session_cache_leases',
  {
    instanceId: text('instance_id').primaryKey(),
    /** The highest barrier this instance has applied every notification before. */
    ackedSeq: bigint('acked_seq', { mode: 'number' }).notNull().default(0),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('session_cache_leases_expires_at_idx').on(table.expiresAt)],
);
