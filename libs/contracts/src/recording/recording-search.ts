// Searching a creator's library (docs/ai-summary.md, "Search"): the names of their recordings,
// and the transcripts and summaries of those that have them, in the database's full-text search.
import { z } from 'zod';
import { recordingSchema } from './recording';

/** Where a hit was found: the recording's name, a transcript line, a part of its summary. */
export const RECORDING_SEARCH_SOURCES = [
  'name',
  'transcript',
  'summary',
] as const;
export type RecordingSearchSource = (typeof RECORDING_SEARCH_SOURCES)[number];

/** At most this many hits, best first. */
export const RECORDING_SEARCH_LIMIT = 50;
export const RECORDING_SEARCH_MAX_LENGTH = 200;

/** GET /meeting-recording/search?q= */
export const recordingSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'type something to search for')
    .max(RECORDING_SEARCH_MAX_LENGTH),
});

export const recordingSearchHitSchema = z.object({
  recordingId: z.string().min(1),
  source: z.enum(RECORDING_SEARCH_SOURCES),
  /** Where in the recording it is said (ms); null for the name and the overview. */
  startMs: z.number().int().nonnegative().nullable(),
  /** What was found: the line, or the summary's passage around the words. */
  text: z.string(),
});
export type RecordingSearchHit = z.infer<typeof recordingSearchHitSchema>;

export const recordingSearchResultSchema = z.object({
  hits: z.array(recordingSearchHitSchema),
  /** The recordings the hits are in, each once (to play them from a hit). */
  recordings: z.array(recordingSchema),
});
export type RecordingSearchResult = z.infer<typeof recordingSearchResultSchema>;
