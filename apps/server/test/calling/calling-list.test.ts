import {
  CALL_TYPES,
  CallStatus,
  CallType,
  CallingMessages,
  Messages,
  RenewalMode,
  Sentiment,
  callingEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, type QueryValue } from '../support/endpoint-client.ts';
import {
  callingPlaces,
  giveStaffPermissions,
  insertCalls,
  studentAt,
  type CallRow,
  type CallingPlaces,
} from './calling-kit.ts';

// GET /adoption_call and its CSV export: every filter of 001 §7 against calls written for
// academic year 18 (the demo seed's calls are in years 19 and 20, so these are alone there),
// each call type behind its permission, and the branch scope.

let t: TestApp;
let admin: SignedIn;
let places: CallingPlaces;

interface Fixture extends Partial<CallRow> {
  key: string;
  id?: number;
  studentName?: string;
}
const fixtures: Fixture[] = [];
const people = {
  students: [] as Awaited<ReturnType<typeof studentAt>>[],
  names: new Map<number, string>(),
  staff: [] as { id: number; branch_id: number; designation_id: number; employee_number: number }[],
  principalUserId: 0,
  principalLastName: '',
  adminUserId: 0,
  programs: [] as { id: number; group_id: number }[],
  reasons: new Map<number, number>(),
};

const YEAR = 18;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  places = await callingPlaces(t);
  const b1 = places.principalBranch;
  const b2 = places.outsideZonal;
  people.students = [
    await studentAt(t, b1, 0),
    await studentAt(t, b1, 1),
    await studentAt(t, b2, 0),
  ];
  const names = await t.db.execute<{ id: number; name: string }>(sql`
    SELECT id, first_name || ' ' || last_name AS name FROM students
    WHERE id = ANY(${sql.param(people.students.map((s) => s.id))}::int[])`);
  for (const row of names.rows) people.names.set(row.id, row.name);
  people.staff = (
    await t.db.execute<{
      id: number;
      branch_id: number;
      designation_id: number;
      employee_number: number;
    }>(sql`
      SELECT DISTINCT ON (branch_id) id, branch_id, designation_id, employee_number FROM staff
      WHERE branch_id IN (${b1}, ${b2}) AND designation_id IS NOT NULL ORDER BY branch_id, id`)
  ).rows;
  const users = await t.db.execute<{ id: number; username: string; last_name: string }>(
    sql`SELECT id, username, last_name FROM users WHERE username IN ('admin', 'principal')`,
  );
  const user = (name: string) => users.rows.find((row) => row.username === name)!;
  people.principalUserId = user('principal').id;
  people.principalLastName = user('principal').last_name;
  people.adminUserId = user('admin').id;
  people.programs = (
    await t.db.execute<{ id: number; group_id: number }>(sql`
      SELECT DISTINCT ON (group_id) id, group_id FROM programs ORDER BY group_id, id LIMIT 2`)
  ).rows;
  const reasons = await t.db.execute<{ id: number; sentiment: number }>(
    sql`SELECT DISTINCT ON (sentiment) id, sentiment FROM call_sentiment_reasons ORDER BY sentiment, id`,
  );
  for (const row of reasons.rows) people.reasons.set(row.sentiment, row.id);

  const [s1, s2, s3] = people.students as [
    (typeof people.students)[0],
    (typeof people.students)[0],
    (typeof people.students)[0],
  ];
  const student = (s: typeof s1) => ({
    studentId: s.id,
    branchId: s.id === s3.id ? b2 : b1,
    segmentId: s.segment_id,
    courseId: s.course_id,
    studentName: people.names.get(s.id)!,
  });
  const [p1, p2] = people.programs as [
    { id: number; group_id: number },
    { id: number; group_id: number },
  ];
  const at = (day: string) => new Date(`${day}T10:00:00Z`);
  const agentAdmin = people.adminUserId;
  const agentPrincipal = people.principalUserId;
  fixtures.push(
    // Adoption calls, year 18.
    {
      key: 'A',
      ...student(s1),
      userNumber: '9811100001',
      status: CallStatus.Completed,
      duration: 120,
      sentiment: Sentiment.Happy,
      sentimentReasonId: people.reasons.get(Sentiment.Happy)!,
      remarks: 'Good',
      programId: p1.id,
      groupId: p1.group_id,
      agentUserId: agentAdmin,
      createdAt: at('2024-06-10'),
    },
    {
      key: 'B',
      ...student(s1),
      userNumber: '9811100001',
      status: CallStatus.Busy,
      duration: 0,
      programId: p2.id,
      groupId: p2.group_id,
      agentUserId: agentPrincipal,
      createdAt: at('2024-06-12'),
    },
    {
      key: 'C',
      ...student(s2),
      userNumber: '9811100002',
      status: CallStatus.NoAnswer,
      duration: 0,
      agentUserId: agentPrincipal,
      createdAt: at('2024-06-15'),
    },
    {
      key: 'D',
      ...student(s3),
      userNumber: '9811100003',
      status: CallStatus.Completed,
      duration: 300,
      sentiment: Sentiment.Dissatisfied,
      sentimentReasonId: people.reasons.get(Sentiment.Dissatisfied)!,
      principalRemarks: 'Follow up',
      agentUserId: agentAdmin,
      createdAt: at('2024-06-20'),
    },
    {
      key: 'E',
      ...student(s3),
      userNumber: '9811100003',
      status: CallStatus.Completed,
      duration: 45,
      agentUserId: agentAdmin,
      createdAt: at('2024-06-25'),
    },
    {
      key: 'F',
      ...student(s2),
      userNumber: '9811100002',
      status: CallStatus.Failed,
      duration: 0,
      agentUserId: agentAdmin,
      createdAt: at('2024-07-01'),
    },
    {
      key: 'G',
      ...student(s1),
      userNumber: '9811100009',
      status: CallStatus.Completed,
      duration: 60,
      sentiment: Sentiment.Neutral,
      programId: p1.id,
      groupId: p1.group_id,
      agentUserId: agentAdmin,
      createdAt: at('2024-07-05'),
    },
    // Renewal calls.
    {
      key: 'R1',
      ...student(s1),
      callType: CallType.Renewal,
      renewalMode: RenewalMode.Online,
      createdAt: at('2024-06-11'),
    },
    {
      key: 'R2',
      ...student(s2),
      callType: CallType.Renewal,
      renewalMode: RenewalMode.NotRenewed,
      createdAt: at('2024-06-13'),
    },
    // Internal calls to staff.
    ...people.staff.map((member, index) => ({
      key: `I${index + 1}`,
      callType: CallType.Internal,
      branchId: member.branch_id,
      staffId: member.id,
      designationId: member.designation_id,
      createdAt: at(`2024-06-1${index + 1}`),
    })),
  );
  const ids = await insertCalls(
    t,
    fixtures.map(({ key: _key, id: _id, studentName: _name, ...row }) => ({
      academicYearId: YEAR,
      ...row,
    })),
  );
  ids.forEach((id, index) => (fixtures[index]!.id = id));
});
afterAll(() => t?.close());

