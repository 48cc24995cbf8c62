// The seat tallies (migration 0024, on PGlite and PostgreSQL): the database keeps each
// occurrence's seats of each kind and its watchers per node as triggers on room_seats, so a seat
// taker and a new watcher's node read a few rows, not the room's seats. Whatever changes the seats
// (taking, moving between stage and audience, placing a watcher, releasing, the sweep of expired
// leases, takers racing through two instances, an occurrence deleted), the tallies stay equal to
// the seats they count.
import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { roomOccurrences } from '../../src/db/schema';
import { createRoomSeats } from '../../src/routes/room/seats/room-seats';
import { endedOccurrence, hostedRoom } from '../routes/room/room-support';
import { migrationsBefore } from '../support/migrations';
import { MIGRATIONS_FOLDER } from '../support/paths';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  createTestDatabase,
  DRIVERS,
  type TestDatabase,
} from '../support/test-database';

describe.each(DRIVERS)('the seat tallies (%s)', (driver) => {
  let t: TestApp;
  let meetingId: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    ({ meetingId } = await hostedRoom(t));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const here = () => createRoomSeats(db(), 'instance-here');
  const there = () => createRoomSeats(db(), 'instance-there');

  // Ended: seats do not look.
  const occurrence = () => endedOccurrence(t, meetingId);

  /** The tallies, and the same counted from the seats themselves: always equal. */
  async function talliesAndSeats() {
    const rows = async (query: ReturnType<typeof sql>) =>
      (await db().execute<Record<string, unknown>>(query)).rows
        .map((row) => JSON.stringify(row))
        .sort();
    return {
      counts: await rows(
        sql`select occurrence_id, audience, seats::int from room_seat_counts where seats <> 0`,
      ),
      seats: await rows(
        sql`select occurrence_id, audience, count(*)::int as seats from room_seats group by 1, 2`,
      ),
      nodes: await rows(
        sql`select occurrence_id, node, watchers::int from room_node_watchers`,
      ),
      placed: await rows(
        sql`select occurrence_id, node, count(*)::int as watchers from room_seats where node is not null group by 1, 2`,
      ),
    };
  }
  async function expectTalliesMatchSeats() {
    const { counts, seats, nodes, placed } = await talliesAndSeats();
    expect(counts).toEqual(seats);
    expect(nodes).toEqual(placed);
  }

  it('counts each kind of seat against its cap, a returning person’s own seat once', async () => {
    const room = await occurrence();
    const seats = here();
    expect(await seats.take(room, 'p1', 2)).toBe(1);
    expect(await seats.take(room, 'p2', 2)).toBe(2);
    expect(await seats.take(room, 'p3', 2)).toBeNull();
    // p1 comes back (through another instance): their own seat, not a third.
    expect(await there().take(room, 'p1', 2)).toBe(2);
    // The audience's cap is its own.
    expect(await seats.take(room, 'w1', 1, true)).toBe(1);
    expect(await seats.take(room, 'w2', 1, true)).toBeNull();
    // p2 goes to the audience (which allows 2 now): a stage seat comes free for p3.
    expect(await seats.take(room, 'p2', 2, true)).toBe(2);
    expect(await seats.take(room, 'p3', 2)).toBe(2);
    // The host (no cap) always gets one.
    expect(await seats.take(room, 'host', null)).toBe(3);
    await expectTalliesMatchSeats();
  });

  it('follows watchers placed on nodes, moved, sent on stage and gone, in every room', async () => {
    const [a, b] = [await occurrence(), await occurrence()];
    const seats = here();
    for (const [room, watcher, node] of [
      [a, 'a1', 0],
      [a, 'a2', 1],
      [b, 'b1', 1],
    ] as const) {
      await seats.take(room, watcher, null, true);
      await seats.placeWatcher(room, watcher, node);
    }
    const load = async (room: string) => {
      const { all, room: inRoom } = await seats.watchLoad(room);
      return {
        all: Object.fromEntries(all),
        room: Object.fromEntries(inRoom),
      };
    };
    const before = await load(a);
    expect(before.room).toEqual({ 0: 1, 1: 1 });
    expect(before.all[0]).toBe((before.all[1] ?? 0) - 1);

    // a1 moves to node 1; a2 is invited on stage (no node any more); b1 leaves.
    await seats.placeWatcher(a, 'a1', 1);
    await seats.take(a, 'a2', null, false);
    await seats.release(b, 'b1');
    const after = await load(a);
    expect(after.room).toEqual({ 1: 1 });
    expect(after.all[0] ?? 0).toBe((before.all[0] ?? 0) - 1);
    expect(after.all[1]).toBe(before.all[1] - 1);
    await expectTalliesMatchSeats();
  });

  it('sweeps the seats whose lease ran out, and stops counting them', async () => {
    const room = await occurrence();
    await here().take(room, 'alive', 1);
    await there().take(room, 'dead', null, true);
    await there().placeWatcher(room, 'dead', 2);
    expect((await here().watchLoad(room)).room.get(2)).toBe(1);
    // The other instance died: its lease ran out.
    await db().execute(
      sql`update room_seats set expires_at = now() - interval '1 second' where instance_id = 'instance-there'`,
    );
    expect(await here().sweep()).toBeGreaterThanOrEqual(1);
    expect((await here().watchLoad(room)).room.get(2)).toBeUndefined();
    expect(await here().take(room, 'newcomer', 1, true)).toBe(1);
    await expectTalliesMatchSeats();
  });

  it('stays equal to the seats when takers race through two instances', async () => {
    const room = await occurrence();
    const instances = [here(), there()];
    const taken = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        instances[i % 2].take(room, `racer ${i}`, 5, true),
      ),
    );
    expect(taken.filter((seats) => seats !== null)).toHaveLength(5);
    const placed = await Promise.all(
      taken.flatMap((seats, i) =>
        seats === null
          ? []
          : [instances[i % 2].placeWatcher(room, `racer ${i}`, i % 3)],
      ),
    );
    expect(placed).toHaveLength(5);
    await expectTalliesMatchSeats();
  });

  it('lets one instance at a time work alone on a room’s seats (the watchers’ rebalance)', async () => {
    const room = await occurrence();
    let inside = 0;
    let most = 0;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const work = (wait: Promise<void>) => async () => {
      inside++;
      most = Math.max(most, inside);
      await wait;
      inside--;
      return 'done';
    };
    let entered: () => void = () => undefined;
    const first = here().alone(room, 'rebalance', async () => {
      entered();
      return work(gate)();
    });
    await new Promise<void>((resolve) => (entered = resolve));
    // PostgreSQL: the other instance finds the lock taken and does nothing (null) while the
    // first works; PGlite's one connection runs its transactions one after the other.
    const second = there().alone(room, 'rebalance', work(Promise.resolve()));
    if (driver === 'postgres') expect(await second).toBeNull();
    open();
    expect(await first).toBe('done');
    if (driver === 'pglite') expect(await second).toBe('done');
    expect(most).toBe(1);
  });

  it('goes with its occurrence', async () => {
    const room = await occurrence();
    await here().take(room, 'w', null, true);
    await here().placeWatcher(room, 'w', 0);
    await db().delete(roomOccurrences).where(eq(roomOccurrences.id, room));
    const left = await db().execute(
      sql`select 1 from room_seat_counts where occurrence_id = ${room} union all select 1 from room_node_watchers where occurrence_id = ${room}`,
    );
    expect(left.rows).toHaveLength(0);
    await expectTalliesMatchSeats();
  });
});

