import { assetEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';

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

type AssetEndpoint = (typeof assetEndpoints)[keyof typeof assetEndpoints];

async function list<T = { id: number }>(
  account: keyof typeof who,
  endpoint: AssetEndpoint,
  query: Record<string, QueryValue> = {},
): Promise<T[]> {
  const response = await callApi(t, endpoint, { query }, who[account]);
  const call = `${account} ${routeOf(endpoint)} ${JSON.stringify(query)}`;
  expect(response.statusCode, `${call}: ${response.body}`).toBe(200);
  const body = response.json<T[]>();
  expect(response.headers['x-total-count']).toBe(String(body.length));
  return body;
}

/** The lists that are the same for every caller: no branch, module or year narrows them. */
const ORGANISATION_WIDE = [
  assetEndpoints.staff_designation,
  assetEndpoints.staff_department,
  assetEndpoints.staff_sub_category,
  assetEndpoints.subject,
  assetEndpoints.office_type,
];

const idsOf = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe('asset lists within scope', () => {
  it('branches, states and districts: superuser all, principal one branch, zonal its grants', async () => {
    expect(idsOf(await list('superuser', assetEndpoints.branch))).toEqual(all.branches);
    expect(idsOf(await list('superuser', assetEndpoints.state))).toEqual(all.states);
    expect(idsOf(await list('superuser', assetEndpoints.district))).toEqual(all.districts);

    const principal = await list<{ id: number; state_id: number; district_id: number }>(
      'principal',
      assetEndpoints.branch,
    );
    expect(idsOf(principal)).toEqual([principalBranch]);
    expect(idsOf(await list('principal', assetEndpoints.state))).toEqual([principal[0]!.state_id]);
    expect(idsOf(await list('principal', assetEndpoints.district))).toEqual([
      principal[0]!.district_id,
    ]);

    const zonalAll = idsOf(await list('zonal', assetEndpoints.branch));
    const zonalAnnouncements = idsOf(
      await list('zonal', assetEndpoints.branch, { global_module_id: 2 }),
    );
    expect(zonalAll.length).toBeGreaterThan(3);
    expect(zonalAll.length).toBeLessThan(all.branches.length);
    expect(zonalAnnouncements).toHaveLength(3);
    // Previous year: a different grant.
    const previous = idsOf(await list('zonal', assetEndpoints.branch, { academic_year_id: 19 }));
    expect(previous).toHaveLength(2);
    // all_branches: every module's grant of the year together.
    const union = idsOf(
      await list('zonal', assetEndpoints.branch, { global_module_id: 2, all_branches: true }),
    );
    expect(union).toEqual([...new Set([...zonalAll, ...zonalAnnouncements])].sort((a, b) => a - b));
  });

  it('branch_ids_by_location, sections, admission numbers and courses stay in scope', async () => {
    const states = idsOf(await list('superuser', assetEndpoints.state));
    const inState = await list<number>('superuser', assetEndpoints.branch_ids_by_location, {
      state_ids: states[0],
    });
    expect(inState.length).toBeGreaterThan(1);
    const principalInState = await list<number>(
      'principal',
      assetEndpoints.branch_ids_by_location,
      { state_ids: states.join(',') },
    );
    expect(principalInState).toEqual([principalBranch]);

    const sections = await list<{ branch_id: number }>(
      'principal',
      assetEndpoints.student_sections,
    );
    expect(sections.length).toBeGreaterThan(0);
    expect(new Set(sections.map((s) => s.branch_id))).toEqual(new Set([principalBranch]));
    const superSections = await list('superuser', assetEndpoints.student_sections);
    expect(superSections.length).toBeGreaterThan(sections.length);

    const numbers = await list<string>('principal', assetEndpoints.student_admission_numbers, {
      limit: 100,
    });
    const code = (
      await t.db.execute<{ code: string }>(
        sql`SELECT code FROM branches WHERE id = ${principalBranch}`,
      )
    ).rows[0]!.code;
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((n) => n.startsWith(code))).toBe(true);
    const other = (
      await list<string>('superuser', assetEndpoints.student_admission_numbers, { limit: 100 })
    ).find((n) => !n.startsWith(code))!;
    expect(
      await list('principal', assetEndpoints.student_admission_numbers, { search: other }),
    ).toEqual([]);

    const superCourses = await list('superuser', assetEndpoints.student_course);
    const principalCourses = await list('principal', assetEndpoints.student_course);
    expect(principalCourses.length).toBeGreaterThan(0);
    expect(principalCourses.length).toBeLessThan(superCourses.length);
    expect((await list('principal', assetEndpoints.student_batch)).length).toBeLessThan(
      (await list('superuser', assetEndpoints.student_batch)).length,
    );
  });

  it('branch groups and segments follow the scope; reference lists are the same for all', async () => {
    for (const endpoint of [
      assetEndpoints.branch_master,
      assetEndpoints.branch_admission,
      assetEndpoints.branch_payroll,
      assetEndpoints.branch_accounting,
    ]) {
      const everyone = await list('superuser', endpoint);
      const principal = await list('principal', endpoint);
      expect(principal.length, routeOf(endpoint)).toBeGreaterThan(0);
      expect(principal.length, routeOf(endpoint)).toBeLessThan(everyone.length);
    }
    expect((await list('superuser', assetEndpoints.segment)).length).toBe(6);
    for (const endpoint of [
      ...ORGANISATION_WIDE,
      assetEndpoints.group,
      assetEndpoints.academic_year,
    ]) {
      const everyone = await list('superuser', endpoint);
      expect(everyone.length, routeOf(endpoint)).toBeGreaterThan(0);
      expect(await list('principal', endpoint)).toEqual(everyone);
    }
    const years = await list<{ id: number; is_current: boolean }>(
      'principal',
      assetEndpoints.academic_year,
    );
    expect(years.find((year) => year.is_current)?.id).toBe(20);
    const groups = await list('superuser', assetEndpoints.group);
    const programs = await list<{ group_id: number }>('superuser', assetEndpoints.program, {
      academic_year_id: 20,
      group_ids: groups[0]!.id,
    });
    expect(programs.every((p) => p.group_id === groups[0]!.id)).toBe(true);
  });

  it('organisation-wide lists refuse a module or year they could only ignore', async () => {
    for (const endpoint of ORGANISATION_WIDE) {
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
