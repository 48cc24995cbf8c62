CREATE TABLE "meeting_creations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "meeting_invitations_meeting_email_unique" UNIQUE("meeting_id","email"),
	CONSTRAINT "meeting_invitations_email_lower_case" CHECK ("meeting_invitations"."email" = lower("meeting_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"custom_room_id" boolean DEFAULT false NOT NULL,
	"owner_id" text NOT NULL,
	"template_id" text,
	"name" text NOT NULL,
	"participant_fee_cents" integer,
	"audience_fee_cents" integer,
	"fee_currency" text,
	"scheduled_start" timestamp (3) with time zone,
	"scheduled_end" timestamp (3) with time zone,
	"timezone" text,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_room_id_unique" UNIQUE("room_id"),
	CONSTRAINT "meetings_schedule_complete" CHECK (("meetings"."scheduled_start" is null) = ("meetings"."scheduled_end" is null) and ("meetings"."scheduled_start" is null) = ("meetings"."timezone" is null) and ("meetings"."scheduled_start" is null or "meetings"."scheduled_end" > "meetings"."scheduled_start")),
	CONSTRAINT "meetings_room_id_format" CHECK ("meetings"."room_id" ~ '^[a-z0-9](?:[a-z0-9-]{1,62}[a-z0-9])$'),
	CONSTRAINT "meetings_fee_currency_valid" CHECK ("meetings"."fee_currency" in ('usd', 'cad')),
	CONSTRAINT "meetings_fees_valid" CHECK (("meetings"."fee_currency" is not null or ("meetings"."participant_fee_cents" is null and "meetings"."audience_fee_cents" is null)) and ("meetings"."participant_fee_cents" is null or "meetings"."participant_fee_cents" > 0) and ("meetings"."audience_fee_cents" is null or "meetings"."audience_fee_cents" > 0)),
	CONSTRAINT "meetings_ics_sequence_valid" CHECK ("meetings"."ics_sequence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meeting_creations" ADD CONSTRAINT "meeting_creations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_invitations" ADD CONSTRAINT "meeting_invitations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_creations_owner_created_idx" ON "meeting_creations" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_owner_created_idx" ON "meetings" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "meetings_owner_scheduled_idx" ON "meetings" USING btree ("owner_id","scheduled_start","id");