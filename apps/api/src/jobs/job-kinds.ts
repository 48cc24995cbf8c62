// Every kind of job the api queues, with its payload's schema: one registry, so a job queued
// or handled with a wrong kind or payload does not compile, and a row is checked when it runs.
import { z } from 'zod';

export const JOB_PAYLOADS = {
  /** A stopped meeting's capture composed into one library file (routes/room-captures/compose-job.ts). */
  'compose-meeting': z.object({ id: z.string() }),
  /** A recording's transcript and summary (routes/recording-summaries/summary-job.ts). */
  'summarise-recording': z.object({ recordingId: z.string() }),
};

export type JobPayloads = typeof JOB_PAYLOADS;
