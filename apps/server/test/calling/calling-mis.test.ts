import {
  CallStatus,
  MIS_SHEETS,
  Sentiment,
  callingEndpoints as endpoints,
} from '@console/contract';
import { rowsOf, workbookOf } from '../support/xlsx.ts';
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

// GET /adoption_call/export/mis_excel: the workbook is opened with exceljs and its rows checked
// against calls written for academic year 18 (alone there: the demo seed uses 19 and 20).

let t: TestApp;
let admin: SignedIn;
let places: CallingPlaces;
let branchNames: Map<number, string>;
let happyReason: { id: number; name: string };

const YEAR = 18;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  places = await callingPlaces(t);
  const names = await t.db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM branches`,
  );
  branchNames = new Map(names.rows.map((row) => [row.id, row.name]));
  happyReason = (
    await t.db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM call_sentiment_reasons WHERE sentiment = 1 ORDER BY id LIMIT 1`,
    )
  ).rows[0]!;
  const inside = places.principalBranch;
  const outside = places.outsideZonal;
  const base = { academicYearId: YEAR };
  await insertCalls(t, [
    {
      ...base,
      branchId: inside,
      status: CallStatus.Completed,
      duration: 120,
      sentiment: Sentiment.Happy,
      sentimentReasonId: happyReason.id,
      remarks: 'Pleased',
    },
    {
      ...base,
      branchId: inside,
      status: CallStatus.Completed,
      duration: 60,
      sentiment: Sentiment.Happy,
      sentimentReasonId: happyReason.id,
    },
    { ...base, branchId: inside, status: CallStatus.Busy, duration: 0 },
    {
      ...base,
      branchId: outside,
      status: CallStatus.Completed,
      duration: 180,
      sentiment: Sentiment.Dissatisfied,
      principalRemarks: 'Call the parent back',
    },
    { ...base, branchId: outside, status: CallStatus.NoAnswer, duration: 0 },
    // Another call type: not in the adoption workbook.
    { ...base, branchId: inside, callType: 2, status: CallStatus.Completed },
  ]);
});
afterAll(() => t?.close());

const misExcel = (who: SignedIn, query: Record<string, QueryValue> = {}) =>
  callApi(t, endpoints.misExcel, { query }, who);

describe(routeOf(endpoints.misExcel), () => {
  it('answers an XLSX with the branch summary, the reasons and the calls', async () => {
    const response = await misExcel(admin, { academic_year_id: YEAR });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('filename="adoption-calls-mis.xlsx"');
    expect(response.headers['x-total-count']).toBe('5');
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      MIS_SHEETS.summary,
      MIS_SHEETS.reasons,
      MIS_SHEETS.calls,
    ]);

    const summary = rowsOf(workbook, MIS_SHEETS.summary);
    const inside = summary.find((row) => row.Branch === branchNames.get(places.principalBranch))!;
    expect(inside).toMatchObject({
      Calls: 3,
      Completed: 2,
      Busy: 1,
      'No answer': 0,
      Happy: 2,
      Dissatisfied: 0,
      'No sentiment': 1,
      'Remarks recorded': 1,
      'Talk time (min)': 3,
      'Connected %': 66.7,
    });
    const outside = summary.find((row) => row.Branch === branchNames.get(places.outsideZonal))!;
    expect(outside).toMatchObject({
      Calls: 2,
      Completed: 1,
      'No answer': 1,
      Dissatisfied: 1,
      'Principal remarks recorded': 1,
    });
    expect(summary.at(-1)).toMatchObject({
      'Branch code': null,
      Branch: 'All branches',
      Calls: 5,
      Completed: 3,
      Busy: 1,
      'No answer': 1,
      Happy: 2,
      Dissatisfied: 1,
      'No sentiment': 2,
    });
    expect(summary).toHaveLength(3);

    expect(rowsOf(workbook, MIS_SHEETS.reasons)).toEqual([
      { Sentiment: 'Happy', Reason: happyReason.name, Calls: 2 },
      { Sentiment: 'Dissatisfied', Reason: '(no reason given)', Calls: 1 },
    ]);

    const calls = rowsOf(workbook, MIS_SHEETS.calls);
    expect(calls).toHaveLength(5);
    expect(calls.filter((row) => row.Status === 'Completed')).toHaveLength(3);
    expect(calls.map((row) => row['Call type'])).toEqual(Array(5).fill('Adoption'));
    expect(calls.find((row) => row.Remarks === 'Pleased')).toMatchObject({
      Sentiment: 'Happy',
      'Sentiment reason': happyReason.name,
      'Duration (s)': 120,
    });
  });

  it('applies the list’s filters and the caller’s scope', async () => {
    const busy = await misExcel(admin, { academic_year_id: YEAR, status_list: 4 });
    expect(busy.headers['x-total-count']).toBe('1');
    const zonal = await t.signIn('zonal');
    const scoped = await misExcel(zonal, { academic_year_id: YEAR });
    expect(scoped.statusCode).toBe(200);
    const summary = rowsOf(await workbookOf(scoped.rawPayload), MIS_SHEETS.summary);
    expect(summary.map((row) => row.Branch)).not.toContain(branchNames.get(places.outsideZonal));
  });

  it('names the file by call type and keeps each type behind its permission', async () => {
    const renewal = await misExcel(admin, { academic_year_id: YEAR, call_type: 2 });
    expect(renewal.headers['content-disposition']).toContain('filename="renewal-calls-mis.xlsx"');
    expect(renewal.headers['x-total-count']).toBe('1');
    await giveStaffPermissions(t, ['renewalcall_read']);
    const staff = await t.signIn('staff');
    expect((await misExcel(staff)).statusCode).toBe(403);
    const empty = await misExcel(staff, { call_type: 2, academic_year_id: 17 });
    expect(empty.statusCode).toBe(200);
    const workbook = await workbookOf(empty.rawPayload);
    expect(rowsOf(workbook, MIS_SHEETS.calls)).toEqual([]);
  });
});
