ALTER TABLE "app_settings" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "app_settings" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_revoked_reason_valid";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoked_reason_valid" CHECK ("sessions"."revoked_reason" is null or "sessions"."revoked_reason" in ('USER_BLOCK', 'TOKEN_STALE', 'INVALID_TOKEN', 'USER_NOT_FOUND'));