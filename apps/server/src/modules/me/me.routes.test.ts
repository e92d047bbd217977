import {
  CURRENT_ACADEMIC_YEAR_ID,
  Designation,
  MODULES,
  Messages,
  PERMISSIONS,
  ServerSettingKey,
  authEndpoints,
  meEndpoints,
  meResponse,
  type MeResponse,
} from '@console/contract';
import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../../../test/harness.ts';
import { callApi, routeOf } from '../../../test/support/endpoint-client.ts';
import { DemoAccounts } from '../../db/seed/demo-accounts.ts';
import { branches, staff, states } from '../../organisation/organisation.table.ts';
import { permittedAssets, serverSettings, users } from '../../platform/core/access/access.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Account = keyof typeof DemoAccounts;
const ALL_IDS = MODULES.map((entry) => entry.id);

const getMe = (headers?: Record<string, string>, query: Record<string, string> = {}) =>
  callApi(t, meEndpoints.me, { query, ...(headers ? { headers } : {}) });

async function meOf(session: SignedIn, query: Record<string, string> = {}): Promise<MeResponse> {
  const response = await getMe(session.headers, query);
  expect(response.statusCode, response.body).toBe(200);
  // The answer keeps the contract exactly.
  return meResponse.parse(response.json());
}

/** The demo account's row and staff branch, read from the database. */
async function accountRow(account: Account) {
  const [row] = await t.db
    .select({ id: users.id, staffId: users.staffId, branchId: staff.branchId })
    .from(users)
    .leftJoin(staff, eq(staff.id, users.staffId))
    .where(eq(users.username, DemoAccounts[account].username));
  if (!row) throw new Error(`demo account ${account} missing`);
  return row;
}

async function branchIdsWhere(condition: SQL | undefined) {
  const rows = await t.db
    .select({ id: branches.id })
    .from(branches)
    .where(condition)
    .orderBy(asc(branches.id));
  return rows.map((row) => row.id);
}

// A TOTP code is accepted once and the drift window holds three steps: one superuser session
// serves the whole file.
let adminSession: Promise<SignedIn> | undefined;
const signInAdmin = () => (adminSession ??= t.signIn('superuser'));

async function setSetting(key: string, value: number[]) {
  await t.db
    .insert(serverSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: serverSettings.key, set: { value } });
}

