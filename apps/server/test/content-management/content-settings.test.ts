import {
  CONTENT_SETTINGS,
  ContentManagementMessages as Say,
  MAX_SETTING_USERS,
  Messages,
  ServerSettingKey,
  contentManagementEndpoints as endpoints,
  meEndpoints,
  meResponse,
  portalEndpoints,
} from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/platform/core/access/access.table.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';

// GET /content and POST /content/server_setting (002 §7): superusers only, and not those
// content management is hidden from; every setting the product reads, typed and checked; a
// change obeyed by the next request in every server process, and in the audit log.

const CO_TRAINING = 'https://co-training.example.org/start';

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let adminId: number;
let principalId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { CO_TRAINING_URL: CO_TRAINING } });
  [admin, principal] = await Promise.all([t.signIn('superuser'), t.signIn('principal')]);
  adminId = await userId('admin');
  principalId = await userId('principal');
});
afterAll(() => t?.close());

async function userId(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

const list = (query: Record<string, string | number | boolean> = {}, who = admin) =>
  callApi(t, endpoints.list, { query }, who);
const set = (key: string, value: unknown, who = admin) =>
  callApi(t, endpoints.setServerSetting, { body: { key, value } }, who);

async function stored(key: string): Promise<unknown> {
  const result = await t.db.execute<{ value: unknown }>(
    sql`SELECT value FROM server_settings WHERE key = ${key}`,
  );
  return result.rows[0]?.value;
}

describe(routeOf(endpoints.list), () => {
  it('lists every setting the product reads, with its kind, value, default and people', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const items = response.answer();
    expect(response.headers['x-total-count']).toBe(String(CONTENT_SETTINGS.length));
    expect(items.map((item) => item.key)).toEqual(CONTENT_SETTINGS.map((setting) => setting.key));
    // The seed lets the superuser alone use CCTV.
    const cctv = items.find((item) => item.key === ServerSettingKey.cctvAllowedUserIds)!;
    expect(cctv).toMatchObject({
      kind: 'user_ids',
      group: 'server_setting',
      value: [adminId],
      default_value: [],
      is_default: false,
    });
    expect(cctv.people).toEqual([{ id: adminId, name: expect.any(String) }]);
    // A portal's address, never set here, is the environment's.
    const coTraining = items.find((item) => item.key === 'co_training_url')!;
    expect(coTraining).toMatchObject({
      kind: 'url',
      value: CO_TRAINING,
      default_value: CO_TRAINING,
      is_default: true,
      updated_at: null,
      updated_by: null,
    });
  });

  it('keeps the groups asked for, matches a search, and pages', async () => {
    const parents = await list({ parent_app: true });
    expect(parents.statusCode).toBe(200);
    expect(parents.answer()).toEqual([]);
    expect(parents.headers['x-total-count']).toBe('0');
    const server = await list({ server_setting: true, parent_app: true });
    expect(server.answer()).toHaveLength(CONTENT_SETTINGS.length);
    const desk = await list({ search: 'SERVICE DESK' });
    expect(desk.answer().map((item) => item.key)).toEqual([
      'service_desk_url',
      'service_desk_v2_url',
    ]);
    const second = await list({ page: 2, limit: 4 });
    expect(second.answer().map((item) => item.key)).toEqual(
      CONTENT_SETTINGS.slice(4, 8).map((setting) => setting.key),
    );
    expect(second.headers['x-total-count']).toBe(String(CONTENT_SETTINGS.length));
    const refused = await list({ search: ' ' });
    expect(refused.statusCode).toBe(422);
  });

  it('is for superusers: 403 for others, 401 without a session', async () => {
    expect((await list({}, principal)).statusCode).toBe(403);
    expect((await set(ServerSettingKey.cctvAllowedUserIds, [], principal)).statusCode).toBe(403);
    expect((await callApi(t, endpoints.list, { query: {} })).statusCode).toBe(401);
  });
});

