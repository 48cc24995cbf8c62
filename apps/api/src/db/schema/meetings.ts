// Meetings (SPEC §3 meeting, room): rooms hosts start from templates, their schedules, the
// creations the daily limit counts, and the people invited to scheduled ones.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@ruume/contracts';
import { users } from './accounts';
import { createdAt, instant, oneOf } from './columns';
import { templates } from './templates';

/**
 * A meeting room. `roomId` forms /m/{roomId}: generated (abc-defg-hij) unless the host chose it
 * (`customRoomId` true). The template gives the room its background and links; a deleted
 * template leaves its meetings without one (set null), rather than blocking the delete. What
 * protects the room is the meeting's own: entry fees (cents) are copied from the template when
 * the meeting is made, and so is the password's argon2 hash (`passwordHash`, which a change of
 * the template's password also writes here), so deleting the template takes neither away. A schedule is a
 * start, an end after it and the IANA zone it was planned in, all three or none. `icsSequence`
 * is the iCalendar SEQUENCE of the invitations sent for it (raised by each update or cancel).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    roomId: text('room_id').notNull().unique(),
    customRoomId: boolean('custom_room_id').notNull().default(false),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').references(() => templates.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    participantFeeCents: integer('participant_fee_cents'),
    audienceFeeCents: integer('audience_fee_cents'),
    feeCurrency: text('fee_currency', { enum: CURRENCIES }),
    passwordHash: text('password_hash'),
    scheduledStart: instant('scheduled_start'),
    scheduledEnd: instant('scheduled_end'),
    timezone: text('timezone'),
    icsSequence: integer('ics_sequence').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('meetings_owner_created_idx').on(
      table.ownerId,
      table.createdAt,
      table.id,
    ),
    index('meetings_owner_scheduled_idx').on(
      table.ownerId,
      table.scheduledStart,
      table.id,
    ),
    check(
      'meetings_schedule_complete',
      sql`(${table.scheduledStart} is null) = (${table.scheduledEnd} is null) and (${table.scheduledStart} is null) = (${table.timezone} is null) and (${table.scheduledStart} is null or ${table.scheduledEnd} > ${table.scheduledStart})`,
    ),
    check(
      'meetings_room_id_format',
      sql`${table.roomId} ~ '^[a-z0-9](?:[a-z0-9-]{1,62}[a-z0-9])$'`,
    ),
    check('meetings_fee_currency_valid', oneOf(table.feeCurrency, CURRENCIES)),
    check(
      'meetings_fees_valid',
      sql`(${table.feeCurrency} is not null or (${table.participantFeeCents} is null and ${table.audienceFeeCents} is null)) and (${table.participantFeeCents} is null or ${table.participantFeeCents} > 0) and (${table.audienceFeeCents} is null or ${table.audienceFeeCents} > 0)`,
    ),
    check('meetings_ics_sequence_valid', sql`${table.icsSequence} >= 0`),
  ],
);

/**
 * One row per meeting created, kept 24 hours: the rolling daily limit counts these, so deleting
 * a meeting does not give its creation back. Rows older than a day are removed as hosts create.
 */
export const meetingCreations = pgTable(
  'meeting_creations',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('meeting_creations_owner_created_idx').on(
      table.ownerId,
      table.createdAt,
    ),
  ],
);

/**
 * A person invited to a scheduled meeting, by lower-case email, once per meeting. The confirm
 * link's token is stored as its SHA-256 only; `confirmedAt` is set by the first confirmation.
 */
export const meetingInvitations = pgTable(
  'meeting_invitations',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    confirmedAt: instant('confirmed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('meeting_invitations_meeting_email_unique').on(
      table.meetingId,
      table.email,
    ),
    check(
      'meeting_invitations_email_lower_case',
      sql`${table.email} = lower(${table.email})`,
    ),
  ],
);
