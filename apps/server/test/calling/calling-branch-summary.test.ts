import {
  CALL_STATUS_COUNT_FIELDS,
  CallStatus,
  CallType,
  MIS_SHEETS,
  Sentiment,
  callingEndpoints as endpoints,
  type CallRecord,
  type StoredCallStatusCode,
} from '@console/contract';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import {
  callingPlaces,
  giveStaffPermissions,
  insertCalls,
  type CallingPlaces,
} from './calling-kit.ts';

// GET /adoption_call/branch_summary: the MIS spreadsheet's branch summary as JSON, checked
// against the calls list itself under the same filters, on calls written for academic year 18
// (alone there: the demo seed's calls are in years 19 and 20).

let t: TestApp;
let admin: SignedIn;
let places: CallingPlaces;

const YEAR = 18;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  places = await callingPlaces(t);
  const inside = places.zonalBranches[0]!;
  const alsoInside = places.zonalBranches[1]!;
  const outside = places.outsideZonal;
  const base = { academicYearId: YEAR };
  await insertCalls(t, [
    { ...base, branchId: inside, status: CallStatus.Completed, duration: 90, remarks: 'Pleased' },
    {
      ...base,
      branchId: inside,
      status: CallStatus.Completed,
      duration: 30,
      sentiment: Sentiment.Happy,
    },
    { ...base, branchId: inside, status: CallStatus.Busy, duration: 0 },
    { ...base, branchId: alsoInside, status: CallStatus.NoAnswer, duration: 0 },
    {
      ...base,
      branchId: outside,
      status: CallStatus.Completed,
      duration: 240,
      sentiment: Sentiment.Dissatisfied,
      principalRemarks: 'Call back',
    },
    { ...base, branchId: outside, status: CallStatus.Failed, duration: 0 },
    // Another call type: not in the adoption summary.
    { ...base, branchId: inside, callType: CallType.Renewal, status: CallStatus.Completed },
  ]);
});
afterAll(() => t?.close());

type Query = Record<string, QueryValue>;

const summary = (who: SignedIn, query: Query = {}) =>
  callApi(t, endpoints.branchSummary, { query }, who);

