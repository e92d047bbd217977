import {
  meEndpoints,
  userFilterEndpoints,
  type ReachCount,
  type TargetingFilter,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope } from '../../src/platform/core/access/access.repo.ts';
import type { Scope } from '../../src/platform/core/access/scope.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';

// The reach count against an independent count: every student and staff row is read once and
// the filter is applied in JS, recipients de-duplicated by their normalised phone number.

interface Person {
  kind: 'student' | 'staff';
  id: number;
  branch_id: number;
  state_id: number;
  district_id: number;
  level: number;
  coed: number;
  hostel_campus: number;
  branch_status: number;
  status: number;
  academic_year_id: number | null;
  segment_id: number | null;
  course_id: number | null;
  batch_id: number | null;
  section_id: number | null;
  gender: number;
  is_hostel: boolean | null;
  has_transport: boolean | null;
  is_coaching: boolean | null;
  admission_number: string | null;
  employee_number: number | null;
  designation_id: number | null;
  department_id: number | null;
  sub_category_id: number | null;
  phone: string | null;
  app_version: string | null;
}

let t: TestApp;
let people: Person[];
const tokens: Partial<Record<'superuser' | 'principal' | 'zonal', SignedIn>> = {};

async function loadPeople(): Promise<Person[]> {
  const rows = await t.db.execute(sql`
    SELECT 'student' AS kind, s.id, s.branch_id, b.state_id, b.district_id, b.level, b.coed,
           b.hostel_campus, b.status AS branch_status, s.status, s.academic_year_id, s.segment_id,
           s.course_id, s.batch_id, s.section_id, s.gender, s.is_hostel, s.has_transport,
           s.is_coaching, s.admission_number, NULL::int AS employee_number,
           NULL::int AS designation_id, NULL::int AS department_id, NULL::int AS sub_category_id,
           CASE WHEN coalesce(s.father_mobile, '') <> '' THEN s.father_mobile ELSE s.mother_mobile END
             AS phone,
           s.parent_app_version AS app_version
    FROM students s JOIN branches b ON b.id = s.branch_id
    UNION ALL
    SELECT 'staff', st.id, st.branch_id, b.state_id, b.district_id, b.level, b.coed,
           b.hostel_campus, b.status, st.status, NULL, NULL, NULL, NULL, NULL, st.gender, NULL,
           NULL, NULL, NULL, st.employee_number, st.designation_id, st.department_id,
           st.sub_category_id, st.mobile, st.staff_app_version
    FROM staff st JOIN branches b ON b.id = st.branch_id`);
  return rows.rows as unknown as Person[];
}

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['superuser', 'principal', 'zonal'] as const) tokens[who] = await t.signIn(who);
  people = await loadPeople();
});
afterAll(() => t?.close());

const digits = (phone: string | null) => {
  const only = (phone ?? '').replace(/\D/g, '').slice(-10);
  return only === '' ? null : only;
};
const within = <T>(list: readonly T[] | undefined, value: T) =>
  list === undefined || list.length === 0 || list.includes(value);
const flag = (option: number | undefined, value: boolean | null) =>
  !option || (option === 1 ? value === true : value === false);

