ALTER TABLE "room_seats" ADD COLUMN "node" integer;--> statement-breakpoint
CREATE INDEX "room_seats_node_idx" ON "room_seats" USING btree ("node");