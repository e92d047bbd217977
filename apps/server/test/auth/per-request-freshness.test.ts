import {
  Messages,
  ServerSettingKey,
  authEndpoints,
  gatePassEndpoints,
  meEndpoints,
  meResponse,
  type AnyEndpoint,
} from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/platform/core/access/access.table.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';

// Each authenticated request reads its session, account, permissions, grants and the settings'
// version in one query, and keeps only the settings (and the organisation) in memory: what an
// administrator changes applies to the very next request, in this process or another.

let t: TestApp;
let principal: SignedIn;
let zonal: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  [principal, zonal] = await Promise.all([
    t.signInWithPassword('principal'),
    t.signInWithPassword('zonal'),
  ]);
});
afterAll(() => t?.close());

// Through app.inject: some calls go to a second app, built without the test harness.
const get = (
  endpoint: AnyEndpoint,
  who: SignedIn,
  app = t.app,
  query: Record<string, string> = {},
) => app.inject({ method: endpoint.method, url: urlOf(endpoint), query, headers: who.headers });
const gatePassList = gatePassEndpoints.list;
const meCall = meEndpoints.me;

async function me(who: SignedIn, app = t.app) {
  const response = await get(meCall, who, app);
  expect(response.statusCode, response.body).toBe(200);
  return meResponse.parse(response.json());
}

async function gatePassTotal(who: SignedIn): Promise<number> {
  const response = await get(gatePassList, who);
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.headers['x-total-count']);
}

/** The queries the server's pg clients send while `run` runs. */
async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const send = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (send as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof send;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = send;
  }
  return count;
}

const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

const setHiddenUsers = (ids: number[]) =>
  t.db.execute(sql`
    UPDATE server_settings SET value = ${JSON.stringify(ids)}::jsonb
    WHERE key = ${ServerSettingKey.messagingHiddenUserIds}`);

describe('queries per request', () => {
  it('GET /me is one query: session, account, profile, grants and the settings version', async () => {
    await me(principal); // loads the organisation and the settings into memory
    expect(await queriesDuring(() => me(principal))).toBe(1);
  });

  it('a gate-pass list page is two: the session, then the page with its count', async () => {
    await gatePassTotal(zonal);
    expect(await queriesDuring(() => gatePassTotal(zonal))).toBe(2);
  });

  it('the session query is a prepared statement: parsed and planned once per connection', async () => {
    await me(principal);
    // The pool hands the last released connection out first: the one /me just used.
    const prepared = await t.database.pool.query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements',
    );
    expect(prepared.rows.map((row) => row.name)).toContain('auth_session_profile');
  });

  it('a settings change costs one reload, once', async () => {
    await me(principal);
    await setHiddenUsers([]);
    expect(await queriesDuring(() => me(principal))).toBe(2);
    expect(await queriesDuring(() => me(principal))).toBe(1);
  });
});

