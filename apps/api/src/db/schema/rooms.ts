// The live room: each occurrence of a meeting (from the first join to the
// host's end), its settings, chat, who was let in or turned away, who was removed, and the seats
// taken. Presence itself (who is connected now) is memory, shared between instances.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, instant, oneOf } from './columns';
import { meetings } from './meetings';

/**
 * One occurrence of a meeting: started by the first join, ended by the host (`endedAt`). At most
 * one is open per meeting. The settings are the moderators'; a new occurrence copies the waiting
 * room choice of the previous one, so the host's choice sticks. `cohosts` are participant ids.
 */
export const roomOccurrences = pgTable(
  'room_occurrences',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    startedAt: instant('started_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
    locked: boolean('locked').notNull().default(false),
    waitingRoom: boolean('waiting_room').notNull().default(false),
    micLocked: boolean('mic_locked').notNull().default(false),
    // The audience (docs/audience.md): open to new watchers, and whether they may chat.
    audienceOpen: boolean('audience_open').notNull().default(true),
    audienceChat: boolean('audience_chat').notNull().default(true),
    cohosts: jsonb('cohosts').$type<string[]>().notNull().default([]),
    // Set once the occurrence moved to the SFU (docs/live-room.md "SFU rooms"): its Janus node
    // (index in JANUS_URL), VideoRoom id and secret, shared by every instance and restart.
    sfuNode: integer('sfu_node'),
    sfuRoomId: bigint('sfu_room_id', { mode: 'number' }),
    sfuSecret: text('sfu_secret'),
    /**
     * Bumped when someone watching is removed: the pin of the room's mountpoints derives from it
     * (sfu-credentials.ts), so a removed watcher's stream stops and their pin opens nothing.
     */
    watchEpoch: integer('watch_epoch').notNull().default(0),
  },
  (table) => [
    uniqueIndex('room_occurrences_one_open_idx')
      .on(table.meetingId)
      .where(sql`${table.endedAt} is null`),
    index('room_occurrences_meeting_started_idx').on(
      table.meetingId,
      table.startedAt,
    ),
  ],
);

/** The chat of an occurrence; late joiners get the newest ROOM_CHAT_HISTORY. */
export const roomChatMessages = pgTable(
  'room_chat_messages',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => roomOccurrences.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    displayName: text('display_name').notNull(),
    text: text('text').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [
    index('room_chat_messages_occurrence_sent_idx').on(
      table.occurrenceId,
      table.sentAt,
    ),
  ],
);

export const ROOM_ADMISSIONS = ['admitted', 'denied'] as const;

/**
 * A participant of an occurrence the room let in (admitted: never waits again in this
 * occurrence) or the waiting room turned away (denied: stays denied), and their raised hand,
 * so both survive a restart.
 */
export const roomParticipants = pgTable(
  'room_participants',
  {
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => roomOccurrences.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    admission: text('admission', { enum: ROOM_ADMISSIONS }).notNull(),
    handRaised: boolean('hand_raised').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.occurrenceId, table.participantId] }),
    check(
      'room_participants_admission_valid',
      oneOf(table.admission, ROOM_ADMISSIONS),
    ),
  ],
);

/**
 * The seats taken in an occurrence, one per participant in the room, shared by every api
 * instance: a seat is taken under the occurrence's row lock, so the capacity holds across
 * instances. The instance holding the person renews the lease (`expiresAt`) with its heartbeat;
 * a seat whose lease ran out (its instance died) counts no more. docs/live-room.md.
 */
export const roomSeats = pgTable(
  'room_seats',
  {
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => roomOccurrences.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    instanceId: text('instance_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** A seat in the audience, counted against the tier's audience cap, not the stage's. */
    audience: boolean('audience').notNull().default(false),
    /**
     * The audience: the Janus node (index in JANUS_URL) they watch from, so every instance
     * counts each node's watchers alike (docs/scaling.md); null on the stage, or not yet placed.
     */
    node: integer('node'),
  },
  (table) => [
    primaryKey({ columns: [table.occurrenceId, table.participantId] }),
    index('room_seats_instance_idx').on(table.instanceId),
    index('room_seats_node_idx').on(table.node),
    // The expired seats alone, for the sweep and a seat taker's clean-up.
    index('room_seats_expires_idx').on(table.expiresAt),
  ],
);

/**
 * The seats an occurrence holds of each kind (the stage's, the audience's): a tally kept by
 * triggers on room_seats (migration 0024), so a seat taker reads one row, not the room's seats.
 */
export const roomSeatCounts = pgTable(
  'room_seat_counts',
  {
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => roomOccurrences.id, { onDelete: 'cascade' }),
    audience: boolean('audience').notNull(),
    seats: integer('seats').notNull(),
  },
  (table) => [primaryKey({ columns: [table.occurrenceId, table.audience] })],
);

/**
 * The watchers an occurrence has on each Janus node, kept by the same triggers (a row goes when
 * its count reaches 0): a new watcher's node is chosen from these few rows, every room's.
 */
export const roomNodeWatchers = pgTable(
  'room_node_watchers',
  {
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => roomOccurrences.id, { onDelete: 'cascade' }),
    node: integer('node').notNull(),
    watchers: integer('watchers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.occurrenceId, table.node] })],
);

/**
 * Each stage feed's place in the room's Streaming mountpoints (docs/audience.md, "Places"): the
 * feeds that publish share a few mountpoints, a place each, so a watcher holds one connection per
 * STAGE_PLACES_PER_MOUNTPOINT feeds. Every api instance reads the same place for a feed; a place
 * is taken by room_stage_place (migration 0025) and freed when its feed stops publishing.
 */
export const roomStagePlaces = pgTable(
  'room_stage_places',
  {
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => roomOccurrences.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    /** The VideoRoom feed id (1 … 2^48, sfu-credentials.ts). */
    feed: bigint('feed', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.occurrenceId, table.place] }),
    unique('room_stage_places_feed_unique').on(table.occurrenceId, table.feed),
  ],
);

/**
 * Someone a moderator removed from an occurrence: refused again by participant id, by the
 * browser's device (its id's SHA-256) and, when signed in, by account.
 */
export const roomRemovals = pgTable(
  'room_removals',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => roomOccurrences.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    userId: text('user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    deviceHash: text('device_hash'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('room_removals_occurrence_idx').on(table.occurrenceId)],
);

/**
 * One-time codes confirming that whoever typed a payer's email in a paid room's lobby reads that
 * email (docs/live-room.md): only the code's hash is kept; it expires, allows a few wrong tries,
 * and is used once.
 */
export const roomEntryCodes = pgTable(
  'room_entry_codes',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('room_entry_codes_meeting_email_idx').on(
      table.meetingId,
      table.email,
    ),
  ],
);