const fixture = (key: string) => fixtures.find((entry) => entry.key === key)!;
const adoption = () => fixtures.filter((entry) => (entry.callType ?? 1) === CallType.Adoption);

type Query = Record<string, QueryValue>;

const list = (query: Query, who: SignedIn = admin) => callApi(t, endpoints.list, { query }, who);
const exported = (query: Query, who: SignedIn = admin) =>
  callApi(t, endpoints.export, { query }, who);
const detail = (id: number, who: SignedIn) => callApi(t, endpoints.detail, { params: { id } }, who);

/** The keys a list answers, in the order it answers them. */
async function keys(query: Query, who = admin): Promise<string[]> {
  const response = await list({ academic_year_id: YEAR, ...query }, who);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.answer();
  expect(response.headers['x-total-count']).toBe(String(rows.length));
  return rows.map((row) => fixtures.find((entry) => entry.id === row.id)?.key ?? `?${row.id}`);
}
const sorted = (values: string[]) => [...values].sort();
const keysWhere = (predicate: (entry: Fixture) => boolean, list = adoption()) =>
  sorted(list.filter(predicate).map((entry) => entry.key));

describe('GET /adoption_call filters', () => {
  it('answers the call type and year, newest first, with the call record fields', async () => {
    expect(await keys({})).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A']);
    const response = await list({ academic_year_id: YEAR, id: fixture('A').id }, admin);
    const [row] = response.answer();
    expect(row).toMatchObject({
      id: fixture('A').id,
      call_type: CallType.Adoption,
      user_number: '9811100001',
      status: CallStatus.Completed,
      duration: 120,
      branch_id: places.principalBranch,
      student_id: people.students[0]!.id,
      admission_number: people.students[0]!.admission_number,
      student_name: people.names.get(people.students[0]!.id),
      remarks: 'Good',
      principal_remarks: null,
      sentiment: Sentiment.Happy,
      sentiment_reason: people.reasons.get(Sentiment.Happy),
      program_id: people.programs[0]!.id,
      has_recording: false,
      created_at: '2024-06-10T10:00:00.000Z',
    });
    expect(row!.sentiment_reason_name).toEqual(expect.any(String));
    expect(row!.branch_name).toEqual(expect.any(String));
    expect(row!.call_sid).toEqual(expect.any(String));
    // The default year is the current one, where none of these calls are.
    const current = await list({ limit: 500 }, admin);
    const currentIds = current.answer().map((call) => call.id);
    expect(currentIds.some((id) => fixtures.some((entry) => entry.id === id))).toBe(false);
  });

  it('pages with page and limit, and sorts by the whitelisted columns', async () => {
    const paged = await list({ academic_year_id: YEAR, limit: 2, page: 2 }, admin);
    expect(paged.headers['x-total-count']).toBe('7');
    expect(paged.answer().map((row) => row.id)).toEqual([fixture('E').id, fixture('D').id]);
    expect(await keys({ sort: 'duration', order: 'asc' })).toEqual([
      'B',
      'C',
      'F',
      'E',
      'G',
      'A',
      'D',
    ]);
    expect(await keys({ sort: 'created_at', order: 'asc' })).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    const bad = await list({ sort: 'bogus' }, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(
      'Cannot sort by \\"bogus\\". Sort by one of: created_at, id, duration, status.',
    );
  });

  it('filters by status_list, report_type, sentiment and negative', async () => {
    expect(sorted(await keys({ status_list: 3 }))).toEqual(['A', 'D', 'E', 'G']);
    expect(sorted(await keys({ status_list: '4,5' }))).toEqual(['B', 'C']);
    expect((await list({ status_list: 42 }, admin)).statusCode).toBe(422);
    expect(sorted(await keys({ report_type: 0 }))).toHaveLength(7);
    expect(sorted(await keys({ report_type: 1 }))).toEqual(['A', 'D', 'E', 'G']);
    expect(sorted(await keys({ report_type: 2 }))).toEqual(['B', 'C', 'F']);
    expect(sorted(await keys({ report_type: 3 }))).toEqual(['A', 'D', 'G']);
    expect(sorted(await keys({ report_type: 4 }))).toEqual(['E']);
    expect((await list({ report_type: 9 }, admin)).statusCode).toBe(422);
    expect(await keys({ sentiment: 0 })).toEqual(['G']);
    expect(await keys({ sentiment: -1 })).toEqual(['D']);
    expect(await keys({ sentiment: 1 })).toEqual(['A']);
    const badSentiment = await list({ sentiment: 2 }, admin);
    expect(badSentiment.statusCode).toBe(422);
    expect(badSentiment.body).toContain(CallingMessages.sentimentInvalid);
    expect(await keys({ negative: true })).toEqual(['D']);
    expect(await keys({ negative: false })).toHaveLength(7);
  });

  it('filters by branch, dates, segment, course, group and program', async () => {
    expect(sorted(await keys({ branch_ids: places.outsideZonal }))).toEqual(['D', 'E']);
    expect(sorted(await keys({ from_date: '2024-06-12', to_date: '2024-06-20' }))).toEqual([
      'B',
      'C',
      'D',
    ]);
    expect(sorted(await keys({ from_date: '2024-07-01' }))).toEqual(['F', 'G']);
    expect(sorted(await keys({ to_date: '2024-06-10' }))).toEqual(['A']);
    const backwards = await list({ from_date: '2024-07-01', to_date: '2024-06-01' }, admin);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.body).toContain(Messages.fromDateAfterToDate);
    const segment = people.students[2]!.segment_id;
    expect(sorted(await keys({ segment }))).toEqual(
      keysWhere((entry) => entry.segmentId === segment),
    );
    expect(await keys({ segment: 0 })).toHaveLength(7);
    const course = people.students[1]!.course_id;
    expect(sorted(await keys({ course_ids: course }))).toEqual(
      keysWhere((entry) => entry.courseId === course),
    );
    const [p1, p2] = people.programs;
    expect(sorted(await keys({ group_ids: p1!.group_id }))).toEqual(['A', 'G']);
    expect(sorted(await keys({ program_ids: p2!.id }))).toEqual(['B']);
    expect(sorted(await keys({ program_ids: `${p1!.id},${p2!.id}` }))).toEqual(['A', 'B', 'G']);
  });

  it('filters by the person called: admission number, student, name, number', async () => {
    const s3 = people.students[2]!;
    expect(sorted(await keys({ admission_number: s3.admission_number }))).toEqual(['D', 'E']);
    expect(sorted(await keys({ student_id: people.students[1]!.id }))).toEqual(['C', 'F']);
    const lastName = people.names.get(s3.id)!.split(' ').at(-1)!;
    expect(sorted(await keys({ student_name_search: lastName.toLowerCase() }))).toEqual(
      keysWhere((entry) => !!entry.studentName?.toLowerCase().includes(lastName.toLowerCase())),
    );
    expect(sorted(await keys({ user_number: '9811100001' }))).toEqual(['A', 'B']);
    const badNumber = await list({ user_number: '12345' }, admin);
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.body).toContain(Messages.searchMobile);
  });

  it('filters by sid and id, with the id message', async () => {
    const d = fixture('D');
    const sid = (await list({ academic_year_id: YEAR, id: d.id }, admin)).answer()[0]!.call_sid;
    expect(await keys({ sid })).toEqual(['D']);
    expect(await keys({ id: d.id })).toEqual(['D']);
    expect(await keys({ id: '9999999999' })).toEqual([]);
    const badId = await list({ id: 'abc' }, admin);
    expect(badId.statusCode).toBe(422);
    expect(badId.body).toContain(Messages.searchIdNumber);
  });

  it('keeps each number’s latest call with unique', async () => {
    expect(sorted(await keys({ unique: true }))).toEqual(['B', 'E', 'F', 'G']);
    expect(sorted(await keys({ unique: true, status_list: 3 }))).toEqual(['E', 'G']);
  });

  it('filters by the agent’s name', async () => {
    expect(sorted(await keys({ search_name: people.principalLastName }))).toEqual(['B', 'C']);
  });

  it('filters staff calls by designation and employee numbers', async () => {
    const internal = fixtures.filter((entry) => entry.callType === CallType.Internal);
    const [m1, m2] = people.staff;
    expect(sorted(await keys({ call_type: 5, designation_ids: m1!.designation_id }))).toEqual(
      keysWhere((entry) => entry.designationId === m1!.designation_id, internal),
    );
    expect(await keys({ call_type: 5, employee_number_list: m1!.employee_number })).toEqual(['I1']);
    expect(
      sorted(
        await keys({
          call_type: 5,
          employee_number_list: `${m1!.employee_number},${m2!.employee_number}`,
        }),
      ),
    ).toEqual(['I1', 'I2']);
    const bad = await list({ call_type: 5, employee_number_list: '12a' }, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(Messages.searchEmployeeNumbers);
  });

  it('filters renewal calls by renewal_mode', async () => {
    expect(await keys({ call_type: 2, renewal_mode: 1 })).toEqual(['R1']);
    expect(await keys({ call_type: 2, renewal_mode: 3 })).toEqual(['R2']);
    expect(await keys({ call_type: 2, renewal_mode: 0 })).toEqual(['R2', 'R1']);
  });

  it('refuses an unknown call type and unknown fields', async () => {
    const unknown = await list({ call_type: 6 }, admin);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain(CallingMessages.callTypeInvalid);
    expect((await list({ colour: 'red' }, admin)).statusCode).toBe(422);
  });
});

