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
 * A template DATA_DIR for PGlite: `migrated` (initialised and migrated, keyed by the
 * migrations) for most tests, `empty` (initialised only, keyed by PGlite's version) for the
 * migration tests, which migrate step by step themselves. Cached under the OS temp dir, so
 * initdb (seconds, far more with the machine busy) runs once rather than once per test file.
 * Safe when several processes race: each builds privately and renames into place.
 */
export type PgliteTemplate = 'migrated' | 'empty';

export async function ensurePgliteTemplate(
  kind: PgliteTemplate = 'migrated',
): Promise<string> {
  const key =
    kind === 'migrated'
      ? await migrationsHash()
      : `empty-${await pgliteVersion()}`;
  const dir = join(tmpdir(), `ruume-api-pglite-template-${key}`);
  if (existsSync(join(dir, READY_MARKER))) return dir;

  const building = `${dir}.building-${randomBytes(4).toString('hex')}`;
  await openEmbedded(join(building, 'db'), kind === 'migrated');
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
export async function copyPgliteTemplate(
  dataDir: string,
  kind: PgliteTemplate = 'migrated',
): Promise<void> {
  const template = await ensurePgliteTemplate(kind);
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
 * Initialises a PGlite database as the api's createDatabase would (same folder layout) and, with
 * `migrate`, migrates it, without importing the api's schema: Jest's globalSetup resolves
 * workspace packages to their builds, which a fresh clone does not have yet.
 */
async function openEmbedded(dataDir: string, migrate: boolean): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate: migrateDb } = await import('drizzle-orm/pglite/migrator');
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  try {
    if (migrate)
      await migrateDb(drizzle({ client }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
  } finally {
    await client.close();
  }
}

/** The installed PGlite's version (its package.json is not exported: read beside its entry). */
async function pgliteVersion(): Promise<string> {
  const { createRequire } = await import('node:module');
  const entry = createRequire(__filename).resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf('/dist/'));
  const manifest = JSON.parse(
    await readFile(join(root, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}
