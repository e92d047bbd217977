import {
  CALL_TYPES,
  CURRENT_ACADEMIC_YEAR_ID,
  GlobalModule,
  Messages,
  callTypeEntry,
  type CallTypeEntry,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moduleScope } from '../../platform/core/access/module-scope.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { forbidden } from '../../platform/core/http/http-error.ts';

// Who may do what with which call type (001 §6): each type's reads behind its own permission,
// click-to-call behind its call permission; branch scope of the adoption_calling module (14).

type Caller = Pick<AuthContext, 'isSuperuser' | 'permissions'>;

export function mayReadCallType(auth: Caller, type: CallTypeEntry): boolean {
  if (auth.isSuperuser) return true;
  return type.readPermission !== null && auth.permissions.has(type.readPermission);
}

export function mayPlaceCallType(auth: Caller, type: CallTypeEntry): boolean {
  if (auth.isSuperuser) return true;
  return type.callPermission !== null && auth.permissions.has(type.callPermission);
}

/** The call types whose calls this caller reads. */
export function readableCallTypes(auth: Caller): number[] {
  return CALL_TYPES.filter((type) => mayReadCallType(auth, type)).map((type) => type.code);
}

/** The call type of a list or export, 403 when the caller may not read it. */
export function readableCallType(auth: Caller, code: number): CallTypeEntry {
  const type = callTypeEntry(code);
  if (!type || !mayReadCallType(auth, type)) throw forbidden(Messages.forbidden);
  return type;
}

/** The caller's branches and segments in the calling module for one academic year. */
export function callingScope(
  db: Db,
  auth: AuthContext,
  academicYearId: number = CURRENT_ACADEMIC_YEAR_ID,
): Promise<Scope> {
  return moduleScope(db, auth, GlobalModule.adoption_calling, academicYearId);
}

/**
 * A call is within scope when its branch is, and (for a student's call) its segment: a limited
 * scope reaches only its segments' students. Undefined for a scope that holds everything.
 */
export function withinCallScope(scope: Scope, alias = 'c'): SQL | undefined {
  if (scope.all) return undefined;
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`${column('branch_id')} = ANY(${sql.param(scope.branchIds)}::int[])
    AND (${column('segment_id')} IS NULL OR ${column('segment_id')} = ANY(${sql.param(scope.segmentIds)}::int[]))`;
}

/** The same test in memory, for a call already read. */
export function callInScope(
  scope: Scope,
  call: { branchId: number; segmentId: number | null },
): boolean {
  if (scope.all) return true;
  return (
    scope.branchIds.includes(call.branchId) &&
    (call.segmentId === null || scope.segmentIds.includes(call.segmentId))
  );
}
