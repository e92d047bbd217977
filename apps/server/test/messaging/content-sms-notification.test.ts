import {
  ContentMessages,
  ContentStatus,
  GlobalModule,
  SMS_TEXT_MAX,
  SmsPriority,
  notificationEndpoints,
  smsEndpoints,
  userFilterEndpoints,
  type ContentItem,
  type ReachCount,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import {
  callerAs,
  bodyOf,
  clearContent,
  firstError,
  jobOf,
  minutesFromNow,
  type Call,
} from './content-test-kit.ts';

// What only SMS and notifications have: the DLT template id that sending and scheduling an SMS
// need, the priority and the segment count; a notification's reach by push.

let t: TestApp;
let admin: SignedIn;
let zonal: SignedIn;
let call: Call;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  zonal = await t.signIn('zonal');
  call = callerAs(t, () => admin);
  await clearContent(t);
});
afterAll(() => t?.close());

type Sms = ContentItem & {
  priority: number;
  dlt_template_id: string | null;
  segments_per_message: number;
};
const { Active, Scheduled, Draft } = ContentStatus;
const withoutDlt = (overrides: Record<string, unknown> = {}) =>
  bodyOf('sms', { dlt_template_id: undefined, ...overrides });

describe('SMS and the DLT template id', () => {
  it('refuses to send or schedule without one; a draft may wait for it', async () => {
    for (const overrides of [
      { status: Active },
      { status: Scheduled, scheduled_at: minutesFromNow(30) },
      { status: Active, dlt_template_id: null },
    ]) {
      const response = await call(smsEndpoints.create, { body: withoutDlt(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(firstError(response)).toBe(ContentMessages.dltTemplateRequired);
    }
    const draft = await call(smsEndpoints.create, { body: withoutDlt() });
    expect(draft.statusCode).toBe(201);
    expect(draft.json<Sms>().dlt_template_id).toBeNull();
  });

  it('takes only a 19-digit id', async () => {
    for (const id of ['123', '11071612345678901234', '110716123456789012x']) {
      const response = await call(smsEndpoints.create, {
        body: bodyOf('sms', { dlt_template_id: id }),
      });
      expect(response.statusCode, id).toBe(422);
      expect(firstError(response)).toBe(ContentMessages.dltTemplateFormat);
    }
  });

  it('refuses the status call to send or schedule a draft stored without one', async () => {
    const draft = (await call(smsEndpoints.create, { body: withoutDlt() })).json<Sms>();
    for (const change of [
      { status: Active },
      { status: Scheduled, scheduled_at: minutesFromNow(30) },
    ]) {
      const response = await call(smsEndpoints.status, { params: { id: draft.id }, body: change });
      expect(response.statusCode).toBe(422);
      expect(firstError(response)).toBe(ContentMessages.dltTemplateRequired);
    }
    expect(await jobOf(t, 'sms', draft.id)).toBeUndefined();
    // Edited with the id, it is sent.
    const sent = await call(smsEndpoints.update, {
      params: { id: draft.id },
      body: bodyOf('sms', { status: Active }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Sms>()).toMatchObject({
      status: Active,
      dlt_template_id: '1107161234567890123',
    });
  });

  it('sends a draft stored with one through the status call', async () => {
    const draft = (await call(smsEndpoints.create, { body: bodyOf('sms') })).json<Sms>();
    const response = await call(smsEndpoints.status, {
      params: { id: draft.id },
      body: { status: Active },
    });
    expect(response.statusCode).toBe(200);
    expect(await jobOf(t, 'sms', draft.id)).toMatchObject({ status: 'queued' });
  });

  it('takes a priority (High 1, Medium 2, Normal 3), Normal when absent', async () => {
    const normal = await call(smsEndpoints.create, {
      body: bodyOf('sms', { priority: undefined }),
    });
    expect(normal.json<Sms>().priority).toBe(SmsPriority.Normal);
    const medium = await call(smsEndpoints.create, { body: bodyOf('sms', { priority: 2 }) });
    expect(medium.json<Sms>().priority).toBe(SmsPriority.Medium);
    const wrong = await call(smsEndpoints.create, { body: bodyOf('sms', { priority: 4 }) });
    expect(wrong.statusCode).toBe(422);
    expect(firstError(wrong)).toBe('Priority is High 1, Medium 2 or Normal 3.');
  });

  it('counts segments (160 GSM-7, 153 per part when longer) up to the longest SMS', async () => {
    const segments = async (description: string) => {
      const response = await call(smsEndpoints.create, { body: bodyOf('sms', { description }) });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Sms>().segments_per_message;
    };
    expect(await segments('a'.repeat(160))).toBe(1);
    expect(await segments('a'.repeat(161))).toBe(2);
    expect(await segments('a'.repeat(SMS_TEXT_MAX))).toBe(10);
    expect(await segments('ए'.repeat(71))).toBe(2);
    const tooLong = await call(smsEndpoints.create, {
      body: bodyOf('sms', { description: 'a'.repeat(SMS_TEXT_MAX + 1) }),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(firstError(tooLong)).toBe(`An SMS must be at most ${SMS_TEXT_MAX} characters.`);
  });
});

describe('POST /notification/reach', () => {
  const reach = (body: Record<string, unknown>, who = admin, query = {}) =>
    call(notificationEndpoints.reach, { query, body }, who);
  const userFilter = async (body: Record<string, unknown>, who = admin) => {
    const response = await call(
      userFilterEndpoints.reachCount,
      { query: { global_module_id: GlobalModule.push_notification }, body },
      who,
    );
    return response.answer();
  };

  it('counts the recipients a push reaches: those with the audience’s app', async () => {
    const audience = { user_type: 'student', target_method: 'all' };
    const response = await reach({ ...audience, applications: [2] });
    expect(response.statusCode, response.body).toBe(200);
    const count = response.json<ReachCount>();
    const all = await userFilter(audience);
    expect(count).toEqual({ ...all, count: all.with_app });
    expect(count.count).toBeGreaterThan(0);
    expect(count.count).toBeLessThan(all.count);
  });

  it('reaches nobody when the audience’s app is not among the applications', async () => {
    const parents = await reach({ user_type: 'student', target_method: 'all', applications: [3] });
    expect(parents.json<ReachCount>().count).toBe(0);
    const staffAudience = { user_type: 'staff', target_method: 'all' };
    const staff = await reach({ ...staffAudience, applications: [3], platforms: [1] });
    expect(staff.json<ReachCount>().count).toBe((await userFilter(staffAudience)).with_app);
    const staffByParentApp = await reach({ ...staffAudience, applications: [1, 2] });
    expect(staffByParentApp.json<ReachCount>().count).toBe(0);
  });

  it('stays within the caller’s notification scope', async () => {
    const audience = { user_type: 'student', target_method: 'all' };
    const mine = (await reach({ ...audience, applications: [2] }, zonal)).json<ReachCount>();
    const everyone = (await reach({ ...audience, applications: [2] })).json<ReachCount>();
    expect(mine.count).toBe((await userFilter(audience, zonal)).with_app);
    expect(mine.count).toBeLessThan(everyone.count);
    const lastYear = await reach({ ...audience, applications: [2] }, zonal, {
      academic_year_id: 19,
    });
    expect(lastYear.statusCode).toBe(200);
  });

  it('needs applications and platforms when given, from their lists', async () => {
    const audience = { user_type: 'student', target_method: 'all' };
    expect(firstError(await reach({ ...audience, applications: [] }))).toBe(
      ContentMessages.applicationsRequired,
    );
    expect(firstError(await reach({ ...audience, applications: [2], platforms: [] }))).toBe(
      ContentMessages.platformsRequired,
    );
    expect((await reach(audience)).statusCode).toBe(422);
    expect((await reach({ ...audience, applications: [4] })).statusCode).toBe(422);
    expect((await reach({ ...audience, applications: [2], platforms: [4] })).statusCode).toBe(422);
  });
});

describe('a draft SMS moves like any other item', () => {
  it('Draft → Draft through the status call is refused as already there', async () => {
    const draft = (await call(smsEndpoints.create, { body: bodyOf('sms') })).json<Sms>();
    const response = await call(smsEndpoints.status, {
      params: { id: draft.id },
      body: { status: Draft },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      ContentMessages.alreadyInStatus('Draft'),
    );
  });
});
