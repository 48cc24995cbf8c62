// A recording's transcript and AI summary (docs/ai-summary.md), on the tiers that sell
// "ai summary" (SPEC §6): made by a durable job after the recording lands, regenerated on demand.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common/fields';

/** One line of the transcript: when (ms from the recording's start), who (when known), what. */
export const transcriptSegmentSchema = z.object({
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  /** The speaker's name: per-person tracks of a meeting recording know it; uploads do not. */
  speaker: z.string().nullable(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

export const actionItemSchema = z.object({
  text: z.string(),
  /** Who takes it on, where the transcript says. */
  owner: z.string().nullable(),
  /** When, as the transcript says it ("friday", "next week"). */
  due: z.string().nullable(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

/** A part of the meeting about one thing: where it starts, what to call it, one line on it. */
export const chapterSchema = z.object({
  /** Ms from the recording's start. */
  startMs: z.number().int().nonnegative(),
  title: z.string(),
  line: z.string(),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** A moment worth hearing again: what was said, by whom (when known), when. */
export const highlightSchema = z.object({
  startMs: z.number().int().nonnegative(),
  speaker: z.string().nullable(),
  text: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;

/** At most this many highlights per summary. */
export const MAX_HIGHLIGHTS = 5;

export const meetingSummarySchema = z.object({
  /** A few sentences. */
  overview: z.string(),
  keyPoints: z.array(z.string()),
  decisions: z.array(z.string()),
  actionItems: z.array(actionItemSchema),
  /** In time order, the first at 0. Summaries made before chapters existed have none. */
  chapters: z.array(chapterSchema).default([]),
  highlights: z.array(highlightSchema).max(MAX_HIGHLIGHTS).default([]),
});
export type MeetingSummary = z.infer<typeof meetingSummarySchema>;
/** A summary as stored: one made before chapters and highlights existed has neither. */
export type StoredMeetingSummary = z.input<typeof meetingSummarySchema>;

/**
 * 'none' (never asked for: a recording from before the plan had it) → queued → transcribing →
 * summarising → ready, or failed (regenerate tries again).
 */
export const RECORDING_SUMMARY_STATES = [
  'none',
  'queued',
  'transcribing',
  'summarising',
  'ready',
  'failed',
] as const;
export const recordingSummaryStateSchema = z.enum(RECORDING_SUMMARY_STATES);
export type RecordingSummaryState = z.infer<typeof recordingSummaryStateSchema>;

/** GET /meeting-recording/{id}/summary. */
export const recordingSummarySchema = z.object({
  recordingId: z.string().min(1),
  state: recordingSummaryStateSchema,
  /** 0–100 while transcribing; null otherwise. */
  progress: z.number().min(0).max(100).nullable(),
  transcript: z.array(transcriptSegmentSchema),
  summary: meetingSummarySchema.nullable(),
  /** Which engine made it: 'offline' (on this server) or the configured AI endpoint. */
  engine: z.enum(['offline', 'openai']).nullable(),
  error: z.string().nullable(),
  /** Null while none was asked for. */
  updatedAt: isoDateTimeSchema.nullable(),
});
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;

export const recordingSummaryParamsSchema = z.object({
  id: idSchema('recording id'),
});
