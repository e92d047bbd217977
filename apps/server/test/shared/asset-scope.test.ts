import { assetEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';

// Each targeting list answers within the caller's scope: everything for the superuser, one
// branch for the principal, the zonal coordinator's grants (module 0 and announcements differ).

let t: TestApp;
const who: Record<'superuser' | 'principal' | 'zonal', SignedIn> = {} as never;
let all: { branches: number[]; states: number[]; districts: number[] };
let principalBranch: number;

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['superuser', 'principal', 'zonal'] as const) who[name] = await t.signIn(name);
  const ids = async (query: ReturnType<typeof sql>) =>
    (await t.db.execute<{ id: number }>(query)).rows.map((row) => row.id).sort((a, b) => a - b);
  all = {
    branches: await ids(sql`SELECT id FROM branches WHERE status = 1`),
    states: await ids(sql`SELECT id FROM states`),
    districts: await ids(sql`SELECT id FROM districts`),
  };
  const row = await t.db.execute<{ branch_id: number }>(
    sql`SELECT st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id WHERE u.username = 'principal'`,
  );
  principalBranch = row.rows[0]!.branch_id;
});
afterAll(() => t?.close());

async function list<T = { id: number }>(account: keyof typeof who, path: string): Promise<T[]> {
  const response = await t.call({
    method: 'GET',
    url: `/api${path}`,
    headers: who[account].headers,
  });
  expect(response.statusCode, `${account} ${path}: ${response.body}`).toBe(200);
  const body = response.json<T[]>();
  expect(response.headers['x-total-count']).toBe(String(body.length));
  return body;
}
const idsOf = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe('asset lists within scope', () => {
  it('branches, states and districts: superuser all, principal one branch, zonal its grants', async () => {
    expect(idsOf(await list('superuser', '/asset/target_info/branch'))).toEqual(all.branches);
    expect(idsOf(await list('superuser', '/asset/target_info/state'))).toEqual(all.states);
    expect(idsOf(await list('superuser', '/asset/target_info/district'))).toEqual(all.districts);

    const principal = await list<{ id: number; state_id: number; district_id: number }>(
      'principal',
      '/asset/target_info/branch',
    );
    expect(idsOf(principal)).toEqual([principalBranch]);
    expect(idsOf(await list('principal', '/asset/target_info/state'))).toEqual([
      principal[0]!.state_id,
    ]);
    expect(idsOf(await list('principal', '/asset/target_info/district'))).toEqual([
      principal[0]!.district_id,
    ]);

    const zonalAll = idsOf(await list('zonal', '/asset/target_info/branch'));
    const zonalAnnouncements = idsOf(
      await list('zonal', '/asset/target_info/branch?global_module_id=2'),
    );
    expect(zonalAll.length).toBeGreaterThan(3);
    expect(zonalAll.length).toBeLessThan(all.branches.length);
    expect(zonalAnnouncements).toHaveLength(3);
    // Previous year: a different grant.
    const previous = idsOf(await list('zonal', '/asset/target_info/branch?academic_year_id=19'));
    expect(previous).toHaveLength(2);
    // all_branches: every module's grant of the year together.
    const union = idsOf(
      await list('zonal', '/asset/target_info/branch?global_module_id=2&all_branches=true'),
    );
    expect(union).toEqual([...new Set([...zonalAll, ...zonalAnnouncements])].sort((a, b) => a - b));
  });

  it('branch_ids_by_location, sections, admission numbers and courses stay in scope', async () => {
    const states = idsOf(await list('superuser', '/asset/target_info/state'));
    const inState = await list<number>(
      'superuser',
      `/asset/target_info/branch_ids_by_location?state_ids=${states[0]}`,
    );
    expect(inState.length).toBeGreaterThan(1);
    const principalInState = await list<number>(
      'principal',
      `/asset/target_info/branch_ids_by_location?state_ids=${states.join(',')}`,
    );
    expect(principalInState).toEqual([principalBranch]);

    const sections = await list<{ branch_id: number }>(
      'principal',
      '/asset/target_info/student_sections',
    );
    expect(sections.length).toBeGreaterThan(0);
    expect(new Set(sections.map((s) => s.branch_id))).toEqual(new Set([principalBranch]));
    const superSections = await list('superuser', '/asset/target_info/student_sections');
    expect(superSections.length).toBeGreaterThan(sections.length);

    const numbers = await list<string>(
      'principal',
      '/asset/target_info/student_admission_numbers?limit=100',
    );
    const code = (
      await t.db.execute<{ code: string }>(
        sql`SELECT code FROM branches WHERE id = ${principalBranch}`,
      )
    ).rows[0]!.code;
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((n) => n.startsWith(code))).toBe(true);
    const other = (
      await list<string>('superuser', '/asset/target_info/student_admission_numbers?limit=100')
    ).find((n) => !n.startsWith(code))!;
    expect(
      await list('principal', `/asset/target_info/student_admission_numbers?search=${other}`),
    ).toEqual([]);

    const superCourses = await list('superuser', '/asset/target_info/student_course');
    const principalCourses = await list('principal', '/asset/target_info/student_course');
    expect(principalCourses.length).toBeGreaterThan(0);
    expect(principalCourses.length).toBeLessThan(superCourses.length);
    expect((await list('principal', '/asset/target_info/student_batch')).length).toBeLessThan(
      (await list('superuser', '/asset/target_info/student_batch')).length,
    );
  });

  it('branch groups and segments follow the scope; reference lists are the same for all', async () => {
    for (const kind of ['master', 'admission', 'payroll', 'accounting']) {
      const everyone = await list('superuser', `/asset/target_info/branch_${kind}`);
      const principal = await list('principal', `/asset/target_info/branch_${kind}`);
      expect(principal.length, kind).toBeGreaterThan(0);
      expect(principal.length, kind).toBeLessThan(everyone.length);
    }
    expect((await list('superuser', '/asset/target_info/segment')).length).toBe(6);
    for (const path of [
      '/asset/target_info/staff_designation',
      '/asset/target_info/staff_department',
      '/asset/target_info/staff_sub_category',
      '/asset/target_info/subject',
      '/asset/target_info/office_type',
      '/asset/target_info/group',
      '/asset/academic_year',
    ]) {
      const everyone = await list('superuser', path);
      expect(everyone.length, path).toBeGreaterThan(0);
      expect(await list('principal', path)).toEqual(everyone);
    }
    const years = await list<{ id: number; is_current: boolean }>(
      'principal',
      '/asset/academic_year',
    );
    expect(years.find((year) => year.is_current)?.id).toBe(20);
    const groups = await list('superuser', '/asset/target_info/group');
    const programs = await list<{ group_id: number }>(
      'superuser',
      `/asset/target_info/program?academic_year_id=20&group_ids=${groups[0]!.id}`,
    );
    expect(programs.every((p) => p.group_id === groups[0]!.id)).toBe(true);
  });

  it('organisation-wide lists refuse a module or year they could only ignore', async () => {
    for (const endpoint of [
      assetEndpoints.staff_designation,
      assetEndpoints.staff_department,
      assetEndpoints.staff_sub_category,
      assetEndpoints.subject,
      assetEndpoints.office_type,
    ]) {
      for (const [field, value] of [
        ['global_module_id', 13],
        ['academic_year_id', 19],
      ] as const) {
        const response = await callApi(t, endpoint, { query: { [field]: value } }, who.zonal);
        expect(response.statusCode, `${routeOf(endpoint)}?${field}=${value}`).toBe(422);
        expect(response.json().errors[0]).toMatchObject({ rule: 'unrecognized_keys' });
        expect(response.json().message).toContain(field);
      }
    }
  });

  it('refuses unknown fields, bad ids and signed-out callers', async () => {
    for (const [endpoint, query] of [
      [assetEndpoints.branch, { nope: 1 }],
      [assetEndpoints.branch, { state_ids: 'abc' }],
      [assetEndpoints.branch, { state_ids: '99999999999' }],
      [assetEndpoints.state, { global_module_id: -1 }],
    ] as const) {
      const response = await callApi(t, endpoint, { query }, who.superuser);
      expect(response.statusCode, `${routeOf(endpoint)} ${JSON.stringify(query)}`).toBe(422);
    }
    expect((await callApi(t, assetEndpoints.branch, {})).statusCode).toBe(401);
  });
});
