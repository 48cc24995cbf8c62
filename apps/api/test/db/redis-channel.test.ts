// Session cache invalidation over Redis (REDIS_URL): "a revoked session answers 437 on its very
// next request on every instance" holds with Redis pub/sub and lease keys instead of
// LISTEN/NOTIFY. Runs where REDIS_URL is set (CI sets it when Redis answers); the two-instance
// part also needs DATABASE_URL (two instances share a database only on the server).
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type App, buildApp } from '../../src/app';
import { createAuthRepository } from '../../src/core/session-repository';
import { createSessionCache } from '../../src/core/session-cache';
import { createUserRepository } from '../../src/core/user-repository';
import { createDatabase, type Database } from '../../src/db/database';
import type { InvalidationChannel } from '../../src/db/invalidation/channel';
import { createRedisChannel } from '../../src/db/invalidation/redis-channel';
import { signedInUser, uniqueEmail } from '../support/accounts';
import {
  caching,
  itRevokesAcrossInstances,
  messages,
  on,
  warm,
  BOOT_TIMEOUT_MS,
} from '../support/session-cache';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  createTestDatabase,
  DRIVERS,
  FEATURE_DRIVERS,
  REDIS_URL,
  redisEnv,
  type TestDatabase,
} from '../support/test-database';

const REDIS = REDIS_URL ? [REDIS_URL] : [];

