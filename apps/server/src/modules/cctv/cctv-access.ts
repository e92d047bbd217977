import { GlobalModule } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { assertModuleShown } from '../../platform/core/access/module-shown.ts';
import { moduleScope } from '../../platform/core/access/module-scope.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

// Who reaches CCTV (001 §6): the users listed in the server setting cctv_allowed_user_ids
// (superusers too), with cctv_read (the routes' access) and a grant; then only the recorders of
// their branches for module 28. Another branch's recorder or camera is answered 404.

export interface CctvCaller extends RequestContext {
  scope: Scope;
}

export async function cctvCaller(context: RequestContext): Promise<CctvCaller> {
  await assertModuleShown(context, 'cctv');
  return { ...context, scope: await moduleScope(context.db, context.auth, GlobalModule.cctv) };
}

/** A condition on a branch column: every branch, or the caller's. */
export function inCctvScope(scope: Scope, branchColumn: SQL): SQL {
  if (scope.all) return sql`TRUE`;
  if (scope.branchIds.length === 0) return sql`FALSE`;
  return sql`${branchColumn} = ANY(${intArray(scope.branchIds)})`;
}

export function mayUseBranch(scope: Scope, branchId: number): boolean {
  return scope.all || scope.branchIds.includes(branchId);
}
