import { backgroundJobEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { meetingNoticeJob } from '../../src/modules/meeting/meeting-notices.ts';
import { pollBuzzJob } from '../../src/modules/opinion-poll/opinion-poll-buzz.ts';
import { handleJob, type JobHandler } from '../../src/platform/core/jobs/job-handler.ts';
import {
  defineJob,
  JobPayloadRefused,
  type JobKind,
} from '../../src/platform/core/jobs/job-kind.ts';
import { enqueueJob } from '../../src/platform/core/jobs/job-queue.repo.ts';
import { JobRunner } from '../../src/platform/core/jobs/job-runner.ts';
import { contentDeliveryJob } from '../../src/platform/engines/delivery/delivery-queue.ts';
import { importCheckJob, importCommitJob } from '../../src/platform/kit/import/import-passes.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { recordingChannels, testRunner } from '../support/delivery-kit.ts';
import { callApi } from '../support/endpoint-client.ts';

// defineJob: a job kind's payload is checked by its schema before it is stored, and parsed by it
// before the kind's handler runs; a stored payload that no longer fits fails its job at once,
// saying why in last_error (the Background jobs page), and the runner goes on with the others.

const noticeJob = defineJob('test.notice', z.object({ meetingId: z.number().int() }));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM jobs`);
});

const noticeRunner = (handler: JobHandler<{ meetingId: number }>) =>
  new JobRunner({
    db: t.db,
    handlers: [handleJob(noticeJob, handler)],
    pollMs: 20,
    leaseMs: 10_000,
    retryDelayMs: () => 0,
  });

/** A job row as an older release (or a hand) wrote it, due now. */
async function storeJob(kind: string, key: string, payload: unknown): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`
    INSERT INTO jobs (kind, key, payload, run_at)
    VALUES (${kind}, ${key}, ${JSON.stringify(payload)}::jsonb, now() - interval '1 second')
    RETURNING id`);
  return result.rows[0]!.id;
}

type JobRow = {
  status: string;
  attempts: number;
  last_error: string | null;
  finished: boolean;
  payload: unknown;
};

async function jobRow(id: number): Promise<JobRow | undefined> {
  const result = await t.db.execute<JobRow>(sql`
    SELECT status, attempts, last_error, finished_at IS NOT NULL AS finished, payload
    FROM jobs WHERE id = ${id}`);
  return result.rows[0];
}

const jobIdOf = async (key: string) =>
  (await t.db.execute<{ id: number }>(sql`SELECT id FROM jobs WHERE key = ${key}`)).rows[0]?.id;

describe("a job kind's payload", () => {
  it('is refused at enqueue when it does not fit its schema, and nothing is stored', async () => {
    const wrong = { meetingId: 'twelve' } as unknown as { meetingId: number };
    const refused = enqueueJob(t.db, noticeJob, 'test.notice:1', wrong);
    await expect(refused).rejects.toBeInstanceOf(JobPayloadRefused);
    await expect(refused).rejects.toThrow(
      'The payload of this test.notice job does not fit its kind: meetingId: Invalid input: expected number, received string.',
    );
    expect(await jobIdOf('test.notice:1')).toBeUndefined();
  });

  it('is stored as given and reaches the handler parsed', async () => {
    await enqueueJob(t.db, noticeJob, 'test.notice:2', { meetingId: 12 });
    const seen: unknown[] = [];
    const jobs = noticeRunner(async ({ payload }) => void seen.push(payload));
    expect(await jobs.runUntilIdle()).toBe(1);
    expect(seen).toEqual([{ meetingId: 12 }]);
    expect(await jobRow((await jobIdOf('test.notice:2'))!)).toMatchObject({
      status: 'done',
      payload: { meetingId: 12 },
    });
  });

  it('fails its job at once, with the reason kept, when the stored one no longer fits', async () => {
    const stale = await storeJob('test.notice', 'test.notice:3', { meeting: 12 });
    const fine = await storeJob('test.notice', 'test.notice:4', { meetingId: 4 });
    const seen: number[] = [];
    const jobs = noticeRunner(async ({ payload }) => void seen.push(payload.meetingId));
    expect(await jobs.runUntilIdle()).toBe(2);
    // The handler never saw the stale payload, and the runner went on to the next job.
    expect(seen).toEqual([4]);
    expect(await jobRow(stale)).toMatchObject({
      status: 'failed',
      attempts: 1,
      finished: true,
      last_error:
        'The payload of this test.notice job does not fit its kind: meetingId: Invalid input: expected number, received undefined.',
    });
    expect(await jobRow(fine)).toMatchObject({ status: 'done', last_error: null });
    // Failed for good: another attempt would read the same payload.
    expect(await jobs.runUntilIdle()).toBe(0);
  });

  it('shows why a delivery with a stale payload failed on the Background jobs page', async () => {
    const id = await storeJob('content.deliver', 'content:sms:7', { kind: 'sms', itemId: '7' });
    expect(await testRunner(t.db, recordingChannels(t.db)).runUntilIdle()).toBe(1);
    const admin = await t.signIn('superuser');
    const response = await callApi(
      t,
      backgroundJobEndpoints.list,
      { query: { kind: 'content.deliver' } },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id,
        status: 'failed',
        attempts: 1,
        last_error:
          'The payload of this content.deliver job does not fit its kind: itemId: Invalid input: expected number, received string.',
      }),
    ]);
  });
});

describe("the product's job kinds", () => {
  // Jobs queued before the kinds had schemas must still run: their names, and payloads as the
  // code before stored them, parse to the same values.
  const storedBefore: [string, JobKind<unknown>, unknown][] = [
    ['content.deliver', contentDeliveryJob, { kind: 'announcement', itemId: 77 }],
    ['import.check', importCheckJob, { importId: 3 }],
    ['import.commit', importCommitJob, { importId: 3 }],
    [
      'opinion_poll.buzz',
      pollBuzzJob,
      { pollId: 5, round: '2026-12-01 10:15:00.123456+00', after: 9000000001 },
    ],
    ['meeting.notify', meetingNoticeJob, { meetingId: 8 }],
  ];

  it.each(storedBefore)('%s keeps its name and reads its stored payload', (kind, job, stored) => {
    expect(job.kind).toBe(kind);
    expect(job.payload.parse(stored)).toEqual(stored);
  });
});
