import {
  PERMISSION_GROUPS,
  PERMISSIONS,
  RoleMessages as Say,
  userManagementEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';

// Roles and the permission catalogue (002 §7), behind user_permission_manage; nobody grants a
// permission they do not hold, nor changes a role holding one.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;

/** The principal as a permission manager holding a few permissions of their own. */
const PRINCIPAL_HOLDS = ['user_permission_manage', 'gatepass_read', 'meeting'];

beforeAll(async () => {
  t = await startTestApp();
  await t.db.execute(sql`UPDATE users SET permission_role_id = NULL,
    permissions = ${sql.param(PRINCIPAL_HOLDS)}::text[] WHERE username = 'principal'`);
  [admin, principal] = await Promise.all([t.signIn('superuser'), t.signIn('principal')]);
});
afterAll(() => t?.close());

async function roleCount(): Promise<number> {
  const found = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM permission_roles`,
  );
  return found.rows[0]!.n;
}

describe(routeOf(endpoints.permissions), () => {
  it('answers the whole catalogue by menu entry, each permission once', async () => {
    const response = await callApi(t, endpoints.permissions, {}, principal);
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.answer();
    expect(groups).toEqual(PERMISSION_GROUPS);
    expect(groups.flatMap((group) => group.permissions).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('is for those who manage permissions', async () => {
    const staff = await t.signIn('staff');
    expect((await callApi(t, endpoints.permissions, {}, staff)).statusCode).toBe(403);
    expect((await callApi(t, endpoints.roles, {}, staff)).statusCode).toBe(403);
  });
});

describe(routeOf(endpoints.createRole), () => {
  it('creates a role of permissions in catalogue order, once each, and lists it', async () => {
    const response = await callApi(
      t,
      endpoints.createRole,
      { body: { name: '  Gate keepers ', permissions: ['meeting', 'gatepass_read', 'meeting'] } },
      principal,
    );
    expect(response.statusCode, response.body).toBe(201);
    const role = response.answer();
    expect(role).toMatchObject({
      name: 'Gate keepers',
      permissions: ['gatepass_read', 'meeting'],
      user_count: 0,
    });
    const listed = (await callApi(t, endpoints.roles, {}, principal)).answer();
    expect(listed.map((entry) => entry.name)).toContain('Gate keepers');
    expect((await callApi(t, endpoints.role, { params: { id: role.id } }, admin)).answer()).toEqual(
      role,
    );
    const audit = await t.db.execute<{ action: string }>(sql`SELECT action FROM audit_log
      WHERE item_type = 'permission_roles' AND item_id = ${String(role.id)}`);
    expect(audit.rows.map((row) => row.action)).toEqual(['created']);
  });

  it('refuses a permission the caller does not hold, naming it, and creates nothing', async () => {
    const before = await roleCount();
    const response = await callApi(
      t,
      endpoints.createRole,
      { body: { name: 'Too much', permissions: ['gatepass_read', 'cctv_create', 'sms'] } },
      principal,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(Say.beyondOwn(['sms', 'cctv_create']));
    expect(await roleCount()).toBe(before);
  });

  it('refuses a name taken and a permission not in the catalogue', async () => {
    const taken = await callApi(
      t,
      endpoints.createRole,
      { body: { name: 'Gate keepers', permissions: [] } },
      admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(Say.nameTaken);
    const unknown = await callApi(
      t,
      endpoints.createRole,
      { body: { name: 'Odd', permissions: ['fly'] } },
      admin,
    );
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain(Say.permission);
  });
});

describe(routeOf(endpoints.updateRole), () => {
  it('changes a role within what the caller holds, and no further', async () => {
    const created = await callApi(
      t,
      endpoints.createRole,
      { body: { name: 'Meetings only', permissions: ['meeting'] } },
      principal,
    );
    const id = created.answer().id;
    const changed = await callApi(
      t,
      endpoints.updateRole,
      {
        params: { id },
        body: { name: 'Meetings and passes', permissions: ['meeting', 'gatepass_read'] },
      },
      principal,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.answer()).toMatchObject({
      name: 'Meetings and passes',
      permissions: ['gatepass_read', 'meeting'],
    });
    const beyond = await callApi(
      t,
      endpoints.updateRole,
      { params: { id }, body: { name: 'Meetings and passes', permissions: ['meeting', 'sms'] } },
      principal,
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe(Say.beyondOwn(['sms']));
    expect(
      (await callApi(t, endpoints.role, { params: { id } }, admin)).answer().permissions,
    ).toEqual(['gatepass_read', 'meeting']);
  });

  it('refuses to change a role holding permissions the caller does not, even to remove them', async () => {
    const seeded = await t.db.execute<{ id: number; name: string; permissions: string[] }>(
      sql`SELECT id, name, permissions FROM permission_roles WHERE name = 'Zonal Coordinator'`,
    );
    const zonal = seeded.rows[0]!;
    const response = await callApi(
      t,
      endpoints.updateRole,
      { params: { id: zonal.id }, body: { name: zonal.name, permissions: ['meeting'] } },
      principal,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(Say.notYours);
    const after = await t.db.execute<{ permissions: string[] }>(
      sql`SELECT permissions FROM permission_roles WHERE id = ${zonal.id}`,
    );
    expect(after.rows[0]!.permissions).toEqual(zonal.permissions);
    expect(
      (
        await callApi(
          t,
          endpoints.updateRole,
          { params: { id: 2_000_000_000 }, body: { name: 'x', permissions: [] } },
          admin,
        )
      ).statusCode,
    ).toBe(404);
  });
});
