import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { payloadOf, type JobKind } from './job-kind.ts';

// The job queue's SQL. Every write after the claim is guarded by the claim's lock token: a
// runner whose lease was taken over by another can no longer touch the job.

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  /** As stored: the runner parses it with the kind's schema before a handler sees it. */
  payload: unknown;
  /** The revision when claimed: a different one at the end means "enqueued again meanwhile". */
  revision: number;
  /** This attempt included. */
  attempts: number;
  maxAttempts: number;
  /** Names this claim (worker id and claim number) in jobs.locked_by. */
  lockToken: string;
}

type ClaimedRow = {
  id: number;
  kind: string;
  key: string | null;
  payload: unknown;
  revision: number;
  attempts: number;
  max_attempts: number;
};

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * Claims the most overdue job of the given kinds: a queued one whose time has come, or a
 * running one whose runner stopped renewing its lease. FOR UPDATE SKIP LOCKED makes two runners
 * (two processes, or two pools of one process) claim different jobs: the row a concurrent claim
 * has locked is skipped, and the re-check after the lock drops one that has just been claimed.
 */
export async function claimDueJob(
  db: Db,
  kinds: readonly string[],
  lockToken: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  const result = await db.execute<ClaimedRow>(sql`
    UPDATE jobs SET status = 'running', locked_by = ${lockToken}, locked_until = ${leaseEnd(leaseMs)},
                    attempts = attempts + 1, updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
        AND kind = ANY(${sql.param(kinds)}::text[])
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, key, payload, revision, attempts, max_attempts`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    payload: row.payload,
    revision: row.revision,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lockToken,
  };
}

/** Extends the lease; false when the job is no longer this claim's (taken over or reset). */
export async function renewLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE jobs SET locked_until = ${leaseEnd(leaseMs)}, updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${job.lockToken} AND status = 'running'`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * The handler finished. Done, unless the job was enqueued again while it ran (its revision
 * moved: back to the queue at the time that enqueue set) or the handler asked to run again
 * later (`runAgainAt`: back to the queue at that time, attempts counted afresh).
 */
export async function finishJob(db: Db, job: ClaimedJob, runAgainAt: Date | null): Promise<void> {
  const again = runAgainAt ? sql`${runAgainAt.toISOString()}::timestamptz` : sql`NULL::timestamptz`;
  await db.execute(sql`
    UPDATE jobs SET
      status = CASE WHEN revision <> ${job.revision} OR ${again} IS NOT NULL THEN 'queued' ELSE 'done' END,
      run_at = CASE WHEN revision <> ${job.revision} THEN run_at ELSE coalesce(${again}, run_at) END,
      attempts = CASE WHEN revision <> ${job.revision} OR ${again} IS NOT NULL THEN 0 ELSE attempts END,
      finished_at = CASE WHEN revision <> ${job.revision} OR ${again} IS NOT NULL THEN NULL ELSE now() END,
      last_error = NULL, locked_by = NULL, locked_until = NULL, updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${job.lockToken}`);
}

/**
 * The handler failed: back to the queue after `retryDelayMs` with the error kept, or `failed`
 * once its attempts are spent. A job enqueued again meanwhile goes back to the queue at once,
 * with its attempts counted afresh: the new revision is a new piece of work.
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  retryDelayMs: number,
): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET
      status = CASE WHEN revision <> ${job.revision} THEN 'queued'
                    WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
      run_at = CASE WHEN revision <> ${job.revision} OR attempts >= max_attempts THEN run_at
                    ELSE now() + make_interval(secs => ${retryDelayMs / 1000}) END,
      attempts = CASE WHEN revision <> ${job.revision} THEN 0 ELSE attempts END,
      finished_at = CASE WHEN revision = ${job.revision} AND attempts >= max_attempts THEN now() END,
      last_error = ${error.slice(0, 2000)}, locked_by = NULL, locked_until = NULL, updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${job.lockToken}`);
}

/**
 * The job cannot run as stored (its payload no longer fits its kind): failed at once with the
 * error kept, since another attempt would read the same payload. A job enqueued again meanwhile
 * goes back to the queue with its attempts counted afresh, as in failJob.
 */
export async function failJobForGood(db: Db, job: ClaimedJob, error: string): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET
      status = CASE WHEN revision <> ${job.revision} THEN 'queued' ELSE 'failed' END,
      attempts = CASE WHEN revision <> ${job.revision} THEN 0 ELSE attempts END,
      finished_at = CASE WHEN revision = ${job.revision} THEN now() END,
      last_error = ${error.slice(0, 2000)}, locked_by = NULL, locked_until = NULL, updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${job.lockToken}`);
}

/** The runner is stopping: the job goes back to the queue as it was, this run not counted. */
export async function releaseJob(db: Db, job: ClaimedJob): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0),
                    locked_by = NULL, locked_until = NULL, updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${job.lockToken}`);
}

/**
 * Queues a job to run now or at `runAt` (or moves the live job of the same key to that time):
 * one live job per key, so a second request for the same work while the first waits does it
 * once. The payload is checked by its kind's schema first: one it refuses is never stored
 * (JobPayloadRefused, in the caller's transaction).
 */
export async function enqueueJob<Payload>(
  db: DbOrTx,
  job: JobKind<Payload>,
  key: string,
  payload: Payload,
  options: { runAt?: Date } = {},
): Promise<void> {
  const stored = payloadOf(job, payload);
  const at = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
  await db.execute(sql`
    INSERT INTO jobs (kind, key, payload, run_at)
    VALUES (${job.kind}, ${key}, ${JSON.stringify(stored)}::jsonb, ${at})
    ON CONFLICT (key) DO UPDATE SET
      kind = EXCLUDED.kind,
      payload = EXCLUDED.payload,
      run_at = EXCLUDED.run_at,
      revision = jobs.revision + 1,
      status = CASE WHEN jobs.status = 'running' THEN 'running' ELSE 'queued' END,
      attempts = CASE WHEN jobs.status = 'running' THEN jobs.attempts ELSE 0 END,
      last_error = NULL,
      finished_at = NULL,
      updated_at = now()`);
}
