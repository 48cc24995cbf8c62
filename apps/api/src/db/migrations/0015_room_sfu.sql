ALTER TABLE "room_sessions" ADD COLUMN "sfu_node" integer;--> statement-breakpoint
ALTER TABLE "room_sessions" ADD COLUMN "sfu_room" bigint;--> statement-breakpoint
ALTER TABLE "room_sessions" ADD COLUMN "sfu_secret" text;