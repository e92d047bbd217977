import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../src/platform/core/jobs/job-runner.ts';
import {
  recurringHandler,
  scheduleRecurringJobs,
  type RecurringJob,
} from '../../src/platform/core/jobs/recurring-jobs.ts';
import { RETENTION_JOB, retentionJob } from '../../src/platform/engines/delivery/retention.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A runner for just these recurring jobs, with the given clock. */
const runnerFor = (jobs: RecurringJob[], now: () => Date, workerId: string) =>
  new JobRunner({
    db: t.db,
    workerId,
    pollMs: 10,
    leaseMs: 30_000,
    handlers: jobs.map((job) => recurringHandler(job, now)),
  });

const jobRow = async (kind: string) =>
  (
    await t.db.execute<{ status: string; run_at: string; n: number }>(sql`
      SELECT status, to_char(run_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS run_at,
        count(*) OVER ()::int AS n
      FROM jobs WHERE kind = ${kind}`)
  ).rows;

describe('recurring jobs', () => {
  it('run once per tick however many processes schedule and poll them', async () => {
    let runs = 0;
    const job: RecurringJob = {
      kind: 'test.tick',
      cron: '0 * * * *',
      run: async () => void runs++,
    };
    // Two processes start at 09:10 and both schedule it: one queue row, due at 10:00. The
    // runners' clock is years ahead of the database's: the next tick they queue is never due
    // while the test runs (a clock in the past made it due at once, and the runners ran it
    // again and again).
    const started = new Date('2099-11-24T09:10:00Z');
    await Promise.all([
      scheduleRecurringJobs(t.db, [job], started),
      scheduleRecurringJobs(t.db, [job], started),
    ]);
    expect(await jobRow('test.tick')).toEqual([
      { status: 'queued', run_at: '2099-11-24T10:00', n: 1 },
    ]);

    // Make it due, then let both runners compete: one runs it, the next tick is queued.
    await t.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 minute' WHERE kind = 'test.tick'`,
    );
    const clock = () => new Date('2099-11-24T10:00:05Z');
    const a = runnerFor([job], clock, 'a');
    const b = runnerFor([job], clock, 'b');
    const ran = await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow('test.tick')).toEqual([
      { status: 'queued', run_at: '2099-11-24T11:00', n: 1 },
    ]);
  });
});

describe('retention', () => {
  it('removes outbox rows and finished deliveries older than the age, keeping the rest', async () => {
    await t.db.execute(sql`
      INSERT INTO sms_outbox (mobile, body, purpose, status, driver, created_at) VALUES
        ('9000011111', 'old', 'test', 'sent', 'outbox', now() - interval '100 days'),
        ('9000011111', 'young', 'test', 'sent', 'outbox', now() - interval '10 days')`);
    await t.db.execute(sql`
      INSERT INTO push_outbox (target, title, body, purpose, status, driver, created_at) VALUES
        ('token-old', 'old', 'old', 'test', 'sent', 'outbox', now() - interval '100 days'),
        ('token-young', 'young', 'young', 'test', 'sent', 'outbox', now())`);
    await t.db.execute(sql`
      INSERT INTO content_deliveries
        (module, item_id, recipient_key, user_type, has_app, channel, status, sent_at) VALUES
        ('sms', 999001, 'old-sent', 'student', false, 'sms', 1, now() - interval '100 days'),
        ('sms', 999001, 'young-sent', 'student', false, 'sms', 1, now() - interval '1 day'),
        ('sms', 999001, 'old-pending', 'student', false, 'sms', 0, now() - interval '100 days')`);

    let beats = 0;
    const job = retentionJob(t.db, { days: 90, cron: '30 2 * * *' });
    expect(job.kind).toBe(RETENTION_JOB);
    await job.run({
      job: {} as never,
      signal: new AbortController().signal,
      heartbeat: async () => void beats++,
    });

    const left = async (query: ReturnType<typeof sql>) =>
      (await t.db.execute<{ v: string }>(query)).rows.map((row) => row.v).sort();
    expect(await left(sql`SELECT body AS v FROM sms_outbox WHERE purpose = 'test'`)).toEqual([
      'young',
    ]);
    expect(await left(sql`SELECT title AS v FROM push_outbox WHERE purpose = 'test'`)).toEqual([
      'young',
    ]);
    expect(
      await left(sql`SELECT recipient_key AS v FROM content_deliveries WHERE item_id = 999001`),
    ).toEqual(['old-pending', 'young-sent']);
    expect(beats).toBeGreaterThanOrEqual(3);
  });
});
