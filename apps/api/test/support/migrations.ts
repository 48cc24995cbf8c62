import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from './pglite-template';
import { MIGRATIONS_FOLDER } from './paths';

/**
 * A copy of the migrations folder as it was before the migration `tag` (its journal cut just
 * before it), to migrate a database up to there, fill it, and migrate on. The caller removes it.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await makeTempDir('ruume-migrations-');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const path = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(path, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(path, JSON.stringify(journal));
  return folder;
}
