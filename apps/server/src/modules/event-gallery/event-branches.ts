import { UserLevel } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/core/access/scope.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

/**
 * Branches (alias b) that hold events: active colleges and schools (offices do not), within
 * the caller's scope. The reports list these, with or without events.
 */
export function teachingBranchesInScope(scope: Scope): SQL {
  const levels = sql`b.level IN (${UserLevel.College}, ${UserLevel.School})`;
  if (scope.all) return sql`b.status = 1 AND ${levels}`;
  return sql`b.status = 1 AND ${levels} AND b.id = ANY(${intArray(scope.branchIds)})`;
}
