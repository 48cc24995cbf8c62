// The stage's places (migration 0025, on PGlite and PostgreSQL): each stage feed holds one place
// in the room's stage mountpoints, the same whichever instance asks, the lowest free one when it
// has none; a participant off the stage frees theirs for the next; feeds placed at once through
// the pool never share a place; the places go with the room's media or its occurrence.
import { eq } from 'drizzle-orm';
import { STAGE_PLACES_PER_MOUNTPOINT } from '@ruume/contracts';
import { roomOccurrences, roomStagePlaces } from '../../src/db/schema';
import { createStagePlaces } from '../../src/routes/room/sfu/sfu-places';
import { endedOccurrence, hostedRoom } from '../routes/room/room-support';
import { createTestApp, type TestApp } from '../support/test-app';
import { DRIVERS } from '../support/test-database';

describe.each(DRIVERS)('the stage places (%s)', (driver) => {
  let t: TestApp;
  let meetingId: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    ({ meetingId } = await hostedRoom(t));
  });
  afterAll(() => t.close());

  const places = () => createStagePlaces(t.database.db);

  const occurrence = () => endedOccurrence(t, meetingId);

  it('gives each feed one place, the same every time, the lowest free for a new one', async () => {
    const room = await occurrence();
    const [a, b, c] = [2 ** 47 + 1, 2 ** 47 + 2, 2 ** 47 + 3];
    expect(await places().take(room, a)).toBe(0);
    expect(await places().take(room, b)).toBe(1);
    expect(await places().take(room, a)).toBe(0);
    await places().free(room, [a, 12345]);
    expect(await places().take(room, c)).toBe(0);
    expect(await places().take(room, a)).toBe(2);
    expect(await places().pages(room)).toBe(1);
  });

  it('never gives two feeds placed at once the same place', async () => {
    const room = await occurrence();
    const feeds = Array.from({ length: 20 }, (_, i) => 1000 + i);
    const taken = await Promise.all(
      feeds.map((feed) => places().take(room, feed)),
    );
    expect([...taken].sort((x, y) => x - y)).toEqual(feeds.map((_, i) => i));
    expect(await places().pages(room)).toBe(
      Math.ceil(feeds.length / STAGE_PLACES_PER_MOUNTPOINT),
    );
    // The same feeds again, at once: each keeps its place.
    expect(
      await Promise.all(feeds.map((feed) => places().take(room, feed))),
    ).toEqual(taken);
  });

  it('clears the room’s places with its media, and with its occurrence', async () => {
    const room = await occurrence();
    for (const feed of [1, 2, 3]) await places().take(room, feed);
    expect(await places().clear(room)).toBe(1);
    expect(await places().pages(room)).toBe(0);

    await places().take(room, 4);
    await t.database.db
      .delete(roomOccurrences)
      .where(eq(roomOccurrences.id, room));
    expect(
      await t.database.db
        .select()
        .from(roomStagePlaces)
        .where(eq(roomStagePlaces.occurrenceId, room)),
    ).toEqual([]);
  });

  it('refuses a place in a room that does not exist, writing nothing', async () => {
    await expect(places().take('no-such-occurrence', 1)).rejects.toThrow();
    expect(await places().pages('no-such-occurrence')).toBe(0);
  });
});
