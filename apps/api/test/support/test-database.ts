import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/config';
import {
  createDatabase,
  type Database,
  type DatabaseDriver,
} from '../../src/db/database';
import { MIGRATIONS_FOLDER } from './paths';
import { copyPgliteTemplate, makeTempDir } from './pglite-template';

/**
 * The database layer's own suites (the drivers, migrations, the job queue): PGlite always, the
 * PostgreSQL server too when DATABASE_URL is set for the test run.
 */
export const DRIVERS: DatabaseDriver[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The feature suites (routes, the room, sales): on one engine, production's PostgreSQL server
 * when the run has one, else PGlite. Their SQL goes through the one Database the layer's suites
 * check on both, and the browser specs run the whole product on PGlite (npm start's default);
 * twice over, they were most of the api's test time (docs/benchmarks.md, "CI time").
 */
export const FEATURE_DRIVERS: DatabaseDriver[] = process.env.DATABASE_URL
  ? ['postgres']
  : ['pglite'];

/**
 * The Redis server for the REDIS_URL variants, when REDIS_URL is set for the test run (CI sets
 * it when Redis answers at 127.0.0.1:6379, as it sets DATABASE_URL).
 */
export const REDIS_URL = process.env.REDIS_URL || undefined;

/** The environment of an app on REDIS_URL, under a key prefix of its own (parallel runs never collide). */
export function redisEnv(url: string): NodeJS.ProcessEnv {
  return {
    REDIS_URL: url,
    REDIS_KEY_PREFIX: `ruume-test-${randomBytes(6).toString('hex')}:`,
  };
}

export interface TestDatabase {
  config: Config;
  database: Database;
  /** Opens the same database again (after `database.close()`, for persistence checks). */
  reopen(): Promise<Database>;
  /** Closes the database and deletes everything the test created. */
  cleanup(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Extra environment for loadConfig (NODE_ENV=test, LOG_LEVEL=silent and PAYMENTS_PROVIDER=sandbox are preset). */
  env?: NodeJS.ProcessEnv;
  /** Start from an empty database (no tables: the migration tests migrate it themselves). */
  empty?: boolean;
}

/** A database of its own for one test file: a copied PGlite dir, or a fresh PostgreSQL database. */
export async function createTestDatabase(
  driver: DatabaseDriver,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = await makeTempDir();
  if (driver === 'pglite') {
    await copyPgliteTemplate(dataDir, options.empty ? 'empty' : 'migrated');
  }
  const server =
    driver === 'postgres' ? await createServerDatabase() : undefined;

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: server?.url,
    // Tests pay on the sandbox on purpose, https PUBLIC_URLs included.
    PAYMENTS_PROVIDER: 'sandbox',
    ...options.env,
  });
  const open = async () => {
    const database = await createDatabase(config);
    if (!options.empty) await database.migrate(MIGRATIONS_FOLDER);
    return database;
  };
  let database = await open();

  return {
    config,
    get database() {
      return database;
    },
    async reopen() {
      database = await open();
      return database;
    },
    async cleanup() {
      await database.close();
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a randomly named database on the DATABASE_URL server so parallel runs never collide. */
async function createServerDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `ruume_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name}`),
  );

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ),
  };
}

async function withClient(
  url: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
