ALTER TABLE "sales" DROP CONSTRAINT "sales_kind_valid";--> statement-breakpoint
ALTER TABLE "room_seats" ADD COLUMN "audience" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_sessions" ADD COLUMN "audience_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "room_sessions" ADD COLUMN "audience_chat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_kind_valid" CHECK ("sales"."product_kind" in ('recording', 'room-entry', 'audience-entry'));