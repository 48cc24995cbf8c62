import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type App, buildApp } from '../../../src/app';
import { createDatabase, type Database } from '../../../src/db/database';
import type { InvalidationChannel } from '../../../src/db/invalidation/channel';
import { createDatabaseChannel } from '../../../src/db/invalidation/database-channel';
import { createAuthRepository } from '../../../src/core/session-repository';
import { createSessionCache } from '../../../src/core/session-cache';
import { createUserRepository } from '../../../src/core/user-repository';
import { signedInUser, uniqueEmail } from '../../support/accounts';
import {
  caching,
  itRevokesAcrossInstances,
  messages,
  on,
  warm,
  BOOT_TIMEOUT_MS,
} from '../../support/session-cache';
import { eventually } from '../../support/eventually';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  createTestDatabase,
  DRIVERS,
  FEATURE_DRIVERS,
  type TestDatabase,
} from '../../support/test-database';

describe.each(FEATURE_DRIVERS)('session cache (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    await caching(t.app);
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t.close());

  it('answers a repeated session check without a database lookup', async () => {
    const { browser } = await signedInUser(t);
    const lookups = jest.spyOn(t.app.services.authRepository, 'findSession');
    try {
      for (let i = 0; i < 5; i++) {
        expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200);
      }
      expect(lookups.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('sign-out, profile change and block take effect on the very next request', async () => {
    const { browser } = await signedInUser(t);
    const other = browser.clone();
    await warm(browser);
    expect(
      (await browser.put('/api/v1/user', { firstName: 'Grace' })).statusCode,
    ).toBe(200);
    expect((await other.get('/api/v1/auth/me')).json().firstName).toBe('grace');

    expect((await browser.post('/api/v1/auth/logout')).statusCode).toBe(204);
    const after = await other.get('/api/v1/auth/me');
    expect(after.statusCode).toBe(437);
    expect(after.json()).toEqual({
      error: 'INVALID_TOKEN',
      message: messages.signedOut,
    });
  });
});

// Two instances share a database only on the server (where DATABASE_URL is set, as in CI).
for (const driver of DRIVERS.filter((name) => name === 'postgres'))
  describe(`session cache: two instances on one PostgreSQL database (${driver})`, () => {
    let t: TestApp;
    let databaseB: Database;
    let a: App;
    let b: App;
    beforeAll(async () => {
      t = await createTestApp({ driver });
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
    });

    itRevokesAcrossInstances(() => ({ t, b }));

    it(
      'a lost LISTEN connection clears the cache and stops caching until it is back',
      async () => {
        const { browser } = await signedInUser(t);
        const onB = on(b, browser);
        await warm(onB);
        expect(b.services.sessionCache.size).toBeGreaterThan(0);
        const admin = new pg.Client({ connectionString: t.config.databaseUrl });
        await admin.connect();
        try {
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%'`,
          );
        } finally {
          await admin.end();
        }
        await eventually(() => !b.services.sessionCache.active);
        expect(b.services.sessionCache.size).toBe(0);
        // Still correct while not caching, and caching again once reconnected.
        expect((await browser.post('/api/v1/auth/logout')).statusCode).toBe(
          204,
        );
        expect((await onB.get('/api/v1/auth/me')).statusCode).toBe(437);
        await Promise.all([caching(a), caching(b)]);
        // Waiting for the caches again gets the same bound as at boot (the test step's two cores
        // are busy: a reconnection has taken longer than Jest's 30 s default here).
      },
      BOOT_TIMEOUT_MS,
    );
  });

describe.each(FEATURE_DRIVERS)(
  'session cache: a revoking writer waits for a slow instance (%s)',
  (driver) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await createTestDatabase(driver);
    });
    afterAll(() => t.cleanup());

    it('returns only once the slow instance has dropped the session', async () => {
      const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
      const channel = createDatabaseChannel(t.database);
      // Instance B applies every notification 300 ms late (a busy event loop, a slow link).
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
      }
    });
  },
);
