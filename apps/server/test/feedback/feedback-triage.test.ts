import {
  Application,
  FEEDBACK_EXPORT_FILE,
  FEEDBACK_STATUS_MACHINE,
  FeedbackMessages,
  FeedbackStatus,
  FeedbackType,
  Platform,
  feedbackEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import { branchElsewhere, insertFeedback, userOf } from './feedback-kit.ts';

// GET/PUT/DELETE /feedback (issue 15 "Feedback records"): every filter, the export, the status
// machine and its refusals, the scope (another branch's record is 404), and the apps' submission.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let staff: SignedIn;
let principalUser: { id: number; branchId: number };
let staffUser: { id: number; branchId: number };
let elsewhere: number;

beforeAll(async () => {
  t = await startTestApp();
  [admin, principal, staff] = await Promise.all([
    t.signIn('superuser'),
    t.signIn('principal'),
    t.signIn('staff'),
  ]);
  principalUser = await userOf(t, 'principal');
  staffUser = await userOf(t, 'staff');
  elsewhere = await branchElsewhere(t);
});
afterAll(() => t?.close());

type Query = Record<string, QueryValue>;

const list = (query: Query, who?: SignedIn) => callApi(t, endpoints.list, { query }, who);
const detail = (id: number, who: SignedIn) => callApi(t, endpoints.detail, { params: { id } }, who);
const put = (id: number, body: object, who: SignedIn = admin) =>
  callApi(t, endpoints.update, { params: { id }, body }, who);
const remove = (id: number, who: SignedIn) => callApi(t, endpoints.remove, { params: { id } }, who);
const send = (who: SignedIn, body: object) => callApi(t, endpoints.send, { body }, who);

async function listed(query: Query, who: SignedIn = admin) {
  const response = await list({ limit: 500, ...query }, who);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.answer();
  return {
    rows,
    ids: rows.map((row) => row.id).sort((a, b) => a - b),
    total: response.headers['x-total-count'],
  };
}

describe('GET /feedback filters', () => {
  const marker = 'filter-check';
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const base = { marker, userId: principalUser.id, branchId: principalUser.branchId };
    ids.plain = await insertFeedback(t, { ...base, createdAt: '2026-03-01T10:00:00Z' });
    ids.resolved = await insertFeedback(t, {
      ...base,
      status: FeedbackStatus.Resolved,
      createdAt: '2026-03-05T10:00:00Z',
    });
    ids.hidden = await insertFeedback(t, { ...base, status: FeedbackStatus.Hidden });
    ids.parentIos = await insertFeedback(t, {
      ...base,
      application: Application.ParentMobileApp,
      platform: Platform.iOS,
      type: FeedbackType.Praise,
      createdAt: '2026-03-10T23:30:00Z',
      deviceId: 'iphone-filter-77',
    });
    ids.staffBranch = await insertFeedback(t, {
      ...base,
      userId: staffUser.id,
      branchId: staffUser.branchId,
      application: Application.StaffMobileApp,
      platform: Platform.Android,
    });
  });
  const expectIds = async (query: Query, names: string[]) => {
    const { ids: found, total } = await listed({ search: marker, ...query });
    expect(found).toEqual(names.map((name) => ids[name]!).sort((a, b) => a - b));
    expect(total).toBe(String(names.length));
  };

  it('leaves Hidden records out unless status=0 asks for them', async () => {
    await expectIds({}, ['plain', 'resolved', 'parentIos', 'staffBranch']);
    await expectIds({ status: 0 }, ['hidden']);
  });
  it('filters by status, application, platform and type', async () => {
    await expectIds({ status: FeedbackStatus.Resolved }, ['resolved']);
    await expectIds({ application: Application.ParentMobileApp }, ['parentIos']);
    await expectIds({ platform: Platform.Android }, ['staffBranch']);
    await expectIds({ type: FeedbackType.Praise }, ['parentIos']);
  });
  it('filters by inclusive calendar days of sending', async () => {
    await expectIds({ from_date: '2026-03-05', to_date: '2026-03-10' }, ['resolved', 'parentIos']);
    await expectIds({ to_date: '2026-03-01' }, ['plain']);
  });
  it('filters by branch and searches the device id and the sender’s name', async () => {
    await expectIds({ branch_ids: staffUser.branchId }, ['staffBranch']);
    const byDevice = await listed({ search: 'IPHONE-FILTER-77' });
    expect(byDevice.ids).toEqual([ids.parentIos]);
    const sender = await t.db.execute<{ name: string }>(
      sql`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ${staffUser.id}`,
    );
    const byName = await listed({ search: sender.rows[0]!.name });
    expect(byName.ids).toContain(ids.staffBranch);
    expect(byName.rows.every((row) => row.submitted_by === sender.rows[0]!.name)).toBe(true);
  });
  it('refuses unknown codes with the words of the contract', async () => {
    const response = await list({ platform: 9 }, admin);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Platform is Web 1, Android 2 or iOS 3.');
  });
  it('exports the filtered records as feedback.csv', async () => {
    const response = await list({ export: true, search: marker }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(FEEDBACK_EXPORT_FILE);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    expect(lines.join('\n')).toContain('Parent Mobile App');
    expect(lines.join('\n')).toContain('iOS');
  });
});

