CREATE TABLE "recording_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"recording_id" text,
	"recording_name" text NOT NULL,
	"creator_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"buyer_email" text,
	"currency" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_purchases_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "recording_purchases_type_valid" CHECK ("recording_purchases"."payment_type" in ('Recording', 'Donation')),
	CONSTRAINT "recording_purchases_currency_valid" CHECK ("recording_purchases"."currency" in ('usd', 'cad')),
	CONSTRAINT "recording_purchases_amounts" CHECK ("recording_purchases"."gross_cents" > 0 and "recording_purchases"."fee_cents" >= 0 and "recording_purchases"."net_cents" = "recording_purchases"."gross_cents" - "recording_purchases"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"share_id" text NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"poster_key" text,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" real,
	"meeting_id" text,
	"meeting_name" text,
	"monetize_amount_cents" integer,
	"monetize_currency" text,
	"donation_amount_cents" integer,
	"donation_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_share_id_unique" UNIQUE("share_id"),
	CONSTRAINT "recordings_size_positive" CHECK ("recordings"."size_bytes" > 0),
	CONSTRAINT "recordings_monetize_pair" CHECK (("recordings"."monetize_amount_cents" is null) = ("recordings"."monetize_currency" is null) and ("recordings"."monetize_amount_cents" is null or "recordings"."monetize_amount_cents" > 0)),
	CONSTRAINT "recordings_donation_pair" CHECK (("recordings"."donation_amount_cents" is null) = ("recordings"."donation_currency" is null) and ("recordings"."donation_amount_cents" is null or "recordings"."donation_amount_cents" > 0)),
	CONSTRAINT "recordings_monetize_currency_valid" CHECK ("recordings"."monetize_currency" in ('usd', 'cad')),
	CONSTRAINT "recordings_donation_currency_valid" CHECK ("recordings"."donation_currency" in ('usd', 'cad'))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_purchases" ADD CONSTRAINT "recording_purchases_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_purchases" ADD CONSTRAINT "recording_purchases_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_purchases_access_idx" ON "recording_purchases" USING btree ("recording_id","buyer_email");--> statement-breakpoint
CREATE INDEX "recording_purchases_creator_idx" ON "recording_purchases" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "recordings_user_created_idx" ON "recordings" USING btree ("user_id","created_at");