import {
  AUTHORIZED_MEMBER_LIMIT,
  GatePassMessages,
  GatePassStatus,
  LEAVE_PASS_MONTHLY_LIMIT,
  Messages,
  GATE_PASS_DECISION_MACHINE,
  type GatePassDecision,
  type GatePassDecisionBody,
  type GatePassDetail,
  type GatePassListQuery,
  type GatePassModuleInfo,
  type PickupDecision,
  type PickupDecisionBody,
} from '@console/contract';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../platform/core/http/http-error.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { gatePassListSpec } from './gate-pass-list.ts';
import { gatePassScope } from './gate-pass-scope.ts';
import {
  findGatePass,
  findLog,
  findRejectionReason,
  hasLimitReached,
  listRejectionReasons,
  logsOfPass,
  membersOfStudent,
  recordDecision,
  recordPickupDecision,
} from './gate-pass.repo.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';

// The rules of gate passes (001 §4; DECISIONS.md "Transitions"): only a pass waiting for
// approval is approved or rejected; a rejection names a reason from module info; a pickup
// person not on the authorized list is approved or rejected once, with a reason when rejected.

export type GatePassCaller = RequestContext;

export async function gatePassModuleInfo(db: DbOrTx): Promise<GatePassModuleInfo> {
  return {
    gate_pass_rejection_reasons: await listRejectionReasons(db),
    leave_pass_monthly_limit: LEAVE_PASS_MONTHLY_LIMIT,
    authorized_member_limit: AUTHORIZED_MEMBER_LIMIT,
  };
}

export async function gatePassList(
  caller: GatePassCaller,
  query: GatePassListQuery,
): Promise<ListSpec> {
  const scope = await gatePassScope(caller.db, caller.auth, query.academic_year_id);
  return gatePassListSpec(query, scope);
}

/** GET /gate_pass/{id}: the pass, the student's members and the pass's gate records. */
export async function gatePassDetail(
  caller: GatePassCaller,
  id: number,
  academicYearId: number | undefined,
): Promise<GatePassDetail> {
  const scope = await gatePassScope(caller.db, caller.auth, academicYearId);
  const pass = await findGatePass(caller.db, id, scope);
  if (!pass) throw notFound(Messages.notFound);
  const [members, logs] = await Promise.all([
    membersOfStudent(caller.db, pass.student_id),
    logsOfPass(caller.db, id),
  ]);
  return { ...pass, authorized_member_list: members, gate_pass_entry_exit_logs: logs };
}

/** A rejection reason the caller chose: one of module info's (retired ones are refused). */
async function chosenReason(
  db: DbOrTx,
  reasonId: number,
  ownWords: string | null | undefined,
): Promise<{ id: number; text: string }> {
  const reason = await findRejectionReason(db, reasonId);
  if (!reason || !reason.isActive) throw unprocessable(GatePassMessages.unknownReason);
  return { id: reason.id, text: ownWords?.trim() || reason.name };
}

/**
 * PUT /gate_pass/{id}: approve or reject a pass waiting for approval, in one transaction with
 * the pass row locked, so two deciders cannot both succeed. Answers the new status, the reason
 * and whether the student's monthly leave passes are used up.
 */
export async function decideGatePass(
  caller: GatePassCaller,
  id: number,
  body: GatePassDecisionBody,
  academicYearId: number | undefined,
): Promise<GatePassDecision> {
  const scope = await gatePassScope(caller.db, caller.auth, academicYearId);
  const rejecting = body.status === GatePassStatus.Rejected;
  return caller.db.transaction(async (tx) => {
    const pass = await findGatePass(tx, id, scope, { lock: true });
    if (!pass) throw notFound(Messages.notFound);
    const refusal = GATE_PASS_DECISION_MACHINE.refusal(pass.status, body.status);
    if (refusal) throw conflict(refusal);
    const reason =
      rejecting && body.gate_pass_rejection_reason_type != null
        ? await chosenReason(
            tx,
            body.gate_pass_rejection_reason_type,
            body.gate_pass_rejection_reason,
          )
        : null;
    await recordDecision(tx, id, {
      status: body.status,
      rejectionReason: reason?.text ?? null,
      rejectionReasonType: reason?.id ?? null,
      decidedBy: caller.auth.userId,
    });
    return {
      id,
      status: body.status,
      gate_pass_rejection_reason: reason?.text ?? null,
      gate_pass_rejection_reason_type: reason?.id ?? null,
      has_limit_reached: await hasLimitReached(tx, id),
      message: rejecting ? GatePassMessages.rejected : GatePassMessages.approved,
    };
  });
}

/**
 * PUT /gate_pass/{gate_pass_id}/member/{member_id}: decide on a person not on the authorized
 * list who came to collect the student. `member_id` names the entry/exit log of that person (an
 * unauthorized person has no member id); a matched member needs no decision, and a decision is
 * taken once.
 */
export async function decidePickup(
  caller: GatePassCaller,
  gatePassId: number,
  logId: number,
  body: PickupDecisionBody,
  academicYearId: number | undefined,
): Promise<PickupDecision> {
  const scope = await gatePassScope(caller.db, caller.auth, academicYearId);
  return caller.db.transaction(async (tx) => {
    const pass = await findGatePass(tx, gatePassId, scope);
    const log = pass ? await findLog(tx, gatePassId, logId, { lock: true }) : null;
    if (!log) throw notFound(Messages.notFound);
    if (log.is_matched) throw conflict(GatePassMessages.pickupAuthorized);
    if (log.is_approved !== null) throw conflict(GatePassMessages.pickupDecided(log.is_approved));
    const reason =
      !body.is_approved && body.rejection_reason_id != null
        ? await chosenReason(tx, body.rejection_reason_id, body.rejection_reason)
        : null;
    await recordPickupDecision(tx, logId, {
      isApproved: body.is_approved,
      rejectionReason: reason?.text ?? null,
      rejectionReasonId: reason?.id ?? null,
      decidedBy: caller.auth.userId,
    });
    const decided = await findLog(tx, gatePassId, logId);
    if (!decided) throw notFound(Messages.notFound);
    return {
      ...decided,
      message: body.is_approved ? GatePassMessages.pickupApproved : GatePassMessages.pickupRejected,
    };
  });
}