/** Closes the Redis connections of every subscriber under `prefix`, as a Redis restart would. */
async function killSubscribers(url: string, prefix: string): Promise<number> {
  const admin = new Redis(url);
  try {
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${prefix}subscriber `))
      .map((line) => /^id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => Boolean(id));
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}

/** Deletes what a test run left under its prefix (lease keys expire; the counter would stay). */
async function clearPrefix(url: string, prefix: string): Promise<void> {
  if (!prefix.startsWith('ruume-test-')) throw new Error(`not a test prefix`);
  const admin = new Redis(url);
  try {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
  } finally {
    admin.disconnect();
  }
}

for (const url of REDIS)
  describe.each(FEATURE_DRIVERS)('session cache over Redis (%s)', (driver) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ driver, env: redisEnv(url) });
      await caching(t.app);
    }, BOOT_TIMEOUT_MS);
    afterAll(async () => {
      await t.close();
      await clearPrefix(url, t.config.redisKeyPrefix);
    });

    it('caches, and sign-out and profile changes take effect on the very next request', async () => {
      const { browser } = await signedInUser(t);
      const other = browser.clone();
      const lookups = jest.spyOn(t.app.services.authRepository, 'findSession');
      try {
        for (let i = 0; i < 5; i++) {
          expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200);
        }
        expect(lookups.mock.calls.length).toBeLessThanOrEqual(1);
      } finally {
        lookups.mockRestore();
      }
      await warm(other);
      await browser.put('/api/v1/user', { firstName: 'Grace' });
      expect((await other.get('/api/v1/auth/me')).json().firstName).toBe(
        'grace',
      );
      expect((await browser.post('/api/v1/auth/logout')).statusCode).toBe(204);
      const after = await other.get('/api/v1/auth/me');
      expect(after.statusCode).toBe(437);
      expect(after.json()).toEqual({
        error: 'INVALID_TOKEN',
        message: messages.signedOut,
      });
    });

    it('keeps its lease in Redis, under its own prefix', async () => {
      const prefix = t.config.redisKeyPrefix;
      const admin = new Redis(url);
      try {
        expect(await admin.smembers(`${prefix}session-cache:leases`)).toContain(
          t.app.services.sessionCache.instanceId,
        );
      } finally {
        admin.disconnect();
      }
    });
  });

for (const url of REDIS)
  for (const driver of DRIVERS.filter((name) => name === 'postgres'))
    describe(`session cache over Redis: two instances on one PostgreSQL database (${driver})`, () => {
      let t: TestApp;
      let databaseB: Database;
      let a: App;
      let b: App;
      beforeAll(async () => {
        t = await createTestApp({ driver, env: redisEnv(url) });
        databaseB = await createDatabase(t.config);
        b = await buildApp({
          config: t.config,
          database: databaseB,
          logStream: { write: () => undefined },
        });
        a = t.app;
        await Promise.all([caching(a), caching(b)]);
      }, BOOT_TIMEOUT_MS);
      afterAll(async () => {
        await b.close();
        await databaseB.close();
        await t.close();
        await clearPrefix(url, t.config.redisKeyPrefix);
      });

      it('listens on Redis, not on the database', async () => {
        const admin = new pg.Client({ connectionString: t.config.databaseUrl });
        await admin.connect();
        try {
          const { rows } = await admin.query(
            `select count(*)::int as count from pg_stat_activity
           where datname = current_database() and query ilike 'LISTEN%'`,
          );
          expect(rows[0].count).toBe(0);
        } finally {
          await admin.end();
        }
      });

      itRevokesAcrossInstances(() => ({ t, b }));

      it(
        'a dropped Redis connection clears the cache and stops caching until it is back',
        async () => {
          const { browser } = await signedInUser(t);
          const onB = on(b, browser);
          await warm(onB);
          expect(b.services.sessionCache.size).toBeGreaterThan(0);
          expect(await killSubscribers(url, t.config.redisKeyPrefix)).toBe(2);
          await eventually(() => !b.services.sessionCache.active);
          expect(b.services.sessionCache.active).toBe(false);
          expect(b.services.sessionCache.size).toBe(0);
          // Not serving from the cache while disconnected: every check reads the database.
          const lookups = jest.spyOn(b.services.authRepository, 'findSession');
          try {
            await onB.get('/api/v1/auth/me');
            await onB.get('/api/v1/auth/me');
            if (!b.services.sessionCache.active)
              expect(lookups.mock.calls.length).toBeGreaterThanOrEqual(1);
          } finally {
            lookups.mockRestore();
          }
          // Still correct while not caching, and caching again once reconnected.
          expect((await browser.post('/api/v1/auth/logout')).statusCode).toBe(
            204,
          );
          expect((await onB.get('/api/v1/auth/me')).statusCode).toBe(437);
          await Promise.all([caching(a), caching(b)]);
          const { browser: next } = await signedInUser(t);
          const nextOnB = on(b, next);
          await warm(next, nextOnB);
          expect(b.services.sessionCache.size).toBeGreaterThan(0);
          expect((await next.post('/api/v1/auth/logout')).statusCode).toBe(204);
          expect((await nextOnB.get('/api/v1/auth/me')).statusCode).toBe(437);
        },
        BOOT_TIMEOUT_MS,
      );
    });

for (const url of REDIS)
  describe('session cache over Redis: a revoking writer waits for a slow instance', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await createTestDatabase('pglite');
    });
    afterAll(() => t.cleanup());

    it('returns only once the slow instance has dropped the session', async () => {
      const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
      const prefix = String(redisEnv(url).REDIS_KEY_PREFIX);
      const channel = createRedisChannel(url, { prefix });
      // Instance B applies every message 300 ms late (a busy event loop, a slow link).
      const slow: InvalidationChannel = {
        ...channel,
        subscribe: ({ message, lost }) =>
          channel.subscribe({
            message: (payload) => setTimeout(() => message(payload), 300),
            lost,
          }),
      };
      const a = createSessionCache({ channel, log });
      const b = createSessionCache({ channel: slow, log });
      a.start();
      b.start();
      try {
        await eventually(() => a.active && b.active);
        expect(a.active && b.active).toBe(true);

        const { db } = t.database;
        const users = createUserRepository(db, { afterWrite: a.sync });
        const sessions = createAuthRepository(db, { afterWrite: a.sync });
        const user = await users.insert({ email: uniqueEmail() });
        if (!user) throw new Error('no user');
        await sessions.insertSession({
          id: 'slow-instance-session',
          userId: user.id,
          kind: 'browser',
          expiresAt: new Date(Date.now() + 60_000),
          userAgent: null,
        });
        const found = await sessions.findSession('slow-instance-session');
        if (!found) throw new Error('no session');
        b.set('slow-instance-session', found, b.ticket());
        expect(b.get('slow-instance-session')).toBeDefined();

        const started = Date.now();
        await sessions.revokeSession('slow-instance-session', 'INVALID_TOKEN');
        expect(b.get('slow-instance-session')).toBeUndefined();
        expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      } finally {
        await a.close();
        await b.close();
        await channel.close();
        await clearPrefix(url, prefix);
      }
    });
  });

for (const url of REDIS)
  describe('session cache over Redis: a barrier that arrives with the subscription', () => {
    it('still takes its lease and caches', async () => {
      const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
      const prefix = String(redisEnv(url).REDIS_KEY_PREFIX);
      const channel = createRedisChannel(url, { prefix });
      // Another writer's barrier parsed in the same chunk as the SUBSCRIBE reply: delivered
      // before the subscription's promise resolves (seen under load: the cache never started).
      const early: InvalidationChannel = {
        ...channel,
        subscribe: async (handlers) => {
          const stop = await channel.subscribe(handlers);
          handlers.message('b:1');
          return stop;
        },
      };
      const cache = createSessionCache({ channel: early, log });
      cache.start();
      try {
        await eventually(() => cache.active);
        expect(cache.diagnostics).toMatchObject({ listening: true });
        expect(cache.active).toBe(true);
      } finally {
        await cache.close();
        await channel.close();
        await clearPrefix(url, prefix);
      }
    });
  });

// Runs everywhere: nothing listens on port 1, so this is Redis down.
describe('session cache over an unreachable Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        REDIS_URL: 'redis://127.0.0.1:1',
        REDIS_KEY_PREFIX: 'ruume-test-unreachable:',
      },
    });
  });
  afterAll(() => t.close());

  it('does not cache, and every session check still reads the database', async () => {
    const { browser } = await signedInUser(t);
    const lookups = jest.spyOn(t.app.services.authRepository, 'findSession');
    try {
      for (let i = 0; i < 3; i++) {
        expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200);
      }
      expect(t.app.services.sessionCache.active).toBe(false);
      expect(lookups.mock.calls.length).toBeGreaterThanOrEqual(3);
    } finally {
      lookups.mockRestore();
    }
  });
});