describe.each(DRIVERS)('migration 0024 (%s)', (driver) => {
  let testDatabase: TestDatabase | undefined;
  /** A copy of the migrations folder up to 0023, for a database as it was before 0024. */
  let upTo0023: string | undefined;
  afterEach(async () => {
    await testDatabase?.cleanup();
    if (upTo0023) await rm(upTo0023, { recursive: true, force: true });
  });

  it('tallies the seats already taken', async () => {
    upTo0023 = await migrationsBefore('0024_room_seat_counts');
    testDatabase = await createTestDatabase(driver, { empty: true });
    const { database } = testDatabase;
    await database.migrate(upTo0023);
    const lease = new Date(Date.now() + 60_000).toISOString();
    // One statement a call: node-postgres prepares each.
    for (const statement of [
      sql`insert into users (id, email) values ('u1', 'host@example.com')`,
      sql`insert into meetings (id, room_id, owner_id, name) values ('m1', 'room-1', 'u1', 'weekly sync')`,
      sql`insert into room_occurrences (id, meeting_id) values ('o1', 'm1')`,
      sql`insert into room_seats (occurrence_id, participant_id, instance_id, expires_at)
        values ('o1', 'host', 'i1', ${lease})`,
      sql`insert into room_seats (occurrence_id, participant_id, instance_id, expires_at, audience, node)
        values ('o1', 'w1', 'i1', ${lease}, true, 0), ('o1', 'w2', 'i1', ${lease}, true, 0),
          ('o1', 'w3', 'i1', ${lease}, true, null)`,
    ]) {
      await database.db.execute(statement);
    }

    await database.migrate(MIGRATIONS_FOLDER);

    const seats = createRoomSeats(database.db, 'i2');
    expect(Object.fromEntries((await seats.watchLoad('o1')).room)).toEqual({
      0: 2,
    });
    // The audience holds 3: a cap of 3 is full, a cap of 4 lets one more in.
    expect(await seats.take('o1', 'w4', 3, true)).toBeNull();
    expect(await seats.take('o1', 'w4', 4, true)).toBe(4);
    expect(await seats.take('o1', 'guest', 1)).toBeNull();
  });
});
