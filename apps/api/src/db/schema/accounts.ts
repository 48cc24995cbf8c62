// Accounts and the single-use links mailed to them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  PLAN_TIERS,
  ROLES,
  USER_STATUSES,
  type PlanSubscription,
  type StripeInfo,
} from '@ruume/contracts';
import { at, createdAt, oneOf } from './columns';

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
    /**
     * The live subscription as auth/me shows it (SPEC §3 planSubscription), kept beside the
     * tier by the billing module from provider events; null on house.
     */
    planSubscription: jsonb('plan_subscription').$type<PlanSubscription>(),
    /** SPEC §3 stripeInfo, kept by the payment-account module beside its table; null without one. */
    stripeInfo: jsonb('stripe_info').$type<StripeInfo>(),
    /**
     * SPEC §3 recordingStorage.used: the sum of the user's recordings' sizes, kept by the
     * recording module in the transactions that add and remove them (auth/me reads it for free).
     */
    recordingStorageUsed: bigint('recording_storage_used', { mode: 'number' })
      .notNull()
      .default(0),
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
    check(
      'users_recording_storage_used_valid',
      sql`${table.recordingStorageUsed} >= 0`,
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
