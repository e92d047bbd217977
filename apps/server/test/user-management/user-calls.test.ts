import {
  CURRENT_ACADEMIC_YEAR_ID,
  Messages,
  UserManagementMessages as Say,
  userManagementEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';

// GET /user/username_avail, /user/{id}, /user/staff_permitted_branches and
// /user/student_mobile_number/{admission_number} (002 §7).

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let staff: SignedIn;
let ids: { admin: number; principal: number; colleague: number; stranger: number };
let principalBranch: number;

beforeAll(async () => {
  t = await startTestApp();
  [admin, principal, staff] = await Promise.all([
    t.signIn('superuser'),
    t.signIn('principal'),
    t.signIn('staff'),
  ]);
  const rows = await t.db.execute<{ id: number; branch_id: number | null; username: string }>(sql`
    SELECT u.id, st.branch_id, u.username FROM users u LEFT JOIN staff st ON st.id = u.staff_id
     WHERE u.username IN ('admin', 'principal')`);
  const byName = new Map(rows.rows.map((row) => [row.username, row]));
  principalBranch = byName.get('principal')!.branch_id!;
  const colleague = await t.db.execute<{ id: number }>(sql`
    SELECT u.id FROM users u JOIN staff st ON st.id = u.staff_id
     WHERE st.branch_id = ${principalBranch} AND u.username <> 'principal' ORDER BY u.id LIMIT 1`);
  const stranger = await t.db.execute<{ id: number }>(sql`
    SELECT u.id FROM users u JOIN staff st ON st.id = u.staff_id
     WHERE st.branch_id <> ${principalBranch} ORDER BY u.id LIMIT 1`);
  ids = {
    admin: byName.get('admin')!.id,
    principal: byName.get('principal')!.id,
    colleague: colleague.rows[0]!.id,
    stranger: stranger.rows[0]!.id,
  };
});
afterAll(() => t?.close());

describe(routeOf(endpoints.usernameAvailable), () => {
  const ask = (username: string, who = admin) =>
    callApi(t, endpoints.usernameAvailable, { query: { username } }, who);

  it('says whether a username is free, in any case', async () => {
    expect((await ask('ADMIN')).answer()).toEqual({
      username: 'ADMIN',
      available: false,
      message: Say.usernameTaken,
    });
    expect((await ask(' new.person_1 ')).answer()).toEqual({
      username: 'new.person_1',
      available: true,
      message: Say.usernameFree,
    });
  });

  it('refuses what cannot be a username, and those who create no accounts', async () => {
    for (const bad of ['ab', 'two words', 'x'.repeat(51)]) {
      const response = await ask(bad);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().message).toContain(Say.username);
    }
    expect((await ask('someone', principal)).statusCode).toBe(403);
  });
});

describe(routeOf(endpoints.detail), () => {
  const detail = (id: number, who = admin) => callApi(t, endpoints.detail, { params: { id } }, who);

  it("answers an account in the caller's reach, and 404 for any other", async () => {
    expect((await detail(ids.admin)).answer()).toMatchObject({ id: ids.admin, branch_id: null });
    expect((await detail(ids.colleague, principal)).answer()).toMatchObject({
      id: ids.colleague,
      branch_id: principalBranch,
    });
    for (const id of [ids.stranger, ids.admin, 2_000_000_000]) {
      const response = await detail(id, principal);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe(Messages.notFound);
    }
    expect((await detail(2_000_000_000)).statusCode).toBe(404);
  });
});

describe(routeOf(endpoints.staffPermittedBranches), () => {
  const branches = (query: Record<string, number>, who = admin) =>
    callApi(t, endpoints.staffPermittedBranches, { query }, who);

  /** The principal's branches by 000 §6: the module 0 grant of the year, else the staff branch. */
  async function expectedForPrincipal(): Promise<number[]> {
    const grant = await t.db.execute<{ branch_ids: number[] }>(sql`
      SELECT branch_ids FROM permitted_assets
       WHERE user_id = ${ids.principal} AND module_id = 0
         AND academic_year_id = ${CURRENT_ACADEMIC_YEAR_ID}`);
    const granted = grant.rows[0]?.branch_ids ?? [];
    return (granted.length > 0 ? granted : [principalBranch]).sort((a, b) => a - b);
  }

  it("answers the caller's own branches, and another account's to whoever reaches it", async () => {
    const expected = await expectedForPrincipal();
    const own = (await branches({}, principal)).answer();
    expect(own.map((branch) => branch.id).sort((a, b) => a - b)).toEqual(expected);
    expect(own.every((branch) => branch.name.length > 0)).toBe(true);
    const asked = (await branches({ user_id: ids.principal })).answer();
    expect(asked).toEqual(own);

    const all = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM branches`);
    expect((await branches({})).answer()).toHaveLength(all.rows[0]!.n);

    const refused = await branches({ user_id: ids.admin }, principal);
    expect(refused.statusCode).toBe(404);
    expect((await branches({ user_id: ids.stranger }, principal)).statusCode).toBe(404);
  });
});

describe(routeOf(endpoints.studentMobileNumber), () => {
  const lookup = (admission_number: string, who = admin) =>
    callApi(t, endpoints.studentMobileNumber, { params: { admission_number } }, who);

  /**
   * A student of the principal's branch whose mother's number is known, and one of a branch the
   * principal does not reach.
   */
  async function students() {
    const reached = (
      await callApi(t, endpoints.staffPermittedBranches, { query: {} }, principal)
    ).answer();
    const reachedIds = reached.map((branch) => branch.id);
    const pick = async (where: ReturnType<typeof sql>) =>
      (
        await t.db.execute<{
          admission_number: string;
          father_mobile: string | null;
          mother_mobile: string;
        }>(sql`
          SELECT admission_number, father_mobile, mother_mobile FROM students
           WHERE mother_mobile IS NOT NULL AND ${where} ORDER BY id LIMIT 1`)
      ).rows[0]!;
    return {
      own: await pick(sql`branch_id = ${principalBranch}`),
      other: await pick(sql`NOT (branch_id = ANY(${sql.param(reachedIds)}::int[]))`),
    };
  }

  it('answers the parents’ numbers, the second masked, in any case of the number', async () => {
    const { own } = await students();
    const found = (await lookup(own.admission_number.toLowerCase(), principal)).answer();
    expect(found).toMatchObject({
      admission_number: own.admission_number,
      branch_id: principalBranch,
      mobile_primary: own.father_mobile,
      mobile_secondary: `******${own.mother_mobile.slice(-4)}`,
    });
    expect(found.name.length).toBeGreaterThan(0);
    expect(JSON.stringify(found)).not.toContain(own.mother_mobile);
  });

  it('is 404 in the staff’s words for nobody and for another branch’s student', async () => {
    const { other } = await students();
    expect((await lookup(other.admission_number)).statusCode).toBe(200);
    for (const number of [other.admission_number, 'NO-SUCH-STUDENT']) {
      const response = await lookup(number, principal);
      expect(response.statusCode, number).toBe(404);
      expect(response.json().message).toBe(Say.noStudent);
    }
  });

  it('refuses a number too long and those who do not read students', async () => {
    const long = await lookup('x'.repeat(31));
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toContain(Say.admissionNumber);
    const { own } = await students();
    expect((await lookup(own.admission_number, staff)).statusCode).toBe(403);
  });
});
