// The durable job queue on the database (ARCHITECTURE: long work is never done in a request).
// A job is a row of `jobs`: queued until it is due, then claimed by one api instance (FOR UPDATE
// SKIP LOCKED, so two instances never take the same one) under a lease the instance renews while
// the work runs. A failure is retried with backoff until the kind's attempts are spent; a lease
// that runs out (its instance stopped or died) lets another instance take the job over. Each
// instance runs at most `concurrency` jobs at once (one by default).
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { type JobProgress, jobs } from '../db/schema';

export interface JobContext {
  id: string;
  /** 1 for the first run. */
  attempt: number;
  /** Aborted when the instance stops: the job is queued again, the attempt not counted. */
  signal: AbortSignal;
  /** Says where the work stands (seen by whoever waits on it). */
  progress(progress: JobProgress): Promise<void>;
}

export interface JobKind<P> {
  kind: string;
  run(payload: P, context: JobContext): Promise<void>;
  /** Runs before the job fails for good (default 3). */
  maxAttempts?: number;
  /** How long before the next attempt, after `attempt` failed (default 5 s, doubling, ≤ 10 min). */
  backoffMs?: (attempt: number) => number;
}

export interface JobView {
  id: string;
  kind: string;
  state: (typeof jobs.$inferSelect)['state'];
  attempts: number;
  progress: JobProgress | null;
  lastError: string | null;
}

export interface JobQueueOptions {
  db: Db;
  /** This instance (its leases carry it). */
  instanceId: string;
  log: FastifyBaseLogger;
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
}

export type JobQueue = ReturnType<typeof createJobQueue>;

const defaultBackoff = (attempt: number) =>
  Math.min(5_000 * 2 ** (attempt - 1), 600_000);
const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function createJobQueue(options: JobQueueOptions) {
  const { db, instanceId, log } = options;
  const concurrency = options.concurrency ?? 1;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  // Each kind's run takes its own payload type; the queue only hands rows over.
  const kinds = new Map<string, JobKind<never>>();
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
    await db
      .update(jobs)
      .set({
        state: 'failed',
        lockedBy: null,
        lockedUntil: null,
        finishedAt: sql`now()`,
        lastError: sql`coalesce(${jobs.lastError}, 'it stopped while running, every time it was tried')`,
      })
      .where(
        and(
          eq(jobs.state, 'running'),
          lt(jobs.lockedUntil, sql`now()`),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
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
        await kind.run(row.payload as never, context);
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
    kind: JobKind<never>,
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
    const spent = row.attempts >= (kind.maxAttempts ?? 3);
    log.warn(
      { err: error },
      `job ${row.kind} ${row.id} failed (attempt ${row.attempts})`,
    );
    await whileMine(row.id, {
      state: spent ? 'failed' : 'queued',
      lockedBy: null,
      lockedUntil: null,
      lastError: errorText(error),
      ...(spent
        ? { finishedAt: sql`now()` }
        : { runAt: inMs((kind.backoffMs ?? defaultBackoff)(row.attempts)) }),
    });
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
    register<P>(kind: JobKind<P>): void {
      kinds.set(kind.kind, kind as unknown as JobKind<never>);
    },

    /**
     * Queues a job (run now, or at `runAt`); with a `dedupeKey`, an unfinished job of that key
     * is answered instead of a second one. Answers the job's id.
     */
    async enqueue<P extends Record<string, unknown>>(
      kind: string,
      payload: P,
      extra: { dedupeKey?: string; runAt?: Date; maxAttempts?: number } = {},
    ): Promise<string> {
      const [row] = await db
        .insert(jobs)
        .values({
          kind,
          payload,
          dedupeKey: extra.dedupeKey ?? null,
          runAt: extra.runAt,
          maxAttempts: extra.maxAttempts ?? kinds.get(kind)?.maxAttempts ?? 3,
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
