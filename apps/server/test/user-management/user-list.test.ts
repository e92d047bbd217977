import {
  Messages,
  USERS_EXPORT_FILE,
  UserManagementMessages as Say,
  UserType,
  userManagementEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';

// GET /user (002 §7): the accounts in the caller's branches, each with its staff record; the
// superuser-only filter and the option to ignore branches, each refused to those without it.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let principalBranch: number;
let principalNumber: number;

beforeAll(async () => {
  t = await startTestApp();
  [admin, principal] = await Promise.all([t.signIn('superuser'), t.signIn('principal')]);
  const found = await t.db.execute<{ branch_id: number; employee_number: number }>(sql`
    SELECT st.branch_id, st.employee_number FROM users u JOIN staff st ON st.id = u.staff_id
     WHERE u.username = 'principal'`);
  principalBranch = found.rows[0]!.branch_id;
  principalNumber = found.rows[0]!.employee_number;
});
afterAll(() => t?.close());

const list = (query: Record<string, string | number | boolean>, who = admin) =>
  callApi(t, endpoints.list, { query }, who);

async function count(where: ReturnType<typeof sql>): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM users u LEFT JOIN staff st ON st.id = u.staff_id WHERE ${where}`);
  return result.rows[0]!.n;
}

const setPermissions = (username: string, permissions: string[]) =>
  t.db.execute(sql`UPDATE users SET permissions = ${sql.param(permissions)}::text[]
    WHERE username = ${username}`);

describe(routeOf(endpoints.list), () => {
  it("lists every account to a superuser, administrators too, by name, with each one's staff record", async () => {
    const response = await list({ limit: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBe(await count(sql`TRUE`));
    const names = response.answer().map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const admins = await list({ user_type: UserType.AdminOnly });
    expect(admins.answer().map((row) => row.username)).toContain('admin');
    expect(admins.answer().every((row) => row.branch_id === null)).toBe(true);

    const me = (await list({ search: String(principalNumber) })).answer();
    expect(me).toEqual([
      expect.objectContaining({
        username: 'principal',
        employee_number: principalNumber,
        branch_id: principalBranch,
        branch_name: expect.any(String),
        staff_status: 1,
        user_type: UserType.Employee,
        is_superuser: false,
      }),
    ]);
  });

  it("keeps a non-superuser to their branches' accounts, whatever branches they ask for", async () => {
    const response = await list({ limit: 500 }, principal);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.answer();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.branch_id))).toEqual(new Set([principalBranch]));
    expect(Number(response.headers['x-total-count'])).toBe(
      await count(sql`st.branch_id = ${principalBranch}`),
    );
    // Another branch asked for by id gives nothing of it.
    const other = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM branches WHERE id <> ${principalBranch} ORDER BY id LIMIT 1`,
    );
    const outside = await list({ branch_ids: String(other.rows[0]!.id) }, principal);
    expect(outside.statusCode).toBe(200);
    expect(outside.answer()).toEqual([]);
    expect(outside.headers['x-total-count']).toBe('0');
  });

  it('finds by name, username, employee number, mobile or email, any case, and filters', async () => {
    const byUsername = await list({ search: 'PRINCIPAL' });
    expect(byUsername.answer().map((row) => row.username)).toContain('principal');
    const named = byUsername.answer().find((row) => row.username === 'principal')!;
    const byName = await list({ search: named.last_name.toLowerCase() });
    expect(byName.answer().map((row) => row.id)).toContain(named.id);
    const none = await list({ search: 'zz-no-such-person' });
    expect(none.answer()).toEqual([]);

    const disabled = await list({ status: 0 });
    expect(Number(disabled.headers['x-total-count'])).toBe(await count(sql`u.status = 0`));
    const active = await list({ staff_status: 1, user_type: UserType.Employee });
    expect(Number(active.headers['x-total-count'])).toBe(
      await count(sql`st.status = 1 AND u.user_type = ${UserType.Employee}`),
    );
    expect((await list({ user_type: 9 })).statusCode).toBe(422);
    expect((await list({ staff_status: 9 })).statusCode).toBe(422);
    expect((await list({ search: '' })).statusCode).toBe(422);
  });

  it('keeps the superuser filter to superusers, and every branch to those who manage branches', async () => {
    const supers = await list({ is_superuser: true });
    expect(supers.answer().every((row) => row.is_superuser)).toBe(true);
    expect(Number(supers.headers['x-total-count'])).toBe(await count(sql`u.is_superuser`));

    const filtered = await list({ is_superuser: false }, principal);
    expect(filtered.statusCode).toBe(403);
    expect(filtered.json().message).toBe(Say.superuserFilter);
    const everywhere = await list({ ignore_branch_permission: true }, principal);
    expect(everywhere.statusCode).toBe(403);
    expect(everywhere.json().message).toBe(Say.allBranches);

    await setPermissions('principal', ['user_branch_manage']);
    try {
      const granted = await list({ ignore_branch_permission: true, limit: 1 }, principal);
      expect(granted.statusCode, granted.body).toBe(200);
      expect(Number(granted.headers['x-total-count'])).toBe(await count(sql`TRUE`));
    } finally {
      await setPermissions('principal', []);
    }
  });

  it('needs user_read', async () => {
    await t.db.execute(sql`UPDATE users SET permission_role_id = NULL, permissions = '{}'
      WHERE username = 'staff'`);
    const staff = await t.signIn('staff');
    const refused = await list({}, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Messages.forbidden);
    expect((await callApi(t, endpoints.list, { query: {} })).statusCode).toBe(401);
  });

  it('exports the filtered accounts as users.csv', async () => {
    const response = await list({ export: true, user_type: UserType.AdminOnly });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(USERS_EXPORT_FILE);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toContain('username');
    expect(lines.length - 1).toBe(await count(sql`u.user_type = ${UserType.AdminOnly}`));
  });
});
