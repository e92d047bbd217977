import type { ReachCount, TargetingFilter } from '@console/contract';
import type { DbOrTx } from '../../db/client.ts';
import { reachCountQuery, type TargetingContext } from './targeting-sql.ts';

/** How many distinct recipients a filter reaches within the caller's scope, and how. */
export async function countReach(
  db: DbOrTx,
  filter: TargetingFilter,
  context: TargetingContext,
): Promise<ReachCount> {
  const result = await db.execute<{ matched: number; count: number; with_app: number }>(
    reachCountQuery(filter, context),
  );
  const row = result.rows[0] ?? { matched: 0, count: 0, with_app: 0 };
  return {
    count: row.count,
    matched: row.matched,
    with_app: row.with_app,
    phone_only: row.count - row.with_app,
  };
}
