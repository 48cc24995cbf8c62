ALTER TABLE "room_entry_purchases" ADD COLUMN "room_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "room_entry_purchases" SET "room_name" = "meetings"."name" FROM "meetings" WHERE "meetings"."id" = "room_entry_purchases"."meeting_id";--> statement-breakpoint
ALTER TABLE "room_entry_purchases" ALTER COLUMN "room_name" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "room_entry_purchases_host_idx" ON "room_entry_purchases" USING btree ("host_id");
