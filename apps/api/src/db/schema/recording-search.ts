// What a creator's library search reads (docs/ai-summary.md, "Search"): each transcript line
// and each part of the summary of their recordings, with its moment, in full-text form. The
// database keeps it: a trigger on recording_summaries writes a recording's lines again whenever
// its transcript or summary changes (migration 0026); they go with the recording.
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import type { RecordingSearchSource } from '@ruume/contracts';
import { recordings } from './recordings';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text search configuration (stemming and stop words) of the lines and the queries. */
export const SEARCH_CONFIG = sql.raw(`'english'::regconfig`);

/** What the lines hold; a recording's name is searched in `recordings` itself. */
const LINE_SOURCES = [
  'transcript',
  'summary',
] as const satisfies readonly RecordingSearchSource[];

export const recordingSearchLines = pgTable(
  'recording_search_lines',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    recordingId: text('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    source: text('source', { enum: LINE_SOURCES }).notNull(),
    /** Ms into the recording; null for what has no moment (the overview, a key point). */
    startMs: integer('start_ms'),
    text: text('text').notNull(),
    document: tsvector('document').generatedAlwaysAs(
      sql`to_tsvector(${SEARCH_CONFIG}, text)`,
    ),
  },
  (table) => [
    index('recording_search_lines_recording').on(table.recordingId),
    index('recording_search_lines_document').using('gin', table.document),
  ],
);
