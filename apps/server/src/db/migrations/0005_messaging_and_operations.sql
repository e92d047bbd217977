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
CREATE TABLE "call_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_sid" text NOT NULL,
	"call_type" smallint NOT NULL,
	"academic_year_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"segment_id" integer,
	"student_id" integer,
	"staff_id" integer,
	"designation_id" integer,
	"course_id" integer,
	"group_id" integer,
	"program_id" integer,
	"user_number" text NOT NULL,
	"agent_number" text,
	"agent_user_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"duration" integer,
	"renewal_mode" smallint,
	"recording_media_id" integer,
	"recording_url" text,
	"driver" text NOT NULL,
	"remarks" text,
	"principal_remarks" text,
	"sentiment" smallint,
	"sentiment_reason_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_sentiment_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sentiment" smallint NOT NULL,
	CONSTRAINT "call_sentiment_reasons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "event_gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_date" date NOT NULL,
	"branch_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"event_type_id" integer,
	"event_schedule_id" integer,
	"segment_tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"attachments" integer[] DEFAULT '{}'::int[] NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_gallery_image_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"media_file_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"rater" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_gallery_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"rater" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"academic_year_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"event_type_id" integer NOT NULL,
	"board_type" smallint DEFAULT 0 NOT NULL,
	"subject_id" integer,
	"course_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "event_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "gate_pass_authorized_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation" smallint NOT NULL,
	"mobile" text NOT NULL,
	"photo_media_id" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_pass_entry_exit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"gate_pass_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"pickup_member_id" integer,
	"person_name" text NOT NULL,
	"person_mobile" text,
	"person_relation" smallint,
	"person_photo_media_id" integer,
	"is_matched" boolean NOT NULL,
	"is_approved" boolean,
	"rejection_reason" text,
	"rejection_reason_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_pass_rejection_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gate_pass_rejection_reasons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "gate_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text NOT NULL,
	"out_time" timestamp with time zone NOT NULL,
	"in_time" timestamp with time zone,
	"pickup_type" smallint NOT NULL,
	"pickup_member_id" integer,
	"rejection_reason" text,
	"rejection_reason_type" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "media_files" ADD COLUMN "storage" text DEFAULT 'disk' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_recording_media_id_media_files_id_fk" FOREIGN KEY ("recording_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_sentiment_reason_id_call_sentiment_reasons_id_fk" FOREIGN KEY ("sentiment_reason_id") REFERENCES "public"."call_sentiment_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_items" ADD CONSTRAINT "event_gallery_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_items" ADD CONSTRAINT "event_gallery_items_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_items" ADD CONSTRAINT "event_gallery_items_event_schedule_id_event_schedules_id_fk" FOREIGN KEY ("event_schedule_id") REFERENCES "public"."event_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_items" ADD CONSTRAINT "event_gallery_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_items" ADD CONSTRAINT "event_gallery_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_image_ratings" ADD CONSTRAINT "event_gallery_image_ratings_event_id_event_gallery_items_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_gallery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_image_ratings" ADD CONSTRAINT "event_gallery_image_ratings_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_image_ratings" ADD CONSTRAINT "event_gallery_image_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_ratings" ADD CONSTRAINT "event_gallery_ratings_event_id_event_gallery_items_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_gallery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_ratings" ADD CONSTRAINT "event_gallery_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schedules" ADD CONSTRAINT "event_schedules_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schedules" ADD CONSTRAINT "event_schedules_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schedules" ADD CONSTRAINT "event_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schedules" ADD CONSTRAINT "event_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_authorized_members" ADD CONSTRAINT "gate_pass_authorized_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_authorized_members" ADD CONSTRAINT "gate_pass_authorized_members_photo_media_id_media_files_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_authorized_members" ADD CONSTRAINT "gate_pass_authorized_members_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_entry_exit_logs" ADD CONSTRAINT "gate_pass_entry_exit_logs_gate_pass_id_gate_passes_id_fk" FOREIGN KEY ("gate_pass_id") REFERENCES "public"."gate_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_entry_exit_logs" ADD CONSTRAINT "gate_pass_entry_exit_logs_pickup_member_id_gate_pass_authorized_members_id_fk" FOREIGN KEY ("pickup_member_id") REFERENCES "public"."gate_pass_authorized_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_entry_exit_logs" ADD CONSTRAINT "gate_pass_entry_exit_logs_person_photo_media_id_media_files_id_fk" FOREIGN KEY ("person_photo_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_entry_exit_logs" ADD CONSTRAINT "gate_pass_entry_exit_logs_rejection_reason_id_gate_pass_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."gate_pass_rejection_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pass_entry_exit_logs" ADD CONSTRAINT "gate_pass_entry_exit_logs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_pickup_member_id_gate_pass_authorized_members_id_fk" FOREIGN KEY ("pickup_member_id") REFERENCES "public"."gate_pass_authorized_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_rejection_reason_type_gate_pass_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_type") REFERENCES "public"."gate_pass_rejection_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD CONSTRAINT "marketing_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_items" ADD CONSTRAINT "wellness_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_items" ADD CONSTRAINT "wellness_items_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_status_created_idx" ON "announcements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "announcements_created_by_idx" ON "announcements" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "announcements_branch_ids_idx" ON "announcements" USING gin ("branch_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_sid_idx" ON "call_records" USING btree ("call_sid");--> statement-breakpoint
CREATE INDEX "call_records_list_idx" ON "call_records" USING btree ("call_type","academic_year_id","created_at","id");--> statement-breakpoint
CREATE INDEX "call_records_branch_idx" ON "call_records" USING btree ("call_type","academic_year_id","branch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "call_records_status_idx" ON "call_records" USING btree ("call_type","academic_year_id","status","sentiment","branch_id");--> statement-breakpoint
CREATE INDEX "call_records_number_idx" ON "call_records" USING btree ("call_type","user_number","created_at","id");--> statement-breakpoint
CREATE INDEX "call_records_student_idx" ON "call_records" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "call_records_staff_idx" ON "call_records" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "event_gallery_items_branch_idx" ON "event_gallery_items" USING btree ("branch_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "event_gallery_items_created_idx" ON "event_gallery_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_gallery_items_schedule_idx" ON "event_gallery_items" USING btree ("event_schedule_id");--> statement-breakpoint
CREATE INDEX "event_gallery_items_attachments_idx" ON "event_gallery_items" USING gin ("attachments");--> statement-breakpoint
CREATE UNIQUE INDEX "event_gallery_items_schedule_branch_idx" ON "event_gallery_items" USING btree ("event_schedule_id","branch_id") WHERE event_schedule_id IS NOT NULL AND status <> -1;--> statement-breakpoint
CREATE UNIQUE INDEX "event_gallery_image_ratings_user_idx" ON "event_gallery_image_ratings" USING btree ("event_id","media_file_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_gallery_ratings_event_user_idx" ON "event_gallery_ratings" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_schedules_year_at_idx" ON "event_schedules" USING btree ("academic_year_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "gate_pass_members_student_idx" ON "gate_pass_authorized_members" USING btree ("student_id","is_archived","created_at");--> statement-breakpoint
CREATE INDEX "gate_pass_logs_pass_idx" ON "gate_pass_entry_exit_logs" USING btree ("gate_pass_id","at");--> statement-breakpoint
CREATE INDEX "gate_passes_year_out_idx" ON "gate_passes" USING btree ("academic_year_id","out_time","id");--> statement-breakpoint
CREATE INDEX "gate_passes_branch_out_idx" ON "gate_passes" USING btree ("branch_id","academic_year_id","out_time","status","type");--> statement-breakpoint
CREATE INDEX "gate_passes_year_created_idx" ON "gate_passes" USING btree ("academic_year_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gate_passes_waiting_idx" ON "gate_passes" USING btree ("branch_id","out_time") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "gate_passes_student_idx" ON "gate_passes" USING btree ("student_id","type","out_time");--> statement-breakpoint
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