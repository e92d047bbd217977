ALTER TABLE "help_feedback" ADD COLUMN "application" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD COLUMN "platform" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD COLUMN "status_changed_by" integer;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD CONSTRAINT "help_feedback_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD CONSTRAINT "help_feedback_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_feedback_branch_created_idx" ON "help_feedback" USING btree ("branch_id","created_at");--> statement-breakpoint
-- Feedback sent before this migration belongs to its sender's staff branch, as new feedback does.
UPDATE "help_feedback" f SET "branch_id" = s."branch_id" FROM "users" u JOIN "staff" s ON s."id" = u."staff_id" WHERE u."id" = f."user_id";
