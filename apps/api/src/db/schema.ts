import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  bigint,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AUTH_FAILURE_CODES,
  PLAN_TIERS,
  ROLES,
  USER_STATUSES,
} from '@ruume/contracts';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** `column in ('a', 'b', …)` for a check constraint, from the list the contracts define. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** Accounts. A deleted account is deleted, not flagged; its sessions stay as tombstones. */
export const users = pgTable(
  'users',
  {
    // Text, not uuid: a malformed id in a path is simply not found instead of a cast error.
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    /** Stored lower-case (the check below holds everyone to it). */
    email: text('email').notNull(),
    /** argon2id; null for social sign-in accounts that never set a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    pronouns: text('pronouns'),
    workspaceName: text('workspace_name'),
    workspaceRole: text('workspace_role'),
    displayFirstNameOnly: boolean('display_first_name_only')
      .notNull()
      .default(false),
    website: text('website'),
    /** Keys in the file storage. */
    profilePicKey: text('profile_pic_key'),
    profileBannerKey: text('profile_banner_key'),
    avatarBackgroundColor: text('avatar_background_color'),
    avatarTextColor: text('avatar_text_color'),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    emailVerifiedAt: at('email_verified_at'),
    /** The `sub` of the Google account linked to this one. */
    googleSubject: text('google_subject'),
    freeTrialUsed: boolean('free_trial_used').notNull().default(false),
    planTier: text('plan_tier', { enum: PLAN_TIERS })
      .notNull()
      .default('house'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    index('users_created_at_idx').on(table.createdAt),
    check(
      'users_email_lower_case',
      sql`${table.email} = lower(${table.email})`,
    ),
    check('users_role_valid', oneOf(table.role, ROLES)),
    check('users_status_valid', oneOf(table.status, USER_STATUSES)),
    check('users_plan_tier_valid', oneOf(table.planTier, PLAN_TIERS)),
  ],
);

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

export const TOKEN_PURPOSES = [
  'email_verify',
  'password_reset',
  'email_change',
] as const;

/** Single-use links sent by mail. The id is the SHA-256 of the token in the link. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    /** email_change: `{ newEmail }`. */
    payload: jsonb('payload').$type<{ newEmail?: string }>(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    index('one_time_tokens_user_id_idx').on(table.userId),
    index('one_time_tokens_expires_at_idx').on(table.expiresAt),
    check(
      'one_time_tokens_purpose_valid',
      oneOf(table.purpose, TOKEN_PURPOSES),
    ),
  ],
);

/**
 * Rate-limit counters, shared by every api instance (ARCHITECTURE: instances are stateless).
 * One row per limited route and client address; expired rows are swept periodically.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: at('window_ends_at').notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
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
