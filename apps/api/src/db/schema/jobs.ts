import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns';

/** Where a job stands (apps/api/src/jobs: the durable queue). */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a running job says of itself, for the people waiting on it (a stage, a percentage). */
export interface JobProgress {
  stage: string;
  percent?: number;
}

/**
 * Long work (composing a recording, transcribing it) as rows every api instance can take:
 * queued until `run_at`, running under a lease its instance renews (`locked_until`), retried
 * with backoff, and taken over by another instance when a lease runs out (the one holding it
 * stopped).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** At most one unfinished job per key (one composition per recording). */
    dedupeKey: text('dedupe_key'),
    state: text('state').$type<JobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: instant('run_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: instant('locked_until'),
    progress: jsonb('progress').$type<JobProgress>(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    check('jobs_state_check', oneOf(table.state, JOB_STATES)),
    index('jobs_due_idx').on(table.state, table.runAt),
    uniqueIndex('jobs_dedupe_key_idx')
      .on(table.dedupeKey)
      .where(sql`${table.state} in ('queued', 'running')`),
  ],
);
