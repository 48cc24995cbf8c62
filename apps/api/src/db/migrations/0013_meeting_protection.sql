ALTER TABLE "meetings" ADD COLUMN "password_hash" text;--> statement-breakpoint
UPDATE "meetings" SET "password_hash" = "templates"."meeting_password_hash" FROM "templates" WHERE "templates"."id" = "meetings"."template_id";
