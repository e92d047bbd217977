ALTER TABLE "announcements" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "status_before_delete" smallint;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_items" ADD COLUMN "status_before_delete" smallint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "status_before_delete" smallint;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "status_before_delete" smallint;--> statement-breakpoint
ALTER TABLE "wellness_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wellness_items" ADD COLUMN "status_before_delete" smallint;