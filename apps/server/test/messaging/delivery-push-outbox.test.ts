import {
  ContentStatus,
  Messages,
  PUSH_OUTBOX_EXPORT_FILE,
  pushOutboxEndpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import {
  branchesWithStudents,
  recordingChannels,
  sendItem,
  studentRecipientKeys,
  testRunner,
  userIdOf,
} from '../support/delivery-kit.ts';

// GET /push_outbox: what the push drivers sent, for superusers, filled by a real delivery.

let t: TestApp;
let admin: SignedIn;
let itemId: number;
let reached: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  const [branch] = await branchesWithStudents(t.db);
  itemId = await sendItem(t.db, 'announcement', {
    status: ContentStatus.Active,
    targeting: { user_type: 'student', target_method: 'branch', branch_ids: [branch!] },
    branchIds: [branch!],
    createdBy: await userIdOf(t.db, 'admin'),
    title: 'Science fair',
    description: 'Projects are due on the 12th.',
  });
  await testRunner(t.db, recordingChannels(t.db)).runUntilIdle();
  reached = (await studentRecipientKeys(t.db, [branch!])).withApp.size;
  // Older rows from elsewhere: a failed push on 1 June 2025, and one of another item.
  await t.db.execute(sql`
    INSERT INTO push_outbox (target, title, body, purpose, status, driver, created_at)
    VALUES ('parent_9000000001', 'Old', 'Old news', 'wellness:3', 'failed: 404 UNREGISTERED',
            'fcm', '2025-06-01T10:00:00Z'),
           ('staff_9000000003', 'Other', 'Other news', 'notification:8', 'sent', 'outbox',
            '2025-06-02T10:00:00Z')`);
});
afterAll(() => t?.close());

const get = (query: Record<string, QueryValue>, who: SignedIn = admin) =>
  callApi(t, pushOutboxEndpoints.list, { query }, who);

describe(routeOf(pushOutboxEndpoints.list), () => {
  it('lists what a delivery sent, newest first, with who, what, when and status', async () => {
    const response = await get({ purpose: `announcement:${itemId}`, limit: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(reached));
    const rows = response.json<Record<string, unknown>[]>();
    expect(rows).toHaveLength(Math.min(5, reached));
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      target: expect.stringMatching(/^parent_\d{10}$/),
      title: 'Science fair',
      body: 'Projects are due on the 12th.',
      purpose: `announcement:${itemId}`,
      status: 'sent',
      driver: 'outbox',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('filters by status, dates and id, and checks its query', async () => {
    const failed = await get({ status: 'failed: 404 UNREGISTERED' });
    expect(failed.json<{ purpose: string }[]>().map((row) => row.purpose)).toEqual(['wellness:3']);
    const day = await get({ from_date: '2025-06-02', to_date: '2025-06-02' });
    expect(day.json<{ purpose: string }[]>().map((row) => row.purpose)).toEqual(['notification:8']);
    const id = day.json<{ id: number }[]>()[0]!.id;
    expect((await get({ search_by_id: id })).json()).toHaveLength(1);
    const refused = await get({ from_date: '2025-06-03', to_date: '2025-06-02' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
      Messages.fromDateAfterToDate,
    );
    expect((await get({ sort: 'title' })).statusCode).toBe(422);
  });

  it('is for superusers only', async () => {
    const principal = await t.signIn('principal');
    expect((await get({}, principal)).statusCode).toBe(403);
    expect((await callApi(t, pushOutboxEndpoints.list, {})).statusCode).toBe(401);
  });

  it('exports the filtered rows as push-outbox.csv', async () => {
    const response = await get({ export: true, purpose: `announcement:${itemId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="${PUSH_OUTBOX_EXPORT_FILE}"`,
    );
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe('id,target,title,body,purpose,status,driver,created_at');
    expect(lines).toHaveLength(reached + 1);
  });
});