function expectedReach(filter: TargetingFilter, scope: Scope, year = 20): ReachCount {
  const matched = people.filter((p) => {
    if (p.kind !== (filter.user_type === 'student' ? 'student' : 'staff')) return false;
    if (p.status !== 1 || p.branch_status !== 1) return false;
    if (!scope.all && !scope.branchIds.includes(p.branch_id)) return false;
    // A location list counts when its level is the target method's or wider.
    const depth = { all: 0, state: 1, district: 2, branch: 3 }[filter.target_method];
    if (depth >= 1 && !within(filter.state_ids, p.state_id)) return false;
    if (depth >= 2 && !within(filter.district_ids, p.district_id)) return false;
    if (depth >= 3 && !within(filter.branch_ids, p.branch_id)) return false;
    if (!within(filter.levels, p.level as 1 | 2 | 3)) return false;
    if (filter.coed && p.coed !== filter.coed) return false;
    if (filter.hostel_campus && p.hostel_campus !== filter.hostel_campus) return false;
    if (filter.gender && p.gender !== filter.gender) return false;
    if (filter.app_versions?.length && !filter.app_versions.includes(p.app_version ?? ''))
      return false;
    if (p.kind === 'student') {
      if (p.academic_year_id !== year) return false;
      if (!scope.all && !scope.segmentIds.includes(p.segment_id!)) return false;
      if (!filter.segment_ids?.includes(0) && !within(filter.segment_ids, p.segment_id!))
        return false;
      if (!within(filter.course_ids, p.course_id!)) return false;
      if (!within(filter.batch_ids, p.batch_id!)) return false;
      if (!within(filter.section_ids, p.section_id!)) return false;
      if (!flag(filter.coaching_type, p.is_coaching)) return false;
      if (!flag(filter.transport, p.has_transport)) return false;
      if (!flag(filter.hostel, p.is_hostel)) return false;
      if (!within(filter.admission_numbers, p.admission_number!)) return false;
    } else {
      if (!within(filter.designation_ids, p.designation_id!)) return false;
      if (!within(filter.department_ids, p.department_id!)) return false;
      if (!within(filter.sub_category_ids, p.sub_category_id!)) return false;
      if (!within(filter.employee_numbers, p.employee_number!)) return false;
    }
    return true;
  });
  const recipients = new Map<string, boolean>();
  for (const person of matched) {
    const key = digits(person.phone);
    if (key === null) continue;
    recipients.set(key, (recipients.get(key) ?? false) || person.app_version !== null);
  }
  if (filter.phone_only_recipients) {
    // Only recipients none of whose rows has the app; matched counts the rows behind them.
    const phoneOnly = [...recipients].filter(([, hasApp]) => !hasApp).map(([key]) => key);
    const keys = new Set(phoneOnly);
    return {
      count: keys.size,
      matched: matched.filter((person) => keys.has(digits(person.phone) ?? '')).length,
      with_app: 0,
      phone_only: keys.size,
    };
  }
  const withApp = [...recipients.values()].filter(Boolean).length;
  return {
    count: recipients.size,
    matched: matched.length,
    with_app: withApp,
    phone_only: recipients.size - withApp,
  };
}

