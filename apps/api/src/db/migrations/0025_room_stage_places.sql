CREATE TABLE "room_stage_places" (
	"occurrence_id" text NOT NULL,
	"place" integer NOT NULL,
	"feed" bigint NOT NULL,
	CONSTRAINT "room_stage_places_occurrence_id_place_pk" PRIMARY KEY("occurrence_id","place"),
	CONSTRAINT "room_stage_places_feed_unique" UNIQUE("occurrence_id","feed")
);
--> statement-breakpoint
ALTER TABLE "room_stage_places" ADD CONSTRAINT "room_stage_places_occurrence_id_room_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."room_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A stage feed's place: the one it holds, else the lowest free one. Two instances placing feeds
-- of one room at once may pick the same free place: the primary key lets one insert, and the
-- other looks again (each statement sees what committed before it).
CREATE FUNCTION room_stage_place(occurrence text, stage_feed bigint)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	taken integer;
BEGIN
	LOOP
		SELECT place INTO taken FROM room_stage_places
			WHERE occurrence_id = occurrence AND feed = stage_feed;
		IF FOUND THEN
			RETURN taken;
		END IF;
		INSERT INTO room_stage_places (occurrence_id, place, feed)
			SELECT occurrence, min(free.place), stage_feed
			FROM generate_series(0, (SELECT count(*) FROM room_stage_places WHERE occurrence_id = occurrence)::integer) AS free(place)
			WHERE NOT EXISTS (
				SELECT 1 FROM room_stage_places held
				WHERE held.occurrence_id = occurrence AND held.place = free.place
			)
			ON CONFLICT DO NOTHING
			RETURNING place INTO taken;
		IF taken IS NOT NULL THEN
			RETURN taken;
		END IF;
	END LOOP;
END
$$;
