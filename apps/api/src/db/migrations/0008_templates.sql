CREATE TABLE "template_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_category_links" (
	"template_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "template_category_links_template_id_category_id_pk" PRIMARY KEY("template_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"stock_key" text,
	"template_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"media_type" text NOT NULL,
	"file_key" text,
	"youtube_video_id" text,
	"embedded_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"participant_fee_cents" integer,
	"audience_fee_cents" integer,
	"monetization_currency" text,
	"meeting_password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_stock_key_unique" UNIQUE("stock_key"),
	CONSTRAINT "templates_media_type_valid" CHECK ("templates"."media_type" in ('video', 'image')),
	CONSTRAINT "templates_one_media" CHECK (("templates"."file_key" is null) <> ("templates"."youtube_video_id" is null)),
	CONSTRAINT "templates_youtube_is_video" CHECK ("templates"."youtube_video_id" is null or "templates"."media_type" = 'video'),
	CONSTRAINT "templates_stock_has_no_owner" CHECK ("templates"."stock_key" is null or "templates"."user_id" is null),
	CONSTRAINT "templates_monetization_currency_valid" CHECK ("templates"."monetization_currency" in ('usd', 'cad')),
	CONSTRAINT "templates_fees_valid" CHECK (("templates"."monetization_currency" is not null or ("templates"."participant_fee_cents" is null and "templates"."audience_fee_cents" is null)) and ("templates"."participant_fee_cents" is null or "templates"."participant_fee_cents" > 0) and ("templates"."audience_fee_cents" is null or "templates"."audience_fee_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "template_category_links" ADD CONSTRAINT "template_category_links_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_category_links" ADD CONSTRAINT "template_category_links_category_id_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."template_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_category_links_category_idx" ON "template_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "templates_user_created_idx" ON "templates" USING btree ("user_id","created_at");