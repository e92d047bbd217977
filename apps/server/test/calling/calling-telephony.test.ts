import {
  CallStatus,
  CallType,
  CallingMessages,
  Messages,
  callingEndpoints as endpoints,
  type CallStatusReport,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import {
  callingPlaces,
  giveStaffPermissions,
  studentAt,
  type CallingPlaces,
} from './calling-kit.ts';

// Click-to-call through the built-in simulator, end to end over HTTP: POST tele_call, then
// update_call_status until the call ends (each stage lasts 40 ms here), then the recording,
// kept in the media storage and served to readers of the call. Also every refusal of both calls.

let t: TestApp;
let admin: SignedIn;
let places: CallingPlaces;
const AGENT = '9876512345';

beforeAll(async () => {
  t = await startTestApp({ env: { TELEPHONY_SIMULATOR_STEP_MS: '40' } });
  admin = await t.signIn('superuser');
  places = await callingPlaces(t);
});
afterAll(() => t?.close());

/** A student of a branch whose parents' number ends in `digit` (the simulator's outcome). */
async function studentEndingIn(branchId: number, digit: string, offset: number) {
  const student = await studentAt(t, branchId, offset);
  const number = `98100${String(offset).padStart(4, '0')}${digit}`;
  await t.db.execute(
    sql`UPDATE students SET father_mobile = ${number}, mother_mobile = NULL WHERE id = ${student.id}`,
  );
  return { ...student, number };
}

const refreshing = (sids: string[], who: SignedIn = admin) =>
  callApi(t, endpoints.refreshStatuses, { body: { call_sids: sids } }, who);

async function refresh(sids: string[], who = admin): Promise<CallStatusReport[]> {
  const response = await refreshing(sids, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
}

const place = (body: Record<string, unknown>, who = admin) =>
  callApi(t, endpoints.teleCall, { body }, who);
const recordingOf = (id: number) => callApi(t, endpoints.recording, { params: { id } }, admin);

/** Refreshes until the call ends; answers every status seen on the way. */
async function followToEnd(sid: string): Promise<{ seen: number[]; last: CallStatusReport }> {
  const seen: number[] = [];
  for (let round = 0; round < 500; round++) {
    const [report] = await refresh([sid]);
    if (seen.at(-1) !== report!.status) seen.push(report!.status);
    if ([3, 4, 5, 6, 7].includes(report!.status)) return { seen, last: report! };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`call ${sid} did not end`);
}

describe('the simulator round trip', () => {
  it('places a call, follows it to completed, and serves its recording', async () => {
    const student = await studentEndingIn(places.principalBranch, '7', 0);
    const placed = await place({
      call_type: CallType.Adoption,
      student_id: student.id,
      agent_number: AGENT,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const call = placed.answer();
    expect(call).toMatchObject({
      call_type: CallType.Adoption,
      user_number: student.number,
      status: CallStatus.Queued,
      student_id: student.id,
      branch_id: places.principalBranch,
      segment_id: student.segment_id,
      course_id: student.course_id,
      academic_year_id: 20,
      has_recording: false,
      agent_name: 'System Administrator',
    });
    expect(call.call_sid).toMatch(/^sim-/);

    const { seen, last } = await followToEnd(call.call_sid);
    expect(seen.at(-1)).toBe(CallStatus.Completed);
    // Statuses only move forward: queued, ringing, in progress, completed.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((status) => [0, 1, 2, 3].includes(status))).toBe(true);
    expect(last).toMatchObject({ found: true, id: call.id, user_number: student.number });
    expect(last.duration).toBe(3);
    expect(last.has_recording).toBe(true);

    const recording = await recordingOf(call.id);
    expect(recording.statusCode).toBe(200);
    expect(recording.headers['content-type']).toBe('audio/wav');
    const wav = recording.rawPayload;
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.length).toBe(44 + 3 * 8000 * 2);
    expect(Number(recording.headers['content-length'])).toBe(wav.length);
    const kept = await t.db.execute<{ uploaded_by: number; content_type: string }>(sql`
      SELECT m.uploaded_by, m.content_type FROM call_records c
      JOIN media_files m ON m.id = c.recording_media_id WHERE c.id = ${call.id}`);
    expect(kept.rows).toEqual([{ uploaded_by: expect.any(Number), content_type: 'audio/wav' }]);
    // The same recording, from the media storage, on the next play.
    const again = await recordingOf(call.id);
    expect(again.rawPayload.equals(wav)).toBe(true);
    const listed = await callApi(t, endpoints.list, { query: { sid: call.call_sid } }, admin);
    expect(listed.answer()[0]).toMatchObject({ status: 3, has_recording: true });
  });

  it('ends busy without a recording when the number is busy', async () => {
    const student = await studentEndingIn(places.principalBranch, '0', 1);
    const placed = await place({
      call_type: CallType.Adoption,
      student_id: student.id,
      agent_number: AGENT,
    });
    const call = placed.answer();
    const { last } = await followToEnd(call.call_sid);
    expect(last).toMatchObject({ status: CallStatus.Busy, duration: 0, has_recording: false });
    const recording = await recordingOf(call.id);
    expect(recording.statusCode).toBe(404);
    expect(recording.json()).toMatchObject({ message: CallingMessages.noRecording });
  });

  it('makes the recording of a seeded completed call on its first play', async () => {
    const seeded = await t.db.execute<{ id: number }>(sql`
      SELECT id FROM call_records WHERE driver = 'simulator' AND status = 3
        AND recording_media_id IS NULL ORDER BY id LIMIT 1`);
    const recording = await recordingOf(seeded.rows[0]!.id);
    expect(recording.statusCode).toBe(200);
    expect(recording.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });
});

describe(routeOf(endpoints.refreshStatuses), () => {
  it('answers unknown sids as not found with status -1, in the order asked', async () => {
    const known = (
      await t.db.execute<{ call_sid: string; status: number }>(
        sql`SELECT call_sid, status FROM call_records ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    const reports = await refresh(['no-such-sid', known.call_sid, 'no-such-sid']);
    expect(reports.map((report) => report.call_sid)).toEqual([
      'no-such-sid',
      known.call_sid,
      'no-such-sid',
    ]);
    expect(reports[0]).toEqual({
      call_sid: 'no-such-sid',
      found: false,
      id: null,
      user_number: null,
      status: CallStatus.Unknown,
      duration: null,
      has_recording: false,
    });
    expect(reports[1]).toMatchObject({ found: true, status: known.status });
  });

  it('treats a call outside the caller’s scope or call types as unknown', async () => {
    const outside = (
      await t.db.execute<{ call_sid: string }>(sql`
        SELECT call_sid FROM call_records WHERE call_type = 1 AND academic_year_id = 20
          AND NOT (branch_id = ANY(${sql.param(places.zonalBranches)}::int[])) LIMIT 1`)
    ).rows[0]!;
    const otherType = (
      await t.db.execute<{ call_sid: string }>(sql`
        SELECT call_sid FROM call_records WHERE call_type = 3
          AND branch_id = ANY(${sql.param(places.zonalBranches)}::int[]) LIMIT 1`)
    ).rows[0]!;
    const zonal = await t.signIn('zonal');
    const reports = await refresh([outside.call_sid, otherType.call_sid], zonal);
    expect(reports.map((report) => [report.found, report.status])).toEqual([
      [false, -1],
      [false, -1],
    ]);
  });

  it('takes between 1 and 100 sids', async () => {
    for (const call_sids of [[], Array.from({ length: 101 }, (_, i) => `sid-${i}`)]) {
      const response = await refreshing(call_sids);
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(CallingMessages.callSidsRequired);
    }
  });
});

describe(`${routeOf(endpoints.teleCall)} refusals`, () => {
  it('needs exactly one person, of the kind the call type calls', async () => {
    const student = await studentAt(t, places.principalBranch, 2);
    const both = await place({ call_type: 1, student_id: student.id, staff_id: 1 });
    expect(both.statusCode).toBe(422);
    expect(both.body).toContain(CallingMessages.oneCalleeRequired);
    expect((await place({ call_type: 1 })).statusCode).toBe(422);
    const staffForAdoption = await place({ call_type: 1, staff_id: 1, agent_number: AGENT });
    expect(staffForAdoption.json()).toMatchObject({ message: CallingMessages.studentCallTypes });
    const studentForInternal = await place({
      call_type: CallType.Internal,
      student_id: student.id,
      agent_number: AGENT,
    });
    expect(studentForInternal.json()).toMatchObject({ message: CallingMessages.staffCallTypes });
    const unknownType = await place({ call_type: 8, student_id: student.id });
    expect(unknownType.body).toContain(CallingMessages.callTypeInvalid);
  });

  it('calls only a registered number, from the agent’s own number', async () => {
    const student = await studentEndingIn(places.principalBranch, '5', 3);
    const stranger = await place({
      call_type: 1,
      student_id: student.id,
      user_number: '9999999999',
      agent_number: AGENT,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toMatchObject({ message: CallingMessages.numberNotRegistered });
    // The superuser account has no mobile number of its own.
    const noAgent = await place({ call_type: 1, student_id: student.id });
    expect(noAgent.json()).toMatchObject({ message: CallingMessages.noAgentNumber });
    const badNumber = await place({ call_type: 1, student_id: student.id, agent_number: '12' });
    expect(badNumber.body).toContain(Messages.searchMobile);
    await t.db.execute(
      sql`UPDATE students SET father_mobile = NULL, mother_mobile = NULL WHERE id = ${student.id}`,
    );
    const noNumber = await place({ call_type: 1, student_id: student.id, agent_number: AGENT });
    expect(noNumber.json()).toMatchObject({ message: CallingMessages.noNumberToCall });
  });

  it('calls a staff member for internal calls, from the caller’s own mobile', async () => {
    await giveStaffPermissions(t, ['internalcall']);
    const staff = await t.signIn('staff');
    const colleague = await t.db.execute<{ id: number; mobile: string }>(sql`
      SELECT m.id, m.mobile FROM staff m
      JOIN staff me ON me.branch_id = m.branch_id
      JOIN users u ON u.staff_id = me.id AND u.username = 'staff'
      WHERE m.mobile IS NOT NULL AND m.id <> me.id ORDER BY m.id LIMIT 1`);
    const placed = await place(
      { call_type: CallType.Internal, staff_id: colleague.rows[0]!.id },
      staff,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.answer()).toMatchObject({
      call_type: CallType.Internal,
      staff_id: colleague.rows[0]!.id,
      student_id: null,
      segment_id: null,
    });
    const agent = await t.db.execute<{ agent_number: string }>(
      sql`SELECT agent_number FROM call_records WHERE id = ${placed.answer().id}`,
    );
    expect(agent.rows[0]!.agent_number).toBe(DemoAccounts.staff.mobile);
  });

  it('needs the call type’s call permission and the person in scope', async () => {
    const zonal = await t.signIn('zonal');
    const inScope = await studentEndingIn(places.zonalBranches[0]!, '8', 4);
    // The zonal coordinator reads adoption calls but holds no adoptioncall_call.
    const adoption = await place({ call_type: 1, student_id: inScope.id }, zonal);
    expect(adoption.statusCode).toBe(403);
    // Renewal calls are placed with renewalcall_read, which the zonal role holds.
    const renewal = await place({ call_type: CallType.Renewal, student_id: inScope.id }, zonal);
    expect(renewal.statusCode, renewal.body).toBe(201);
    const [report] = await refresh([renewal.answer().call_sid], zonal);
    expect(report!.found).toBe(true);
    const outside = await studentAt(t, places.outsideZonal, 0);
    const refused = await place({ call_type: CallType.Renewal, student_id: outside.id }, zonal);
    expect(refused.statusCode).toBe(404);
    const missing = await place({ call_type: 1, student_id: 2_000_000_000, agent_number: AGENT });
    expect(missing.statusCode).toBe(404);
    await giveStaffPermissions(t, ['renewalcall_read']);
    const staff = await t.signIn('staff');
    expect((await place({ call_type: 1, student_id: inScope.id }, staff)).statusCode).toBe(403);
  });
});
