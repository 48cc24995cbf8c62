// Migration 0013 gives every existing meeting its template's password (on PGlite and
// PostgreSQL): a database migrated up to the one before, with rooms from a passworded template,
// a free one and none, keeps each room's protection once migrated on.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { migrationsBefore } from '../support/migrations';
import { MIGRATIONS_FOLDER } from '../support/paths';
import {
  createTestDatabase,
  DRIVERS,
  type TestDatabase,
} from '../support/test-database';

const BACKFILL = '0013_meeting_protection';

describe.each(DRIVERS)('migration 0013 (%s)', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let before: string | undefined;
  afterEach(async () => {
    await testDatabase?.cleanup();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('copies each template’s password hash to its meetings', async () => {
    before = await migrationsBefore(BACKFILL);
    testDatabase = await createTestDatabase(driver, { empty: true });
    const { database } = testDatabase;
    await database.migrate(before);
    // One statement a call: node-postgres prepares each.
    for (const statement of [
      sql`insert into users (id, email, first_name, last_name) values ('u1', 'u1@example.com', 'a', 'b')`,
      sql`insert into templates (id, user_id, template_type, name, media_type, youtube_video_id, meeting_password_hash)
        values ('locked', 'u1', 'meeting', 'locked', 'video', 'dQw4w9WgXcQ', '$argon2id$hash'),
               ('open', 'u1', 'meeting', 'open', 'video', 'dQw4w9WgXcQ', null)`,
      sql`insert into meetings (id, room_id, owner_id, template_id, name)
        values ('m1', 'room-locked', 'u1', 'locked', 'a'),
               ('m2', 'room-open', 'u1', 'open', 'b'),
               ('m3', 'room-orphan', 'u1', null, 'c')`,
    ]) {
      await database.db.execute(statement);
    }
    await database.migrate(MIGRATIONS_FOLDER);
    const rows = await database.db.execute<{
      id: string;
      password_hash: string | null;
    }>(sql`select id, password_hash from meetings order by id`);
    expect(rows.rows).toEqual([
      { id: 'm1', password_hash: '$argon2id$hash' },
      { id: 'm2', password_hash: null },
      { id: 'm3', password_hash: null },
    ]);
  });
});
