// Migration 0012 on PGlite and PostgreSQL: the rows of recording_purchases and
// room_entry_purchases move into the one sales table (kinds, payment types, names and amounts
// kept; a deleted host's buyers anonymised), and the old tables are gone.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import {
  createTestDatabase,
  DRIVERS,
  type TestDatabase,
} from '../../support/test-database';
import { migrationsBefore } from '../../support/migrations';
import { MIGRATIONS_FOLDER } from '../../support/paths';

describe.each(DRIVERS)('migration 0012: one sales table (%s)', (driver) => {
  let testDatabase: TestDatabase;
  let before: string;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver, { empty: true });
    before = await migrationsBefore('0012_sales');
  });
  afterAll(async () => {
    await testDatabase.cleanup();
    await rm(before, { recursive: true, force: true });
  });

  it('moves both tables’ rows into sales and drops them', async () => {
    const { db } = testDatabase.database;
    await testDatabase.database.migrate(before);
    await db.execute(
      sql`insert into users (id, email) values ('u1', 'host@example.com')`,
    );
    await db.execute(sql`insert into recordings (id, user_id, share_id, name, file_key, content_type, size_bytes)
        values ('rec1', 'u1', 'shr1', 'team retro', 'recordings/u1/a.mp4', 'video/mp4', 10)`);
    await db.execute(
      sql`insert into meetings (id, room_id, owner_id, name) values ('m1', 'room-1', 'u1', 'office hours')`,
    );
    await db.execute(sql`insert into recording_purchases (id, checkout_id, recording_id, recording_name, creator_id, payment_type, buyer_email, currency, gross_cents, fee_cents, net_cents, created_at)
      values
        ('p1', 'cs_1', 'rec1', 'team retro', 'u1', 'Recording', 'buyer@example.com', 'usd', 499, 50, 449, '2026-01-01T10:00:00Z'),
        ('p2', 'cs_2', null, 'old talk', 'u1', 'Donation', null, 'cad', 300, 30, 270, '2026-01-02T10:00:00Z')`);
    await db.execute(sql`insert into room_entry_purchases (id, meeting_id, room_name, host_id, email, checkout_id, currency, gross_cents, fee_cents, net_cents, created_at)
      values
        ('e1', 'm1', 'office hours', 'u1', 'guest@example.com', 'cs_3', 'usd', 1000, 100, 900, '2026-01-03T10:00:00Z'),
        ('e2', null, 'gone room', null, 'orphan@example.com', 'cs_4', 'usd', 500, 100, 400, '2026-01-04T10:00:00Z')`);

    await testDatabase.database.migrate(MIGRATIONS_FOLDER);

    const moved = await db.execute<Record<string, unknown>>(sql`
      select id, checkout_id, product_kind, product_id, product_name, creator_id, payment_type,
        buyer_email, currency, gross_cents, fee_cents, net_cents
      from sales order by checkout_id`);
    const rowsOf = (result: unknown) =>
      (Array.isArray(result)
        ? result
        : (result as { rows: unknown[] }).rows) as Array<
        Record<string, unknown>
      >;
    expect(rowsOf(moved)).toEqual([
      {
        id: 'p1',
        checkout_id: 'cs_1',
        product_kind: 'recording',
        product_id: 'rec1',
        product_name: 'team retro',
        creator_id: 'u1',
        payment_type: 'purchase',
        buyer_email: 'buyer@example.com',
        currency: 'usd',
        gross_cents: 499,
        fee_cents: 50,
        net_cents: 449,
      },
      {
        id: 'p2',
        checkout_id: 'cs_2',
        product_kind: 'recording',
        product_id: null,
        product_name: 'old talk',
        creator_id: 'u1',
        payment_type: 'donation',
        buyer_email: null,
        currency: 'cad',
        gross_cents: 300,
        fee_cents: 30,
        net_cents: 270,
      },
      {
        id: 'e1',
        checkout_id: 'cs_3',
        product_kind: 'room-entry',
        product_id: 'm1',
        product_name: 'office hours',
        creator_id: 'u1',
        payment_type: 'purchase',
        buyer_email: 'guest@example.com',
        currency: 'usd',
        gross_cents: 1000,
        fee_cents: 100,
        net_cents: 900,
      },
      // A host deleted before the migration: kept for the books, the buyer anonymised.
      {
        id: 'e2',
        checkout_id: 'cs_4',
        product_kind: 'room-entry',
        product_id: null,
        product_name: 'gone room',
        creator_id: null,
        payment_type: 'purchase',
        buyer_email: null,
        currency: 'usd',
        gross_cents: 500,
        fee_cents: 100,
        net_cents: 400,
      },
    ]);
    const old = await db.execute<Record<string, unknown>>(sql`
      select table_name from information_schema.tables
      where table_name in ('recording_purchases', 'room_entry_purchases')`);
    expect(rowsOf(old)).toEqual([]);
  });
});
