import type { ClaimedJob } from './job-queue.repo.ts';
import { payloadOf, type JobKind } from './job-kind.ts';

/** The claimed job as its handler sees it: the stored payload only as its kind parsed it. */
export type RunningJob = Omit<ClaimedJob, 'payload'>;

export interface JobContext<Payload = unknown> {
  job: RunningJob;
  /** The stored payload, parsed by the kind's schema. */
  payload: Payload;
  /**
   * Renews the lease (a handler calls it after each unit of work). Throws LeaseLostError when
   * the job is no longer this runner's: it stopped renewing for a whole lease and another runner
   * took it over, so this one must stop at once.
   */
  heartbeat(): Promise<void>;
  /** Aborted when the runner stops: a handler returns `{ yield: true }` at its next safe point. */
  signal: AbortSignal;
}

/**
 * What a handler answers: nothing when the work is done; `runAgainAt` to be called again later
 * (not a failure); `yield` when it stopped early because the runner is stopping.
 */
export type JobResult = void | { runAgainAt: Date } | { yield: true };
export type JobHandler<Payload> = (context: JobContext<Payload>) => Promise<JobResult>;

/** A claimed job's run, its payload already parsed: the runner adds the lease and the signal. */
export type JobRun = (context: Omit<JobContext, 'payload'>) => Promise<JobResult>;

/** A kind's handler as a runner takes it, whatever its payload's type. */
export interface KindHandler {
  readonly kind: string;
  /** The run of a job of this kind with this stored payload; JobPayloadRefused if it no longer fits. */
  prepare(storedPayload: unknown): JobRun;
}

/** The handler of a job kind: the runner hands it the stored payload parsed by the kind. */
export function handleJob<Payload>(
  job: JobKind<Payload>,
  handler: JobHandler<Payload>,
): KindHandler {
  return {
    kind: job.kind,
    prepare(storedPayload) {
      const payload = payloadOf(job, storedPayload);
      return (context) => handler({ ...context, payload });
    },
  };
}
