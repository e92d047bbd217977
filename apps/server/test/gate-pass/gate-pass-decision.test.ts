import {
  GatePassMessages,
  GatePassStatus,
  GatePassType,
  LEAVE_PASS_MONTHLY_LIMIT,
  Messages,
  gatePassDecisionRefusal,
  gatePassEndpoints as endpoints,
  type GatePassStatusCode,
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

// GET /gate_pass/{id} and PUT /gate_pass/{id}: the detail with members and gate records, the
// approve/reject call's answer and messages, every transition allowed and refused, the monthly
// leave-pass flag, scope (404) and permission (403).

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let staff: SignedIn;
let student: DemoStudent;
let sibling: DemoStudent;
let outsider: DemoStudent;
let reasonList: { id: number; name: string }[];

const { Disabled, WaitingForApproval, Approved, Rejected, Cancelled, PassUsed } = GatePassStatus;

beforeAll(async () => {
  let students: DemoStudent[];
  ({ t, admin, principal, staff, outsider, students } = await startGatePassTest());
  [student, sibling] = students as [DemoStudent, DemoStudent];
  reasonList = await reasons(t);
});
beforeEach(() => clearGatePasses(t));
afterAll(() => t?.close());

const decide = (id: number, body: unknown, who: SignedIn = principal) =>
  callApi(t, endpoints.decide, { params: { id }, body }, who);
const detailOf = (id: number | string, who: SignedIn) =>
  callApi(t, endpoints.detail, { params: { id } }, who);
const statusOf = async (id: number) =>
  (await t.db.execute<{ status: number }>(sql`SELECT status FROM gate_passes WHERE id = ${id}`))
    .rows[0]!.status;

describe(routeOf(endpoints.detail), () => {
  it('answers the pass with the student’s members (archived last) and its gate records', async () => {
    const archived = await insertMember(t, student, { name: 'Old Driver', archived: true });
    const father = await insertMember(t, student, { name: 'Father', mobile: '9000011111' });
    const mother = await insertMember(t, student, {
      name: 'Mother',
      relation: 2,
      mobile: '9000022222',
    });
    await insertMember(t, sibling, { name: 'Not this student’s' });
    const id = await insertPass(t, student, {
      status: PassUsed,
      pickupType: 2,
      pickupMemberId: mother,
    });
    const exit = await insertLog(t, id, { matched: true, memberId: mother });
    const stranger = await insertLog(t, id, { matched: false });
    const response = await detailOf(id, principal);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.answer();
    expect(detail).toMatchObject({
      id,
      status: PassUsed,
      pickup_type: 2,
      pickup_member_id: mother,
      pickup_member_name: 'Mother',
      has_limit_reached: false,
      rejection_reason: null,
      rejection_reason_type: null,
    });
    expect(detail.authorized_member_list.map((member) => member.id)).toEqual([
      father,
      mother,
      archived,
    ]);
    expect(detail.authorized_member_list[2]!.is_archived).toBe(true);
    expect(detail.gate_pass_entry_exit_logs.map((log) => [log.id, log.is_matched])).toEqual([
      [exit, true],
      [stranger, false],
    ]);
    expect(detail.gate_pass_entry_exit_logs[1]).toMatchObject({
      pickup_member_id: null,
      is_approved: null,
      rejection_reason: null,
      rejection_reason_id: null,
      person_name: 'Suresh Rao',
    });
  });

  it('is 404 outside the caller’s scope and for a missing pass, 422 for a non-number', async () => {
    const elsewhere = await insertPass(t, outsider);
    for (const id of [elsewhere, 99999999]) {
      const response = await detailOf(id, principal);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(Messages.notFound);
    }
    expect((await detailOf(elsewhere, admin)).statusCode).toBe(200);
    expect((await detailOf('abc', principal)).statusCode).toBe(422);
  });
});

describe(routeOf(endpoints.decide), () => {
  it('approves a pass waiting for approval, recording who and when', async () => {
    const id = await insertPass(t, student);
    const response = await decide(id, { status: Approved });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.answer()).toEqual({
      id,
      status: Approved,
      gate_pass_rejection_reason: null,
      gate_pass_rejection_reason_type: null,
      has_limit_reached: false,
      message: GatePassMessages.approved,
    });
    const row = await t.db.execute<{ status: number; decided_by: string; decided: boolean }>(sql`
      SELECT gp.status, u.username AS decided_by, gp.decided_at IS NOT NULL AS decided
      FROM gate_passes gp JOIN users u ON u.id = gp.decided_by WHERE gp.id = ${id}`);
    expect(row.rows[0]).toEqual({ status: Approved, decided_by: 'principal', decided: true });
    const detail = (await detailOf(id, principal)).answer();
    expect(detail.decided_by_name).not.toBeNull();
    expect(detail.decided_at).not.toBeNull();
  });

  it('rejects with a reason from module info: its name, or the approver’s own words', async () => {
    const reason = reasonList[1]!;
    const first = await insertPass(t, student);
    const named = await decide(first, {
      status: Rejected,
      gate_pass_rejection_reason_type: reason.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.answer()).toMatchObject({
      status: Rejected,
      gate_pass_rejection_reason: reason.name,
      gate_pass_rejection_reason_type: reason.id,
      message: GatePassMessages.rejected,
    });
    const second = await insertPass(t, student);
    const worded = await decide(second, {
      status: Rejected,
      gate_pass_rejection_reason_type: reason.id,
      gate_pass_rejection_reason: '  Unit test on Friday  ',
    });
    expect(worded.answer().gate_pass_rejection_reason).toBe('Unit test on Friday');
    const detail = (await detailOf(second, principal)).answer();
    expect(detail).toMatchObject({
      status: Rejected,
      rejection_reason: 'Unit test on Friday',
      rejection_reason_type: reason.id,
    });
  });

  it('refuses a rejection without a reason, a reason on approval, and other statuses', async () => {
    const id = await insertPass(t, student);
    const cases: [unknown, string][] = [
      [{ status: Rejected }, GatePassMessages.reasonRequired],
      [{ status: Rejected, gate_pass_rejection_reason: 'No' }, GatePassMessages.reasonRequired],
      [
        { status: Approved, gate_pass_rejection_reason_type: reasonList[0]!.id },
        GatePassMessages.reasonOnlyWhenRejecting,
      ],
      [{ status: Cancelled }, GatePassMessages.decisionStatus],
      [{ status: 'approve' }, GatePassMessages.decisionStatus],
    ];
    for (const [body, message] of cases) {
      const response = await decide(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(firstError(response)).toBe(message);
    }
    const unknown = await decide(id, { status: Rejected, gate_pass_rejection_reason_type: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(firstError(unknown)).toBe(GatePassMessages.unknownReason);
    await t.db.execute(
      sql`UPDATE gate_pass_rejection_reasons SET is_active = false WHERE id = ${reasonList[5]!.id}`,
    );
    const retired = await decide(id, {
      status: Rejected,
      gate_pass_rejection_reason_type: reasonList[5]!.id,
    });
    await t.db.execute(
      sql`UPDATE gate_pass_rejection_reasons SET is_active = true WHERE id = ${reasonList[5]!.id}`,
    );
    expect(firstError(retired)).toBe(GatePassMessages.unknownReason);
    expect(await statusOf(id)).toBe(WaitingForApproval);
  });

  it('refuses every decision on a pass that is not waiting, with the reason (409)', async () => {
    const finals: GatePassStatusCode[] = [Disabled, Approved, Rejected, Cancelled, PassUsed];
    for (const from of finals) {
      const id = await insertPass(t, student, { status: from });
      for (const to of [Approved, Rejected] as const) {
        const body =
          to === Rejected
            ? { status: to, gate_pass_rejection_reason_type: reasonList[0]!.id }
            : { status: to };
        const response = await decide(id, body);
        expect(response.statusCode, `${from} → ${to}`).toBe(409);
        expect(response.json<{ message: string }>().message).toBe(
          gatePassDecisionRefusal(from, to),
        );
        expect(await statusOf(id)).toBe(from);
      }
    }
    expect(gatePassDecisionRefusal(Cancelled, Approved)).toBe(GatePassMessages.cancelledIsFinal);
    expect(gatePassDecisionRefusal(PassUsed, Approved)).toBe(GatePassMessages.usedIsFinal);
    expect(gatePassDecisionRefusal(Approved, Approved)).toBe('This gate pass is already Approved.');
    expect(gatePassDecisionRefusal(Approved, Rejected)).toBe(
      GatePassMessages.approvedCannotBeRejected,
    );
    expect(gatePassDecisionRefusal(Rejected, Approved)).toBe(
      GatePassMessages.rejectedCannotBeApproved,
    );
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const id = await insertPass(t, student);
    const answers = await Promise.all([
      decide(id, { status: Approved }),
      decide(id, { status: Rejected, gate_pass_rejection_reason_type: reasonList[0]!.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    expect(await statusOf(id)).toBe(winner.answer().status);
  });

  it('is 404 outside the scope and 403 without gatepass_update', async () => {
    const elsewhere = await insertPass(t, outsider);
    const refused = await decide(elsewhere, { status: Approved });
    expect(refused.statusCode).toBe(404);
    expect(await statusOf(elsewhere)).toBe(WaitingForApproval);
    const mine = await insertPass(t, student);
    const readOnly = await decide(mine, { status: Approved }, staff);
    expect(readOnly.statusCode).toBe(403);
    expect(await statusOf(mine)).toBe(WaitingForApproval);
    expect((await decide(elsewhere, { status: Approved }, admin)).statusCode).toBe(200);
  });
});

describe('has_limit_reached', () => {
  const march = (day: number) => `2025-03-${String(day).padStart(2, '0')}T05:00:00Z`;
  const leave = { type: GatePassType.LeavePass } as const;

  it('says when the month’s leave passes are used up (India time), counting approved and used', async () => {
    // 1 March 01:30 in India: a March pass, though still February in UTC.
    await insertPass(t, student, { ...leave, status: Approved, outTime: '2025-02-28T20:00:00Z' });
    for (let n = 1; n < LEAVE_PASS_MONTHLY_LIMIT - 1; n++) {
      await insertPass(t, student, { ...leave, status: PassUsed, outTime: march(n + 1) });
    }
    // Not counted: rejected, cancelled, waiting, a gate pass, another month, another student.
    await insertPass(t, student, { ...leave, status: Rejected, outTime: march(20) });
    await insertPass(t, student, { ...leave, status: Cancelled, outTime: march(21) });
    await insertPass(t, student, { status: Approved, outTime: march(22) });
    await insertPass(t, student, { ...leave, status: Approved, outTime: '2025-04-01T05:00:00Z' });
    await insertPass(t, sibling, { ...leave, status: Approved, outTime: march(23) });

    const last = await insertPass(t, student, { ...leave, outTime: march(25) });
    const before = (await detailOf(last, principal)).answer();
    expect(before.has_limit_reached).toBe(false);
    const approved = await decide(last, { status: Approved });
    expect(approved.answer().has_limit_reached).toBe(true);

    // The next leave pass that month shows the flag before anyone decides; it can still be
    // approved (the limit warns, the principal decides).
    const extra = await insertPass(t, student, { ...leave, outTime: march(28) });
    const detail = (await detailOf(extra, principal)).answer();
    expect(detail.has_limit_reached).toBe(true);
    expect((await decide(extra, { status: Approved })).statusCode).toBe(200);

    // Gate passes have no limit; a rejection answers the flag too.
    const outing = await insertPass(t, student, { outTime: march(29) });
    const rejected = await decide(outing, {
      status: Rejected,
      gate_pass_rejection_reason_type: reasonList[3]!.id,
    });
    expect(rejected.answer().has_limit_reached).toBe(false);
  });
});
