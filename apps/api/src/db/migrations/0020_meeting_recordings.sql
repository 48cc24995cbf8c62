CREATE TABLE "meeting_recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text,
	"meeting_id" text,
	"name" text NOT NULL,
	"meeting_name" text NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp (3) with time zone,
	"state" text DEFAULT 'recording' NOT NULL,
	"stop_reason" text,
	"feeds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recording_id" text,
	"error" text,
	CONSTRAINT "meeting_recordings_state_check" CHECK ("meeting_recordings"."state" in ('recording', 'processing', 'done', 'failed')),
	CONSTRAINT "meeting_recordings_stop_reason_check" CHECK ("meeting_recordings"."stop_reason" in ('stopped', 'storage-full', 'ended', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "meeting_recordings" ADD CONSTRAINT "meeting_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recordings" ADD CONSTRAINT "meeting_recordings_session_id_room_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."room_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recordings" ADD CONSTRAINT "meeting_recordings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recordings" ADD CONSTRAINT "meeting_recordings_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_recordings_one_running_idx" ON "meeting_recordings" USING btree ("session_id") WHERE "meeting_recordings"."state" = 'recording';--> statement-breakpoint
CREATE INDEX "meeting_recordings_user_started_idx" ON "meeting_recordings" USING btree ("user_id","started_at");