import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../sql/sql-arrays.ts';
import type { Scope } from './scope.ts';

/**
 * The branches a scope reaches, narrowed by `chosen` (a list's branch filter) when given;
 * undefined when nothing narrows (a scope over everything, no filter).
 */
export function branchesInScope(
  scope: Scope,
  chosen?: readonly number[],
): readonly number[] | undefined {
  if (scope.all) return chosen;
  return chosen ? scope.branchIds.filter((id) => chosen.includes(id)) : scope.branchIds;
}

/**
 * A record with one branch (`column`) within a scope, as a condition; `chosen` (a list's branch
 * filter) narrows it. Undefined when nothing narrows (a superuser's scope, no filter). A record
 * in no branch (a null column) is reached only by a scope over everything (000 §6).
 */
export function withinBranchScope(
  scope: Scope,
  column: SQL,
  chosen?: readonly number[],
): SQL | undefined {
  const branchIds = branchesInScope(scope, chosen);
  if (!branchIds) return undefined;
  return branchIds.length === 0 ? sql`FALSE` : sql`${column} = ANY(${intArray(branchIds)})`;
}
