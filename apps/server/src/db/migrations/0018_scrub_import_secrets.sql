-- Issue 23: imports kept a recorder's password in clear in their failed rows and fixes, and a failed save of a check put them in the import jobs' last errors. Secret cells are now never kept in failed rows and kept sealed in fixes; what was kept before goes. Unfinished imports end failed (their sheets are uploaded again; the sweep removes them), imported ones lose their spent fixes.
UPDATE "imports" SET "status" = 'failed', "failed_rows" = '[]'::jsonb, "fixes" = '{}'::jsonb, "groups" = '[]'::jsonb, "error_rows" = 0, "message" = 'This import was stopped by an update of the server. Upload the sheet again.', "updated_at" = now() WHERE "status" <> 'imported';
--> statement-breakpoint
UPDATE "imports" SET "fixes" = '{}'::jsonb WHERE "status" = 'imported' AND "fixes" <> '{}'::jsonb;
--> statement-breakpoint
UPDATE "jobs" SET "last_error" = NULL WHERE "kind" IN ('import.check', 'import.commit') AND "last_error" IS NOT NULL;
