// The durable job queue on the database (ARCHITECTURE: long work is never done in a request).
// A job is a row of `jobs`: queued until it is due, then claimed by one api instance (FOR UPDATE
// SKIP LOCKED, so two instances never take the same one) under a lease the instance renews while
// the work runs. A failure is retried with backoff until the kind's attempts are spent, then the
// kind gives up once (its owner told); a lease that runs out (its instance stopped or died) lets
// another instance take the job over. Each instance runs at most `concurrency` jobs at once (one
// by default). Kinds and payloads come from a registry of schemas (job-kinds.ts).
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { type JobProgress, jobs } from '../db/schema';
import { JOB_PAYLOADS, type JobPayloads } from './job-kinds';

export interface JobContext {
  id: string;
  /** 1 for the first run. */
  attempt: number;
  /** Aborted when the instance stops: the job is queued again, the attempt not counted. */
  signal: AbortSignal;
  /** Says where the work stands (seen by whoever waits on it). */
  progress(progress: JobProgress): Promise<void>;
}

/** Each kind's payload schema, by kind. */
export type PayloadSchemas = Record<string, z.ZodType<Record<string, unknown>>>;

export interface JobKind<
  K extends keyof S & string,
  S extends PayloadSchemas = JobPayloads,
> {
  kind: K;
  run(payload: z.infer<S[K]>, context: JobContext): Promise<void>;
  /** Runs before the job fails for good (default 3). */
  maxAttempts?: number;
  /** How long before the next attempt, after `attempt` failed (default 5 s, doubling, ≤ 10 min). */
  backoffMs?: (attempt: number) => number;
  /**
   * The job failed for good: its last attempt failed, or its instance stopped while running it
   * every time. Once per job, to mark what it worked on and tell its owner.
   */
  giveUp?(payload: z.infer<S[K]>, error: string): Promise<void>;
}

export interface JobView {
  id: string;
  kind: string;
  state: (typeof jobs.$inferSelect)['state'];
  attempts: number;
  progress: JobProgress | null;
  lastError: string | null;
}

export interface JobQueueOptions<S extends PayloadSchemas = JobPayloads> {
  db: Db;
  /** This instance (its leases carry it). */
  instanceId: string;
  log: FastifyBaseLogger;
  /** The kinds it queues and runs (default: the api's, job-kinds.ts). */
  payloads?: S;
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
}

export type JobQueue<S extends PayloadSchemas = JobPayloads> = ReturnType<
  typeof createJobQueue<S>
>;

/** A kind as the queue keeps it: the payload checked against its schema before it runs. */
type AnyJobKind = JobKind<string, PayloadSchemas>;

const DEFAULT_ATTEMPTS = 3;
const ABANDONED = 'it stopped while running, every time it was tried';
const defaultBackoff = (attempt: number) =>
  Math.min(5_000 * 2 ** (attempt - 1), 600_000);
