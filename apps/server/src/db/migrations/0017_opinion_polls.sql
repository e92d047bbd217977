CREATE TABLE "opinion_polls" (
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
	"deleted_at" timestamp with time zone,
	"status_before_delete" smallint,
	"poll_type" smallint DEFAULT 1 NOT NULL,
	"ends_at" timestamp with time zone,
	"responses_count" integer DEFAULT 0 NOT NULL,
	"last_buzzed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "poll_answers" (
	"poll_id" integer NOT NULL,
	"recipient_key" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"text" text,
	"branch_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_answers_poll_id_recipient_key_question_id_pk" PRIMARY KEY("poll_id","recipient_key","question_id")
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"type" smallint NOT NULL,
	"required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_recipients" (
	"poll_id" integer NOT NULL,
	"recipient_key" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"segment_id" integer,
	"answered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "poll_recipients_poll_id_recipient_key_pk" PRIMARY KEY("poll_id","recipient_key")
);
--> statement-breakpoint
CREATE TABLE "poll_responses" (
	"poll_id" integer NOT NULL,
	"recipient_key" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"segment_id" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_responses_poll_id_recipient_key_pk" PRIMARY KEY("poll_id","recipient_key")
);
--> statement-breakpoint
ALTER TABLE "opinion_polls" ADD CONSTRAINT "opinion_polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_question_id_poll_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."poll_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_question_id_poll_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."poll_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_questions" ADD CONSTRAINT "poll_questions_poll_id_opinion_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."opinion_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_recipients" ADD CONSTRAINT "poll_recipients_poll_id_opinion_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."opinion_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_responses" ADD CONSTRAINT "poll_responses_poll_id_opinion_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."opinion_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opinion_polls_status_created_idx" ON "opinion_polls" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "opinion_polls_created_idx" ON "opinion_polls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "opinion_polls_created_by_idx" ON "opinion_polls" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "opinion_polls_branch_ids_idx" ON "opinion_polls" USING gin ("branch_ids");--> statement-breakpoint
CREATE INDEX "opinion_polls_sent_ends_idx" ON "opinion_polls" USING btree ("ends_at") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "poll_answers_counts_idx" ON "poll_answers" USING btree ("poll_id","question_id","option_id","branch_id");--> statement-breakpoint
CREATE INDEX "poll_answers_text_idx" ON "poll_answers" USING btree ("question_id","answered_at") WHERE text IS NOT NULL;--> statement-breakpoint
CREATE INDEX "poll_options_question_idx" ON "poll_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "poll_questions_poll_idx" ON "poll_questions" USING btree ("poll_id","position");