describe('call types behind their permissions', () => {
  it('opens each call type to its own read permission only', async () => {
    for (const type of CALL_TYPES.filter((entry) => entry.readPermission)) {
      await giveStaffPermissions(t, [type.readPermission!]);
      const staff = await t.signIn('staff');
      for (const other of CALL_TYPES) {
        const response = await list({ call_type: other.code }, staff);
        expect(response.statusCode, `${type.readPermission} reading ${other.name}`).toBe(
          other.code === type.code ? 200 : 403,
        );
      }
    }
  });

  it('keeps transport calls, which have no permission, to superusers', async () => {
    const every = CALL_TYPES.flatMap((type) => (type.readPermission ? [type.readPermission] : []));
    await giveStaffPermissions(t, every);
    const staff = await t.signIn('staff');
    const refused = await list({ call_type: 4 }, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: Messages.forbidden });
    expect((await list({ call_type: 4 }, admin)).statusCode).toBe(200);
  });

  it('refuses a user without any calling permission', async () => {
    await giveStaffPermissions(t, ['announcement_read']);
    const staff = await t.signIn('staff');
    expect((await list({}, staff)).statusCode).toBe(403);
    expect((await callApi(t, endpoints.sentimentReasons, {}, staff)).statusCode).toBe(403);
  });
});

