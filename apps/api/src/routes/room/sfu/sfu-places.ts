// Each stage feed's place in the room's stage mountpoints (docs/audience.md, "Places"): what a
// place is (its streams and mids in a mountpoint), and which feed holds it, in the
// database so that every api instance relays a feed into the same place: taken by one database
// function (migration 0025), freed when its participant leaves the stage, all gone with the
// room's media.
import { STAGE_PLACES_PER_MOUNTPOINT } from '@ruume/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MountpointStream } from '../../../adapters/janus/streaming';
import type { Db } from '../../../db/database';
import { roomStagePlaces } from '../../../db/schema';

export type StagePlaces = ReturnType<typeof createStagePlaces>;

/** The mountpoint (its index among the room's) that carries a place. */
export const pageOf = (place: number): number =>
  Math.floor(place / STAGE_PLACES_PER_MOUNTPOINT);

/** The mountpoint's mid carrying a place's audio or video. */
export const placeMid = (kind: 'audio' | 'video', place: number) =>
  `${kind[0]}${place}`;

/** A mountpoint's streams: each of its places' audio and simulcast video. */
export function pageStreams(page: number): MountpointStream[] {
  const first = page * STAGE_PLACES_PER_MOUNTPOINT;
  return Array.from({ length: STAGE_PLACES_PER_MOUNTPOINT }, (_, i) => [
    { type: 'audio', mid: placeMid('audio', first + i), codec: 'opus' },
    {
      type: 'video',
      mid: placeMid('video', first + i),
      codec: 'vp8',
      simulcast: true,
    },
  ]).flat() as MountpointStream[];
}

/** How many mountpoints the places need (0 with none). */
const pagesFor = (places: number[]): number =>
  places.length === 0 ? 0 : pageOf(Math.max(...places)) + 1;

export function createStagePlaces(db: Db) {
  return {
    /** The feed's place: the one it holds, else the lowest free one. */
    async take(occurrenceId: string, feed: number): Promise<number> {
      const { rows } = await db.execute<{ place: number }>(
        sql`select room_stage_place(${occurrenceId}, ${feed}::bigint) as place`,
      );
      const place = rows[0]?.place;
      if (place === undefined)
        throw new Error('room_stage_place answered no place');
      return Number(place);
    },

    /**
     * Their participant left the stage: the feeds' places are free for the next. (A place is
     * not freed when its feed stops publishing: it may publish again, and an instance that heard
     * it stop later than another could free the place a new feed took.)
     */
    async free(occurrenceId: string, feeds: number[]): Promise<void> {
      await db
        .delete(roomStagePlaces)
        .where(
          and(
            eq(roomStagePlaces.occurrenceId, occurrenceId),
            inArray(roomStagePlaces.feed, feeds),
          ),
        );
    },

    /** How many mountpoints the room's places need now. */
    async pages(occurrenceId: string): Promise<number> {
      const rows = await db
        .select({ place: roomStagePlaces.place })
        .from(roomStagePlaces)
        .where(eq(roomStagePlaces.occurrenceId, occurrenceId));
      return pagesFor(rows.map((row) => row.place));
    },

    /** The room's media ended: every place goes; answers how many mountpoints they needed. */
    async clear(occurrenceId: string): Promise<number> {
      const rows = await db
        .delete(roomStagePlaces)
        .where(eq(roomStagePlaces.occurrenceId, occurrenceId))
        .returning({ place: roomStagePlaces.place });
      return pagesFor(rows.map((row) => row.place));
    },
  };
}
