// The durable job queue (apps/api/src/jobs/job-queue.ts) on PGlite and PostgreSQL: a queued job
// runs once and says where it stands; a failing one is retried with backoff, then fails for
// good with its error; one instance runs one job at a time by default; a job whose instance
// stopped mid-run is taken over by another once its lease runs out; stopping queues a running
// job again without spending an attempt; a dedupe key keeps one unfinished job per key; a job
// that fails for good is given up once (its owner told); a payload its kind's schema refuses
// fails at once, never run.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { jobs } from '../../src/db/schema';
import {
  createJobQueue,
  type JobQueue,
  type JobQueueOptions,
} from '../../src/jobs/job-queue';
import { eventually } from '../support/eventually';
import {
  createTestDatabase,
  DRIVERS,
  type TestDatabase,
} from '../support/test-database';

/** The kinds these tests queue, as job-kinds.ts registers the api's. */
const PAYLOADS = {
  compose: z.object({ recording: z.string() }),
  flaky: z.object({ recording: z.string() }),
  slow1: z.object({}),
  slow2: z.object({}),
  count: z.object({ n: z.number() }),
};
type TestQueue = JobQueue<typeof PAYLOADS>;

describe.each(DRIVERS)('the job queue (%s)', (driver) => {
  let testDatabase: TestDatabase;
  const queues: TestQueue[] = [];
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await testDatabase.database.db.delete(jobs);
  });
  afterAll(() => testDatabase.cleanup());

  const queueOf = (
    instanceId: string,
    options: Partial<JobQueueOptions<typeof PAYLOADS>> = {},
  ) => {
    const queue = createJobQueue({
      db: testDatabase.database.db,
      instanceId,
      log: pino({ level: 'silent' }),
      payloads: PAYLOADS,
      pollMs: 50,
      ...options,
    });
    queues.push(queue);
    return queue;
  };
  const stateOf = async (queue: TestQueue, id: string) =>
    (await queue.get(id))?.state;

  it('runs a queued job once, with its payload, and keeps what it said of its progress', async () => {
    const queue = queueOf('a');
    const seen: unknown[] = [];
    queue.register({
      kind: 'compose',
      async run(payload, context) {
        seen.push([payload, context.attempt]);
        await context.progress({ stage: 'composing', percent: 50 });
      },
    });
    queue.start();
    const id = await queue.enqueue('compose', { recording: 'r1' });
    await eventually(async () => (await stateOf(queue, id)) === 'done');
    expect(seen).toEqual([[{ recording: 'r1' }, 1]]);
    expect(await queue.get(id)).toMatchObject({
      attempts: 1,
      progress: { stage: 'composing', percent: 50 },
      lastError: null,
    });
  });

  it('retries a failing job after its backoff, then fails it for good with the error and gives up once', async () => {
    const queue = queueOf('a');
    const attempts: number[] = [];
    const givenUp: unknown[] = [];
    queue.register({
      kind: 'flaky',
      maxAttempts: 3,
      backoffMs: () => 100,
      async run(_payload, context) {
        attempts.push(context.attempt);
        throw new Error(`ffmpeg exited with 1 (try ${context.attempt})`);
      },
      async giveUp(payload, error) {
        givenUp.push([payload, error]);
      },
    });
    queue.start();
    const id = await queue.enqueue('flaky', { recording: 'r1' });
    await eventually(async () => (await stateOf(queue, id)) === 'failed');
    expect(attempts).toEqual([1, 2, 3]);
    expect(await queue.get(id)).toMatchObject({
      attempts: 3,
      lastError: 'ffmpeg exited with 1 (try 3)',
    });
    await eventually(async () => givenUp.length > 0);
    expect(givenUp).toEqual([
      [{ recording: 'r1' }, 'ffmpeg exited with 1 (try 3)'],
    ]);
  });

  it('fails a job whose payload its kind refuses at once, without running it', async () => {
    const queue = queueOf('a');
    const ran: unknown[] = [];
    queue.register({
      kind: 'compose',
      async run(payload) {
        ran.push(payload);
      },
    });
    // Written by an older release, or by hand: not what the kind takes.
    const [odd] = await testDatabase.database.db
      .insert(jobs)
      .values({ kind: 'compose', payload: { recording: 42 }, maxAttempts: 3 })
      .returning({ id: jobs.id });
    queue.start();
    await eventually(async () => (await stateOf(queue, odd.id)) === 'failed');
    expect(ran).toEqual([]);
    expect(await queue.get(odd.id)).toMatchObject({
      attempts: 1,
      lastError: 'its payload does not fit the compose kind',
    });
  });

  it('runs one job at a time by default, and a bounded number when asked', async () => {
    for (const [concurrency, expected] of [
      [1, 1],
      [2, 2],
    ] as const) {
      const queue = queueOf(`c${concurrency}`, { concurrency });
      let now = 0;
      let most = 0;
      queue.register({
        kind: `slow${concurrency}`,
        async run() {
          most = Math.max(most, ++now);
          await new Promise((resolve) => setTimeout(resolve, 100));
          now--;
        },
      });
      queue.start();
      const ids = await Promise.all(
        [1, 2, 3, 4].map(() => queue.enqueue(`slow${concurrency}`, {})),
      );
      await eventually(async () =>
        (await Promise.all(ids.map((id) => stateOf(queue, id)))).every(
          (state) => state === 'done',
        ),
      );
      expect(most).toBe(expected);
    }
  });

  it('lets another instance take over a job whose instance died mid-run, once its lease ran out', async () => {
    // What a killed instance leaves behind: its job running, its lease no longer renewed.
    const [left] = await testDatabase.database.db
      .insert(jobs)
      .values({
        kind: 'compose',
        payload: { recording: 'r1' },
        state: 'running',
        attempts: 1,
        maxAttempts: 3,
        lockedBy: 'dead',
        lockedUntil: sql`now() + interval '300 milliseconds'`,
      })
      .returning({ id: jobs.id });
    const heir = queueOf('heir');
    const ran: number[] = [];
    const givenUp: unknown[] = [];
    heir.register({
      kind: 'compose',
      async run(_payload, context) {
        ran.push(context.attempt);
      },
      async giveUp(payload, error) {
        givenUp.push([payload, error]);
      },
    });
    heir.start();
    await eventually(async () => (await stateOf(heir, left.id)) === 'done');
    expect(ran).toEqual([2]);

    // Left behind once too often: failed, saying so.
    const [spent] = await testDatabase.database.db
      .insert(jobs)
      .values({
        kind: 'compose',
        payload: { recording: 'r2' },
        state: 'running',
        attempts: 3,
        maxAttempts: 3,
        lockedBy: 'dead',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning({ id: jobs.id });
    await eventually(async () => (await stateOf(heir, spent.id)) === 'failed');
    expect((await heir.get(spent.id))?.lastError).toMatch(
      /stopped while running/,
    );
    // Its owner is told, as after a last attempt that failed.
    await eventually(async () => givenUp.length > 0);
    expect(givenUp).toEqual([
      [{ recording: 'r2' }, expect.stringMatching(/stopped while running/)],
    ]);
  });

  it('queues a running job again when its instance stops, without spending an attempt', async () => {
    const queue = queueOf('a');
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    queue.register({
      kind: 'compose',
      run: (_payload, context) =>
        new Promise<void>((_resolve, reject) => {
          started();
          context.signal.addEventListener('abort', () =>
            reject(new Error('stopped')),
          );
        }),
    });
    queue.start();
    const id = await queue.enqueue('compose', { recording: 'r1' });
    await running;
    await queue.stop();
    expect(await queue.get(id)).toMatchObject({
      state: 'queued',
      attempts: 0,
    });
  });

  it('never lets two instances run the same job', async () => {
    const runs: string[] = [];
    for (const instance of ['a', 'b']) {
      const queue = queueOf(instance, { concurrency: 2 });
      queue.register({
        kind: 'count',
        async run(payload) {
          runs.push(`${payload.n}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        },
      });
    }
    const ids: string[] = [];
    for (let n = 0; n < 20; n++)
      ids.push(await queues[0].enqueue('count', { n }));
    for (const queue of queues) queue.start();
    await eventually(async () => runs.length >= 20);
    await eventually(async () =>
      (await Promise.all(ids.map((id) => stateOf(queues[0], id)))).every(
        (state) => state === 'done',
      ),
    );
    expect([...runs].sort()).toEqual(
      Array.from({ length: 20 }, (_, n) => `${n}`).sort(),
    );
  });

  it('keeps one unfinished job per dedupe key', async () => {
    const queue = queueOf('a');
    const first = await queue.enqueue(
      'compose',
      { recording: 'r1' },
      { dedupeKey: 'compose:r1' },
    );
    const again = await queue.enqueue(
      'compose',
      { recording: 'r1' },
      { dedupeKey: 'compose:r1' },
    );
    expect(again).toBe(first);
    const other = await queue.enqueue(
      'compose',
      { recording: 'r2' },
      { dedupeKey: 'compose:r2' },
    );
    expect(other).not.toBe(first);
  });
});
