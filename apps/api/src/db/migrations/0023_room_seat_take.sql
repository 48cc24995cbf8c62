-- Taking a seat in one call (room-seats.ts): the occurrence's row lock is held for this function
-- alone, not across the api's round trips, so the joins of a crowded room do not queue on one
-- row while each api instance's event loop is busy. Answers the seats of that kind held then,
-- the taker's included, or null when `capacity` others hold one (null capacity: the host).
CREATE FUNCTION room_seat_take(
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
	DELETE FROM room_seats WHERE occurrence_id = occurrence AND expires_at < now();
	SELECT count(*) INTO others FROM room_seats
		WHERE occurrence_id = occurrence
			AND audience = in_audience
			AND participant_id <> participant;
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
