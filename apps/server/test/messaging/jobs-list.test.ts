import {
  BACKGROUND_JOBS_EXPORT_FILE,
  ContentStatus,
  backgroundJobEndpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import {
  branchesWithStudents,
  recordingChannels,
  sendItem,
  testRunner,
  userIdOf,
} from '../support/delivery-kit.ts';

// GET /jobs (hangfire_read): the job runner's queue for the Background jobs page.

let t: TestApp;
let admin: SignedIn;
let sentId: number;
let scheduledId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  // Only this file's jobs (the demo data may schedule some of its own).
  await t.db.execute(sql`DELETE FROM jobs`);
  const [branch] = await branchesWithStudents(t.db);
  const item = {
    targeting: {
      user_type: 'student' as const,
      target_method: 'branch' as const,
      branch_ids: [branch!],
    },
    branchIds: [branch!],
    createdBy: await userIdOf(t.db, 'admin'),
  };
  sentId = await sendItem(t.db, 'sms', { ...item, status: ContentStatus.Active });
  const tomorrow = new Date(Date.now() + 86_400_000);
  scheduledId = await sendItem(
    t.db,
    'announcement',
    { ...item, status: ContentStatus.Scheduled, scheduledAt: tomorrow },
    tomorrow,
  );
  await testRunner(t.db, recordingChannels(t.db)).runUntilIdle();
  await t.db.execute(sql`
    INSERT INTO jobs (kind, key, status, attempts, last_error, finished_at)
    VALUES ('content.deliver', 'content:wellness:9', 'failed', 5, 'gateway answered 503', now())`);
});
afterAll(() => t?.close());

type Job = { id: number; key: string; status: string; attempts: number; last_error: string | null };
const get = (query: Record<string, QueryValue>, who: SignedIn = admin) =>
  callApi(t, backgroundJobEndpoints.list, { query }, who);

describe(routeOf(backgroundJobEndpoints.list), () => {
  it('lists jobs newest first with their status, attempts and last error', async () => {
    const response = await get({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const jobs = response.json<Job[]>();
    expect(jobs.map((job) => job.key)).toEqual([
      'content:wellness:9',
      `content:announcement:${scheduledId}`,
      `content:sms:${sentId}`,
    ]);
    expect(jobs[2]).toEqual({
      id: expect.any(Number),
      kind: 'content.deliver',
      key: `content:sms:${sentId}`,
      status: 'done',
      run_at: expect.stringMatching(/Z$/),
      attempts: 1,
      last_error: null,
      created_at: expect.stringMatching(/Z$/),
      finished_at: expect.stringMatching(/Z$/),
    });
    expect(jobs[1]).toMatchObject({ status: 'queued', attempts: 0, finished_at: null });
  });

  it('filters by status, kind and id, and sorts by run time', async () => {
    const failed = await get({ status: 'failed' });
    expect(failed.json<Job[]>()).toEqual([
      expect.objectContaining({ status: 'failed', last_error: 'gateway answered 503' }),
    ]);
    expect((await get({ kind: 'content.deliver' })).headers['x-total-count']).toBe('3');
    expect((await get({ kind: 'other' })).json()).toEqual([]);
    const id = failed.json<Job[]>()[0]!.id;
    expect((await get({ search_by_id: id })).json<Job[]>().map((job) => job.id)).toEqual([id]);
    const byRunAt = (await get({ sort: 'run_at', order: 'desc' })).json<Job[]>();
    expect(byRunAt[0]!.key).toBe(`content:announcement:${scheduledId}`);
    expect((await get({ status: 'sleeping' })).statusCode).toBe(422);
  });

  it('needs hangfire_read', async () => {
    const principal = await t.signIn('principal');
    expect((await get({}, principal)).statusCode).toBe(403);
  });

  it('exports background-jobs.csv', async () => {
    const response = await get({ export: true });
    expect(response.headers['content-disposition']).toContain(
      `filename="${BACKGROUND_JOBS_EXPORT_FILE}"`,
    );
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe('id,kind,key,status,run_at,attempts,last_error,created_at,finished_at');
    expect(lines).toHaveLength(4);
  });
});
