// A meeting recording on its way into the library (docs/recording.md): recording, then
// composed into one MP4 by a job, then a recording like any other. The recordings list shows
// these above the finished ones, with their progress.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common/fields';

/** 'recording' in the room now; 'processing' (queued or composing); 'failed' (kept to dismiss). */
export const RECORDING_JOB_STATUSES = [
  'recording',
  'processing',
  'failed',
] as const;
export const recordingJobStatusSchema = z.enum(RECORDING_JOB_STATUSES);
export type RecordingJobStatus = z.infer<typeof recordingJobStatusSchema>;

export const recordingJobSchema = z.object({
  id: z.string().min(1),
  /** What the finished recording will be called: the meeting's name and date. */
  name: z.string(),
  meeting: z.object({ id: z.string().min(1), name: z.string() }).nullable(),
  startedAt: isoDateTimeSchema,
  /** Null while still recording. */
  stoppedAt: isoDateTimeSchema.nullable(),
  status: recordingJobStatusSchema,
  /** 0–100 while composing; null while recording or queued. */
  progress: z.number().min(0).max(100).nullable(),
  /** Why it failed, for the person whose recording it is. */
  error: z.string().nullable(),
});
export type RecordingJob = z.infer<typeof recordingJobSchema>;

/** GET /meeting-recording/processing: the caller's meeting recordings not in the library yet. */
export const recordingJobListSchema = z.object({
  processing: z.array(recordingJobSchema),
});
export type RecordingJobList = z.infer<typeof recordingJobListSchema>;

export const recordingJobParamsSchema = z.object({
  id: idSchema('recording id'),
});
