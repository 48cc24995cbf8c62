// Recordings creators upload and share (what visitors paid for them: sales.ts).
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
import { CURRENCIES } from '@ruume/contracts';
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
