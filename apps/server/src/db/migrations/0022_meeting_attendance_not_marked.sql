ALTER TABLE "meeting_attendees" ALTER COLUMN "attended" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ALTER COLUMN "attended" DROP NOT NULL;--> statement-breakpoint
-- Issue 25: a meeting that has not started has nobody Absent yet. Its attendees (marked early or
-- not) become not marked, and its present count follows; a started meeting keeps its marks, and
-- its rows nobody ever marked (no marked_at) become not marked too (the present count is unmoved).
UPDATE "meeting_attendees" a SET "attended" = NULL, "marked_by_user_id" = NULL, "marked_at" = NULL
FROM "meetings" m WHERE m."id" = a."meeting_id" AND (m."meeting_at" > now() OR a."marked_at" IS NULL);--> statement-breakpoint
UPDATE "meetings" SET "total_present" = 0 WHERE "meeting_at" > now() AND "total_present" <> 0;
