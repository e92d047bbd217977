CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"stored_as" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"progress_done" bigint DEFAULT 0 NOT NULL,
	"progress_total" bigint DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" IN ('checking', 'checked', 'importing', 'imported', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");