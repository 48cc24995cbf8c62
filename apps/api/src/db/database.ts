import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Assume, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import * as schema from './schema';

/** What `db.execute(sql...)` resolves to on both drivers: at least the rows. */
export interface DbQueryResult<TRow> {
  rows: TRow[];
}
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The drizzle API both drivers share; repositories depend on this, never on a driver. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** Registers work to run once the transaction committed (never when it rolled back). */
export type AfterCommit = (callback: () => Promise<void>) => void;

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /**
   * Runs `fn` in one transaction: every write made through `tx` commits together, or none
   * does when `fn` throws. Work registered with `afterCommit` (cache invalidation, say) runs
   * after the commit, before this resolves.
   */
  transaction<T>(
    fn: (tx: Db, afterCommit: AfterCommit) => Promise<T>,
  ): Promise<T>;
  /** Applies pending migrations from the drizzle-kit output folder; safe to run on every start. */
  migrate(migrationsFolder: string): Promise<void>;
  /** Resolves when the database answers a query within `timeoutMs`, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * LISTENs on `channel` (node-postgres: on a dedicated connection). Resolves once listening,
   * with the function that stops; `onLost` is called when that connection drops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PostgreSQL server when DATABASE_URL is set, else embedded PGlite under `${DATA_DIR}/db`. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'db'));
}

async function openPglite(dataDir: string): Promise<Database> {
  // Imported lazily so a PostgreSQL deployment never loads the WASM build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzle({ client, schema });
  return {
    db,
    driver: 'pglite',
    transaction: (fn) => runTransaction(db, fn),
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    async listen(channel, onMessage) {
      // One embedded connection: it cannot drop while the process runs.
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: once(() => client.close()),
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool replaces it and the next query reports the failure.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    transaction: (fn) => runTransaction(db, fn),
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    async listen(channel, onMessage, onLost) {
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: 5000,
      });
      let stopped = false;
      const lost = (error: unknown) => {
        if (stopped) return;
        stopped = true;
        client.end().catch(() => undefined);
        onLost(error);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('LISTEN connection closed')));
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      } catch (error) {
        stopped = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        if (stopped) return;
        stopped = true;
        await client.end();
      };
    },
    close: once(() => pool.end()),
  };
}

async function runTransaction<T>(
  db: Db,
  fn: (tx: Db, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const committed: Array<() => Promise<void>> = [];
  const result = await db.transaction((tx) =>
    fn(tx as unknown as Db, (callback) => {
      if (!committed.includes(callback)) committed.push(callback);
    }),
  );
  for (const callback of committed) await callback();
  return result;
}

async function withTimeout(
  query: Promise<unknown>,
  timeoutMs = 2000,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closing twice (signal during shutdown, test cleanup) must not throw. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}
