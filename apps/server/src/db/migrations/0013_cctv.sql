CREATE TABLE "cctv_camera_tags" (
	"camera_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "cctv_camera_tags_camera_id_tag_id_pk" PRIMARY KEY("camera_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "cctv_cameras" (
	"id" serial PRIMARY KEY NOT NULL,
	"dvr_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel_number" integer NOT NULL,
	"main_stream_id" integer NOT NULL,
	"sub_stream_id" integer NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"slno" integer,
	"flag" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cctv_cameras_status_check" CHECK ("cctv_cameras"."status" IN ('ENABLED', 'DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "cctv_dvr_tags" (
	"dvr_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "cctv_dvr_tags_dvr_id_tag_id_pk" PRIMARY KEY("dvr_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "cctv_dvrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model_id" smallint NOT NULL,
	"branch_id" integer NOT NULL,
	"serial_number" text,
	"slno" integer,
	"ip_address" text NOT NULL,
	"http_port" integer NOT NULL,
	"rtsp_port" integer NOT NULL,
	"server_port" integer NOT NULL,
	"is_https" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"auth_username" text NOT NULL,
	"auth_password_sealed" text NOT NULL,
	"auto_scan_add_cameras" boolean DEFAULT true NOT NULL,
	"health_state" text DEFAULT 'not_checked' NOT NULL,
	"health_checked_at" timestamp with time zone,
	"health_message" text,
	"disk_free_bytes" bigint,
	"disk_total_bytes" bigint,
	"clock_drift_seconds" integer,
	"channels_offline" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cctv_dvrs_model_check" CHECK ("cctv_dvrs"."model_id" IN (1, 2)),
	CONSTRAINT "cctv_dvrs_status_check" CHECK ("cctv_dvrs"."status" IN (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "cctv_health_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"dvr_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"disk_free_bytes" bigint,
	"disk_total_bytes" bigint,
	"clock_drift_seconds" integer,
	"channels_total" integer,
	"channels_offline" integer
);
--> statement-breakpoint
CREATE TABLE "cctv_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"for_dvr" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cctv_camera_tags" ADD CONSTRAINT "cctv_camera_tags_camera_id_cctv_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cctv_cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_camera_tags" ADD CONSTRAINT "cctv_camera_tags_tag_id_cctv_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."cctv_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_cameras" ADD CONSTRAINT "cctv_cameras_dvr_id_cctv_dvrs_id_fk" FOREIGN KEY ("dvr_id") REFERENCES "public"."cctv_dvrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_dvr_tags" ADD CONSTRAINT "cctv_dvr_tags_dvr_id_cctv_dvrs_id_fk" FOREIGN KEY ("dvr_id") REFERENCES "public"."cctv_dvrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_dvr_tags" ADD CONSTRAINT "cctv_dvr_tags_tag_id_cctv_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."cctv_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_dvrs" ADD CONSTRAINT "cctv_dvrs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_dvrs" ADD CONSTRAINT "cctv_dvrs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cctv_health_checks" ADD CONSTRAINT "cctv_health_checks_dvr_id_cctv_dvrs_id_fk" FOREIGN KEY ("dvr_id") REFERENCES "public"."cctv_dvrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cctv_camera_tags_tag_idx" ON "cctv_camera_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cctv_cameras_channel_idx" ON "cctv_cameras" USING btree ("dvr_id","channel_number");--> statement-breakpoint
CREATE INDEX "cctv_dvr_tags_tag_idx" ON "cctv_dvr_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "cctv_dvrs_branch_idx" ON "cctv_dvrs" USING btree ("branch_id","status");--> statement-breakpoint
CREATE INDEX "cctv_dvrs_health_idx" ON "cctv_dvrs" USING btree ("health_state");--> statement-breakpoint
CREATE UNIQUE INDEX "cctv_dvrs_address_idx" ON "cctv_dvrs" USING btree ("branch_id",lower("ip_address"),"http_port") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "cctv_health_checks_dvr_idx" ON "cctv_health_checks" USING btree ("dvr_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cctv_tags_name_idx" ON "cctv_tags" USING btree ("for_dvr",lower("name"));