const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function createJobQueue<S extends PayloadSchemas = JobPayloads>(
  options: JobQueueOptions<S>,
) {
  const { db, instanceId, log } = options;
  const payloads = (options.payloads ?? JOB_PAYLOADS) as PayloadSchemas;
  const concurrency = options.concurrency ?? 1;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const kinds = new Map<string, AnyJobKind>();
  const running = new Map<
    string,
    { abort: AbortController; done: Promise<void> }
  >();
  let timers: NodeJS.Timeout[] = [];
  let ticking: Promise<void> | null = null;
  let stopped = true;

  /** A due job of a kind this instance runs, or one whose lease ran out: now this instance's. */
  async function claim() {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...kinds.keys()]),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(
              eq(jobs.state, 'running'),
              lt(jobs.lockedUntil, sql`now()`),
              lt(jobs.attempts, jobs.maxAttempts),
            ),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: instanceId,
        lockedUntil: inMs(leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning();
    return claimed;
  }

  /** Jobs whose instance stopped while running them once too often: failed for good. */
  async function failAbandoned() {
    const abandoned = await db
      .update(jobs)
      .set({
        state: 'failed',
        lockedBy: null,
        lockedUntil: null,
        finishedAt: sql`now()`,
        lastError: sql`coalesce(${jobs.lastError}, ${ABANDONED})`,
      })
      .where(
        and(
          inArray(jobs.kind, [...kinds.keys()]),
          eq(jobs.state, 'running'),
          lt(jobs.lockedUntil, sql`now()`),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      )
      .returning();
    for (const row of abandoned) await giveUp(row, row.lastError ?? ABANDONED);
  }

  /** The kind's last word on a job that failed for good; its own failure is only logged. */
  async function giveUp(row: typeof jobs.$inferSelect, error: string) {
    const kind = kinds.get(row.kind);
    const payload = payloads[row.kind]?.safeParse(row.payload);
    if (!kind?.giveUp || !payload?.success) return;
    await kind
      .giveUp(payload.data, error)
      .catch((err: unknown) =>
        log.error({ err }, `job ${row.kind} ${row.id}: giving up failed`),
      );
  }

  /** Changes the job if this instance still holds it (another may have taken it over). */
  const whileMine = (id: string, change: PgUpdateSetSource<typeof jobs>) =>
    db
      .update(jobs)
      .set(change)
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, instanceId)));

  async function run(row: typeof jobs.$inferSelect) {
    const kind = kinds.get(row.kind);
    if (!kind) return;
    const payload = payloads[row.kind]?.safeParse(row.payload);
    if (!payload?.success) {
      // Never runnable, so never retried.
      await whileMine(row.id, {
        state: 'failed',
        lockedBy: null,
        lockedUntil: null,
        finishedAt: sql`now()`,
        lastError: `its payload does not fit the ${row.kind} kind`,
      });
      return;
    }
    const abort = new AbortController();
    const context: JobContext = {
      id: row.id,
      attempt: row.attempts,
      signal: abort.signal,
      progress: async (progress) => {
        await whileMine(row.id, { progress });
      },
    };
    const done = (async () => {
      try {
        await kind.run(payload.data, context);
        await whileMine(row.id, {
          state: 'done',
          lockedBy: null,
          lockedUntil: null,
          finishedAt: sql`now()`,
        });
      } catch (error) {
        await settleFailure(kind, row, abort.signal.aborted, error);
      }
    })()
      .catch((err: unknown) =>
        log.error({ err }, `job ${row.id}: not recorded`),
      )
      .finally(() => {
        running.delete(row.id);
        if (!stopped) void tick();
      });
    running.set(row.id, { abort, done });
  }

  async function settleFailure(
    kind: AnyJobKind,
    row: typeof jobs.$inferSelect,
    stopping: boolean,
    error: unknown,
  ) {
    if (stopping) {
      // Stopped, not failed: another instance (or this one, started again) runs it afresh.
      await whileMine(row.id, {
        state: 'queued',
        attempts: sql`${jobs.attempts} - 1`,
        lockedBy: null,
        lockedUntil: null,
      });
      return;
    }
    const spent = row.attempts >= (kind.maxAttempts ?? DEFAULT_ATTEMPTS);
    log.warn(
      { err: error },
      `job ${row.kind} ${row.id} failed (attempt ${row.attempts})`,
    );
    const lastError = errorText(error);
    await whileMine(row.id, {
      state: spent ? 'failed' : 'queued',
      lockedBy: null,
      lockedUntil: null,
      lastError,
      ...(spent
        ? { finishedAt: sql`now()` }
        : { runAt: inMs((kind.backoffMs ?? defaultBackoff)(row.attempts)) }),
    });
    if (spent) await giveUp(row, lastError);
  }

  /** Takes due jobs while this instance has room for them. */
  function tick(): Promise<void> {
    // No kind registered here: nothing this instance could run.
    if (kinds.size === 0) return Promise.resolve();
    ticking ??= (async () => {
      try {
        await failAbandoned();
        while (!stopped && running.size < concurrency) {
          const row = await claim();
          if (!row) break;
          await run(row);
        }
      } catch (err) {
        log.warn({ err }, 'jobs: could not take the next job');
      } finally {
        ticking = null;
      }
    })();
    return ticking;
  }

  /** The leases of the jobs running here stay this instance's. */
  async function renew() {
    const ids = [...running.keys()];
    if (ids.length === 0) return;
    await db
      .update(jobs)
      .set({ lockedUntil: inMs(leaseMs) })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, instanceId)));
  }

  return {
    register<K extends keyof S & string>(kind: JobKind<K, S>): void {
      if (!payloads[kind.kind]) throw new Error(`no job kind ${kind.kind}`);
      kinds.set(kind.kind, kind as unknown as AnyJobKind);
    },

    /**
     * Queues a job (run now, or at `runAt`); with a `dedupeKey`, an unfinished job of that key
     * is answered instead of a second one. Answers the job's id.
     */
    async enqueue<K extends keyof S & string>(
      kind: K,
      payload: z.infer<S[K]>,
      extra: { dedupeKey?: string; runAt?: Date; maxAttempts?: number } = {},
    ): Promise<string> {
      const [row] = await db
        .insert(jobs)
        .values({
          kind,
          payload,
          dedupeKey: extra.dedupeKey ?? null,
          runAt: extra.runAt,
          maxAttempts:
            extra.maxAttempts ??
            kinds.get(kind)?.maxAttempts ??
            DEFAULT_ATTEMPTS,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      if (!stopped) void tick();
      if (row) return row.id;
      const [existing] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.dedupeKey, extra.dedupeKey ?? ''),
            inArray(jobs.state, ['queued', 'running']),
          ),
        );
      if (!existing)
        throw new Error(`job ${kind} was neither queued nor found`);
      return existing.id;
    },

    async get(id: string): Promise<JobView | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (!row) return null;
      const { kind, state, attempts, progress, lastError } = row;
      return { id, kind, state, attempts, progress, lastError };
    },

    /** Polls for due jobs and renews the leases of those running here. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      timers = [
        setInterval(() => void tick(), pollMs),
        setInterval(
          () =>
            void renew().catch((err: unknown) =>
              log.warn({ err }, 'jobs: lease renewal'),
            ),
          leaseMs / 3,
        ),
      ];
      for (const timer of timers) timer.unref();
      void tick();
    },

    /** Takes no more jobs; those running are told to stop and queued again. */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await ticking;
      for (const job of running.values()) job.abort.abort();
      await Promise.all([...running.values()].map((job) => job.done));
    },
  };
}
