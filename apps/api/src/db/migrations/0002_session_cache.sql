CREATE SEQUENCE "public"."session_cache_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "session_cache_leases" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"acked_seq" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_cache_leases_expires_at_idx" ON "session_cache_leases" USING btree ("expires_at");--> statement-breakpoint
CREATE FUNCTION "session_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_cache', TG_ARGV[0] || ':' || OLD.id);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_session_cache" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "session_cache_notify"('s');
--> statement-breakpoint
CREATE TRIGGER "users_session_cache" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "session_cache_notify"('u');