describe('branch scope', () => {
  it('lists only the zonal coordinator’s branches', async () => {
    const zonal = await t.signIn('zonal');
    const response = await list({ limit: 500 }, zonal);
    expect(response.statusCode).toBe(200);
    const rows = response.answer();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => places.zonalBranches.includes(row.branch_id))).toBe(true);
    const expected = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM call_records WHERE call_type = 1 AND academic_year_id = 20
        AND branch_id = ANY(${sql.param(places.zonalBranches)}::int[])`);
    expect(response.headers['x-total-count']).toBe(String(expected.rows[0]!.n));
    const outside = await list({ branch_ids: places.outsideZonal }, zonal);
    expect(outside.json()).toEqual([]);
  });

  it('answers 404 for one call outside the scope or of a type not read', async () => {
    const zonal = await t.signIn('zonal');
    const s = await studentAt(t, places.zonalBranches[0]!);
    const [inside, outside, televerification] = await insertCalls(t, [
      { branchId: places.zonalBranches[0]!, studentId: s.id, segmentId: s.segment_id },
      { branchId: places.outsideZonal },
      { branchId: places.zonalBranches[0]!, callType: CallType.Televerification },
    ]);
    expect((await detail(inside!, zonal)).statusCode).toBe(200);
    for (const id of [outside!, televerification!]) {
      const response = await detail(id, zonal);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: Messages.notFound });
      const edit = await callApi(
        t,
        endpoints.review,
        { params: { id }, body: { remarks: 'Seen' } },
        zonal,
      );
      expect(edit.statusCode).toBe(404);
      const recording = await callApi(t, endpoints.recording, { params: { id } }, zonal);
      expect(recording.statusCode).toBe(404);
    }
    const untouched = await t.db.execute<{ remarks: string | null }>(
      sql`SELECT remarks FROM call_records WHERE id = ${outside!}`,
    );
    expect(untouched.rows[0]!.remarks).toBeNull();
    expect((await detail(outside!, admin)).statusCode).toBe(200);
    expect((await detail(2147483647, admin)).statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  it('downloads the filtered calls as <type>-calls.csv', async () => {
    await t.db.execute(
      sql`UPDATE call_records SET remarks = '=HYPERLINK("x")' WHERE id = ${fixture('E').id!}`,
    );
    for (const download of [
      () => exported({ academic_year_id: YEAR }),
      () => list({ academic_year_id: YEAR, export: true }),
    ]) {
      const response = await download();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain('filename="adoption-calls.csv"');
      expect(response.headers['x-total-count']).toBe('7');
      const lines = response.body.trim().split('\n');
      expect(lines).toHaveLength(8);
      expect(lines[0]).toContain('Call SID');
      expect(lines[0]).toContain('Sentiment reason');
      expect(response.body).toContain(`'=HYPERLINK`);
      expect(response.body).toContain('Dissatisfied');
    }
    const filtered = await exported({ academic_year_id: YEAR, status_list: 4 }, admin);
    expect(filtered.body.trim().split('\n')).toHaveLength(2);
    const renewal = await exported({ academic_year_id: YEAR, call_type: 2 }, admin);
    expect(renewal.headers['content-disposition']).toContain('filename="renewal-calls.csv"');
    expect(renewal.body).toContain('Not renewed');
    await giveStaffPermissions(t, ['renewalcall_read']);
    const staff = await t.signIn('staff');
    expect((await exported({}, staff)).statusCode).toBe(403);
  });
});
