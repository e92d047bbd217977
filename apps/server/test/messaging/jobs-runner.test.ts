import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { scheduleContentDelivery } from '../../src/platform/engines/delivery/delivery-queue.ts';
import {
  handleJob,
  type JobContext,
  type JobHandler,
} from '../../src/platform/core/jobs/job-handler.ts';
import { defineJob } from '../../src/platform/core/jobs/job-kind.ts';
import { JobRunner, LeaseLostError } from '../../src/platform/core/jobs/job-runner.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { secondPool } from '../support/delivery-kit.ts';

// The job runner on the real database: which jobs are due, leases and their takeover, retries
// with backoff until failed, re-runs of a job enqueued again while it ran, stopping, and two
// runners on separate pools sharing one queue without ever running a job twice at once.

let t: TestApp;
let other: Database;

beforeAll(async () => {
  t = await startTestApp();
  other = await secondPool(t.database);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM jobs`);
});

type JobRow = {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  locked_by: string | null;
  finished_at: Date | null;
  revision: number;
  run_in_s: number;
};

async function addJob(
  kind: string,
  options: { key?: string; runInSeconds?: number; maxAttempts?: number; payload?: object } = {},
): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`
    INSERT INTO jobs (kind, key, payload, run_at, max_attempts)
    VALUES (${kind}, ${options.key ?? null}, ${JSON.stringify(options.payload ?? {})}::jsonb,
            now() + make_interval(secs => ${options.runInSeconds ?? -1}), ${options.maxAttempts ?? 5})
    RETURNING id`);
  return result.rows[0]!.id;
}

async function jobRow(id: number): Promise<JobRow> {
  const result = await t.db.execute<JobRow>(sql`
    SELECT id, status, attempts, last_error, locked_by, finished_at, revision,
           extract(epoch FROM run_at - now())::float8 AS run_in_s
    FROM jobs WHERE id = ${id}`);
  return result.rows[0]!;
}

/** These tests' handlers read no payload: any object will do. */
const anyPayload = z.object({});

function runner(
  handlers: Record<string, JobHandler<unknown>>,
  options: { db?: Db; leaseMs?: number; retryDelayMs?: number; workerId?: string } = {},
) {
  return new JobRunner({
    db: options.db ?? t.db,
    handlers: Object.entries(handlers).map(([kind, handler]) =>
      handleJob(defineJob(kind, anyPayload), handler),
    ),
    pollMs: 20,
    leaseMs: options.leaseMs ?? 10_000,
    retryDelayMs: () => options.retryDelayMs ?? 0,
    ...(options.workerId ? { workerId: options.workerId } : {}),
  });
}

describe('job runner', () => {
  it('runs due jobs and leaves jobs due later alone', async () => {
    const ran: number[] = [];
    const due = await addJob('test.echo');
    const later = await addJob('test.echo', { runInSeconds: 3600 });
    const unknownKind = await addJob('test.unknown');
    const jobs = runner({ 'test.echo': async ({ job }) => void ran.push(job.id) });
    expect(await jobs.runUntilIdle()).toBe(1);
    expect(ran).toEqual([due]);
    expect(await jobRow(due)).toMatchObject({ status: 'done', attempts: 1, locked_by: null });
    expect((await jobRow(due)).finished_at).not.toBeNull();
    expect(await jobRow(later)).toMatchObject({ status: 'queued', attempts: 0 });
    // A kind this runner has no handler for is not claimed (another process may know it).
    expect(await jobRow(unknownKind)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('takes over a running job only once its lease has expired', async () => {
    const id = await addJob('test.echo');
    await t.db.execute(sql`
      UPDATE jobs SET status = 'running', attempts = 1, locked_by = 'dead-worker#1',
                      locked_until = now() + interval '1 hour' WHERE id = ${id}`);
    const ran: number[] = [];
    const jobs = runner({ 'test.echo': async ({ job }) => void ran.push(job.attempts) });
    expect(await jobs.runUntilIdle()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'running', locked_by: 'dead-worker#1' });

    await t.db.execute(
      sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = ${id}`,
    );
    expect(await jobs.runUntilIdle()).toBe(1);
    // The dead runner's attempt counts: this was the second.
    expect(ran).toEqual([2]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
  });

  it('retries a failing job with backoff and marks it failed after its attempts', async () => {
    const id = await addJob('test.fail', { maxAttempts: 3 });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error(`vendor down (call ${calls})`);
    };
    // With a backoff the job waits: one attempt, then queued a minute ahead with the error.
    const patient = runner({ 'test.fail': failing }, { retryDelayMs: 60_000 });
    expect(await patient.runUntilIdle()).toBe(1);
    const waiting = await jobRow(id);
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'vendor down (call 1)',
    });
    expect(waiting.run_in_s).toBeGreaterThan(50);

    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${id}`);
    const eager = runner({ 'test.fail': failing });
    expect(await eager.runUntilIdle()).toBe(2);
    const failed = await jobRow(id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'vendor down (call 3)',
    });
    expect(failed.finished_at).not.toBeNull();
    expect(await eager.runUntilIdle()).toBe(0);
  });

  it('gives up on a job whose runners keep dying without running it again', async () => {
    const id = await addJob('test.echo', { maxAttempts: 2 });
    await t.db.execute(sql`
      UPDATE jobs SET status = 'running', attempts = 2, locked_by = 'dead#9',
                      locked_until = now() - interval '1 second' WHERE id = ${id}`);
    let calls = 0;
    const jobs = runner({ 'test.echo': async () => void (calls += 1) });
    expect(await jobs.runUntilIdle()).toBe(1);
    expect(calls).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('runs a job again when it was enqueued again while running', async () => {
    const revisions: number[] = [];
    const jobs = runner({
      'content.deliver': async ({ job }) => {
        revisions.push(job.revision);
        // The item is sent again (e.g. recalled and re-sent) while its delivery runs.
        if (revisions.length === 1) await scheduleContentDelivery(t.db, 'announcement', 77, 'now');
      },
    });
    await scheduleContentDelivery(t.db, 'announcement', 77, 'now');
    expect(await jobs.runUntilIdle()).toBe(2);
    expect(revisions).toEqual([0, 1]);
    const [row] = (await t.db.execute<JobRow>(sql`SELECT status, revision FROM jobs`)).rows;
    expect(row).toMatchObject({ status: 'done', revision: 1 });
  });

  it('queues a job again at the time its handler asks for', async () => {
    const id = await addJob('test.later');
    const jobs = runner({
      'test.later': async () => ({ runAgainAt: new Date(Date.now() + 120_000) }),
    });
    expect(await jobs.runUntilIdle()).toBe(1);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, finished_at: null });
    expect(row.run_in_s).toBeGreaterThan(100);
  });

  it('stops after the handler yields, putting the job back for the next runner', async () => {
    const id = await addJob('test.long');
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let sawStop = false;
    const jobs = runner({
      'test.long': async ({ signal }) => {
        started();
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        sawStop = true;
        return { yield: true };
      },
    });
    jobs.start();
    await running;
    await jobs.stop();
    expect(sawStop).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
  });

  it('keeps a runner that lost its lease from touching the job again', async () => {
    const id = await addJob('test.slow');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const claimedByFirst = new Promise<void>((resolve) => (claimed = resolve));
    let firstHeartbeat: unknown;
    const first = runner(
      {
        'test.slow': async (context: JobContext) => {
          claimed();
          await gate;
          firstHeartbeat = await context.heartbeat().catch((error: unknown) => error);
        },
      },
      { workerId: 'first' },
    );
    const second = runner({ 'test.slow': async () => {} }, { db: other.db, workerId: 'second' });
    const firstRun = first.runUntilIdle();
    await claimedByFirst;
    // The first runner stalls past its lease (as a frozen process would): the second takes over.
    await t.db.execute(
      sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = ${id}`,
    );
    expect(await second.runUntilIdle()).toBe(1);
    release();
    await firstRun;
    expect(firstHeartbeat).toBeInstanceOf(LeaseLostError);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'done', attempts: 2, last_error: null });
  });

  it('never runs one job in two runners at once (two pools, racing)', async () => {
    const count = 24;
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push(await addJob('test.race', { key: `race:${i}` }));
    const active = new Map<number, number>();
    const runs: { id: number; worker: string }[] = [];
    let overlaps = 0;
    const handler =
      (worker: string): JobHandler<unknown> =>
      async ({ job, heartbeat }) => {
        const now = (active.get(job.id) ?? 0) + 1;
        active.set(job.id, now);
        if (now > 1) overlaps += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        await heartbeat();
        active.set(job.id, (active.get(job.id) ?? 1) - 1);
        runs.push({ id: job.id, worker });
      };
    const a = runner({ 'test.race': handler('a') }, { workerId: 'a' });
    const b = runner({ 'test.race': handler('b') }, { db: other.db, workerId: 'b' });
    const [ranA, ranB] = await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    expect(overlaps).toBe(0);
    expect(ranA + ranB).toBe(count);
    expect(runs.map((run) => run.id).sort((x, y) => x - y)).toEqual(ids);
    const done = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE status = 'done' AND attempts = 1`,
    );
    expect(done.rows[0]!.n).toBe(count);
  });
});

describe('job settings', () => {
  it('runs jobs by default, polling every second with a one-minute lease, 500 per batch', () => {
    const config = loadConfig({});
    expect(config.jobs).toEqual({ enabled: true, pollMs: 1000, leaseSeconds: 60, concurrency: 2 });
    expect(config.delivery.batchSize).toBe(500);
    expect(config.push.driver).toBe('outbox');
    expect(config.push.fcm.apiUrl).toBe('https://fcm.googleapis.com');
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobs.enabled).toBe(false);
    expect(() => loadConfig({ DELIVERY_BATCH_SIZE: '0' })).toThrow(/DELIVERY_BATCH_SIZE/);
    expect(() => loadConfig({ PUSH_DRIVER: 'apns' })).toThrow(/PUSH_DRIVER/);
  });
});
