import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ContentMessages,
  ContentStatus,
  Messages,
  announcementEndpoints,
  marketingEndpoints,
  mediaEndpoints,
  notificationEndpoints,
  smsEndpoints,
  type ContentItem,
  type MediaItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentKind } from '../../src/platform/engines/content/content-kinds.ts';
import { CONTENT_KINDS } from '../support/content-kinds.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import {
  KINDS,
  callerAs,
  bodyOf,
  clearContent,
  demoBranches,
  firstError,
  type Call,
  type DemoBranches,
} from './content-test-kit.ts';

// Who sees and changes what: an item is visible and changeable only when every branch it
// reaches is in the caller's scope (else 404, never the item); targets outside the scope are
// refused; permissions per call; modules hidden for listed users; attachments readable by
// those who may read the item.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let staff: SignedIn;
let call: Call;
let branches: DemoBranches;
/** Campuses and offices of the zonal coordinator's first state, in id order. */
let firstStateBranches: number[];
let zonalAnnouncementBranches: number[];

type Item = ContentItem & Record<string, unknown>;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-scope-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  zonal = await t.signIn('zonal');
  staff = await t.signIn('staff');
  call = callerAs(t, () => admin);
  branches = await demoBranches(t);
  await clearContent(t);
  const state = await t.db.execute<{ id: number }>(sql`
    SELECT id FROM branches WHERE status = 1
      AND state_id = (SELECT state_id FROM branches WHERE id = ${branches.principal})
    ORDER BY id`);
  firstStateBranches = state.rows.map((row) => row.id);
  const grant = await t.db.execute<{ branch_ids: number[] }>(sql`
    SELECT pa.branch_ids FROM permitted_assets pa JOIN users u ON u.id = pa.user_id
    WHERE u.username = 'zonal' AND pa.academic_year_id = 20 AND pa.module_id = 2`);
  zonalAnnouncementBranches = [...grant.rows[0]!.branch_ids].sort((a, b) => a - b);
});
afterAll(() => t?.close());

