import type { ReachCount, TargetingFilter } from '@console/contract';
import type { DbOrTx } from '../../../db/client.ts';
import {
  branchSelectionQuery,
  reachCountQuery,
  type ResolvedTargeting,
  type TargetingContext,
} from './targeting-sql.ts';

/**
 * Works out which branches a filter reaches in the caller's scope. Done first, on the small
 * branches table, so the students scan tests a plain id list, or nothing when no branch is left
 * out, instead of joining branches for every row.
 */
export async function resolveTargeting(
  db: DbOrTx,
  filter: TargetingFilter,
  context: TargetingContext,
): Promise<ResolvedTargeting> {
  const result = await db.execute<{ ids: number[]; total: number }>(
    branchSelectionQuery(filter, context.scope),
  );
  const { ids, total } = result.rows[0] ?? { ids: [], total: 0 };
  const every = ids.length === total && total > 0;
  return { ...context, branches: every ? { every: true } : { every: false, ids } };
}

/** How many distinct recipients a filter reaches within the caller's scope, and how. */
export async function countReach(
  db: DbOrTx,
  filter: TargetingFilter,
  context: TargetingContext,
): Promise<ReachCount> {
  const resolved = await resolveTargeting(db, filter, context);
  const result = await db.execute<{ matched: number; count: number; with_app: number }>(
    reachCountQuery(filter, resolved),
  );
  const row = result.rows[0] ?? { matched: 0, count: 0, with_app: 0 };
  return {
    count: row.count,
    matched: row.matched,
    with_app: row.with_app,
    phone_only: row.count - row.with_app,
  };
}
