CREATE TABLE "room_entry_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"product_kind" text NOT NULL,
	"product_id" text,
	"product_name" text NOT NULL,
	"creator_id" text,
	"payment_type" text NOT NULL,
	"buyer_email" text,
	"currency" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "sales_kind_valid" CHECK ("sales"."product_kind" in ('recording', 'room-entry')),
	CONSTRAINT "sales_type_valid" CHECK ("sales"."payment_type" in ('purchase', 'donation')),
	CONSTRAINT "sales_currency_valid" CHECK ("sales"."currency" in ('usd', 'cad')),
	CONSTRAINT "sales_email_lower_case" CHECK ("sales"."buyer_email" = lower("sales"."buyer_email")),
	CONSTRAINT "sales_amounts" CHECK ("sales"."gross_cents" > 0 and "sales"."fee_cents" >= 0 and "sales"."net_cents" = "sales"."gross_cents" - "sales"."fee_cents")
);
--> statement-breakpoint
ALTER TABLE "room_entry_codes" ADD CONSTRAINT "room_entry_codes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_entry_codes_meeting_email_idx" ON "room_entry_codes" USING btree ("meeting_id","email");--> statement-breakpoint
CREATE INDEX "sales_access_idx" ON "sales" USING btree ("product_kind","product_id","buyer_email");--> statement-breakpoint
CREATE INDEX "sales_creator_idx" ON "sales" USING btree ("creator_id","created_at");--> statement-breakpoint
-- One table for every product kind sold (docs/sales.md): both old tables' rows move in.
INSERT INTO "sales" ("id", "checkout_id", "product_kind", "product_id", "product_name", "creator_id", "payment_type", "buyer_email", "currency", "gross_cents", "fee_cents", "net_cents", "created_at")
SELECT "id", "checkout_id", 'recording', "recording_id", "recording_name", "creator_id", CASE "payment_type" WHEN 'Recording' THEN 'purchase' ELSE 'donation' END, lower("buyer_email"), "currency", "gross_cents", "fee_cents", "net_cents", "created_at"
FROM "recording_purchases";--> statement-breakpoint
-- Entry fees of a deleted host: kept for the books, their buyers anonymised as the policy says.
INSERT INTO "sales" ("id", "checkout_id", "product_kind", "product_id", "product_name", "creator_id", "payment_type", "buyer_email", "currency", "gross_cents", "fee_cents", "net_cents", "created_at")
SELECT "id", "checkout_id", 'room-entry', "meeting_id", "room_name", "host_id", 'purchase', CASE WHEN "host_id" IS NULL THEN NULL ELSE lower("email") END, "currency", "gross_cents", "fee_cents", "net_cents", "created_at"
FROM "room_entry_purchases";--> statement-breakpoint
DROP TABLE "recording_purchases";--> statement-breakpoint
DROP TABLE "room_entry_purchases";
