import { CURRENT_ACADEMIC_YEAR_ID, GlobalModule } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branchesInScope } from '../../platform/core/access/branch-scope-sql.ts';
import { moduleScope } from '../../platform/core/access/module-scope.ts';
import { ALL_SEGMENT_IDS, type Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

// Who sees which passes and students: the caller's scope for the gate_pass module (13) in one
// academic year (000 §6). A pass or a student outside it is answered 404, like a missing one.

/** The caller's gate-pass scope for the year asked (the current year when absent). */
export async function gatePassScope(
  db: Db,
  auth: AuthContext,
  academicYearId: number = CURRENT_ACADEMIC_YEAR_ID,
): Promise<Scope> {
  return moduleScope(db, auth, GlobalModule.gate_pass, academicYearId);
}

/**
 * A branch condition. One branch is written as an equality, which lets PostgreSQL read a
 * branch's passes from an index in the list's order; `= ANY(array)` does not (PostgreSQL 15).
 * No branch at all matches nothing.
 */
export function branchIn(column: SQL, branchIds: readonly number[]): SQL {
  if (branchIds.length === 0) return sql`FALSE`;
  if (branchIds.length === 1) return sql`${column} = ${branchIds[0]}`;
  return sql`${column} = ANY(${intArray(branchIds)})`;
}

/**
 * The scope as conditions on a student's branch and segment: a grant limited to some segments
 * (a college coordinator) does not reach the school students of the same branch. `chosen`
 * narrows the branches further (a list's branch filter): one condition on the intersection,
 * rather than two the planner would judge independently.
 */
export function withinGatePassScope(
  scope: Scope,
  columns: { branchId: SQL; segmentId: SQL },
  chosen?: readonly number[],
): SQL | undefined {
  const branchIds = branchesInScope(scope, chosen);
  const branches = branchIds && branchIn(columns.branchId, branchIds);
  if (scope.all || ALL_SEGMENT_IDS.every((segment) => scope.segmentIds.includes(segment))) {
    return branches;
  }
  return sql`${branches} AND ${columns.segmentId} = ANY(${intArray(scope.segmentIds)})`;
}
