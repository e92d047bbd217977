import {
  ContentMessages,
  SEGMENTS,
  targetingFilter,
  type TargetingFilter,
} from '@console/contract';
import type { DbOrTx } from '../../../db/client.ts';
import type { Scope } from '../../core/access/scope.ts';
import { unprocessable } from '../../core/http/http-error.ts';
import { branchSelectionQuery } from '../../kit/targeting/targeting-sql.ts';

/** What an item reaches, stored with it: the scope checks and list filters test these. */
export interface ContentAudience {
  branchIds: number[];
  segmentIds: number[];
}

const TARGETING_FIELDS = Object.keys(targetingFilter.shape) as (keyof TargetingFilter)[];

/** The targeting filter's fields of a body (the rest is the message). */
export function targetingOf(body: TargetingFilter): TargetingFilter {
  const filter: Record<string, unknown> = {};
  for (const field of TARGETING_FIELDS) {
    if (body[field] !== undefined) filter[field] = body[field];
  }
  return filter as TargetingFilter;
}

const outside = (named: readonly number[] | undefined, allowed: readonly number[]) =>
  (named ?? []).some((id) => !allowed.includes(id));

/**
 * Resolves a targeting filter within the author's scope to the concrete branches it reaches
 * (every active branch for an unnarrowed superuser filter) and the segments it reaches.
 * Naming a state, district or branch outside the scope is refused rather than silently
 * dropped: the author would otherwise believe the message went there.
 */
export async function resolveAudience(
  db: DbOrTx,
  filter: TargetingFilter,
  scope: Scope,
): Promise<ContentAudience> {
  if (
    !scope.all &&
    (outside(filter.state_ids, scope.stateIds) ||
      outside(filter.district_ids, scope.districtIds) ||
      outside(filter.branch_ids, scope.branchIds))
  ) {
    throw unprocessable(ContentMessages.branchesOutsideScope);
  }
  const result = await db.execute<{ ids: number[] }>(branchSelectionQuery(filter, scope));
  const branchIds = result.rows[0]?.ids ?? [];
  if (branchIds.length === 0) throw unprocessable(ContentMessages.noBranchesInScope);
  return { branchIds, segmentIds: reachedSegments(filter, scope) };
}

/**
 * Segments reach students only: the filter's segments (0 "All Segments" or none means every
 * one), within the scope's segments.
 */
function reachedSegments(filter: TargetingFilter, scope: Scope): number[] {
  if (filter.user_type === 'staff') return [];
  const chosen =
    filter.segment_ids && filter.segment_ids.length > 0 && !filter.segment_ids.includes(0)
      ? filter.segment_ids
      : SEGMENTS.map((segment) => segment.id);
  const allowed = scope.all ? chosen : chosen.filter((id) => scope.segmentIds.includes(id));
  return [...new Set(allowed)].sort((a, b) => a - b);
}