/** An item written by the superuser reaching exactly these branches. */
async function itemReaching(kind: ContentKind, branchIds: number[], status = ContentStatus.Draft) {
  const response = await call(kind.endpoints.create, {
    body: bodyOf(kind.key, { target_method: 'branch', branch_ids: branchIds, status }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const item = response.json<Item>();
  expect(item.branch_ids).toEqual([...branchIds].sort((a, b) => a - b));
  return item;
}

describe('a principal (announcements and wellness, one branch)', () => {
  it.each(['announcement', 'wellness'] as const)(
    '%s: targets resolve within the scope; outside branches, states or districts are refused',
    async (key) => {
      const kind = CONTENT_KINDS[key];
      const all = await call(kind.endpoints.create, { body: bodyOf(key) }, principal);
      expect(all.statusCode, all.body).toBe(201);
      expect(all.json<Item>().branch_ids).toEqual([branches.principal]);

      const outside = [
        { target_method: 'branch', branch_ids: [branches.principal, branches.elsewhere] },
        { target_method: 'state', state_ids: [999] },
        { target_method: 'district', district_ids: [999] },
      ];
      for (const targeting of outside) {
        const response = await call(
          kind.endpoints.create,
          { body: bodyOf(key, targeting) },
          principal,
        );
        expect(response.statusCode, JSON.stringify(targeting)).toBe(422);
        expect(firstError(response)).toBe(ContentMessages.branchesOutsideScope);
      }
    },
  );

  it('is refused an audience that leaves no branch of theirs', async () => {
    const level = await t.db.execute<{ level: number }>(
      sql`SELECT level FROM branches WHERE id = ${branches.principal}`,
    );
    const otherLevel = [1, 2, 3].find((l) => l !== level.rows[0]!.level)!;
    const response = await call(
      announcementEndpoints.create,
      { body: bodyOf('announcement', { levels: [otherLevel] }) },
      principal,
    );
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toBe(ContentMessages.noBranchesInScope);
  });

  it.each(['announcement', 'wellness'] as const)(
    '%s: never sees or changes an item that also reaches another branch (404), nor lists it',
    async (key) => {
      const kind = CONTENT_KINDS[key];
      const shared = await itemReaching(kind, [branches.principal, branches.elsewhere]);
      const own = await itemReaching(kind, [branches.principal]);
      const refused = [
        await call(kind.endpoints.detail, { params: { id: shared.id } }, principal),
        await call(
          kind.endpoints.update,
          { params: { id: shared.id }, body: bodyOf(key, { title: 'Mine now' }) },
          principal,
        ),
        await call(
          kind.endpoints.status,
          { params: { id: shared.id }, body: { status: 1 } },
          principal,
        ),
        await call(kind.endpoints.remove, { params: { id: shared.id } }, principal),
      ];
      for (const response of refused) {
        expect(response.statusCode).toBe(404);
        expect(response.json<{ message: string }>().message).toBe(Messages.notFound);
      }
      const unchanged = (
        await call(kind.endpoints.detail, { params: { id: shared.id } })
      ).json<Item>();
      expect(unchanged).toMatchObject({ status: ContentStatus.Draft, title: 'Sports day' });

      const ids = (await call(kind.endpoints.list, {}, principal))
        .json<Item[]>()
        .map((item) => item.id);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(shared.id);

      // Within the scope: read, edited, sent and deleted like their own.
      expect(
        (await call(kind.endpoints.detail, { params: { id: own.id } }, principal)).statusCode,
      ).toBe(200);
      const sent = await call(
        kind.endpoints.status,
        { params: { id: own.id }, body: { status: 1 } },
        principal,
      );
      expect(sent.json<Item>().status).toBe(ContentStatus.Active);
      expect(
        (await call(kind.endpoints.remove, { params: { id: own.id } }, principal)).statusCode,
      ).toBe(204);
    },
  );
});

describe('the zonal coordinator (module grants differ by module)', () => {
  it('reaches the announcement grant’s branches for announcements, the module 0 grant elsewhere', async () => {
    const announcement = await call(
      announcementEndpoints.create,
      { body: bodyOf('announcement') },
      zonal,
    );
    expect(announcement.json<Item>().branch_ids).toEqual(zonalAnnouncementBranches);
    const sms = await call(smsEndpoints.create, { body: bodyOf('sms') }, zonal);
    const smsBranches = sms.json<Item>().branch_ids;
    expect(smsBranches).toEqual(expect.arrayContaining(firstStateBranches));
    expect(smsBranches).not.toContain(branches.elsewhere);
  });

  it('sees a first-state item outside the announcement grant in SMS but not in announcements', async () => {
    const beyond = firstStateBranches.find((id) => !zonalAnnouncementBranches.includes(id))!;
    const announcement = await itemReaching(CONTENT_KINDS.announcement, [beyond]);
    const sms = await itemReaching(CONTENT_KINDS.sms, [beyond]);
    expect(
      (await call(announcementEndpoints.detail, { params: { id: announcement.id } }, zonal))
        .statusCode,
    ).toBe(404);
    expect((await call(smsEndpoints.detail, { params: { id: sms.id } }, zonal)).statusCode).toBe(
      200,
    );
  });

  it('is judged by the scope of the academic year asked for', async () => {
    // Year 19: the module 0 grant of two branches, one of them the first state's second campus.
    const grant19 = await t.db.execute<{ branch_ids: number[] }>(sql`
      SELECT pa.branch_ids FROM permitted_assets pa JOIN users u ON u.id = pa.user_id
      WHERE u.username = 'zonal' AND pa.academic_year_id = 19 AND pa.module_id = 0`);
    const inBoth = grant19.rows[0]!.branch_ids.find((id) =>
      zonalAnnouncementBranches.includes(id),
    )!;
    const both = await itemReaching(CONTENT_KINDS.announcement, [inBoth]);
    const only20 = await itemReaching(CONTENT_KINDS.announcement, [branches.principal]);
    expect(
      (await call(announcementEndpoints.detail, { params: { id: only20.id } }, zonal)).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          announcementEndpoints.detail,
          { params: { id: only20.id }, query: { academic_year_id: 19 } },
          zonal,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          announcementEndpoints.detail,
          { params: { id: both.id }, query: { academic_year_id: 19 } },
          zonal,
        )
      ).statusCode,
    ).toBe(200);
    const list19 = (
      await call(announcementEndpoints.list, { query: { academic_year_id: 19 } }, zonal)
    ).json<Item[]>();
    expect(list19.map((item) => item.id)).toContain(both.id);
    expect(list19.map((item) => item.id)).not.toContain(only20.id);
  });
});

describe('permissions', () => {
  it('the staff account reads announcements only', async () => {
    const item = await itemReaching(CONTENT_KINDS.announcement, [branches.active[0]!]);
    expect((await call(announcementEndpoints.list, {}, staff)).statusCode).toBe(200);
    expect((await call(announcementEndpoints.categories.list, {}, staff)).statusCode).toBe(200);
    const refused = [
      await call(announcementEndpoints.create, { body: bodyOf('announcement') }, staff),
      await call(
        announcementEndpoints.update,
        { params: { id: item.id }, body: bodyOf('announcement') },
        staff,
      ),
      await call(
        announcementEndpoints.status,
        { params: { id: item.id }, body: { status: 1 } },
        staff,
      ),
      await call(announcementEndpoints.remove, { params: { id: item.id } }, staff),
      await call(
        announcementEndpoints.categories.create,
        { body: { name: 'x', display_label: 'X' } },
        staff,
      ),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(Messages.forbidden);
    }
  });

  it.each(KINDS.filter((kind) => kind.key !== 'announcement'))(
    '$endpoints.list.path needs its permission for every call',
    async (kind) => {
      const item = await itemReaching(kind, [branches.active[0]!]);
      const calls = [
        () => call(kind.endpoints.list, {}, staff),
        () => call(kind.endpoints.detail, { params: { id: item.id } }, staff),
        () => call(kind.endpoints.create, { body: bodyOf(kind.key) }, staff),
        () =>
          call(kind.endpoints.update, { params: { id: item.id }, body: bodyOf(kind.key) }, staff),
        () => call(kind.endpoints.status, { params: { id: item.id }, body: { status: 1 } }, staff),
        () => call(kind.endpoints.remove, { params: { id: item.id } }, staff),
      ];
      for (const attempt of calls) expect((await attempt()).statusCode).toBe(403);
    },
  );

  it('the principal holds no SMS, notification or marketing permission', async () => {
    for (const kind of [CONTENT_KINDS.sms, CONTENT_KINDS.notification, CONTENT_KINDS.marketing]) {
      expect((await call(kind.endpoints.list, {}, principal)).statusCode).toBe(403);
      expect(
        (await call(kind.endpoints.create, { body: bodyOf(kind.key) }, principal)).statusCode,
      ).toBe(403);
    }
    const reach = await call(
      notificationEndpoints.reach,
      { body: { user_type: 'student', target_method: 'all', applications: [2] } },
      principal,
    );
    expect(reach.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    for (const kind of KINDS) {
      const response = await callApi(t, kind.endpoints.list, {});
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('modules hidden for listed users (SMS, marketing)', () => {
  const setHidden = async (usernames: string[]) => {
    await t.db.execute(sql`
      UPDATE server_settings SET value = (
        SELECT coalesce(jsonb_agg(id), '[]'::jsonb) FROM users
        WHERE username = ANY(${sql.param(usernames)}::text[]))
      WHERE key = 'messaging_hidden_user_ids'`);
  };

  it('refuses every call of the hidden modules, superusers included, and nothing else', async () => {
    const sms = await itemReaching(CONTENT_KINDS.sms, [branches.principal]);
    const marketing = await itemReaching(CONTENT_KINDS.marketing, [branches.principal]);
    await setHidden(['zonal', 'admin']);
    try {
      for (const who of [zonal, admin]) {
        const refused = [
          await call(smsEndpoints.list, {}, who),
          await call(smsEndpoints.detail, { params: { id: sms.id } }, who),
          await call(smsEndpoints.create, { body: bodyOf('sms') }, who),
          await call(smsEndpoints.status, { params: { id: sms.id }, body: { status: 1 } }, who),
          await call(marketingEndpoints.remove, { params: { id: marketing.id } }, who),
          await call(marketingEndpoints.list, { query: { export: true } }, who),
          await call(marketingEndpoints.create, { body: bodyOf('marketing') }, who),
        ];
        for (const response of refused) expect(response.statusCode).toBe(403);
      }
      const audited = await t.db.execute<{ detail: string }>(sql`
        SELECT detail FROM auth_events WHERE event = 'access.denied' AND outcome = 'refused'
          AND detail LIKE '%hidden for this user'`);
      expect(audited.rows.map((row) => row.detail)).toContain(
        `${routeOf(smsEndpoints.list)}: sms is hidden for this user`,
      );
      expect((await call(notificationEndpoints.list, {}, zonal)).statusCode).toBe(200);
      expect((await call(announcementEndpoints.list, {}, zonal)).statusCode).toBe(200);
    } finally {
      await setHidden([]);
    }
    expect((await call(smsEndpoints.list, {}, zonal)).statusCode).toBe(200);
  });
});

describe('attachments are read by those who may read the item', () => {
  const boundary = '----contentscope';
  const upload = async (who: SignedIn) => {
    const response = await t.call({
      method: 'POST',
      url: urlOf(mediaEndpoints.upload),
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="timetable.csv"\r\nContent-Type: text/csv\r\n\r\nday,subject\nMonday,Maths\n\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MediaItem[]>()[0]!;
  };
  const read = (url: string, who: SignedIn) => t.call({ method: 'GET', url, headers: who.headers });

  it('a reader of the module whose scope holds the item reads the file; others get 404', async () => {
    const file = await upload(principal);
    const response = await call(
      announcementEndpoints.create,
      { body: bodyOf('announcement', { attachments: [file.id], status: ContentStatus.Active }) },
      principal,
    );
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<Item>();
    expect(item.attachments).toEqual([file]);

    // The zonal coordinator's announcement grant holds the principal's branch.
    expect((await read(file.url, zonal)).statusCode).toBe(200);
    expect((await read(file.url, zonal)).body).toBe('day,subject\nMonday,Maths\n');
    // The staff account reads announcements, but only of its own branch.
    expect((await read(file.url, staff)).statusCode).toBe(404);

    // Once the item is deleted, the file is its uploader's (and superusers') again.
    await call(announcementEndpoints.remove, { params: { id: item.id } }, principal);
    expect((await read(file.url, zonal)).statusCode).toBe(404);
    expect((await read(file.url, principal)).statusCode).toBe(200);
  });

  it('a module hidden for the user does not open its files either', async () => {
    const file = await upload(zonal);
    const sms = await call(
      smsEndpoints.create,
      {
        body: bodyOf('sms', {
          target_method: 'branch',
          branch_ids: [branches.principal],
          attachments: [file.id],
        }),
      },
      zonal,
    );
    expect(sms.statusCode, sms.body).toBe(201);
    // A reader holding only the sms permission, at the principal's branch (no grants: the staff
    // branch is their scope), asked directly with the setting off and on.
    const { manifest } = await import('../../src/modules/sms/index.ts');
    const smsAttachments = manifest.attachmentReaders![0]!;
    const auth = {
      userId: 987654,
      sessionId: 'x',
      username: 'reader',
      isSuperuser: false,
      permissions: new Set(['sms']),
      staffBranchId: branches.principal,
      mustResetPassword: false,
      grants: [],
      settingsVersion: '',
    };
    expect(await smsAttachments.mayRead(t.db, auth, file.id)).toBe(true);
    await t.db.execute(sql`
      UPDATE server_settings SET value = ${JSON.stringify([auth.userId])}::jsonb
      WHERE key = 'messaging_hidden_user_ids'`);
    try {
      expect(await smsAttachments.mayRead(t.db, auth, file.id)).toBe(false);
    } finally {
      await t.db.execute(sql`
        UPDATE server_settings SET value = '[]'::jsonb WHERE key = 'messaging_hidden_user_ids'`);
    }
  });
});
