CREATE TABLE "recording_summaries" (
	"recording_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb,
	"engine" text,
	"error" text,
	"speech" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_summaries_state_check" CHECK ("recording_summaries"."state" in ('queued', 'transcribing', 'summarising', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "recording_summaries" ADD CONSTRAINT "recording_summaries_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_summaries" ADD CONSTRAINT "recording_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;