const summaryOf = async (who: SignedIn, query: Query) => {
  const response = await summary(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
};

const listOf = async (who: SignedIn, query: Query) => {
  const response = await callApi(t, endpoints.list, { query: { limit: 500, ...query } }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
};

/** What the summary should say of each branch, counted from the list's own rows. */
function expectedFrom(calls: CallRecord[]) {
  const branches = new Map<
    number,
    { branch_name: string; calls: number } & Record<string, number>
  >();
  for (const call of calls) {
    const row =
      branches.get(call.branch_id) ??
      ({ branch_name: call.branch_name, calls: 0 } as {
        branch_name: string;
        calls: number;
      } & Record<string, number>);
    row.calls += 1;
    const field = CALL_STATUS_COUNT_FIELDS[call.status as StoredCallStatusCode];
    row[field] = (row[field] ?? 0) + 1;
    branches.set(call.branch_id, row);
  }
  return branches;
}

describe(routeOf(endpoints.branchSummary), () => {
  it('answers per branch what the list holds under the same filters', async () => {
    for (const filters of [
      { academic_year_id: YEAR },
      { academic_year_id: YEAR, status_list: `${CallStatus.Completed},${CallStatus.Busy}` },
      { academic_year_id: YEAR, branch_ids: places.outsideZonal },
    ]) {
      const [summary, calls] = await Promise.all([
        summaryOf(admin, filters),
        listOf(admin, filters),
      ]);
      const expected = expectedFrom(calls);
      expect(summary.branches.map((row) => row.branch_id).sort()).toEqual(
        [...expected.keys()].sort(),
      );
      for (const row of summary.branches) {
        expect(row, JSON.stringify(filters)).toMatchObject(expected.get(row.branch_id)!);
        const statusTotal = Object.values(CALL_STATUS_COUNT_FIELDS).reduce(
          (sum, field) => sum + row[field],
          0,
        );
        expect(statusTotal).toBe(row.calls);
      }
      expect(summary.all_branches.calls).toBe(calls.length);
    }
  });

  it('answers the figures of the MIS spreadsheet’s branch summary', async () => {
    const summary = await summaryOf(admin, { academic_year_id: YEAR });
    const inside = summary.branches.find((row) => row.branch_id === places.zonalBranches[0])!;
    const code = await t.db.execute<{ code: string }>(
      sql`SELECT code FROM branches WHERE id = ${inside.branch_id}`,
    );
    expect(inside).toMatchObject({
      branch_code: code.rows[0]!.code,
      calls: 3,
      completed: 2,
      busy: 1,
      connected_percent: 66.7,
      talk_time_minutes: 2,
      happy: 1,
      no_sentiment: 2,
      remarks_recorded: 1,
      principal_remarks_recorded: 0,
    });
    expect(summary.all_branches).toMatchObject({
      calls: 6,
      completed: 3,
      busy: 1,
      no_answer: 1,
      failed: 1,
      queued: 0,
      dissatisfied: 1,
      principal_remarks_recorded: 1,
      connected_percent: 50,
    });
    expect(summary.all_branches).not.toHaveProperty('branch_id');

    // The spreadsheet's sheet, row for row and in the same order.
    const response = await callApi(
      t,
      endpoints.misExcel,
      { query: { academic_year_id: YEAR } },
      admin,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values = workbook
      .getWorksheet(MIS_SHEETS.summary)!
      .getSheetValues()
      .filter(Boolean) as unknown[][];
    const [header, ...rows] = values.map((row) => row.slice(1));
    const sheetRows = rows.map((row) =>
      Object.fromEntries(header!.map((title, index) => [String(title), row[index] ?? null])),
    );
    const answered = [
      ...summary.branches,
      { ...summary.all_branches, branch_name: 'All branches' },
    ];
    expect(sheetRows.map((row) => row.Branch)).toEqual(answered.map((row) => row.branch_name));
    sheetRows.forEach((row, index) => {
      const answer = answered[index]!;
      expect(row).toMatchObject({
        Calls: answer.calls,
        Completed: answer.completed,
        Busy: answer.busy,
        'No answer': answer.no_answer,
        Failed: answer.failed,
        Happy: answer.happy,
        Dissatisfied: answer.dissatisfied,
        'No sentiment': answer.no_sentiment,
        'Talk time (min)': answer.talk_time_minutes,
        'Principal remarks recorded': answer.principal_remarks_recorded,
      });
    });
  });

  it('answers no branches and zero calls where nothing matches', async () => {
    const summary = await summaryOf(admin, { academic_year_id: 17 });
    expect(summary.branches).toEqual([]);
    expect(summary.all_branches).toMatchObject({ calls: 0, completed: 0, connected_percent: null });
  });

  it('keeps a scoped user to their branches', async () => {
    // The zonal coordinator's calling scope is granted for the current year (20), where the
    // demo seed's calls are; one more call in each of an inside and the outside branch.
    await insertCalls(t, [
      { branchId: places.zonalBranches[0]!, status: CallStatus.Completed },
      { branchId: places.outsideZonal, status: CallStatus.Completed },
    ]);
    const everyone = await summaryOf(admin, { academic_year_id: 20 });
    expect(everyone.branches.map((row) => row.branch_id)).toContain(places.outsideZonal);

    const zonal = await t.signIn('zonal');
    const summary = await summaryOf(zonal, { academic_year_id: 20 });
    const ids = summary.branches.map((row) => row.branch_id);
    expect(ids).toContain(places.zonalBranches[0]);
    expect(ids).not.toContain(places.outsideZonal);
    expect(ids.every((id) => places.zonalBranches.includes(id))).toBe(true);
    const list = await callApi(t, endpoints.list, { query: { academic_year_id: 20 } }, zonal);
    expect(summary.all_branches.calls).toBe(Number(list.headers['x-total-count']));
    // Naming the other branch in the filter finds nothing, rather than its calls.
    const outside = await summaryOf(zonal, { branch_ids: places.outsideZonal });
    expect(outside.branches).toEqual([]);
    expect(outside.all_branches.calls).toBe(0);
  });

  it('refuses bad filters with 422 and a call type not read with 403', async () => {
    for (const query of [
      { status_list: 99 },
      { call_type: 6 },
      { from_date: '2025-02-01', to_date: '2025-01-01' },
      { page: 2 },
    ]) {
      const response = await summary(admin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.json()).toHaveProperty('message');
    }
    await giveStaffPermissions(t, ['renewalcall_read']);
    const staff = await t.signIn('staff');
    expect((await summary(staff)).statusCode).toBe(403);
    expect((await summary(staff, { call_type: 2 })).statusCode).toBe(200);
    await giveStaffPermissions(t, ['announcement_read']);
    const none = await t.signIn('staff');
    expect((await summary(none)).statusCode).toBe(403);
  });
});
