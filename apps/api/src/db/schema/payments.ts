// Plans and payments: who is which provider customer, the subscriptions as the provider last
// reported them, the provider events already applied, and the sandbox provider's own records.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  BILLING_INTERVALS,
  PLAN_TIERS,
  SUBSCRIPTION_STATUSES,
} from '@ruume/contracts';
import { users } from './accounts';
import { at, createdAt, oneOf } from './columns';

const PAID_TIERS = PLAN_TIERS.filter((tier) => tier !== 'house');

/** The provider's customer of each account (created at the first checkout or portal visit). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Subscriptions, written only from provider events. `eventAt` is the time of the newest event
 * applied, so an older event delivered late changes nothing.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** The provider's id (sub_…). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id').notNull(),
    tier: text('tier', { enum: PLAN_TIERS }).notNull(),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: at('trial_end'),
    eventAt: at('event_at').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.userId),
    check('subscriptions_tier_paid', oneOf(table.tier, PAID_TIERS)),
    check(
      'subscriptions_interval_valid',
      oneOf(table.interval, BILLING_INTERVALS),
    ),
    check(
      'subscriptions_status_valid',
      oneOf(table.status, SUBSCRIPTION_STATUSES),
    ),
  ],
);

/**
 * Creators' connected payment accounts (one per user), as the provider last reported them;
 * `eventAt` orders the provider's account events like a subscription's.
 */
export const paymentAccounts = pgTable('payment_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The provider's id (acct_…). */
  accountId: text('account_id').notNull().unique(),
  onboarded: boolean('onboarded').notNull().default(false),
  eventAt: at('event_at'),
  createdAt: createdAt(),
});

/** Provider events already applied (ids are the provider's): a redelivery is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * The sandbox provider's records (customers, cards, checkout and portal sessions,
 * subscriptions, invoices, connected accounts), one JSON document each. Unused with Stripe.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The customer or account it belongs to, for listing. */
    ownerId: text('owner_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('sandbox_objects_owner_idx').on(table.kind, table.ownerId)],
);
