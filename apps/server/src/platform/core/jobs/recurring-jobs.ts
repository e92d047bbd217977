import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { parseCron } from './cron.ts';
import { handleJob, type JobContext, type KindHandler } from './job-handler.ts';
import { defineJob } from './job-kind.ts';

/** A job run on a cron schedule (UTC), e.g. the nightly retention. */
export interface RecurringJob {
  /** The job kind, also its key in the queue: one row per recurring job. */
  kind: string;
  cron: string;
  /**
   * One run. `{ yield: true }` when it stopped early because the runner is stopping: the job
   * goes back to the queue as it is, for the next runner to run again soon.
   */
  run(context: Omit<JobContext, 'payload'>): Promise<void | { yield: true }>;
}

/** The queue key of every recurring job starts with this (one row per recurring job). */
export const RECURRING_JOB_KEY_PREFIX = 'recurring:';

const keyOf = (job: Pick<RecurringJob, 'kind'>) => `${RECURRING_JOB_KEY_PREFIX}${job.kind}`;

/** A recurring job's row is queued without a payload: the column's default, `{}`. */
const noPayload = z.object({});

/**
 * Puts each recurring job in the queue at its next tick, once across every server process:
 * the job's key is unique, so a second process starting finds it there. A job that had failed
 * for good (its attempts spent) or was cancelled is queued again; one waiting keeps its time.
 */
export async function scheduleRecurringJobs(
  db: Db,
  jobs: readonly RecurringJob[],
  now: Date,
): Promise<void> {
  for (const job of jobs) {
    const at = parseCron(job.cron).next(now);
    await db.execute(sql`
      INSERT INTO jobs (kind, key, run_at) VALUES (${job.kind}, ${keyOf(job)}, ${at.toISOString()})
      ON CONFLICT (key) DO UPDATE SET
        status = 'queued', run_at = EXCLUDED.run_at, attempts = 0, last_error = NULL,
        finished_at = NULL, updated_at = now()
      WHERE jobs.status IN ('done', 'failed', 'cancelled')`);
  }
}

/**
 * Brings a recurring job's next run forward to now (a seed asking for a first run at start
 * rather than at the next tick), keeping its one queue row; a run in progress is left alone.
 */
export async function runRecurringJobSoon(db: DbOrTx, kind: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO jobs (kind, key, run_at) VALUES (${kind}, ${keyOf({ kind })}, now())
    ON CONFLICT (key) DO UPDATE SET
      status = 'queued', run_at = now(), attempts = 0, last_error = NULL, finished_at = NULL,
      updated_at = now()
    WHERE jobs.status <> 'running'`);
}

/**
 * The job runner's handler for a recurring job: runs it, then asks to be run again at the next
 * tick after it finished. One queue row, claimed by one runner at a time: one run per tick
 * however many processes poll; a tick missed while every server was down runs once at start.
 */
export function recurringHandler(
  job: RecurringJob,
  now: () => Date = () => new Date(),
): KindHandler {
  const schedule = parseCron(job.cron);
  return handleJob(defineJob(job.kind, noPayload), async (context) => {
    const result = await job.run(context);
    if (result && 'yield' in result) return result;
    return { runAgainAt: schedule.next(now()) };
  });
}
