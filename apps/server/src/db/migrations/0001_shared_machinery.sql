CREATE TABLE "app_module_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"global_module_id" integer NOT NULL,
	"app_screen_path" text NOT NULL,
	"item_id" integer,
	"opens" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"application" smallint NOT NULL,
	"platform" smallint NOT NULL,
	"app_version" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preset_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "recipient_key" bigint GENERATED ALWAYS AS ((nullif(right(regexp_replace(coalesce(mobile, ''), '[^0-9]', '', 'g'), 10), ''))::bigint) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "recipient_key" bigint GENERATED ALWAYS AS ((nullif(right(regexp_replace(coalesce(nullif(father_mobile, ''), mother_mobile, ''), '[^0-9]', '', 'g'), 10), ''))::bigint) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "recipient_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_module_sessions" ADD CONSTRAINT "app_module_sessions_session_id_app_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."app_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_module_sessions" ADD CONSTRAINT "app_module_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preset_filters" ADD CONSTRAINT "preset_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_module_sessions_item_idx" ON "app_module_sessions" USING btree ("global_module_id","item_id");--> statement-breakpoint
CREATE INDEX "app_module_sessions_session_idx" ON "app_module_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "app_sessions_user_idx" ON "app_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "preset_filters_user_page_idx" ON "preset_filters" USING btree ("user_id","page");--> statement-breakpoint
CREATE INDEX "students_recipient_key_idx" ON "students" USING btree ("recipient_key");--> statement-breakpoint
CREATE INDEX "students_shared_recipient_idx" ON "students" USING btree ("academic_year_id","recipient_key") WHERE recipient_shared;--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");