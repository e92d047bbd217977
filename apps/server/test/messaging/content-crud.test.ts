import {
  ContentMessages,
  ContentStatus,
  SEGMENTS,
  smsSegments,
  announcementEndpoints,
  mediaEndpoints,
  notificationEndpoints,
  smsEndpoints,
  wellnessEndpoints,
  type ContentItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { urlOf } from '../support/endpoint-client.ts';
import {
  KINDS,
  callerAs,
  bodyOf,
  clearContent,
  demoBranches,
  firstError,
  hasCategories,
  minutesFromNow,
  type Call,
  type DemoBranches,
} from './content-test-kit.ts';

// Create, read, edit and delete of the five messaging modules, the answer's shape, and the
// body's validation messages. The rules shared by all five are tested once per kind.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let call: Call;
let branches: DemoBranches;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  call = callerAs(t, () => admin);
  branches = await demoBranches(t);
  await clearContent(t);
});
afterAll(() => t?.close());

type Item = ContentItem & Record<string, unknown>;

describe.each(KINDS)('$endpoints.list.path', (kind) => {
  let id: number;

  it('creates a draft and answers the item with its audience, author and delivery figures', async () => {
    const before = Date.now();
    const response = await call(kind.endpoints.create, {
      body: bodyOf(kind.key, { segment_ids: [2, 3] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<Item>();
    id = item.id;
    expect(item).toMatchObject({
      status: ContentStatus.Draft,
      title: 'Sports day',
      description: 'Sports day is on Friday. Parents are welcome.',
      targeting: { user_type: 'student', target_method: 'all', segment_ids: [2, 3] },
      branch_ids: branches.active,
      segment_ids: [2, 3],
      segments: ['College', 'High School'],
      attachments: [],
      academic_year_id: 20,
      scheduled_at: null,
      author: { name: 'System Administrator', employee_number: null, global_employee_id: null },
      delivery: {
        channel: kind.channel,
        recipients: 0,
        delivered: 0,
        failed: 0,
        pending: 0,
        started_at: null,
        finished_at: null,
      },
    });
    expect(new Date(item.created_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    if (hasCategories(kind)) expect(item.category).toBeNull();
    if (kind.key === 'notification') {
      expect(item).toMatchObject({ platforms: [2, 3], applications: [2] });
    }
    if (kind.key === 'sms') {
      expect(item).toMatchObject({
        priority: 1,
        dlt_template_id: '1107161234567890123',
        segments_per_message: 1,
      });
    }
  });

  it('answers the same item on GET {path}/{id}', async () => {
    const response = await call(kind.endpoints.detail, { params: { id } });
    expect(response.statusCode).toBe(200);
    expect(response.json<Item>()).toMatchObject({ id, title: 'Sports day' });
  });

  it('edits a draft: the body replaces the item', async () => {
    const response = await call(kind.endpoints.update, {
      params: { id },
      body: bodyOf(kind.key, {
        title: 'Sports day moved',
        target_method: 'branch',
        branch_ids: [branches.principal],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json<Item>();
    expect(item).toMatchObject({
      id,
      title: 'Sports day moved',
      branch_ids: [branches.principal],
      segment_ids: SEGMENTS.map((segment) => segment.id),
    });
    expect(new Date(item.updated_at).getTime()).toBeGreaterThan(
      new Date(item.created_at).getTime(),
    );
  });

  it('deletes with status -1: 204, then 404 everywhere and out of the list', async () => {
    const response = await call(kind.endpoints.remove, { params: { id } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const stored = await t.db.execute<{ status: number }>(
      sql`SELECT status FROM ${sql.identifier(kind.table)} WHERE id = ${id}`,
    );
    expect(stored.rows[0]!.status).toBe(ContentStatus.Delete);
    expect((await call(kind.endpoints.detail, { params: { id } })).statusCode).toBe(404);
    expect(
      (await call(kind.endpoints.update, { params: { id }, body: bodyOf(kind.key) })).statusCode,
    ).toBe(404);
    expect((await call(kind.endpoints.remove, { params: { id } })).statusCode).toBe(404);
    expect(
      (await call(kind.endpoints.status, { params: { id }, body: { status: 1 } })).statusCode,
    ).toBe(404);
    const list = await call(kind.endpoints.list, { query: { search_by_id: id } });
    expect(list.json()).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
  });

  it('answers 404 for an id that never existed, and 422 for one that is not an id', async () => {
    expect((await call(kind.endpoints.detail, { params: { id: 987654 } })).json()).toEqual({
      message: 'Not found',
      request_id: expect.any(String),
    });
    expect((await call(kind.endpoints.detail, { params: { id: 'abc' } })).statusCode).toBe(422);
  });

  it('refuses a body without title or message with the documents’ words', async () => {
    const noTitle = await call(kind.endpoints.create, {
      body: { ...bodyOf(kind.key), title: undefined },
    });
    expect(noTitle.statusCode).toBe(422);
    expect(firstError(noTitle)).toBe(ContentMessages.titleRequired);
    const blankTitle = await call(kind.endpoints.create, {
      body: bodyOf(kind.key, { title: '   ' }),
    });
    expect(firstError(blankTitle)).toBe(ContentMessages.titleRequired);
    const noMessage = await call(kind.endpoints.create, {
      body: bodyOf(kind.key, { description: '' }),
    });
    expect(noMessage.statusCode).toBe(422);
    expect(firstError(noMessage)).toBe(ContentMessages.messageRequired);
    const unknown = await call(kind.endpoints.create, {
      body: bodyOf(kind.key, { colour: 'red' }),
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('creates only as sent, scheduled or draft', async () => {
    for (const status of [ContentStatus.Hidden, ContentStatus.Delete, 7]) {
      const response = await call(kind.endpoints.create, { body: bodyOf(kind.key, { status }) });
      expect(response.statusCode, String(status)).toBe(422);
      expect(firstError(response)).toBe(ContentMessages.createStatus);
    }
  });

  it('needs a future schedule date to schedule', async () => {
    const missing = await call(kind.endpoints.create, {
      body: bodyOf(kind.key, { status: ContentStatus.Scheduled }),
    });
    expect(missing.statusCode).toBe(422);
    expect(firstError(missing)).toBe(ContentMessages.scheduleRequired);
    const past = await call(kind.endpoints.create, {
      body: bodyOf(kind.key, { status: ContentStatus.Scheduled, scheduled_at: minutesFromNow(-1) }),
    });
    expect(past.statusCode).toBe(422);
    expect(firstError(past)).toBe(ContentMessages.scheduleInPast);
    const malformed = await call(kind.endpoints.create, {
      body: bodyOf(kind.key, { status: ContentStatus.Scheduled, scheduled_at: 'tomorrow' }),
    });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('attachments', () => {
  let own: number;
  let others: number;

  beforeAll(async () => {
    const [admin_, principal_] = await Promise.all(
      ['admin', 'principal'].map(async (username) => {
        const result = await t.db.execute<{ id: number }>(sql`
          INSERT INTO media_files (uploaded_by, file_name, stored_name, extension, content_type, size)
          SELECT id, ${`${username}.pdf`}, ${`stored-${username}.pdf`}, 'pdf', 'application/pdf', 1234
          FROM users WHERE username = ${username}
          RETURNING id`);
        return result.rows[0]!.id;
      }),
    );
    others = admin_!;
    own = principal_!;
  });

  it('attaches the author’s own files and answers them as media items, in order, once each', async () => {
    const response = await call(
      announcementEndpoints.create,
      { body: bodyOf('announcement', { attachments: [own, own] }) },
      principal,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Item>().attachments).toEqual([
      {
        id: own,
        url: urlOf(mediaEndpoints.file, { id: own }),
        file_name: 'principal.pdf',
        content_type: 'application/pdf',
        size: 1234,
      },
    ]);
  });

  it('refuses a file that does not exist or that someone else uploaded', async () => {
    for (const id of [others, 999999]) {
      const response = await call(
        announcementEndpoints.create,
        { body: bodyOf('announcement', { attachments: [own, id] }) },
        principal,
      );
      expect(response.statusCode).toBe(422);
      expect(firstError(response)).toBe(ContentMessages.attachmentNotFound(id));
    }
  });

  it('lets a superuser attach any stored file', async () => {
    const response = await call(wellnessEndpoints.create, {
      body: bodyOf('wellness', { attachments: [own, others] }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Item>().attachments.map((file) => file.id)).toEqual([own, others]);
  });
});

describe('sms and notification fields', () => {
  it('stores the segments one SMS takes, counted from the text', async () => {
    const text = 'नमस्ते '.repeat(20);
    const response = await call(smsEndpoints.create, {
      body: bodyOf('sms', { description: text }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Item>().segments_per_message).toBe(smsSegments(text.trim()).segments);
    expect(smsSegments(text.trim()).segments).toBeGreaterThan(1);
  });

  it('stores the platforms and applications of a notification, each once', async () => {
    const response = await call(notificationEndpoints.create, {
      body: bodyOf('notification', { platforms: [3, 1, 3], applications: [3, 2] }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Item>()).toMatchObject({ platforms: [1, 3], applications: [2, 3] });
    const none = await call(notificationEndpoints.create, {
      body: bodyOf('notification', { applications: [] }),
    });
    expect(firstError(none)).toBe(ContentMessages.applicationsRequired);
    const noPlatform = await call(notificationEndpoints.create, {
      body: bodyOf('notification', { platforms: [] }),
    });
    expect(firstError(noPlatform)).toBe(ContentMessages.platformsRequired);
  });
});
