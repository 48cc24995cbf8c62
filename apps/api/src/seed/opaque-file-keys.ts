// Files stored before keys became opaque were named `<folder>/<user id>/<random>.<ext>`, and
// their URLs (a room's background, a host's avatar, a recording's poster) told anyone holding
// them the owner's account id. Run at every start, after the migrations: each such file is
// copied to an opaque key, its row points there, then the old file goes. A row already moved is
// not matched again, so this is cheap once done and safe to repeat.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/database';
import { recordings, templates, users } from '../db/schema';

const OWNER_NAMED =
  /^(avatars|banners|templates|recordings)\/([^/]+)\/([A-Za-z0-9_-]+)\.([a-z0-9]{1,8})$/;
const POSTER = '-poster';

/**
 * The opaque key of an owner-named one (null for any other key; stock templates' media, under
 * `templates/stock/`, names no account). Derived rather than random, so a start interrupted
 * half-way copies to the same key again; the old key's random part keeps it unguessable. A
 * recording and its poster keep sharing their id.
 */
export function opaqueKeyOf(key: string): string | null {
  const match = OWNER_NAMED.exec(key);
  if (!match) return null;
  const [, folder, owner, stem, extension] = match;
  if (folder === 'templates' && owner === 'stock') return null;
  const poster = stem.endsWith(POSTER);
  const base = poster ? stem.slice(0, -POSTER.length) : stem;
  const id = createHash('sha256')
    .update(`${folder}/${owner}/${base}`)
    .digest('base64url')
    .slice(0, 22);
  return `${folder}/${id}${poster ? POSTER : ''}.${extension}`;
}

interface KeyColumn {
  table: PgTable;
  id: PgColumn;
  key: PgColumn;
  /** The column's property name in the table's schema (for `set`). */
  field: string;
}

const KEY_COLUMNS: KeyColumn[] = [
  {
    table: users,
    id: users.id,
    key: users.profilePicKey,
    field: 'profilePicKey',
  },
  {
    table: users,
    id: users.id,
    key: users.profileBannerKey,
    field: 'profileBannerKey',
  },
  {
    table: templates,
    id: templates.id,
    key: templates.fileKey,
    field: 'fileKey',
  },
  {
    table: recordings,
    id: recordings.id,
    key: recordings.fileKey,
    field: 'fileKey',
  },
  {
    table: recordings,
    id: recordings.id,
    key: recordings.posterKey,
    field: 'posterKey',
  },
];

/** Moves every owner-named file to its opaque key; answers how many rows changed. */
export async function moveOwnerNamedFiles(deps: {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}): Promise<number> {
  const { db, storage, log } = deps;
  let moved = 0;
  for (const column of KEY_COLUMNS) {
    const rows = await db
      .select({ id: column.id, key: column.key })
      .from(column.table)
      .where(sql`${column.key} ~ '^[a-z]+/[^/]+/'`);
    for (const row of rows) {
      const from = row.key as string;
      const to = opaqueKeyOf(from);
      if (!to) continue;
      // A file already gone leaves nothing to copy; its row stops naming the owner all the same.
      const copied = await storage.copy(from, to);
      await db
        .update(column.table)
        .set({ [column.field]: to } as never)
        .where(and(eq(column.id, row.id), eq(column.key, from)));
      if (copied) await storage.delete(from);
      moved++;
    }
  }
  if (moved > 0) log.info({ moved }, 'stored files moved to opaque keys');
  return moved;
}
