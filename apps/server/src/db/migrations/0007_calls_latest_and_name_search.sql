DROP INDEX "call_records_student_idx";--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "call_records_latest_idx" ON "call_records" USING btree ("call_type","academic_year_id","created_at","id") WHERE NOT superseded;--> statement-breakpoint
CREATE INDEX "call_records_latest_count_idx" ON "call_records" USING btree ("call_type","academic_year_id") WHERE NOT superseded;--> statement-breakpoint
CREATE INDEX "call_records_latest_branch_idx" ON "call_records" USING btree ("call_type","academic_year_id","branch_id","segment_id","created_at","id") WHERE NOT superseded;--> statement-breakpoint
CREATE INDEX "students_name_trgm_idx" ON "students" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "call_records_student_idx" ON "call_records" USING btree ("student_id","call_type","academic_year_id","branch_id","segment_id","created_at","id");