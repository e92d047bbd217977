import { PollStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RecurringJob } from '../../platform/core/jobs/recurring-jobs.ts';

export const POLL_COMPLETION_JOB = 'opinion_poll.complete';

/**
 * Sent polls past their end date become Completed: one UPDATE (idempotent: a poll completed
 * once is not Sent any more), so a poll given a new end date meanwhile is left Sent. Answers
 * how many were completed.
 */
export async function completeEndedPolls(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    UPDATE opinion_polls SET status = ${PollStatus.Completed}, updated_at = now()
    WHERE status = ${PollStatus.Sent} AND ends_at <= now()`);
  return result.rowCount ?? 0;
}

/** Every minute: a poll closes within a minute of its end date (answers stop at it exactly). */
export const pollCompletionJob = (db: DbOrTx): RecurringJob => ({
  kind: POLL_COMPLETION_JOB,
  cron: '* * * * *',
  run: async () => {
    await completeEndedPolls(db);
  },
});