describe(routeOf(meEndpoints.me), () => {
  it('answers 401 without a session', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(Messages.notAuthenticated);
  });

  it('refuses unknown query fields and a non-numeric academic year (422)', async () => {
    const session = await t.signIn('principal');
    expect((await getMe(session.headers, { academic_year_id: 'abc' })).statusCode).toBe(422);
    expect((await getMe(session.headers, { year: '20' })).statusCode).toBe(422);
    expect((await getMe(session.headers, { academic_year_id: '19' })).statusCode).toBe(200);
  });

  it('superuser: every permission, branch, state and segment; every module but the limited ones', async () => {
    const admin = await accountRow('superuser');
    await setSetting(ServerSettingKey.staffAttendanceAllowedUserIds, []);
    await setSetting(ServerSettingKey.parentFeedbackAllowedUserIds, [admin.id + 1000]);
    await setSetting(ServerSettingKey.cctvAllowedUserIds, [admin.id]);
    await setSetting(ServerSettingKey.messagingHiddenUserIds, []);
    const session = await signInAdmin();
    const me = await meOf(session);
    expect(me.is_superuser).toBe(true);
    expect(me.permissions).toEqual([...PERMISSIONS]);
    expect(me.permitted_branch_ids).toEqual(await branchIdsWhere(undefined));
    const stateRows = await t.db.select({ id: states.id }).from(states).orderBy(asc(states.id));
    expect(me.permitted_state_ids).toEqual(stateRows.map((row) => row.id));
    expect(me.permitted_segment_ids).toEqual([1, 2, 3, 4, 5, 6]);
    expect(me.has_branch_level_permissions).toBe(true);
    expect(me.must_reset_password).toBe(false);
    expect(me.visible_modules).toEqual(
      ALL_IDS.filter((id) => id !== 'staff-attendance' && id !== 'parent-feedback-dashboard'),
    );

    // The hidden-for list binds a superuser too; settings apply on the next call.
    await setSetting(ServerSettingKey.messagingHiddenUserIds, [admin.id]);
    const hidden = await meOf(session);
    expect(hidden.visible_modules).toEqual(
      ALL_IDS.filter(
        (id) =>
          ![
            'staff-attendance',
            'parent-feedback-dashboard',
            'sms',
            'marketing',
            'content-management',
          ].includes(id),
      ),
    );
    await setSetting(ServerSettingKey.messagingHiddenUserIds, []);
  });

  it('principal: permitted branches are exactly its own branch', async () => {
    const row = await accountRow('principal');
    const me = await meOf(await t.signIn('principal'));
    expect(me.is_superuser).toBe(false);
    expect(me.staff?.branch_id).toBe(row.branchId);
    expect(me.staff?.designation_id).toBe(Designation.Principal);
    expect(me.permitted_branch_ids).toEqual([row.branchId]);
    const [branch] = await t.db
      .select({ stateId: branches.stateId, name: branches.name })
      .from(branches)
      .where(eq(branches.id, row.branchId!));
    expect(me.staff?.branch_name).toBe(branch?.name);
    expect(me.permitted_state_ids).toEqual([branch?.stateId]);
    expect(me.visible_modules).toEqual([
      'announcement',
      'opinion-poll',
      'concern',
      'user-management',
      'event-gallery',
      'meeting',
      'wellness',
      'gatepass',
      'feedback',
      'fee-reminder',
    ]);
    expect(me.permissions).not.toContain('hangfire_read');
  });

  it('zonal coordinator: every branch of its permitted states, plus listed branches', async () => {
    const row = await accountRow('zonal');
    const me = await meOf(await t.signIn('zonal'));
    expect(me.staff?.designation_id).toBe(Designation.ZonalCoordinator);
    const [grant] = await t.db
      .select()
      .from(permittedAssets)
      .where(
        and(
          eq(permittedAssets.userId, row.id),
          eq(permittedAssets.academicYearId, CURRENT_ACADEMIC_YEAR_ID),
          eq(permittedAssets.moduleId, 0),
        ),
      );
    expect(grant, 'the zonal demo account has a module 0 grant').toBeDefined();
    const expected = await branchIdsWhere(
      or(
        grant!.stateIds.length ? inArray(branches.stateId, grant!.stateIds) : sql`false`,
        grant!.branchIds.length ? inArray(branches.id, grant!.branchIds) : sql`false`,
      ),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(me.permitted_branch_ids).toEqual(expected);
    for (const stateId of grant!.stateIds) {
      const ofState = await branchIdsWhere(eq(branches.stateId, stateId));
      expect(me.permitted_branch_ids).toEqual(expect.arrayContaining(ofState));
      expect(me.permitted_state_ids).toContain(stateId);
    }
    expect(me.has_branch_level_permissions).toBe(true);
    expect(
      me.permitted_assets.find((y) => y.academic_year_id === CURRENT_ACADEMIC_YEAR_ID)
        ?.permitted_modules,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ module_id: 0 })]));
  });

  it('answers the scope of the requested academic year', async () => {
    const row = await accountRow('zonal');
    const [grant] = await t.db
      .select()
      .from(permittedAssets)
      .where(
        and(
          eq(permittedAssets.userId, row.id),
          eq(permittedAssets.academicYearId, 19),
          eq(permittedAssets.moduleId, 0),
        ),
      );
    expect(grant, 'the zonal demo account has a year-19 grant').toBeDefined();
    const me = await meOf(await t.signIn('zonal'), { academic_year_id: '19' });
    expect(me.permitted_branch_ids).toEqual([...grant!.branchIds].sort((a, b) => a - b));
    // A year without grants: the staff branch, and only the flagged modules.
    const empty = await meOf(await t.signIn('zonal'), { academic_year_id: '17' });
    expect(empty.permitted_branch_ids).toEqual([row.branchId]);
    expect(empty.has_branch_level_permissions).toBe(false);
    expect(empty.visible_modules).toEqual(['feedback']);
  });

  it('staff without grants: falls back to its staff branch and sees only the flagged modules', async () => {
    const row = await accountRow('staff');
    const me = await meOf(await t.signIn('staff'));
    expect(me.permitted_assets).toEqual([]);
    expect(me.has_branch_level_permissions).toBe(false);
    expect(me.permitted_branch_ids).toEqual([row.branchId]);
    expect(me.permitted_segment_ids).toEqual([1, 2, 3, 4, 5, 6]);
    expect(me.permissions.length).toBeGreaterThan(0);
    const expected = MODULES.filter(
      (entry) =>
        entry.displayableWithoutBranchPermission &&
        entry.readPermission !== null &&
        me.permissions.includes(entry.readPermission),
    ).map((entry) => entry.id);
    expect(me.visible_modules).toEqual(expected);
    expect(me.visible_modules).toEqual(['feedback']);
  });

  it('new joiner: /me stays open during the forced password reset', async () => {
    const me = await meOf(await t.signIn('newJoiner'));
    expect(me.must_reset_password).toBe(true);
    expect(me.last_password_reset).toBeNull();
    expect(new Date(me.created_at).toISOString()).toBe(me.created_at);
  });
});

