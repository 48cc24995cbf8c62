CREATE TABLE "payment_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	"event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_info" jsonb;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;