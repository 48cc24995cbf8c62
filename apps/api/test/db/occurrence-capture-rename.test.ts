// Migration 0022 renames (on PGlite and PostgreSQL): room_sessions becomes room_occurrences,
// session_id occurrence_id, sfu_room sfu_room_id and meeting_recordings room_captures. A database
// at 0021 with an open occurrence on the SFU, its seat, chat, removal and running capture keeps
// every row, read back through the new names, and the running capture still stays one.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import {
  roomCaptures,
  roomChatMessages,
  roomOccurrences,
  roomRemovals,
  roomSeats,
} from '../../src/db/schema';
import { migrationsBefore } from '../support/migrations';
import { MIGRATIONS_FOLDER } from '../support/paths';
import {
  createTestDatabase,
  DRIVERS,
  type TestDatabase,
} from '../support/test-database';

const SEAT_EXPIRES = new Date('2030-01-01T00:00:00Z');

describe.each(DRIVERS)('migration 0022 (%s)', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let before: string | undefined;
  afterEach(async () => {
    await testDatabase?.cleanup();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('keeps the occurrences, seats, chat, removals and captures', async () => {
    before = await migrationsBefore('0022_occurrences_and_captures');
    testDatabase = await createTestDatabase(driver, { empty: true });
    const { database } = testDatabase;
    await database.migrate(before);
    // One statement a call: node-postgres prepares each.
    for (const statement of [
      sql`insert into users (id, email) values ('u1', 'host@example.com')`,
      sql`insert into meetings (id, room_id, owner_id, name) values ('m1', 'room-1', 'u1', 'weekly sync')`,
      sql`insert into room_sessions (id, meeting_id, sfu_node, sfu_room, sfu_secret)
        values ('o1', 'm1', 0, 4242, 'secret')`,
      sql`insert into room_seats (session_id, participant_id, instance_id, expires_at)
        values ('o1', 'p1', 'i1', ${SEAT_EXPIRES.toISOString()})`,
      sql`insert into room_chat_messages (id, session_id, participant_id, display_name, text)
        values ('c1', 'o1', 'p1', 'Ada', 'hello')`,
      sql`insert into room_removals (id, session_id, participant_id) values ('r1', 'o1', 'p2')`,
      sql`insert into meeting_recordings (id, user_id, session_id, meeting_id, name, meeting_name, started_by)
        values ('cap1', 'u1', 'o1', 'm1', 'weekly sync – 2026-12-07', 'weekly sync', 'Ada')`,
    ]) {
      await database.db.execute(statement);
    }

    await database.migrate(MIGRATIONS_FOLDER);

    const { db } = database;
    expect(
      await db
        .select({
          id: roomOccurrences.id,
          meetingId: roomOccurrences.meetingId,
          sfuRoomId: roomOccurrences.sfuRoomId,
          endedAt: roomOccurrences.endedAt,
        })
        .from(roomOccurrences),
    ).toEqual([{ id: 'o1', meetingId: 'm1', sfuRoomId: 4242, endedAt: null }]);
    expect(
      await db
        .select({
          occurrenceId: roomSeats.occurrenceId,
          participantId: roomSeats.participantId,
          expiresAt: roomSeats.expiresAt,
        })
        .from(roomSeats),
    ).toEqual([
      { occurrenceId: 'o1', participantId: 'p1', expiresAt: SEAT_EXPIRES },
    ]);
    expect(
      await db
        .select({
          occurrenceId: roomChatMessages.occurrenceId,
          text: roomChatMessages.text,
        })
        .from(roomChatMessages),
    ).toEqual([{ occurrenceId: 'o1', text: 'hello' }]);
    expect(
      await db
        .select({
          occurrenceId: roomRemovals.occurrenceId,
          participantId: roomRemovals.participantId,
        })
        .from(roomRemovals),
    ).toEqual([{ occurrenceId: 'o1', participantId: 'p2' }]);
    expect(
      await db
        .select({
          id: roomCaptures.id,
          occurrenceId: roomCaptures.occurrenceId,
          state: roomCaptures.state,
        })
        .from(roomCaptures),
    ).toEqual([{ id: 'cap1', occurrenceId: 'o1', state: 'recording' }]);
    // The renamed unique index still holds: a second running capture of the occurrence is none.
    expect(
      await db
        .insert(roomCaptures)
        .values({
          userId: 'u1',
          occurrenceId: 'o1',
          name: 'again',
          meetingName: 'weekly sync',
          startedBy: 'Ada',
        })
        .onConflictDoNothing()
        .returning({ id: roomCaptures.id }),
    ).toEqual([]);
  });
});
