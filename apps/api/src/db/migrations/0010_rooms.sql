CREATE TABLE "room_chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"display_name" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_entry_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text,
	"host_id" text,
	"email" text NOT NULL,
	"checkout_id" text NOT NULL,
	"currency" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_entry_purchases_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "room_entry_purchases_email_lower_case" CHECK ("room_entry_purchases"."email" = lower("room_entry_purchases"."email")),
	CONSTRAINT "room_entry_purchases_currency_valid" CHECK ("room_entry_purchases"."currency" in ('usd', 'cad'))
);
--> statement-breakpoint
CREATE TABLE "room_participants" (
	"session_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"admission" text NOT NULL,
	"hand_raised" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_participants_session_id_participant_id_pk" PRIMARY KEY("session_id","participant_id"),
	CONSTRAINT "room_participants_admission_valid" CHECK ("room_participants"."admission" in ('admitted', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "room_removals" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"user_id" text,
	"device_hash" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	"waiting_room" boolean DEFAULT false NOT NULL,
	"mic_locked" boolean DEFAULT false NOT NULL,
	"cohosts" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_chat_messages" ADD CONSTRAINT "room_chat_messages_session_id_room_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."room_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_entry_purchases" ADD CONSTRAINT "room_entry_purchases_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_entry_purchases" ADD CONSTRAINT "room_entry_purchases_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_session_id_room_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."room_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_removals" ADD CONSTRAINT "room_removals_session_id_room_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."room_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_removals" ADD CONSTRAINT "room_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sessions" ADD CONSTRAINT "room_sessions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_chat_messages_session_sent_idx" ON "room_chat_messages" USING btree ("session_id","sent_at");--> statement-breakpoint
CREATE INDEX "room_entry_purchases_meeting_email_idx" ON "room_entry_purchases" USING btree ("meeting_id","email");--> statement-breakpoint
CREATE INDEX "room_removals_session_idx" ON "room_removals" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_sessions_one_open_idx" ON "room_sessions" USING btree ("meeting_id") WHERE "room_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "room_sessions_meeting_started_idx" ON "room_sessions" USING btree ("meeting_id","started_at");