import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/client.ts';
import type { RecurringJob } from '../../core/jobs/recurring-jobs.ts';
import { sweepStaleUploads } from '../media/media-staging.ts';

export const IMPORT_SWEEP_JOB = 'import.sweep';

/** An import nobody has touched for this long is dropped with its sheet. */
export const IMPORT_KEPT_DAYS = 7;
/**
 * A check that has not moved for this long has no job left to end it (a check runs a minute at
 * most and writes its progress as it goes): its process died, again and again.
 */
export const IMPORT_STUCK_CHECK_HOURS = 24;
/** Uploads a stopped process left half-received. */
const STALE_INCOMING_MS = 60 * 60_000;

/**
 * Removes the imports left unfinished (checked or failed, never imported) for a week and the
 * checks stuck for a day, with their sheets, and what interrupted uploads left in the incoming
 * folder. An import being committed is never touched; an imported one's sheet went at its
 * commit.
 */
export async function sweepImports(db: Db, dir: string, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IMPORT_KEPT_DAYS * 86_400_000).toISOString();
  const stuck = new Date(now.getTime() - IMPORT_STUCK_CHECK_HOURS * 3_600_000).toISOString();
  const removed = await db.execute<{ stored_as: string }>(sql`
    DELETE FROM imports
    WHERE (status IN ('checked', 'failed') AND updated_at < ${cutoff})
      OR (status = 'checking' AND updated_at < ${stuck})
    RETURNING stored_as`);
  for (const row of removed.rows) {
    await fs.promises.rm(path.join(dir, row.stored_as), { force: true });
  }
  await sweepStaleUploads(path.join(dir, '.incoming'), STALE_INCOMING_MS);
  return removed.rows.length;
}

/** Nightly at 02:45 UTC, after retention. */
export function importSweepJob(db: Db, dir: string): RecurringJob {
  return {
    kind: IMPORT_SWEEP_JOB,
    cron: '45 2 * * *',
    run: async () => {
      await sweepImports(db, dir);
    },
  };
}
