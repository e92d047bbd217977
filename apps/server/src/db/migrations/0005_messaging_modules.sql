CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"targeting" jsonb NOT NULL,
	"branch_ids" integer[] NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"attachments" integer[] DEFAULT '{}'::int[] NOT NULL,
	"academic_year_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"delivery_started_at" timestamp with time zone,
	"delivery_finished_at" timestamp with time zone,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "marketing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"targeting" jsonb NOT NULL,
	"branch_ids" integer[] NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"attachments" integer[] DEFAULT '{}'::int[] NOT NULL,
	"academic_year_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"delivery_started_at" timestamp with time zone,
	"delivery_finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"targeting" jsonb NOT NULL,
	"branch_ids" integer[] NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"attachments" integer[] DEFAULT '{}'::int[] NOT NULL,
	"academic_year_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"delivery_started_at" timestamp with time zone,
	"delivery_finished_at" timestamp with time zone,
	"platforms" integer[] NOT NULL,
	"applications" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"targeting" jsonb NOT NULL,
	"branch_ids" integer[] NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"attachments" integer[] DEFAULT '{}'::int[] NOT NULL,
	"academic_year_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"delivery_started_at" timestamp with time zone,
	"delivery_finished_at" timestamp with time zone,
	"priority" smallint DEFAULT 3 NOT NULL,
	"dlt_template_id" text,
	"segments_per_message" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"targeting" jsonb NOT NULL,
	"branch_ids" integer[] NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"attachments" integer[] DEFAULT '{}'::int[] NOT NULL,
	"academic_year_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"delivery_started_at" timestamp with time zone,
	"delivery_finished_at" timestamp with time zone,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text,
	"target" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"driver" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"name" text NOT NULL,
	"display_label" text NOT NULL,
	"description" text,
	"colour_hex_code" text DEFAULT '#A461D8' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"item_id" integer NOT NULL,
	"recipient_key" text NOT NULL,
	"mobile" text,
	"user_type" text NOT NULL,
	"has_app" boolean NOT NULL,
	"channel" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD CONSTRAINT "marketing_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_items" ADD CONSTRAINT "wellness_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_items" ADD CONSTRAINT "wellness_items_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_status_created_idx" ON "announcements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "announcements_created_by_idx" ON "announcements" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "announcements_branch_ids_idx" ON "announcements" USING gin ("branch_ids");--> statement-breakpoint
CREATE INDEX "marketing_items_status_created_idx" ON "marketing_items" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "marketing_items_created_idx" ON "marketing_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marketing_items_created_by_idx" ON "marketing_items" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "marketing_items_branch_ids_idx" ON "marketing_items" USING gin ("branch_ids");--> statement-breakpoint
CREATE INDEX "notifications_status_created_idx" ON "notifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_by_idx" ON "notifications" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "notifications_branch_ids_idx" ON "notifications" USING gin ("branch_ids");--> statement-breakpoint
CREATE INDEX "sms_messages_status_created_idx" ON "sms_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_created_by_idx" ON "sms_messages" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "sms_messages_branch_ids_idx" ON "sms_messages" USING gin ("branch_ids");--> statement-breakpoint
CREATE INDEX "wellness_items_status_created_idx" ON "wellness_items" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wellness_items_created_idx" ON "wellness_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wellness_items_created_by_idx" ON "wellness_items" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wellness_items_branch_ids_idx" ON "wellness_items" USING gin ("branch_ids");--> statement-breakpoint
CREATE INDEX "push_outbox_created_idx" ON "push_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "push_outbox_purpose_idx" ON "push_outbox" USING btree ("purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "content_categories_module_name_idx" ON "content_categories" USING btree ("module","name");--> statement-breakpoint
CREATE UNIQUE INDEX "content_deliveries_recipient_idx" ON "content_deliveries" USING btree ("module","item_id","recipient_key");--> statement-breakpoint
CREATE INDEX "content_deliveries_pending_idx" ON "content_deliveries" USING btree ("module","item_id","id") WHERE status = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE status IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_purpose_idx" ON "sms_outbox" USING btree ("purpose");