describe(routeOf(authEndpoints.endUserSessions), () => {
  const endSessions = (session: SignedIn, id: number | string) =>
    callApi(t, authEndpoints.endUserSessions, { params: { id } }, session);

  const moveStaffOf = async (account: Account, branchId: number) => {
    const row = await accountRow(account);
    await t.db.update(staff).set({ branchId }).where(eq(staff.id, row.staffId!));
  };

  it('403 without user_account_update', async () => {
    const session = await t.signIn('staff');
    expect((await meOf(session)).permissions).not.toContain('user_account_update');
    const target = await accountRow('principal');
    const response = await endSessions(session, target.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(Messages.forbidden);
  });

  it('superuser ends every live session of a user; its tokens stop at once', async () => {
    const target = await accountRow('staff');
    const first = await t.signIn('staff');
    const second = await t.signIn('staff');
    expect((await getMe(first.headers)).statusCode).toBe(200);
    const admin = await signInAdmin();
    const response = await endSessions(admin, target.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(Messages.sessionsEnded);
    expect(response.json().ended).toBeGreaterThanOrEqual(2);
    for (const session of [first, second]) {
      const after = await getMe(session.headers);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(Messages.sessionEnded);
    }
    // Ending again finds nothing live.
    expect((await endSessions(admin, target.id)).json().ended).toBe(0);
  });

  it('a branch administrator reaches only users of its branches: others are 404, as if absent', async () => {
    const principal = await accountRow('principal');
    await t.db
      .update(users)
      .set({ permissions: sql`array_append(${users.permissions}, 'user_account_update')` })
      .where(eq(users.id, principal.id));
    const caller = await t.signIn('principal');
    const scope = (await meOf(caller)).permitted_branch_ids;
    const [outside] = await branchIdsWhere(notInArray(branches.id, scope));
    expect(outside, 'a branch outside the principal scope').toBeDefined();
    const target = await accountRow('staff');

    // The target works in another branch: 404 'Not found', and its session survives.
    await moveStaffOf('staff', outside!);
    const targetSession = await t.signIn('staff');
    const refused = await endSessions(caller, target.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(Messages.notFound);
    expect((await getMe(targetSession.headers)).statusCode).toBe(200);

    // Exactly what an unknown id answers, and a superuser is never reachable.
    const unknown = await endSessions(caller, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.notFound);
    const admin = await accountRow('superuser');
    expect((await endSessions(caller, admin.id)).statusCode).toBe(404);

    // Moved into the principal's branch, the target is reachable.
    await moveStaffOf('staff', principal.branchId!);
    const ended = await endSessions(caller, target.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(1);
    expect((await getMe(targetSession.headers)).statusCode).toBe(401);
    await moveStaffOf('staff', target.branchId!);
  });

  it('422 for an id that is not a positive number', async () => {
    const admin = await signInAdmin();
    expect((await endSessions(admin, 'abc')).statusCode).toBe(422);
    expect((await endSessions(admin, 0)).statusCode).toBe(422);
  });
});
