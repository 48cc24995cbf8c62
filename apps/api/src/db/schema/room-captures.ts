// Captures (docs/recording.md): a meeting recorded on the server, one row each, from the moment a
// moderator starts it until its composed MP4 is a recording in the host's library.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROOM_RECORDING_STOPS } from '@ruume/contracts';
import { users } from './accounts';
import { instant, oneOf } from './columns';
import { meetings } from './meetings';
import { recordings } from './recordings';
import { roomOccurrences } from './rooms';

/** Who published a feed of a recorded VideoRoom. */
export interface RecordedFeed {
  person: string;
  name: string;
  source: 'camera' | 'screen';
}

/** recording → processing (its compose job) → done (in the library) or failed. */
export const CAPTURE_STATES = [
  'recording',
  'processing',
  'done',
  'failed',
] as const;

export const roomCaptures = pgTable(
  'room_captures',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    /** The host: the recording goes into their library, against their storage. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occurrenceId: text('occurrence_id').references(() => roomOccurrences.id, {
      onDelete: 'set null',
    }),
    meetingId: text('meeting_id').references(() => meetings.id, {
      onDelete: 'set null',
    }),
    /** What the library's recording is called: the meeting's name and date. */
    name: text('name').notNull(),
    meetingName: text('meeting_name').notNull(),
    /** The moderator who started it (display name). */
    startedBy: text('started_by').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    stoppedAt: instant('stopped_at'),
    state: text('state', { enum: CAPTURE_STATES })
      .notNull()
      .default('recording'),
    stopReason: text('stop_reason', { enum: ROOM_RECORDING_STOPS }),
    /**
     * Whose each Janus feed was while it ran (feed id → person, name, camera or screen): Janus's
     * files name feeds only, and feed ids derive from the VideoRoom's secret, which changes when
     * the room is recreated (sfu-credentials.ts).
     */
    feeds: jsonb('feeds')
      .$type<Record<string, RecordedFeed>>()
      .notNull()
      .default({}),
    /** The library's recording once composed. */
    recordingId: text('recording_id').references(() => recordings.id, {
      onDelete: 'set null',
    }),
    error: text('error'),
  },
  (table) => [
    check('room_captures_state_check', oneOf(table.state, CAPTURE_STATES)),
    check(
      'room_captures_stop_reason_check',
      oneOf(table.stopReason, ROOM_RECORDING_STOPS),
    ),
    // One recording at a time per occurrence.
    uniqueIndex('room_captures_one_running_idx')
      .on(table.occurrenceId)
      .where(sql`${table.state} = 'recording'`),
    index('room_captures_user_started_idx').on(table.userId, table.startedAt),
  ],
);
