import { DvrStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobContext } from '../../platform/core/jobs/job-handler.ts';
import { LeaseLostError } from '../../platform/core/jobs/job-runner.ts';
import type { RecurringJob } from '../../platform/core/jobs/recurring-jobs.ts';
import { DVR_CONNECTION_COLUMNS, type DvrConnection } from './dvr.repo.ts';
import { checkRecorder, RecorderGone } from './recorder-check.ts';
import type { RecorderReach } from './recorder-reach.ts';

// The recurring health check (the board's source): every kept, active recorder is read and
// judged a few at a time, its cameras' flags brought up to date and the check recorded.

export const HEALTH_CHECK_JOB = 'cctv.health-check';
/** Every quarter of an hour (UTC cron). */
export const HEALTH_CHECK_CRON = '*/15 * * * *';
/**
 * Recorders read at once: each reading is one to four exchanges one after another, mostly
 * waiting on the network, so a few in parallel keep a run short without a burst of sockets.
 */
export const HEALTH_CHECK_CONCURRENCY = 8;
/**
 * A recorder checked this recently is left for the next run: a scan just did it, or a run
 * that yielded to a stopping runner did, and the run that takes over resumes where it was.
 */
export const HEALTH_CHECK_FRESH_MINUTES = 5;

export interface HealthRunSummary {
  checked: number;
  /** Recorders the run did not get to because the runner is stopping. */
  left: number;
}

/** The recorders due a check: least recently checked first, never-checked ones before all. */
async function dueRecorders(db: Db): Promise<DvrConnection[]> {
  const result = await db.execute<DvrConnection>(sql`
    SELECT ${DVR_CONNECTION_COLUMNS}
    FROM cctv_dvrs d
    WHERE d.status = ${DvrStatus.Kept} AND d.is_active
      AND (d.health_checked_at IS NULL
        OR d.health_checked_at < now() - make_interval(mins => ${HEALTH_CHECK_FRESH_MINUTES}))
    ORDER BY d.health_checked_at NULLS FIRST, d.id`);
  return result.rows;
}

/**
 * Checks every due recorder, `concurrency` at a time, renewing the job's lease after each. A
 * stopping runner ends the run after the checks in flight. A recorder that fails to be read is
 * a check like any other (its state says why); an error of our own (the database) is thrown
 * after the others were checked, so the runner records it and tries again.
 */
export async function checkEveryRecorder(
  db: Db,
  reach: RecorderReach,
  context: Pick<JobContext, 'heartbeat' | 'signal'>,
  concurrency = HEALTH_CHECK_CONCURRENCY,
): Promise<HealthRunSummary> {
  const due = await dueRecorders(db);
  let next = 0;
  let checked = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (!context.signal.aborted && next < due.length) {
      const dvr = due[next++]!;
      try {
        await checkRecorder(db, dvr, reach, { addCameras: false });
        checked += 1;
      } catch (error) {
        // Removed for good meanwhile: nothing to check.
        if (!(error instanceof RecorderGone)) errors.push(error);
      }
      await context.heartbeat();
    }
  };
  const workers = Array.from({ length: Math.min(concurrency, due.length) }, worker);
  const settled = await Promise.allSettled(workers);
  // The lease is lost: another runner has the job; stop at once, whatever else happened.
  const lost = settled.find(
    (result) => result.status === 'rejected' && result.reason instanceof LeaseLostError,
  );
  if (lost) throw (lost as PromiseRejectedResult).reason;
  for (const result of settled) if (result.status === 'rejected') errors.push(result.reason);
  if (errors.length > 0) {
    const first = errors[0] instanceof Error ? errors[0].message : String(errors[0]);
    throw new Error(`${errors.length} recorder checks failed; the first: ${first}`, {
      cause: errors[0],
    });
  }
  return { checked, left: due.length - next };
}

export function healthCheckJob(db: Db, reach: RecorderReach): RecurringJob {
  return {
    kind: HEALTH_CHECK_JOB,
    cron: HEALTH_CHECK_CRON,
    run: async (context) => {
      const summary = await checkEveryRecorder(db, reach, context);
      return summary.left > 0 ? { yield: true } : undefined;
    },
  };
}
