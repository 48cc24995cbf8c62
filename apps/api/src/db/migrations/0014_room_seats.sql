CREATE TABLE "room_seats" (
	"session_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "room_seats_session_id_participant_id_pk" PRIMARY KEY("session_id","participant_id")
);
--> statement-breakpoint
ALTER TABLE "room_seats" ADD CONSTRAINT "room_seats_session_id_room_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."room_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_seats_instance_idx" ON "room_seats" USING btree ("instance_id");