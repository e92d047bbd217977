import type { AuthorizedMember, GatePassEntryExitLog, GatePassRow } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { selectColumns } from '../../platform/engines/content/content-item-sql.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { withinGatePassScope } from './gate-pass-scope.ts';
import {
  limitReached,
  logColumns,
  logSource,
  memberColumns,
  memberOrder,
  passColumns,
  passSource,
} from './gate-pass-sql.ts';

// Gate passes, their rejection reasons and their entry/exit logs. Every read of a pass takes
// the caller's scope; a pass outside it is not found.

export type RejectionReason = {
  id: number;
  name: string;
  isActive: boolean;
};

export async function listRejectionReasons(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  const result = await db.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM gate_pass_rejection_reasons WHERE is_active
    ORDER BY sort_order, id`);
  return result.rows;
}

export async function findRejectionReason(db: DbOrTx, id: number): Promise<RejectionReason | null> {
  const result = await db.execute<RejectionReason>(sql`
    SELECT id, name, is_active AS "isActive" FROM gate_pass_rejection_reasons WHERE id = ${id}`);
  return result.rows[0] ?? null;
}

const passInScope = (id: number, scope: Scope): SQL =>
  whereAll([
    sql`gp.id = ${id}`,
    withinGatePassScope(scope, { branchId: sql`gp.branch_id`, segmentId: sql`s.segment_id` }),
  ]);

export type PassWithLimit = GatePassRow & { has_limit_reached: boolean };

/** One pass as the list shows it, with has_limit_reached; null when missing or out of scope. */
export async function findGatePass(
  db: DbOrTx,
  id: number,
  scope: Scope,
  options: { lock?: boolean } = {},
): Promise<PassWithLimit | null> {
  const lock = options.lock ? sql`FOR UPDATE OF gp` : sql``;
  const result = await db.execute<PassWithLimit>(sql`
    SELECT ${selectColumns(passColumns)}, ${limitReached('gp')} AS has_limit_reached
    ${passSource} WHERE ${passInScope(id, scope)} ${lock}`);
  return result.rows[0] ?? null;
}

export interface Decision {
  status: number;
  rejectionReason: string | null;
  rejectionReasonType: number | null;
  decidedBy: number;
}

export async function recordDecision(tx: DbOrTx, id: number, decision: Decision): Promise<void> {
  await tx.execute(sql`
    UPDATE gate_passes SET
      status = ${decision.status},
      rejection_reason = ${decision.rejectionReason},
      rejection_reason_type = ${decision.rejectionReasonType},
      decided_by = ${decision.decidedBy},
      decided_at = now(),
      updated_at = now()
    WHERE id = ${id}`);
}

/** Whether the pass's student has used up the month's leave passes (after any change). */
export async function hasLimitReached(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute<{ reached: boolean }>(
    sql`SELECT ${limitReached('gp')} AS reached FROM gate_passes gp WHERE gp.id = ${id}`,
  );
  return result.rows[0]?.reached ?? false;
}

/** The student's authorized members, archived last. */
export async function membersOfStudent(db: DbOrTx, studentId: number): Promise<AuthorizedMember[]> {
  const result = await db.execute<AuthorizedMember>(sql`
    SELECT ${selectColumns(memberColumns)} FROM gate_pass_authorized_members m
    WHERE m.student_id = ${studentId} ORDER BY ${memberOrder}`);
  return result.rows;
}

/** The pass's entry/exit logs in the order they happened. */
export async function logsOfPass(db: DbOrTx, gatePassId: number): Promise<GatePassEntryExitLog[]> {
  const result = await db.execute<GatePassEntryExitLog>(sql`
    SELECT ${selectColumns(logColumns)} ${logSource}
    WHERE l.gate_pass_id = ${gatePassId} ORDER BY l.at, l.id`);
  return result.rows;
}

/** One log of a pass; null when it is not this pass's. */
export async function findLog(
  db: DbOrTx,
  gatePassId: number,
  logId: number,
  options: { lock?: boolean } = {},
): Promise<GatePassEntryExitLog | null> {
  const lock = options.lock ? sql`FOR UPDATE OF l` : sql``;
  const result = await db.execute<GatePassEntryExitLog>(sql`
    SELECT ${selectColumns(logColumns)} ${logSource}
    WHERE l.id = ${logId} AND l.gate_pass_id = ${gatePassId} ${lock}`);
  return result.rows[0] ?? null;
}

export interface PickupDecisionRecord {
  isApproved: boolean;
  rejectionReason: string | null;
  rejectionReasonId: number | null;
  decidedBy: number;
}

export async function recordPickupDecision(
  tx: DbOrTx,
  logId: number,
  decision: PickupDecisionRecord,
): Promise<void> {
  await tx.execute(sql`
    UPDATE gate_pass_entry_exit_logs SET
      is_approved = ${decision.isApproved},
      rejection_reason = ${decision.rejectionReason},
      rejection_reason_id = ${decision.rejectionReasonId},
      decided_by = ${decision.decidedBy},
      decided_at = now()
    WHERE id = ${logId}`);
}