describe(routeOf(endpoints.setServerSetting), () => {
  it('sets a list of people, in order and once each, names them, and records who did it', async () => {
    const response = await set(ServerSettingKey.parentFeedbackAllowedUserIds, [
      principalId,
      adminId,
      principalId,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.answer();
    const ids = [adminId, principalId].sort((a, b) => a - b);
    expect(item.value).toEqual(ids);
    expect(item.people.map((person) => person.id)).toEqual(ids);
    expect(item.is_default).toBe(false);
    expect(item.updated_by).toEqual({ id: adminId, name: expect.any(String) });
    expect(await stored(ServerSettingKey.parentFeedbackAllowedUserIds)).toEqual(ids);
    const audit = await t.db.execute<{ user_id: number; action: string; after: unknown }>(sql`
      SELECT user_id, action, after FROM audit_log
       WHERE item_type = 'server_settings' AND item_id = ${ServerSettingKey.parentFeedbackAllowedUserIds}
       ORDER BY id DESC LIMIT 1`);
    expect(audit.rows[0]).toMatchObject({ user_id: adminId, action: 'changed' });
    expect(JSON.stringify(audit.rows[0]!.after)).toContain(String(principalId));
  });

  it('refuses what the setting cannot hold, naming the field, and changes nothing', async () => {
    const key = ServerSettingKey.cctvAllowedUserIds;
    const before = await stored(key);
    const cases: [string, unknown, string, string][] = [
      ['no_such_setting', [], 'key', Say.unknownSetting],
      [key, 'everyone', 'value', Say.userIds],
      [key, [1.5], 'value', Say.userIds],
      [key, [2_147_483_647], 'value', Say.unknownUser(2_147_483_647)],
      [
        key,
        Array.from({ length: MAX_SETTING_USERS + 1 }, (_, index) => index + 1),
        'value',
        Say.tooManyUsers,
      ],
      ['co_training_url', 'ftp://files.example.org/', 'value', Say.url],
      ['co_training_url', 'not an address', 'value', Say.url],
      [ServerSettingKey.messagingHiddenUserIds, [adminId], 'value', Say.hideSelf],
    ];
    for (const [name, value, field, message] of cases) {
      const response = await set(name, value);
      expect(response.statusCode, `${name} ${JSON.stringify(value)}`).toBe(422);
      expect(response.json().message).toBe(message);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    expect(await stored(key)).toEqual(before);
    expect(await stored(ServerSettingKey.messagingHiddenUserIds)).toEqual([]);
    expect(await stored('co_training_url')).toBeUndefined();
  });

  it("sets a portal's address, which its redirect call answers at once, and null brings back the environment's", async () => {
    const address = 'https://training.example.org/new';
    const changed = await set('co_training_url', ` ${address} `);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.answer()).toMatchObject({
      value: address,
      default_value: CO_TRAINING,
      is_default: false,
    });
    const redirect = await callApi(t, portalEndpoints.coTraining, {}, admin);
    expect(redirect.json()).toEqual({ redirect_url: address });
    const reset = await set('co_training_url', null);
    expect(reset.answer()).toMatchObject({ value: CO_TRAINING, is_default: true });
    expect((await callApi(t, portalEndpoints.coTraining, {}, admin)).json()).toEqual({
      redirect_url: CO_TRAINING,
    });
  });

  it('hides content management from the superusers listed, from the next request on, in another server process too', async () => {
    // The principal made a superuser: the setting may name others, never oneself.
    await t.db.update(users).set({ isSuperuser: true }).where(eq(users.id, principalId));
    // A second app with its own pool and caches: a second server process on the database.
    const database = await openDatabase({ databaseUrl: t.database.url, dataDir: '' });
    const other = await buildApp({ config: t.config, database, logger: false });
    const visible = async (app = t.app) => {
      const response = await app.inject({
        method: meEndpoints.me.method,
        url: urlOf(meEndpoints.me),
        headers: principal.headers,
      });
      return meResponse.parse(response.json()).visible_modules;
    };
    const contentThere = () =>
      other.inject({
        method: endpoints.list.method,
        url: urlOf(endpoints.list),
        headers: principal.headers,
      });
    try {
      expect((await contentThere()).statusCode).toBe(200);
      expect(await visible(other)).toContain('content-management');

      const hidden = await set(ServerSettingKey.messagingHiddenUserIds, [principalId]);
      expect(hidden.statusCode, hidden.body).toBe(200);
      // The very next request there obeys it: no cache outlives a change.
      const refused = await contentThere();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(Messages.forbidden);
      expect(await visible(other)).not.toContain('content-management');
      expect(await visible(other)).not.toContain('sms');

      expect((await set(ServerSettingKey.messagingHiddenUserIds, [])).statusCode).toBe(200);
      expect((await contentThere()).statusCode).toBe(200);
    } finally {
      await other.close();
      await database.close();
      await t.db.update(users).set({ isSuperuser: false }).where(eq(users.id, principalId));
    }
  });
});
