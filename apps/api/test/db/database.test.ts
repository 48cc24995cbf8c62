import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../src/db/schema';
import { MIGRATIONS_FOLDER } from '../support/paths';
import {
  createTestDatabase,
  DRIVERS,
  type TestDatabase,
} from '../support/test-database';

describe.each(DRIVERS)('database (%s)', (driver) => {
  let testDatabase: TestDatabase | undefined;
  afterEach(async () => {
    await testDatabase?.cleanup();
    testDatabase = undefined;
  });

  it('migrates an empty database once, however often it starts', async () => {
    testDatabase = await createTestDatabase(driver, { empty: true });
    await testDatabase.database.migrate(MIGRATIONS_FOLDER);
    await testDatabase.database.migrate(MIGRATIONS_FOLDER);
    await testDatabase.database.close();
    const reopened = await testDatabase.reopen();
    await reopened.migrate(MIGRATIONS_FOLDER);

    const journal = JSON.parse(
      await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    );
    const applied = await reopened.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows).toEqual([{ count: journal.entries.length }]);
    expect(reopened.driver).toBe(driver);
  });

  it('commits a transaction whole or not at all, and runs afterCommit only after a commit', async () => {
    testDatabase = await createTestDatabase(driver);
    const { database } = testDatabase;
    const counters = () =>
      database.db.select({ key: rateLimits.key }).from(rateLimits);
    const row = (key: string) => ({
      key,
      count: 1,
      windowEndsAt: new Date(Date.now() + 60_000),
    });
    const seenAfterCommit: string[][] = [];
    const afterCommitWork = async () => {
      seenAfterCommit.push((await counters()).map((r) => r.key).sort());
    };

    await expect(
      database.transaction(async (tx, afterCommit) => {
        await tx.insert(rateLimits).values(row('first'));
        afterCommit(afterCommitWork);
        await tx.insert(rateLimits).values(row('first')); // unique violation
      }),
    ).rejects.toThrow();
    expect(await counters()).toEqual([]);
    expect(seenAfterCommit).toEqual([]);

    const result = await database.transaction(async (tx, afterCommit) => {
      await tx.insert(rateLimits).values(row('a'));
      afterCommit(afterCommitWork);
      afterCommit(afterCommitWork); // registered twice, runs once
      await tx.insert(rateLimits).values(row('b'));
      return 'done';
    });
    expect(result).toBe('done');
    expect(seenAfterCommit).toEqual([['a', 'b']]);
  });

  it('keeps data across close and reopen', async () => {
    testDatabase = await createTestDatabase(driver);
    const windowEndsAt = new Date(Date.now() + 60_000);
    await testDatabase.database.db
      .insert(rateLimits)
      .values({ key: 'welcome', count: 7, windowEndsAt });
    await testDatabase.database.close();

    const reopened = await testDatabase.reopen();
    const rows = await reopened.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'welcome'));
    expect(rows).toEqual([{ key: 'welcome', count: 7, windowEndsAt }]);
  });

  it('answers a ping while open and fails it once closed', async () => {
    testDatabase = await createTestDatabase(driver);
    await expect(testDatabase.database.ping()).resolves.toBeUndefined();
    await testDatabase.database.close();
    await expect(testDatabase.database.ping()).rejects.toThrow();
  });
});
