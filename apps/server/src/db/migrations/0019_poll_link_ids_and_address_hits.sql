CREATE TABLE "address_hits" (
	"bucket" text NOT NULL,
	"address" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "address_hits_bucket_address_pk" PRIMARY KEY("bucket","address")
);
--> statement-breakpoint
ALTER TABLE "poll_recipients" ADD COLUMN "link_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "address_hits_window_idx" ON "address_hits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_recipients_link_idx" ON "poll_recipients" USING btree ("poll_id","link_id");