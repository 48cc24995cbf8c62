// A creator's library search (docs/ai-summary.md, "Search"): their recordings' names, and where
// their plan has transcripts and summaries, the lines the database keeps of those
// (recording_search_lines), in PostgreSQL's full-text search (PGlite's too): the words stemmed,
// ranked, best first. A summary's passage is cut around the words found.
import {
  type PlanTier,
  RECORDING_SEARCH_LIMIT,
  type RecordingSearchHit,
  type RecordingSearchResult,
  tierFeatures,
} from '@ruume/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/database';
import { recordings, SEARCH_CONFIG } from '../../db/schema';
import { toRecording } from './recording-view';

/** A name found outranks a line that says the same words. */
const NAME_WEIGHT = 2;

export type LibrarySearch = ReturnType<typeof createLibrarySearch>;

export function createLibrarySearch(db: Db, storage: FileStorage) {
  return {
    async search(
      { id: userId, planTier }: { id: string; planTier: PlanTier },
      words: string,
    ): Promise<RecordingSearchResult> {
      // Transcripts and summaries are searched where the plan shows them.
      const withContent = tierFeatures(planTier).aiSummary;
      const nameDocument = sql`to_tsvector(${SEARCH_CONFIG}, r.name)`;
      const { rows } = await db.execute<RecordingSearchHit>(sql`
        with q as (select websearch_to_tsquery(${SEARCH_CONFIG}, ${words}) as query)
        select "recordingId", source, "startMs", text from (
          select r.id as "recordingId", r.name, 'name' as source,
                 null::integer as "startMs", r.name as text,
                 ts_rank(${nameDocument}, q.query) * ${NAME_WEIGHT} as rank,
                 r.created_at
            from recordings r, q
           where r.user_id = ${userId} and ${nameDocument} @@ q.query
          union all
          select l.recording_id, r.name, l.source, l.start_ms,
                 case when l.source = 'summary'
                      then ts_headline(${SEARCH_CONFIG}, l.text, q.query,
                                       'StartSel="", StopSel="", MinWords=12, MaxWords=30')
                      else l.text end,
                 ts_rank(l.document, q.query), r.created_at
            from recording_search_lines l
            join recordings r on r.id = l.recording_id, q
           where ${withContent} and r.user_id = ${userId}
             and l.document @@ q.query
        ) as hit
        order by rank desc, created_at desc, "startMs" asc nulls first
        limit ${RECORDING_SEARCH_LIMIT}`);
      const ids = [...new Set(rows.map((row) => row.recordingId))];
      const found =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(recordings)
              .where(
                and(eq(recordings.userId, userId), inArray(recordings.id, ids)),
              );
      return {
        hits: rows.map((row) => ({ ...row, startMs: row.startMs ?? null })),
        recordings: found.map((row) => toRecording(row, storage)),
      };
    },
  };
}
