// A recording's transcript and AI summary (docs/ai-summary.md): one row per recording, made by
// a durable job; deleting the recording deletes it.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  StoredMeetingSummary,
  RecordingSummaryState,
  TranscriptSegment,
} from '@ruume/contracts';
import { users } from './accounts';
import { instant, oneOf } from './columns';
import { recordings } from './recordings';

/** The states a row is in ('none' is the absence of a row). */
export const SUMMARY_ROW_STATES = [
  'queued',
  'transcribing',
  'summarising',
  'ready',
  'failed',
] as const satisfies readonly RecordingSummaryState[];

/** A speaker's audio kept for the summary (a meeting recording's per-person track). */
export interface KeptSpeech {
  /** File name in the row's speech folder. */
  file: string;
  speaker: string | null;
  offsetMs: number;
}

export const recordingSummaries = pgTable(
  'recording_summaries',
  {
    recordingId: text('recording_id')
      .primaryKey()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SUMMARY_ROW_STATES })
      .notNull()
      .default('queued'),
    transcript: jsonb('transcript')
      .$type<TranscriptSegment[]>()
      .notNull()
      .default([]),
    summary: jsonb('summary').$type<StoredMeetingSummary>(),
    engine: text('engine', { enum: ['offline', 'openai'] }),
    error: text('error'),
    /** Per-speaker audio of a meeting recording, kept until its transcript is made. */
    speech: jsonb('speech').$type<KeptSpeech[]>(),
    updatedAt: instant('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check(
      'recording_summaries_state_check',
      oneOf(table.state, SUMMARY_ROW_STATES),
    ),
  ],
);
