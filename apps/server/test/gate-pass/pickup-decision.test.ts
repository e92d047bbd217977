import {
  GatePassMessages,
  GatePassStatus,
  Messages,
  gatePassEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import {
  clearGatePasses,
  firstError,
  insertLog,
  insertMember,
  insertPass,
  reasons,
  type DemoStudent,
  startGatePassTest,
} from './gate-pass-kit.ts';

// PUT /gate_pass/{gate_pass_id}/member/{member_id}: a person not on the authorized list who came
// to collect the student is approved or rejected (with a reason) once; member_id names that
// entry/exit log. Matched members need no decision; scope and permission as everywhere.

let t: TestApp;
let principal: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let student: DemoStudent;
let outsider: DemoStudent;
let reasonList: { id: number; name: string }[];

beforeAll(async () => {
  let students: DemoStudent[];
  ({ t, admin, principal, staff, outsider, students } = await startGatePassTest());
  student = students[0]!;
  reasonList = await reasons(t);
});
beforeEach(() => clearGatePasses(t));
afterAll(() => t?.close());

const decide = (passId: number, logId: number, body: unknown, who: SignedIn = principal) =>
  callApi(
    t,
    endpoints.decidePickup,
    { params: { gate_pass_id: passId, member_id: logId }, body },
    who,
  );

async function waitingPickup(of: DemoStudent = student) {
  const passId = await insertPass(t, of, { status: GatePassStatus.Approved });
  const logId = await insertLog(t, passId, { matched: false });
  return { passId, logId };
}

describe(routeOf(endpoints.decidePickup), () => {
  it('approves a person not on the list, recording who and when', async () => {
    const { passId, logId } = await waitingPickup();
    const response = await decide(passId, logId, { is_approved: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.answer()).toMatchObject({
      id: logId,
      gate_pass_id: passId,
      is_matched: false,
      is_approved: true,
      rejection_reason: null,
      rejection_reason_id: null,
      message: GatePassMessages.pickupApproved,
    });
    expect(response.answer().decided_at).not.toBeNull();
    expect(response.answer().decided_by_name).not.toBeNull();
    const detail = (
      await callApi(t, endpoints.detail, { params: { id: passId } }, principal)
    ).answer();
    expect(detail.gate_pass_entry_exit_logs[0]!.is_approved).toBe(true);
    // The pass itself is unchanged: the gate app records the student going out.
    expect(detail.status).toBe(GatePassStatus.Approved);
  });

  it('rejects with a reason from module info, in the approver’s words when given', async () => {
    const reason = reasonList[2]!;
    const first = await waitingPickup();
    const named = await decide(first.passId, first.logId, {
      is_approved: false,
      rejection_reason_id: reason.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.answer()).toMatchObject({
      is_approved: false,
      rejection_reason: reason.name,
      rejection_reason_id: reason.id,
      message: GatePassMessages.pickupRejected,
    });
    const second = await waitingPickup();
    const worded = await decide(second.passId, second.logId, {
      is_approved: false,
      rejection_reason_id: reason.id,
      rejection_reason: 'No photo ID',
    });
    expect(worded.answer().rejection_reason).toBe('No photo ID');
  });

  it('needs a reason to reject and none to approve', async () => {
    const { passId, logId } = await waitingPickup();
    const cases: [unknown, string][] = [
      [{ is_approved: false }, GatePassMessages.pickupReasonRequired],
      [{ is_approved: false, rejection_reason: 'No' }, GatePassMessages.pickupReasonRequired],
      [
        { is_approved: true, rejection_reason_id: reasonList[0]!.id },
        GatePassMessages.reasonOnlyWhenRejecting,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await decide(passId, logId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(firstError(response)).toBe(message);
    }
    const unknown = await decide(passId, logId, {
      is_approved: false,
      rejection_reason_id: 999999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(firstError(unknown)).toBe(GatePassMessages.unknownReason);
    expect((await decide(passId, logId, {})).statusCode).toBe(422);
  });

  it('refuses a matched member and a second decision (409)', async () => {
    const memberId = await insertMember(t, student);
    const passId = await insertPass(t, student, { status: GatePassStatus.PassUsed });
    const matched = await insertLog(t, passId, { matched: true, memberId });
    const authorized = await decide(passId, matched, { is_approved: true });
    expect(authorized.statusCode).toBe(409);
    expect(authorized.json<{ message: string }>().message).toBe(GatePassMessages.pickupAuthorized);

    const pending = await waitingPickup();
    expect((await decide(pending.passId, pending.logId, { is_approved: true })).statusCode).toBe(
      200,
    );
    const again = await decide(pending.passId, pending.logId, {
      is_approved: false,
      rejection_reason_id: reasonList[0]!.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(GatePassMessages.pickupDecided(true));
    expect(GatePassMessages.pickupDecided(false)).toBe('This pickup member was already rejected.');
  });

  it('is 404 for a log of another pass, outside the scope, or missing; 403 read-only', async () => {
    const mine = await waitingPickup();
    const otherPass = await insertPass(t, student);
    const wrongPass = await decide(otherPass, mine.logId, { is_approved: true });
    expect(wrongPass.statusCode).toBe(404);
    expect(wrongPass.json<{ message: string }>().message).toBe(Messages.notFound);
    expect((await decide(mine.passId, 99999999, { is_approved: true })).statusCode).toBe(404);

    const theirs = await waitingPickup(outsider);
    expect((await decide(theirs.passId, theirs.logId, { is_approved: true })).statusCode).toBe(404);
    expect((await decide(mine.passId, mine.logId, { is_approved: true }, staff)).statusCode).toBe(
      403,
    );
    const untouched = await t.db.execute<{ is_approved: boolean | null }>(
      sql`SELECT is_approved FROM gate_pass_entry_exit_logs WHERE id IN (${mine.logId}, ${theirs.logId})`,
    );
    expect(untouched.rows.map((row) => row.is_approved)).toEqual([null, null]);
    expect(
      (await decide(theirs.passId, theirs.logId, { is_approved: true }, admin)).statusCode,
    ).toBe(200);
  });
});
