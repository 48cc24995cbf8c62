// Recordings creators upload and share, and what visitors paid for them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, RECORDING_PAYMENT_TYPES } from '@ruume/contracts';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';

/**
 * A stored recording. Amounts are in cents; an amount and its currency are both set or both
 * null. `shareId` is the unguessable id of its public link.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shareId: text('share_id').notNull().unique(),
    name: text('name').notNull(),
    /** Storage keys of the video and of its poster image (none when it could not be made). */
    fileKey: text('file_key').notNull(),
    posterKey: text('poster_key'),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: real('duration_seconds'),
    /** The meeting it was recorded in; null for an uploaded file. */
    meetingId: text('meeting_id'),
    meetingName: text('meeting_name'),
    monetizeAmountCents: integer('monetize_amount_cents'),
    monetizeCurrency: text('monetize_currency', { enum: CURRENCIES }),
    donationAmountCents: integer('donation_amount_cents'),
    donationCurrency: text('donation_currency', { enum: CURRENCIES }),
    createdAt: createdAt(),
  },
  (table) => [
    index('recordings_user_created_idx').on(table.userId, table.createdAt),
    check('recordings_size_positive', sql`${table.sizeBytes} > 0`),
    check(
      'recordings_monetize_pair',
      sql`(${table.monetizeAmountCents} is null) = (${table.monetizeCurrency} is null) and (${table.monetizeAmountCents} is null or ${table.monetizeAmountCents} > 0)`,
    ),
    check(
      'recordings_donation_pair',
      sql`(${table.donationAmountCents} is null) = (${table.donationCurrency} is null) and (${table.donationAmountCents} is null or ${table.donationAmountCents} > 0)`,
    ),
    check(
      'recordings_monetize_currency_valid',
      oneOf(table.monetizeCurrency, CURRENCIES),
    ),
    check(
      'recordings_donation_currency_valid',
      oneOf(table.donationCurrency, CURRENCIES),
    ),
  ],
);

/**
 * Completed payments for recordings: purchases (which open the download to the buyer's email)
 * and donations. One row per provider checkout, so a redelivered event records nothing twice.
 * Kept when the recording is deleted (the creator's sales history), with its name.
 */
export const recordingPurchases = pgTable(
  'recording_purchases',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    /** The provider's checkout id. */
    checkoutId: text('checkout_id').notNull().unique(),
    recordingId: text('recording_id').references(() => recordings.id, {
      onDelete: 'set null',
    }),
    recordingName: text('recording_name').notNull(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type', {
      enum: RECORDING_PAYMENT_TYPES,
    }).notNull(),
    /** Lower-case; null for a donation made without one. */
    buyerEmail: text('buyer_email'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('recording_purchases_access_idx').on(
      table.recordingId,
      table.buyerEmail,
    ),
    index('recording_purchases_creator_idx').on(table.creatorId),
    check(
      'recording_purchases_type_valid',
      oneOf(table.paymentType, RECORDING_PAYMENT_TYPES),
    ),
    check(
      'recording_purchases_currency_valid',
      oneOf(table.currency, CURRENCIES),
    ),
    check(
      'recording_purchases_amounts',
      sql`${table.grossCents} > 0 and ${table.feeCents} >= 0 and ${table.netCents} = ${table.grossCents} - ${table.feeCents}`,
    ),
  ],
);
