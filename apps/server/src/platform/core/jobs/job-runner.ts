import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../../db/client.ts';
import type { JobResult, JobRun, KindHandler } from './job-handler.ts';
import { JobPayloadRefused } from './job-kind.ts';
import {
  claimDueJob,
  failJob,
  failJobForGood,
  finishJob,
  releaseJob,
  renewLease,
  type ClaimedJob,
} from './job-queue.repo.ts';

export class LeaseLostError extends Error {
  constructor(job: Pick<ClaimedJob, 'id'>) {
    super(`Job ${job.id} was taken over by another runner after its lease expired.`);
  }
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  /** One handler per job kind (handleJob): the runner claims jobs of these kinds only. */
  handlers: readonly KindHandler[];
  /** Names this runner in jobs.locked_by; hostname:pid:random by default. */
  workerId?: string;
  pollMs: number;
  leaseMs: number;
  /** Jobs run at once by this runner. */
  concurrency?: number;
  /** Wait before attempt n+1 after attempt n failed. */
  retryDelayMs?: (attempts: number) => number;
  log?: JobLog;
}

/** 10 s, 20 s, 40 s, … up to 10 minutes. */
export const defaultRetryDelayMs = (attempts: number) =>
  Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 600_000);

export const defaultWorkerId = () =>
  `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const silentLog: JobLog = { info() {}, warn() {}, error() {} };

/** The claimed job without its stored payload: a handler reads the parsed one. */
function runningJob({ payload: _stored, ...job }: ClaimedJob) {
  return job;
}

/**
 * Runs the jobs of the `jobs` table: claims a due job (FOR UPDATE SKIP LOCKED, with a lease),
 * runs its kind's handler, and records the outcome. Any number of runners, in any number of
 * processes on one database, share the queue; a job is run by one of them at a time, and a
 * runner that dies mid-job loses its lease so that another resumes the job.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly handlers: ReadonlyMap<string, KindHandler>;
  private readonly kinds: string[];
  private readonly concurrency: number;
  private readonly retryDelayMs: (attempts: number) => number;
  private readonly log: JobLog;
  private claims = 0;
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;
  /** Ends the poll loop's sleep: a job finished (room for another) or the runner stops. */
  private wakeUp: (() => void) | null = null;
  /** When the poll loop last went round: a loop that stopped turning is a runner that is stuck. */
  private lastPollAt: number | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.workerId = options.workerId ?? defaultWorkerId();
    this.handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
    // Two handlers of one kind would leave one of them never called: a wiring mistake.
    if (this.handlers.size < options.handlers.length) {
      const kinds = options.handlers.map((handler) => handler.kind);
      const twice = kinds.filter((kind, index) => kinds.indexOf(kind) !== index);
      throw new Error(`Job kinds with two handlers: ${[...new Set(twice)].join(', ')}.`);
    }
    this.kinds = [...this.handlers.keys()];
    this.concurrency = options.concurrency ?? 1;
    this.retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
    this.log = options.log ?? silentLog;
  }

  /** Polls for due jobs until stop(). */
  start(): void {
    if (this.loop) return;
    this.loop = this.pollLoop();
  }

  /**
   * Stops claiming, asks running handlers to yield at their next safe point (a delivery stops
   * after its current batch) and waits for them: their jobs go back to the queue for whichever
   * runner comes next.
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wakeUp?.();
    await this.loop;
    await Promise.allSettled([...this.running]);
  }

  /**
   * Runs due jobs one after another until none is left (tests, scripts): answers how many ran.
   * Jobs due later, and jobs another runner holds, are left alone.
   */
  async runUntilIdle(): Promise<number> {
    let ran = 0;
    while (!this.stopping.signal.aborted && (await this.runNext())) ran += 1;
    return ran;
  }

  /** Claims and runs one due job; false when there was none. */
  async runNext(): Promise<boolean> {
    const job = await claimDueJob(this.options.db, this.kinds, this.nextLockToken(), this.leaseMs);
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private get leaseMs() {
    return this.options.leaseMs;
  }

  private nextLockToken(): string {
    this.claims += 1;
    return `${this.workerId}#${this.claims}`;
  }

  /** Whether the poll loop turns: started, not stopped, and round within a few poll intervals. */
  isAlive(now = Date.now()): boolean {
    if (!this.loop || this.stopping.signal.aborted || this.lastPollAt === null) return false;
    return now - this.lastPollAt < 3 * this.options.pollMs + 30_000;
  }

  private async pollLoop(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      this.lastPollAt = Date.now();
      let claimed = false;
      if (this.running.size < this.concurrency) {
        try {
          const job = await claimDueJob(
            this.options.db,
            this.kinds,
            this.nextLockToken(),
            this.leaseMs,
          );
          if (job) {
            claimed = true;
            void this.run(job);
          }
        } catch (error) {
          // The database is away: keep polling, it usually comes back.
          this.log.error({ err: error }, 'job runner could not claim a job');
        }
      }
      // A claimed job may have a due neighbour: look again at once while there is room.
      if (claimed && this.running.size < this.concurrency) continue;
      await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wakeUp = finish;
    });
  }

  /** Runs a claimed job and records how it went; never throws. */
  private run(job: ClaimedJob): Promise<void> {
    const run = this.runClaimed(job)
      .catch((error: unknown) => {
        // The outcome could not be written: the lease runs out and the job is run again.
        this.log.error({ job_id: job.id, err: error }, 'job outcome could not be recorded');
      })
      .finally(() => {
        this.running.delete(run);
        this.wakeUp?.();
      });
    this.running.add(run);
    return run;
  }

  private async runClaimed(job: ClaimedJob): Promise<void> {
    const { db } = this.options;
    const details = { job_id: job.id, kind: job.kind, key: job.key, attempt: job.attempts };
    if (job.attempts > job.maxAttempts) {
      // Runners died on it again and again (a job that kills its process): stop trying.
      await failJob(db, job, 'The job stopped without finishing too many times.', 0);
      this.log.error(details, 'job failed: stopped without finishing too many times');
      return;
    }
    let run: JobRun;
    try {
      run = this.handlers.get(job.kind)!.prepare(job.payload);
    } catch (error) {
      if (!(error instanceof JobPayloadRefused)) throw error;
      // Stored by an older release, or written by hand: no attempt would read it otherwise.
      await failJobForGood(db, job, error.message);
      this.log.error({ ...details, err: error }, 'job failed: its payload does not fit its kind');
      return;
    }

    let lastRenewal = Date.now();
    let leaseLost = false;
    const renew = async () => {
      lastRenewal = Date.now();
      if (!(await renewLease(db, job, this.leaseMs))) leaseLost = true;
    };
    const heartbeat = async () => {
      if (!leaseLost) await renew();
      if (leaseLost) throw new LeaseLostError(job);
    };
    // The lease says "this process is alive": it is renewed while a long unit of work runs too.
    const keepAlive = setInterval(
      () => {
        if (Date.now() - lastRenewal >= this.leaseMs / 3) renew().catch(() => {});
      },
      Math.max(this.leaseMs / 3, 10),
    );

    let result: JobResult;
    try {
      result = await run({ job: runningJob(job), heartbeat, signal: this.stopping.signal });
    } catch (error) {
      clearInterval(keepAlive);
      if (error instanceof LeaseLostError || leaseLost) {
        this.log.warn(details, 'job lease lost: another runner took it over');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      await failJob(db, job, message, this.retryDelayMs(job.attempts));
      this.log.warn({ ...details, err: error }, 'job attempt failed');
      return;
    }
    clearInterval(keepAlive);
    if (leaseLost) {
      this.log.warn(details, 'job lease lost: another runner took it over');
    } else if (result && 'yield' in result) {
      await releaseJob(db, job);
      this.log.info(details, 'job released: the runner is stopping');
    } else {
      await finishJob(db, job, result?.runAgainAt ?? null);
      this.log.info(details, result?.runAgainAt ? 'job continues later' : 'job done');
    }
  }
}
