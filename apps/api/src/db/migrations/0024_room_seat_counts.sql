CREATE TABLE "room_node_watchers" (
	"occurrence_id" text NOT NULL,
	"node" integer NOT NULL,
	"watchers" integer NOT NULL,
	CONSTRAINT "room_node_watchers_occurrence_id_node_pk" PRIMARY KEY("occurrence_id","node")
);
--> statement-breakpoint
CREATE TABLE "room_seat_counts" (
	"occurrence_id" text NOT NULL,
	"audience" boolean NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "room_seat_counts_occurrence_id_audience_pk" PRIMARY KEY("occurrence_id","audience")
);
--> statement-breakpoint
ALTER TABLE "room_node_watchers" ADD CONSTRAINT "room_node_watchers_occurrence_id_room_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."room_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_seat_counts" ADD CONSTRAINT "room_seat_counts_occurrence_id_room_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."room_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_seats_expires_idx" ON "room_seats" USING btree ("expires_at");--> statement-breakpoint
-- The tallies follow room_seats whatever changes it (taking, moving between stage and audience,
-- placing a watcher on a node, releasing, the sweep, an occurrence deleted): a row trigger adds
-- the new row's seat and takes away the old one's. Locks are taken in one order (the
-- occurrence's count before its nodes', a lower node before a higher), so two writers never wait
-- on each other in a circle.
CREATE FUNCTION room_seat_tally(occurrence text, in_audience boolean, delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO room_seat_counts (occurrence_id, audience, seats)
		VALUES (occurrence, in_audience, delta)
		ON CONFLICT (occurrence_id, audience) DO UPDATE SET seats = room_seat_counts.seats + delta;
END
$$;
--> statement-breakpoint
CREATE FUNCTION room_node_tally(occurrence text, on_node integer, delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF on_node IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO room_node_watchers (occurrence_id, node, watchers)
		VALUES (occurrence, on_node, delta)
		ON CONFLICT (occurrence_id, node) DO UPDATE SET watchers = room_node_watchers.watchers + delta;
	DELETE FROM room_node_watchers
		WHERE occurrence_id = occurrence AND node = on_node AND watchers <= 0;
END
$$;
--> statement-breakpoint
CREATE FUNCTION room_seats_tallied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A row deleted with its occurrence: the tallies go with the occurrence too.
	IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM room_occurrences WHERE id = OLD.occurrence_id) THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		PERFORM room_seat_tally(NEW.occurrence_id, NEW.audience, 1);
		PERFORM room_node_tally(NEW.occurrence_id, NEW.node, 1);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM room_seat_tally(OLD.occurrence_id, OLD.audience, -1);
		PERFORM room_node_tally(OLD.occurrence_id, OLD.node, -1);
	ELSE
		IF OLD.audience IS DISTINCT FROM NEW.audience THEN
			-- false before true: the stage's count, then the audience's.
			PERFORM room_seat_tally(OLD.occurrence_id, false, CASE WHEN OLD.audience THEN 1 ELSE -1 END);
			PERFORM room_seat_tally(OLD.occurrence_id, true, CASE WHEN OLD.audience THEN -1 ELSE 1 END);
		END IF;
		IF OLD.node IS DISTINCT FROM NEW.node THEN
			IF coalesce(OLD.node, -1) < coalesce(NEW.node, -1) THEN
				PERFORM room_node_tally(OLD.occurrence_id, OLD.node, -1);
				PERFORM room_node_tally(OLD.occurrence_id, NEW.node, 1);
			ELSE
				PERFORM room_node_tally(OLD.occurrence_id, NEW.node, 1);
				PERFORM room_node_tally(OLD.occurrence_id, OLD.node, -1);
			END IF;
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER room_seats_tallied_rows AFTER INSERT OR DELETE ON room_seats
	FOR EACH ROW EXECUTE FUNCTION room_seats_tallied();
--> statement-breakpoint
CREATE TRIGGER room_seats_tallied_moves AFTER UPDATE OF audience, node ON room_seats
	FOR EACH ROW
	WHEN (OLD.audience IS DISTINCT FROM NEW.audience OR OLD.node IS DISTINCT FROM NEW.node)
	EXECUTE FUNCTION room_seats_tallied();
--> statement-breakpoint
INSERT INTO room_seat_counts (occurrence_id, audience, seats)
	SELECT occurrence_id, audience, count(*) FROM room_seats GROUP BY occurrence_id, audience;
--> statement-breakpoint
INSERT INTO room_node_watchers (occurrence_id, node, watchers)
	SELECT occurrence_id, node, count(*) FROM room_seats WHERE node IS NOT NULL GROUP BY occurrence_id, node;
--> statement-breakpoint
-- Taking a seat now reads the occurrence's count (one row) where it counted the room's seats, and
-- leaves the expired seats to the sweep below.
CREATE OR REPLACE FUNCTION room_seat_take(
	occurrence text,
	participant text,
	instance text,
	capacity integer,
	in_audience boolean,
	lease_ms integer
) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	others integer;
BEGIN
	-- One seat taker per occurrence at a time, on every instance. Each statement below reads
	-- after this lock is granted, so it counts every seat taken before.
	PERFORM 1 FROM room_occurrences WHERE id = occurrence FOR UPDATE;
	-- Seats whose lease ran out go with the sweep (every heartbeat, room_seats_sweep): deleting
	-- the room's here read its every seat whenever the cached plan chose the room's index.
	SELECT coalesce((SELECT seats FROM room_seat_counts
			WHERE occurrence_id = occurrence AND audience = in_audience), 0)
		- (SELECT count(*) FROM room_seats
			WHERE occurrence_id = occurrence AND participant_id = participant AND audience = in_audience)
		INTO others;
	IF capacity IS NOT NULL AND others >= capacity THEN
		RETURN NULL;
	END IF;
	INSERT INTO room_seats (occurrence_id, participant_id, instance_id, expires_at, audience)
		VALUES (occurrence, participant, instance, now() + lease_ms * interval '1 millisecond', in_audience)
		ON CONFLICT (occurrence_id, participant_id) DO UPDATE SET
			instance_id = excluded.instance_id,
			expires_at = excluded.expires_at,
			audience = excluded.audience,
			-- Onto the stage: no longer watching from any node.
			node = CASE WHEN excluded.audience THEN room_seats.node END;
	RETURN others + 1;
END
$$;
--> statement-breakpoint
-- The seats whose lease ran out (their instance died), every room's, so the tallies count live
-- seats: one sweeper at a time (every instance's heartbeat calls it), reading expired rows only
-- (a seat renewed meanwhile is read again and kept).
CREATE FUNCTION room_seats_sweep() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	swept integer;
BEGIN
	IF NOT pg_try_advisory_xact_lock(hashtext('room_seats_sweep')) THEN
		RETURN 0;
	END IF;
	DELETE FROM room_seats WHERE expires_at < now();
	GET DIAGNOSTICS swept = ROW_COUNT;
	RETURN swept;
END
$$;