describe('scope and permission', () => {
  let mine: number;
  let theirs: number;
  beforeAll(async () => {
    mine = await insertFeedback(t, {
      marker: 'scope-check',
      userId: principalUser.id,
      branchId: principalUser.branchId,
    });
    theirs = await insertFeedback(t, {
      marker: 'scope-check',
      userId: principalUser.id,
      branchId: elsewhere,
    });
  });

  it('lists and answers only the records of the caller’s branches; superusers see all', async () => {
    expect((await listed({ search: 'scope-check' }, principal)).ids).toEqual([mine]);
    expect((await listed({ search: 'scope-check' }, admin)).ids).toEqual(
      [mine, theirs].sort((a, b) => a - b),
    );
    expect((await detail(mine, principal)).statusCode).toBe(200);
    expect((await detail(theirs, principal)).statusCode).toBe(404);
    expect((await put(theirs, { status: FeedbackStatus.Resolved }, principal)).statusCode).toBe(
      404,
    );
    const removal = await remove(theirs, principal);
    expect(removal.statusCode).toBe(404);
    expect((await detail(theirs, admin)).statusCode).toBe(200);
  });

  it('needs the feedback permission', async () => {
    const restore = sql`UPDATE users SET permissions = ${sql.param(['announcement_read', 'gatepass_read', 'feedback', 'eventsgallery_read'])}::text[] WHERE username = 'staff'`;
    await t.db.execute(
      sql`UPDATE users SET permissions = ARRAY['gatepass_read'] WHERE username = 'staff'`,
    );
    try {
      expect((await list({}, staff)).statusCode).toBe(403);
      expect((await detail(mine, staff)).statusCode).toBe(403);
      expect((await put(mine, { status: FeedbackStatus.Resolved }, staff)).statusCode).toBe(403);
    } finally {
      await t.db.execute(restore);
    }
    expect((await list({})).statusCode).toBe(401);
  });
});

describe(routeOf(endpoints.update), () => {
  const fresh = () =>
    insertFeedback(t, {
      marker: 'status-check',
      userId: principalUser.id,
      branchId: principalUser.branchId,
    });

  it('resolves a record with a note, naming who and when', async () => {
    const id = await fresh();
    const response = await put(
      id,
      { status: FeedbackStatus.Resolved, resolution_note: ' Fixed in 1.0.5 ' },
      principal,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { message, feedback } = response.answer();
    expect(message).toBe(FeedbackMessages.updated);
    expect(feedback).toMatchObject({
      status: FeedbackStatus.Resolved,
      resolution_note: 'Fixed in 1.0.5',
    });
    expect(feedback.status_changed_by).toBeTruthy();
    expect(feedback.status_changed_at).not.toBeNull();
    const stored = (await detail(id, principal)).answer();
    expect(stored.status).toBe(FeedbackStatus.Resolved);
  });

  it('allows every move of the machine and refuses every other with 409 and its reason', async () => {
    for (const from of FEEDBACK_STATUS_MACHINE.statuses.codes) {
      for (const to of FEEDBACK_STATUS_MACHINE.statuses.codes) {
        const id = await fresh();
        await t.db.execute(sql`UPDATE help_feedback SET status = ${from} WHERE id = ${id}`);
        const response = await put(id, { status: to });
        const refusal = FEEDBACK_STATUS_MACHINE.refusal(from, to);
        if (refusal === null) {
          expect(response.statusCode, `${from} → ${to}`).toBe(200);
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(409);
          expect((response.json() as { message: string }).message).toBe(refusal);
        }
      }
    }
  });

  it('refuses to jump from one verdict to another, and a repeat', async () => {
    const id = await fresh();
    expect((await put(id, { status: FeedbackStatus.Invalid })).statusCode).toBe(200);
    const jump = await put(id, { status: FeedbackStatus.Resolved });
    expect(jump.statusCode).toBe(409);
    expect(jump.body).toContain('reopen it (Created) before marking it Resolved');
    const repeat = await put(id, { status: FeedbackStatus.Invalid });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.body).toContain('This feedback is already Invalid.');
    expect((await put(id, { status: 7 })).statusCode).toBe(422);
  });
});

describe(routeOf(endpoints.remove), () => {
  it('deletes the record; a second delete is 404', async () => {
    const id = await insertFeedback(t, {
      marker: 'delete-check',
      userId: principalUser.id,
      branchId: principalUser.branchId,
    });
    const first = await remove(id, principal);
    expect(first.statusCode, first.body).toBe(200);
    expect((await detail(id, admin)).statusCode).toBe(404);
    const second = await remove(id, principal);
    expect(second.statusCode).toBe(404);
  });
});

describe('POST /feedback from an app', () => {
  it('keeps the application, platform, type, app version, agent and device, in the sender’s branch', async () => {
    const response = await send(staff, {
      message: 'app-submission-check: attendance does not sync',
      application: Application.StaffMobileApp,
      platform: Platform.Android,
      feedback_type: FeedbackType.Bug,
      app_version: '1.0.5',
      user_agent: 'okhttp/4.12.0 (Android 14)',
      device_id: 'android-4f2a',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.answer();
    const row = (await detail(id, admin)).answer();
    expect(row).toMatchObject({
      application: Application.StaffMobileApp,
      platform: Platform.Android,
      feedback_type: FeedbackType.Bug,
      app_version: '1.0.5',
      user_agent: 'okhttp/4.12.0 (Android 14)',
      device_id: 'android-4f2a',
      status: FeedbackStatus.Created,
      branch_id: staffUser.branchId,
      user_id: staffUser.id,
    });
  });

  it('reads the console’s submission as Admin on the Web', async () => {
    const response = await send(principal, {
      message: 'console-check',
      app_version: '1.0.0',
      user_agent: 'Mozilla/5.0',
      device_id: 'web-1',
    });
    const { id } = response.answer();
    const row = (await detail(id, principal)).answer();
    expect(row).toMatchObject({
      application: Application.Admin,
      platform: Platform.Web,
      branch_id: principalUser.branchId,
    });
  });

  it('refuses an application or platform that is not a code', async () => {
    const response = await send(staff, {
      message: 'x',
      app_version: '1',
      user_agent: 'a',
      device_id: 'd',
      platform: 4,
    });
    expect(response.statusCode).toBe(422);
  });
});
