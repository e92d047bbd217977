import {
  DVR_HEALTH,
  DVR_HEALTH_NEEDS_ATTENTION,
  DVR_HEALTH_NO_VIDEO,
  DvrStatus,
  type CctvHealthRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { inCctvScope, type CctvCaller } from './cctv-access.ts';

// GET /cctv/health: the recorder health board, one row per branch of the caller's with kept,
// active recorders (those the recurring check visits), ordered state → district → branch so
// the console can group them. Deleted and inactive recorders are not counted.

const stateList = (states: readonly string[]) =>
  sql`(${sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )})`;

/** Every health state as a count, none left out (0 where no recorder is in it). */
const BY_HEALTH = sql`json_build_object(${sql.join(
  DVR_HEALTH.codes.map(
    (state) => sql`${state}::text, count(*) FILTER (WHERE d.health_state = ${state})::int`,
  ),
  sql`, `,
)})`;

/**
 * Cameras that cannot be watched now: dark at their recorder's last check, or behind a
 * recorder whose last check could not reach it or sign in.
 */
const UNREAD = stateList(DVR_HEALTH_NO_VIDEO);

export interface HealthBoardQuery {
  branch_ids?: number[] | undefined;
  needs_attention?: boolean | undefined;
}

export async function healthBoard(
  caller: CctvCaller,
  query: HealthBoardQuery,
): Promise<CctvHealthRow[]> {
  const attention = sql`count(*) FILTER (WHERE d.health_state IN ${stateList(
    DVR_HEALTH_NEEDS_ATTENTION,
  )})::int`;
  const result = await caller.db.execute<CctvHealthRow>(sql`
    SELECT b.state_id, st.name AS state_name, b.district_id, di.name AS district_name,
      b.id AS branch_id, b.name AS branch_name,
      count(*)::int AS recorders,
      coalesce(sum(n.cameras), 0)::int AS cameras,
      coalesce(sum(CASE WHEN d.health_state IN ${UNREAD} THEN n.cameras ELSE n.dark END), 0)::int
        AS cameras_offline,
      ${BY_HEALTH} AS by_health,
      ${attention} AS needs_attention
    FROM cctv_dvrs d
    JOIN branches b ON b.id = d.branch_id
    LEFT JOIN states st ON st.id = b.state_id
    LEFT JOIN districts di ON di.id = b.district_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS cameras, count(*) FILTER (WHERE c.flag = 0) AS dark
      FROM cctv_cameras c WHERE c.dvr_id = d.id) n
    WHERE ${whereAll([
      sql`d.status = ${DvrStatus.Kept}`,
      sql`d.is_active`,
      inCctvScope(caller.scope, sql`d.branch_id`),
      query.branch_ids && sql`d.branch_id = ANY(${intArray(query.branch_ids)})`,
    ])}
    GROUP BY b.id, st.id, di.id
    ${query.needs_attention ? sql`HAVING ${attention} > 0` : sql``}
    ORDER BY st.name NULLS LAST, b.state_id, di.name NULLS LAST, b.district_id, b.name, b.id`);
  return result.rows;
}