async function reach(
  who: keyof typeof tokens,
  filter: TargetingFilter,
  query: Record<string, QueryValue> = {},
) {
  const response = await callApi(
    t,
    userFilterEndpoints.reachCount,
    { query, body: filter },
    tokens[who]!,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
}

const students = () => people.filter((p) => p.kind === 'student' && p.academic_year_id === 20);
const staffRows = () => people.filter((p) => p.kind === 'staff');
const firstOf = <K extends keyof Person>(rows: Person[], key: K) =>
  rows[0]![key] as NonNullable<Person[K]>;

describe(routeOf(userFilterEndpoints.reachCount), () => {
  it('matches an independent count for a filter of each option', async () => {
    const s = students();
    const st = staffRows();
    const someStudent = s[Math.floor(s.length / 2)]!;
    const otherState = s.find((p) => p.state_id !== someStudent.state_id)!.state_id;
    const filters: TargetingFilter[] = [
      { user_type: 'student', target_method: 'all' },
      { user_type: 'staff', target_method: 'all' },
      { user_type: 'student', target_method: 'state', state_ids: [someStudent.state_id] },
      { user_type: 'student', target_method: 'district', district_ids: [someStudent.district_id] },
      { user_type: 'student', target_method: 'branch', branch_ids: [someStudent.branch_id] },
      // Every location list at or above the target method's level applies with the method's
      // own list: a state chosen with nothing narrower still narrows a district or branch
      // filter; a narrower list than the method's is not looked at.
      { user_type: 'student', target_method: 'district', state_ids: [someStudent.state_id] },
      { user_type: 'student', target_method: 'branch', state_ids: [someStudent.state_id] },
      { user_type: 'student', target_method: 'branch', district_ids: [someStudent.district_id] },
      {
        user_type: 'student',
        target_method: 'branch',
        state_ids: [someStudent.state_id],
        district_ids: [someStudent.district_id],
        branch_ids: [someStudent.branch_id],
      },
      {
        user_type: 'student',
        target_method: 'branch',
        branch_ids: [someStudent.branch_id],
        state_ids: [otherState],
      },
      {
        user_type: 'student',
        target_method: 'district',
        district_ids: [someStudent.district_id],
        state_ids: [otherState],
      },
      {
        user_type: 'student',
        target_method: 'state',
        state_ids: [someStudent.state_id],
        district_ids: [999],
        branch_ids: [999],
      },
      { user_type: 'student', target_method: 'all', state_ids: [999], branch_ids: [999] },
      { user_type: 'staff', target_method: 'district', state_ids: [firstOf(st, 'state_id')] },
      { user_type: 'student', target_method: 'all', levels: [1] },
      { user_type: 'student', target_method: 'all', levels: [2, 3] },
      { user_type: 'student', target_method: 'all', segment_ids: [someStudent.segment_id!] },
      { user_type: 'student', target_method: 'all', segment_ids: [0] },
      { user_type: 'student', target_method: 'all', course_ids: [someStudent.course_id!] },
      { user_type: 'student', target_method: 'all', batch_ids: [someStudent.batch_id!] },
      { user_type: 'student', target_method: 'all', section_ids: [someStudent.section_id!] },
      { user_type: 'student', target_method: 'all', coaching_type: 1 },
      { user_type: 'student', target_method: 'all', coaching_type: 2 },
      { user_type: 'student', target_method: 'all', gender: 1 },
      { user_type: 'student', target_method: 'all', gender: 2 },
      { user_type: 'student', target_method: 'all', transport: 1 },
      { user_type: 'student', target_method: 'all', transport: 2 },
      { user_type: 'student', target_method: 'all', coed: 1 },
      { user_type: 'student', target_method: 'all', coed: 3 },
      { user_type: 'student', target_method: 'all', hostel: 1 },
      { user_type: 'student', target_method: 'all', hostel: 2 },
      { user_type: 'student', target_method: 'all', hostel_campus: 2 },
      { user_type: 'student', target_method: 'all', app_versions: ['1.0.3'] },
      {
        user_type: 'student',
        target_method: 'all',
        admission_numbers: s.slice(0, 25).map((p) => p.admission_number!),
      },
      { user_type: 'staff', target_method: 'all', app_versions: ['1.0.5'] },
      { user_type: 'staff', target_method: 'all', gender: 2 },
      { user_type: 'staff', target_method: 'state', state_ids: [firstOf(st, 'state_id')] },
      {
        user_type: 'staff',
        target_method: 'all',
        designation_ids: [firstOf(st, 'designation_id')],
      },
      { user_type: 'staff', target_method: 'all', department_ids: [firstOf(st, 'department_id')] },
      {
        user_type: 'staff',
        target_method: 'all',
        sub_category_ids: [firstOf(st, 'sub_category_id')],
      },
      {
        user_type: 'staff',
        target_method: 'all',
        employee_numbers: st.slice(0, 10).map((p) => p.employee_number!),
      },
      {
        user_type: 'student',
        target_method: 'state',
        state_ids: [someStudent.state_id],
        levels: [someStudent.level as 1 | 2 | 3],
        gender: 2,
        transport: 2,
        coaching_type: 2,
        app_versions: ['1.0.0', '1.0.3'],
      },
    ];
    const superScope: Scope = { all: true };
    for (const filter of filters) {
      const expected = expectedReach(filter, superScope);
      expect(await reach('superuser', filter), JSON.stringify(filter)).toEqual(expected);
    }
    // The table is not trivial: filters narrow, and some de-duplication happens.
    const everyone = expectedReach(filters[0]!, superScope);
    expect(everyone.count).toBeGreaterThan(0);
    expect(everyone.count).toBeLessThan(everyone.matched);
    // A state alone narrows a district or branch filter; a state that excludes the chosen branch
    // leaves nobody.
    const stateOnly = expectedReach(
      { user_type: 'student', target_method: 'branch', state_ids: [someStudent.state_id] },
      superScope,
    );
    expect(stateOnly.matched).toBeGreaterThan(0);
    expect(stateOnly.matched).toBeLessThan(everyone.matched);
    expect(
      expectedReach(
        {
          user_type: 'student',
          target_method: 'branch',
          branch_ids: [someStudent.branch_id],
          state_ids: [otherState],
        },
        superScope,
      ).matched,
    ).toBe(0);
  });

  it('counts only recipients without the app when asked (an SMS following a push message)', async () => {
    const someStudent = students()[0]!;
    const filters: TargetingFilter[] = [
      { user_type: 'student', target_method: 'all' },
      { user_type: 'student', target_method: 'branch', branch_ids: [someStudent.branch_id] },
      { user_type: 'staff', target_method: 'all' },
    ];
    for (const filter of filters) {
      const all = await reach('superuser', filter);
      const phoneOnly = await reach('superuser', { ...filter, phone_only_recipients: true });
      expect(phoneOnly, JSON.stringify(filter)).toEqual(
        expectedReach({ ...filter, phone_only_recipients: true }, { all: true }),
      );
      // The same people the whole audience's breakdown calls phone only.
      expect(phoneOnly.count).toBe(all.phone_only);
      expect(phoneOnly.count).toBeGreaterThan(0);
      expect(phoneOnly.with_app).toBe(0);
    }
  });

  it('never counts anyone outside the caller’s scope', async () => {
    for (const who of ['principal', 'zonal'] as const) {
      const me = await callApi(t, meEndpoints.me, {}, tokens[who]!);
      const userId = me.answer().id;
      for (const module of [0, 2]) {
        const scope = await loadScope(
          t.db,
          { userId, isSuperuser: false, staffBranchId: null },
          module,
          20,
        );
        for (const filter of [
          { user_type: 'student', target_method: 'all' },
          { user_type: 'staff', target_method: 'all' },
          { user_type: 'student', target_method: 'all', gender: 1 },
        ] as TargetingFilter[]) {
          const got = await reach(who, filter, { global_module_id: module });
          expect(got, `${who} ${module} ${JSON.stringify(filter)}`).toEqual(
            expectedReach(filter, scope),
          );
          expect(got.matched).toBeLessThan(expectedReach(filter, { all: true }).matched);
        }
      }
    }
  });

  it('counts a parent number shared with a new student once', async () => {
    const filter: TargetingFilter = { user_type: 'student', target_method: 'all' };
    const before = await reach('superuser', filter);
    const sibling = students().find((p) => p.phone !== null)!;
    await t.db.execute(sql`
      INSERT INTO students (admission_number, first_name, last_name, branch_id, academic_year_id,
        segment_id, course_id, batch_id, section_id, gender, is_hostel, has_transport,
        is_coaching, father_mobile, mother_mobile, parent_app_version)
      SELECT 'SIBLING0001', 'New', last_name, branch_id, academic_year_id, segment_id, course_id,
        batch_id, section_id, gender, is_hostel, has_transport, is_coaching, father_mobile,
        mother_mobile, parent_app_version
      FROM students WHERE id = ${sibling.id}`);
    const after = await reach('superuser', filter);
    expect(after.matched).toBe(before.matched + 1);
    expect(after.count).toBe(before.count);
  });

  it('leaves out the students and staff of a closed branch, also for an unnarrowed filter', async () => {
    // With every branch open a superuser's "all" filter skips the branch test entirely; once a
    // branch closes, its people must drop out of the count.
    const closed = students()[0]!.branch_id;
    const everyone: TargetingFilter = { user_type: 'student', target_method: 'all' };
    const allStaff: TargetingFilter = { user_type: 'staff', target_method: 'all' };
    const before = await reach('superuser', everyone);
    await t.db.execute(sql`UPDATE branches SET status = 0 WHERE id = ${closed}`);
    try {
      people = await loadPeople();
      const after = await reach('superuser', everyone);
      expect(after).toEqual(expectedReach(everyone, { all: true }));
      expect(after.matched).toBeLessThan(before.matched);
      expect(await reach('superuser', allStaff)).toEqual(expectedReach(allStaff, { all: true }));
    } finally {
      await t.db.execute(sql`UPDATE branches SET status = 1 WHERE id = ${closed}`);
      people = await loadPeople();
    }
  });

  it('refuses bad filters with 422', async () => {
    const bad: unknown[] = [
      { user_type: 'student' },
      { user_type: 'parent', target_method: 'all' },
      { user_type: 'student', target_method: 'all', unknown: 1 },
      { user_type: 'student', target_method: 'all', branch_ids: ['1'] },
      { user_type: 'student', target_method: 'all', gender: 3 },
      {
        user_type: 'student',
        target_method: 'all',
        branch_ids: Array.from({ length: 10001 }, (_, i) => i + 1),
      },
      { user_type: 'student', target_method: 'all', app_versions: ['9.9.9'] },
    ];
    for (const payload of bad) {
      const response = await callApi(
        t,
        userFilterEndpoints.reachCount,
        { body: payload },
        tokens.superuser!,
      );
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
  });
});
