import {
  AUTHORIZED_MEMBER_LIMIT,
  GATE_PASS_EXPORT_FILE,
  GatePassMessages,
  GatePassStatus,
  GatePassType,
  LEAVE_PASS_MONTHLY_LIMIT,
  Messages,
  gatePassEndpoints as endpoints,
  type GatePassRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_REJECTION_REASONS,
  DEMO_WAITING_PER_BRANCH,
} from '../../src/modules/gate-pass/gate-pass.demo-seed.ts';
import type { SignedIn, TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import {
  clearGatePasses,
  firstError,
  insertPass,
  setStaffPermissions,
  studentsOf,
  type DemoStudent,
  type Places,
  startGatePassTest,
} from './gate-pass-kit.ts';

// GET /gate_pass/module_info and GET /gate_pass (001 §7): every filter, the sort clause, paging
// with x-total-count, the export, the scope of each demo account and the read permission.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let staff: SignedIn;
let where: Places;
let mine: DemoStudent[];
let outsider: DemoStudent;
let staffStudent: DemoStudent;
const ids: Record<string, number> = {};
const seededWaiting: Record<string, { total: number; upcoming: number }> = {};

type Query = Record<string, QueryValue>;

const passes = (query: Query, who?: SignedIn) => callApi(t, endpoints.list, { query }, who);
const moduleInfo = (who: SignedIn) => callApi(t, endpoints.moduleInfo, {}, who);

const { WaitingForApproval, Approved, Rejected, Cancelled, PassUsed, Disabled } = GatePassStatus;

beforeAll(async () => {
  ({
    t,
    admin,
    principal,
    zonal,
    staff,
    where,
    outsider,
    students: mine,
  } = await startGatePassTest());
  staffStudent = (await studentsOf(t, where.staff, 1))[0]!;

  // The demo seed wrote passes in every status: the list starts from them.
  const seeded = await passes({ limit: 500 }, admin);
  const statuses = new Set(seeded.answer().map((row) => row.status));
  ids.seededStatuses = statuses.size;
  // Every demo account has passes waiting in its branches, going out later: a queue to try.
  const upcoming = (rows: GatePassRow[]) =>
    rows.filter((row) => Date.parse(row.out_time) > Date.now()).length;
  for (const [name, who] of Object.entries({ principal, zonal, staff })) {
    const waiting = await passes({ status_list: 1, limit: 500 }, who);
    seededWaiting[name] = {
      total: Number(waiting.headers['x-total-count']),
      upcoming: upcoming(waiting.answer()),
    };
  }

  await clearGatePasses(t);
  const [a, b, c] = mine as [DemoStudent, DemoStudent, DemoStudent];
  ids.waiting = await insertPass(t, a, {
    status: WaitingForApproval,
    outTime: '2025-03-10T04:00:00Z',
    createdAt: '2025-03-01T10:00:00Z',
  });
  ids.approved = await insertPass(t, a, {
    status: Approved,
    type: GatePassType.LeavePass,
    outTime: '2025-03-12T04:00:00Z',
    createdAt: '2025-03-02T10:00:00Z',
  });
  ids.rejected = await insertPass(t, b, {
    status: Rejected,
    outTime: '2025-03-15T04:00:00Z',
    createdAt: '2025-03-03T10:00:00Z',
  });
  ids.cancelled = await insertPass(t, b, {
    status: Cancelled,
    type: GatePassType.LeavePass,
    outTime: '2025-04-01T04:00:00Z',
    createdAt: '2025-03-04T10:00:00Z',
    reason: '=HYPERLINK("http://evil")',
  });
  ids.used = await insertPass(t, c, {
    status: PassUsed,
    outTime: '2025-04-05T04:00:00Z',
    inTime: '2025-04-05T09:00:00Z',
    createdAt: '2025-03-05T10:00:00Z',
  });
  ids.disabled = await insertPass(t, c, {
    status: Disabled,
    outTime: '2025-04-06T04:00:00Z',
    createdAt: '2025-03-06T10:00:00Z',
  });
  ids.outsider = await insertPass(t, outsider, {
    outTime: '2025-03-11T04:00:00Z',
    createdAt: '2025-03-07T10:00:00Z',
  });
  ids.staffBranch = await insertPass(t, staffStudent, {
    status: Approved,
    outTime: '2025-03-20T04:00:00Z',
    createdAt: '2025-03-08T10:00:00Z',
  });
  ids.lastYear = await insertPass(t, a, {
    academicYearId: 19,
    outTime: '2024-09-01T04:00:00Z',
    createdAt: '2024-08-30T10:00:00Z',
  });
});
afterAll(() => t?.close());

const list = async (query: Query, who: SignedIn = admin) => {
  const response = await passes(query, who);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.answer();
  return {
    ids: rows.map((row) => row.id),
    rows,
    total: Number(response.headers['x-total-count']),
  };
};
const idsOf = (...names: string[]) => names.map((name) => ids[name]!);

describe(routeOf(endpoints.moduleInfo), () => {
  it('answers the rejection reasons and the limits the rules use', async () => {
    const response = await moduleInfo(staff);
    expect(response.statusCode).toBe(200);
    const info = response.answer();
    expect(info.gate_pass_rejection_reasons.map((reason) => reason.name)).toEqual([
      ...DEMO_REJECTION_REASONS,
    ]);
    expect(info.gate_pass_rejection_reasons.every((reason) => Number.isInteger(reason.id))).toBe(
      true,
    );
    expect(info.leave_pass_monthly_limit).toBe(LEAVE_PASS_MONTHLY_LIMIT);
    expect(info.authorized_member_limit).toBe(AUTHORIZED_MEMBER_LIMIT);
  });

  it('leaves retired reasons out', async () => {
    await t.db.execute(
      sql`UPDATE gate_pass_rejection_reasons SET is_active = false WHERE name = 'Other'`,
    );
    const info = (await moduleInfo(admin)).answer();
    expect(info.gate_pass_rejection_reasons.map((reason) => reason.name)).not.toContain('Other');
    await t.db.execute(
      sql`UPDATE gate_pass_rejection_reasons SET is_active = true WHERE name = 'Other'`,
    );
  });
});

describe(routeOf(endpoints.list), () => {
  it('starts from demo passes in every status', () => {
    expect(ids.seededStatuses).toBe(6);
  });

  it('starts with passes waiting, going out later, in every demo account’s branches', () => {
    for (const name of ['principal', 'zonal', 'staff']) {
      expect(seededWaiting[name]!.upcoming, name).toBeGreaterThanOrEqual(DEMO_WAITING_PER_BRANCH);
      expect(seededWaiting[name]!.upcoming, name).toBe(seededWaiting[name]!.total);
    }
    expect(DEMO_WAITING_PER_BRANCH).toBeGreaterThanOrEqual(5);
  });

  it('pages the year’s passes, the latest out time first, with x-total-count', async () => {
    const all = await list({});
    expect(all.total).toBe(8);
    expect(all.ids).toEqual(
      idsOf(
        'disabled',
        'used',
        'cancelled',
        'staffBranch',
        'rejected',
        'approved',
        'outsider',
        'waiting',
      ),
    );
    const page = await list({ limit: 3, page: 2 });
    expect(page.total).toBe(8);
    expect(page.ids).toEqual(idsOf('staffBranch', 'rejected', 'approved'));
    // Newest request first on demand.
    expect((await list({ sorting_clause: 'created_at desc', limit: 3 })).ids).toEqual(
      idsOf('staffBranch', 'outsider', 'disabled'),
    );
    const row = all.rows.find((entry) => entry.id === ids.used)!;
    expect(row).toMatchObject({
      status: PassUsed,
      type: GatePassType.GatePass,
      student_id: mine[2]!.id,
      admission_number: mine[2]!.admission,
      branch_id: where.principal,
      academic_year_id: 20,
      out_time: '2025-04-05T04:00:00.000Z',
      in_time: '2025-04-05T09:00:00.000Z',
      rejection_reason: null,
    });
    expect(row.student_name.length).toBeGreaterThan(2);
    expect(row.branch_name.length).toBeGreaterThan(2);
  });

  it('filters by a status list', async () => {
    expect((await list({ status_list: '1,2' })).ids.sort()).toEqual(
      idsOf('waiting', 'approved', 'outsider', 'staffBranch').sort(),
    );
    expect((await list({ status_list: 5 })).ids).toEqual(idsOf('used'));
    expect((await list({ status_list: '' })).total).toBe(8);
    const wrong = await passes({ status_list: '1,7' }, admin);
    expect(wrong.statusCode).toBe(422);
    expect(firstError(wrong)).toBe(GatePassMessages.statusList);
  });

  it('filters by the out time’s days, both ends included', async () => {
    expect((await list({ from_date: '2025-03-12', to_date: '2025-03-15' })).ids.sort()).toEqual(
      idsOf('approved', 'rejected').sort(),
    );
    expect((await list({ from_date: '2025-04-01' })).ids.sort()).toEqual(
      idsOf('cancelled', 'used', 'disabled').sort(),
    );
    const backwards = await passes({ from_date: '2025-04-02', to_date: '2025-04-01' }, admin);
    expect(backwards.statusCode).toBe(422);
    expect(firstError(backwards)).toBe(Messages.fromDateAfterToDate);
  });

  it('filters by admission number (any case), type, branches and student', async () => {
    const admission = mine[0]!.admission;
    expect((await list({ admission_number: admission })).ids).toEqual(idsOf('approved', 'waiting'));
    expect((await list({ admission_number: admission.toLowerCase() })).total).toBe(2);
    expect((await list({ admission_number: 'NOSUCH0001' })).total).toBe(0);
    expect((await list({ type: 2 })).ids.sort()).toEqual(idsOf('approved', 'cancelled').sort());
    expect((await passes({ type: 3 }, admin)).statusCode).toBe(422);
    expect((await list({ branch_ids: `${where.elsewhere},${where.staff}` })).ids.sort()).toEqual(
      idsOf('outsider', 'staffBranch').sort(),
    );
    expect((await list({ student_id: mine[1]!.id })).ids).toEqual(idsOf('cancelled', 'rejected'));
  });

  it('searches by part of the student’s name: any case, trimmed, wildcards literal', async () => {
    const rename = (student: DemoStudent, first: string, last: string) =>
      t.db.execute(
        sql`UPDATE students SET first_name = ${first}, last_name = ${last} WHERE id = ${student.id}`,
      );
    await rename(mine[0]!, 'Zoravar', 'Quixote');
    await rename(mine[1]!, 'Zoravara', 'Ahluwalia');
    await rename(outsider, 'Zoravar', 'Quixotic');
    const search = (text: string, who: SignedIn = admin) =>
      list({ student_name_search: text }, who);

    // First and last name are read as one, as the list shows it.
    expect((await search('  zoravar QUIX ')).ids.sort()).toEqual(
      idsOf('approved', 'waiting', 'outsider').sort(),
    );
    expect((await search('oravar   quixote')).ids).toEqual(idsOf('approved', 'waiting'));
    expect((await search('zoravar')).total).toBe(5);
    expect((await search('Ahluwalia')).ids).toEqual(idsOf('cancelled', 'rejected'));
    // With the other filters, and within the caller's scope.
    expect((await list({ student_name_search: 'zoravar', status_list: 1 })).ids).toEqual(
      idsOf('outsider', 'waiting'),
    );
    expect((await search('quixot', principal)).ids).toEqual(idsOf('approved', 'waiting'));
    expect((await search('quixot', staff)).total).toBe(0);
    // % and _ are letters here, not patterns.
    expect((await search('%')).total).toBe(0);
    expect((await search('Zoravar_Quixote')).total).toBe(0);

    for (const refused of ['   ', 'x'.repeat(101)]) {
      const response = await passes({ student_name_search: refused }, admin);
      expect(response.statusCode).toBe(422);
      expect(firstError(response)).toBe(GatePassMessages.studentNameSearch);
    }
  });

  it('answers the academic year asked for', async () => {
    expect((await list({ academic_year_id: 19 })).ids).toEqual(idsOf('lastYear'));
  });

  it('sorts by the sorting clause, whitelisted', async () => {
    expect((await list({ sorting_clause: 'out_time asc', limit: 3 })).ids).toEqual(
      idsOf('waiting', 'outsider', 'approved'),
    );
    expect((await list({ sorting_clause: 'out_time', order: 'desc', limit: 2 })).ids).toEqual(
      idsOf('disabled', 'used'),
    );
    expect((await list({ sorting_clause: 'ID DESC', limit: 1 })).ids).toEqual(idsOf('staffBranch'));
    expect((await list({ sorting_clause: 'status', limit: 1 })).ids).toEqual(idsOf('disabled'));
    for (const clause of ['reason', 'created_at sideways', 'id; DROP TABLE gate_passes']) {
      const refused = await passes({ sorting_clause: clause }, admin);
      expect(refused.statusCode).toBe(422);
      expect(firstError(refused)).toBe(GatePassMessages.sortingClause);
    }
  });

  it('exports the whole filtered list as gate-passes.csv, formula-safe', async () => {
    const response = await passes({ export: true, status_list: '1,4' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(GATE_PASS_EXPORT_FILE);
    expect(response.headers['x-total-count']).toBe('3');
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'ID,Admission number,Student,Branch,Type,Status,Reason,Out time,In time,Pickup,Pickup member,Requested at,Decided by,Decided at,Rejection reason',
    );
    expect(lines).toHaveLength(4);
    expect(response.body).toContain('Waiting For Approval');
    expect(response.body).toContain('Leave Pass');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});

describe('scope and permission', () => {
  it('shows the principal only the principal’s branch', async () => {
    const seen = await list({}, principal);
    expect(seen.ids.sort()).toEqual(
      idsOf('waiting', 'approved', 'rejected', 'cancelled', 'used', 'disabled').sort(),
    );
    // Asking for another branch narrows within the scope; it never widens it.
    expect((await list({ branch_ids: where.elsewhere }, principal)).total).toBe(0);
    expect((await list({ admission_number: outsider.admission }, principal)).total).toBe(0);
  });

  it('shows the zonal coordinator the first state, and staff their own branch', async () => {
    const zonalSees = await list({}, zonal);
    expect(zonalSees.ids).toContain(ids.waiting);
    expect(zonalSees.ids).toContain(ids.staffBranch);
    expect(zonalSees.ids).not.toContain(ids.outsider);
    expect((await list({}, staff)).ids).toEqual(idsOf('staffBranch'));
  });

  it('keeps a segment-limited grant to its segments', async () => {
    const segment = mine[0]!.segmentId;
    await t.db.execute(sql`
      UPDATE permitted_assets SET segment_ids = ${sql.param([segment === 1 ? 2 : 1])}::int[]
      WHERE user_id = (SELECT id FROM users WHERE username = 'principal')`);
    try {
      const seen = await list({}, principal);
      expect(seen.ids).not.toContain(ids.waiting);
    } finally {
      await t.db.execute(sql`
        UPDATE permitted_assets SET segment_ids = '{}'
        WHERE user_id = (SELECT id FROM users WHERE username = 'principal')`);
    }
  });

  it('needs gatepass_read for the list and module info', async () => {
    await setStaffPermissions(t, ['feedback']);
    try {
      expect((await passes({}, staff)).statusCode).toBe(403);
      expect((await moduleInfo(staff)).statusCode).toBe(403);
    } finally {
      await setStaffPermissions(t, ['announcement_read', 'gatepass_read', 'feedback']);
    }
    const anonymous = await passes({});
    expect(anonymous.statusCode).toBe(401);
  });
});
