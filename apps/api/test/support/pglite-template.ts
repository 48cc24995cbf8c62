import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { MIGRATIONS_FOLDER } from './paths';

const READY_MARKER = '.ready';

/**
 * A DATA_DIR whose PGlite database is initialised and migrated, cached under the OS temp dir
 * and keyed by the migrations, so initdb (seconds) runs once rather than once per test file.
 * Safe when several processes race: each builds privately and renames into place.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const dir = join(
    tmpdir(),
    `ruume-api-pglite-template-${await migrationsHash()}`,
  );
  if (existsSync(join(dir, READY_MARKER))) return dir;

  const building = `${dir}.building-${randomBytes(4).toString('hex')}`;
  await migrateEmbedded(join(building, 'db'));
  await writeFile(join(building, READY_MARKER), '');
  await rename(building, dir).catch(async (error: unknown) => {
    // Another run won the race (the target exists): use theirs.
    await rm(building, { recursive: true, force: true });
    if (!existsSync(join(dir, READY_MARKER))) throw error;
  });
  return dir;
}

/**
 * Copies the template into `dataDir`. The system's cp is several times faster than fs.cp for
 * the thousand small files of a PostgreSQL data directory, which every test file pays for.
 */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await ensurePgliteTemplate();
  if (process.platform === 'win32') {
    await cp(template, dataDir, { recursive: true });
    return;
  }
  await new Promise<void>((resolve, reject) =>
    execFile('cp', ['-R', `${template}/.`, dataDir], (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

/** A new, empty temp directory for one test's DATA_DIR. */
export function makeTempDir(prefix = 'ruume-api-test-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (
    await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
  )
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(MIGRATIONS_FOLDER, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates a PGlite database as the api's createDatabase would (same folder layout), without
 * importing the api's schema: Jest's globalSetup resolves workspace packages to their builds,
 * which a fresh clone does not have yet.
 */
async function migrateEmbedded(dataDir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.close();
  }
}