describe('changes apply to the next request', () => {
  it('settings: an update, a delete and an insert, by plain SQL', async () => {
    const id = await userId('zonal');
    expect((await me(zonal)).visible_modules).toContain('sms');
    await setHiddenUsers([id]);
    expect((await me(zonal)).visible_modules).not.toContain('sms');
    await t.db.execute(
      sql`DELETE FROM server_settings WHERE key = ${ServerSettingKey.messagingHiddenUserIds}`,
    );
    expect((await me(zonal)).visible_modules).toContain('sms');
    await t.db.execute(sql`
      INSERT INTO server_settings (key, value)
      VALUES (${ServerSettingKey.messagingHiddenUserIds}, ${JSON.stringify([id])}::jsonb)`);
    expect((await me(zonal)).visible_modules).not.toContain('sms');
    await setHiddenUsers([]);
    expect((await me(zonal)).visible_modules).toContain('sms');
  });

  it('settings: another server process on the same database sees the change too', async () => {
    // A second app with its own pool and caches: what a second process behind the balancer has.
    const database = await openDatabase({ databaseUrl: t.database.url, dataDir: '' });
    const other = await buildApp({ config: t.config, database, logger: false });
    try {
      const id = await userId('zonal');
      expect((await me(zonal, other)).visible_modules).toContain('sms');
      expect((await me(zonal)).visible_modules).toContain('sms');
      // Changed through this process's database connection; both answer the new lists.
      await setHiddenUsers([id]);
      expect((await me(zonal, other)).visible_modules).not.toContain('sms');
      expect((await me(zonal)).visible_modules).not.toContain('sms');
      await setHiddenUsers([]);
      expect((await me(zonal, other)).visible_modules).toContain('sms');
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('an ended session is refused on the list and on /me', async () => {
    const session = await t.signInWithPassword('zonal');
    expect(await gatePassTotal(session)).toBeGreaterThan(0);
    await callApi(t, authEndpoints.logout, {}, session);
    for (const endpoint of [gatePassList, meCall]) {
      const after = await get(endpoint, session);
      expect(after.statusCode, routeOf(endpoint)).toBe(401);
      expect(after.json().message).toBe(Messages.sessionEnded);
    }
  });

  it('a disabled account is refused at once, and works again once enabled', async () => {
    const session = await t.signInWithPassword('zonal');
    expect(await gatePassTotal(session)).toBeGreaterThan(0);
    await t.db.update(users).set({ status: 0 }).where(eq(users.username, 'zonal'));
    try {
      expect((await get(gatePassList, session)).statusCode).toBe(401);
      expect((await get(meCall, session)).statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ status: 1 }).where(eq(users.username, 'zonal'));
    }
    expect((await get(gatePassList, session)).statusCode).toBe(200);
  });

  it('a permission taken from the role, or given to the user, applies to the next call', async () => {
    expect(await gatePassTotal(principal)).toBeGreaterThan(0);
    const role = sql`(SELECT permission_role_id FROM users WHERE username = 'principal')`;
    await t.db.execute(sql`
      UPDATE permission_roles SET permissions = array_remove(permissions, 'gatepass_read')
      WHERE id = ${role}`);
    try {
      expect((await get(gatePassList, principal)).statusCode).toBe(403);
      expect((await me(principal)).permissions).not.toContain('gatepass_read');
      // The user's own permissions count as well.
      await t.db.execute(sql`
        UPDATE users SET permissions = array_append(permissions, 'gatepass_read')
        WHERE username = 'principal'`);
      expect((await get(gatePassList, principal)).statusCode).toBe(200);
      await t.db.execute(sql`
        UPDATE users SET permissions = array_remove(permissions, 'gatepass_read')
        WHERE username = 'principal'`);
      expect((await get(gatePassList, principal)).statusCode).toBe(403);
    } finally {
      await t.db.execute(sql`
        UPDATE permission_roles SET permissions = array_append(permissions, 'gatepass_read')
        WHERE id = ${role}`);
    }
    expect((await get(gatePassList, principal)).statusCode).toBe(200);
  });

  it('a changed grant changes the next list and /me', async () => {
    const id = await userId('principal');
    const before = await me(principal);
    const own = before.permitted_branch_ids;
    const totalBefore = await gatePassTotal(principal);
    // Another branch with passes, instead of the principal's own.
    const [other] = (
      await t.db.execute<{ branch_id: number; passes: number }>(sql`
        SELECT branch_id, count(*)::int AS passes FROM gate_passes
        WHERE academic_year_id = 20 AND NOT (branch_id = ANY(${sql.param(own)}::int[]))
        GROUP BY branch_id ORDER BY count(*) DESC, branch_id LIMIT 1`)
    ).rows;
    const grant = sql`user_id = ${id} AND academic_year_id = 20 AND module_id = 0`;
    await t.db.execute(sql`
      UPDATE permitted_assets SET branch_ids = ARRAY[${other!.branch_id}]::int[] WHERE ${grant}`);
    try {
      expect((await me(principal)).permitted_branch_ids).toEqual([other!.branch_id]);
      expect(await gatePassTotal(principal)).toBe(other!.passes);
    } finally {
      await t.db.execute(sql`
        UPDATE permitted_assets SET branch_ids = ${sql.param(own)}::int[] WHERE ${grant}`);
    }
    expect((await me(principal)).permitted_branch_ids).toEqual(own);
    expect(await gatePassTotal(principal)).toBe(totalBefore);
  });

  it('a page past the end still carries the count', async () => {
    const total = await gatePassTotal(zonal);
    const past = await get(gatePassList, zonal, t.app, {
      limit: '30',
      page: String(Math.ceil(total / 30) + 1),
    });
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(total));
    const none = await get(gatePassList, zonal, t.app, { admission_number: 'NOSUCHSTUDENT' });
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });
});
