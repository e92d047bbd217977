import type { TargetingFilter } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/access/scope.ts';
import { whereAll } from '../lists/list-query.ts';
import { intArray } from '../../core/sql/sql-arrays.ts';

// Who a targeting filter reaches (000 §3 "Fixed option lists", §6 scope), as SQL. Shared by the
// reach count (POST /user_filter) and, later, the messaging modules' delivery job: both take the
// filter and the caller's scope explicitly, so nobody outside the scope is ever counted or sent to.

export interface TargetingContext {
  scope: Scope;
  /** Students are enrolled per academic year; staff are not. */
  academicYearId: number;
}

/**
 * The branches a filter reaches, worked out before the count from the small branches table:
 * `every` when no branch is left out (a superuser's unnarrowed filter), so the students scan
 * needs no branch test at all, else the ids to keep.
 */
export type BranchSelection = { every: true } | { every: false; ids: number[] };

export interface ResolvedTargeting extends TargetingContext {
  branches: BranchSelection;
}

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const some = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;

/** How narrow each target method is: its own location list and every wider one apply. */
const LOCATION_DEPTH = { all: 0, state: 1, district: 2, branch: 3 } as const;

/**
 * The branches a filter and a scope allow: active branches in scope, narrowed by every location
 * list at or above the target method's level (a district filter with only a state chosen covers
 * that state; a branch filter applies its states, districts and branches), the school levels,
 * and the branch kinds (coed, hostel campus). An empty list means no narrowing by it; a list
 * narrower than the method (districts for a state filter) is not looked at.
 */
export function branchSelectionQuery(filter: TargetingFilter, scope: Scope): SQL {
  const depth = LOCATION_DEPTH[filter.target_method];
  const conditions = whereAll([
    sql`b.status = 1`,
    !scope.all && sql`b.id = ANY(${intArray(scope.branchIds)})`,
    depth >= LOCATION_DEPTH.state &&
      some(filter.state_ids) &&
      sql`b.state_id = ANY(${intArray(filter.state_ids)})`,
    depth >= LOCATION_DEPTH.district &&
      some(filter.district_ids) &&
      sql`b.district_id = ANY(${intArray(filter.district_ids)})`,
    depth >= LOCATION_DEPTH.branch &&
      some(filter.branch_ids) &&
      sql`b.id = ANY(${intArray(filter.branch_ids)})`,
    some(filter.levels) && sql`b.level = ANY(${intArray(filter.levels)})`,
    filter.coed !== undefined && filter.coed !== 0 && sql`b.coed = ${filter.coed}`,
    filter.hostel_campus !== undefined &&
      filter.hostel_campus !== 0 &&
      sql`b.hostel_campus = ${filter.hostel_campus}`,
  ]);
  return sql`
    SELECT coalesce(array_agg(b.id ORDER BY b.id) FILTER (WHERE ${conditions}), '{}') AS ids,
           count(*)::int AS total
    FROM branches b`;
}

function branchCondition(branches: BranchSelection, column: SQL): SQL | undefined {
  if (branches.every) return undefined;
  return branches.ids.length > 0 ? sql`${column} = ANY(${intArray(branches.ids)})` : sql`false`;
}

/** Both-ways options: 0 (or absent) all, 1 the flag set, 2 the flag clear. */
function flagOption(option: 0 | 1 | 2 | undefined, column: SQL): SQL | undefined {
  if (option === 1) return sql`${column}`;
  if (option === 2) return sql`NOT ${column}`;
  return undefined;
}

/** Students (alias s) a filter matches: enrolled this year, active, in scope. */
export function studentCondition(filter: TargetingFilter, context: ResolvedTargeting): SQL {
  const { scope } = context;
  // Segment 0 is "All Segments": a selection containing it does not narrow.
  const segments = filter.segment_ids?.includes(0) ? undefined : filter.segment_ids;
  return whereAll([
    sql`s.academic_year_id = ${context.academicYearId}`,
    sql`s.status = 1`,
    branchCondition(context.branches, sql`s.branch_id`),
    !scope.all && sql`s.segment_id = ANY(${intArray(scope.segmentIds)})`,
    some(segments) && sql`s.segment_id = ANY(${intArray(segments)})`,
    some(filter.course_ids) && sql`s.course_id = ANY(${intArray(filter.course_ids)})`,
    some(filter.batch_ids) && sql`s.batch_id = ANY(${intArray(filter.batch_ids)})`,
    some(filter.section_ids) && sql`s.section_id = ANY(${intArray(filter.section_ids)})`,
    flagOption(filter.coaching_type, sql`s.is_coaching`),
    filter.gender !== undefined && filter.gender !== 0 && sql`s.gender = ${filter.gender}`,
    flagOption(filter.transport, sql`s.has_transport`),
    flagOption(filter.hostel, sql`s.is_hostel`),
    some(filter.app_versions) && sql`s.parent_app_version = ANY(${textArray(filter.app_versions)})`,
    some(filter.admission_numbers) &&
      sql`s.admission_number = ANY(${textArray(filter.admission_numbers)})`,
  ]);
}

/** Staff (alias st) a filter matches: active, at a branch in scope. */
export function staffCondition(filter: TargetingFilter, context: ResolvedTargeting): SQL {
  return whereAll([
    sql`st.status = 1`,
    branchCondition(context.branches, sql`st.branch_id`),
    filter.gender !== undefined && filter.gender !== 0 && sql`st.gender = ${filter.gender}`,
    some(filter.app_versions) && sql`st.staff_app_version = ANY(${textArray(filter.app_versions)})`,
    some(filter.designation_ids) &&
      sql`st.designation_id = ANY(${intArray(filter.designation_ids)})`,
    some(filter.department_ids) && sql`st.department_id = ANY(${intArray(filter.department_ids)})`,
    some(filter.sub_category_ids) &&
      sql`st.sub_category_id = ANY(${intArray(filter.sub_category_ids)})`,
    some(filter.employee_numbers) &&
      sql`st.employee_number = ANY(${intArray(filter.employee_numbers)})`,
  ]);
}

/**
 * The reach count: `matched` rows, `count` distinct recipient keys, `with_app` recipients of
 * whom at least one matched row has the app. For students, rows whose key no other student
 * shares (students.recipient_shared false, ~90%) are each one recipient and are simply counted
 * (a parallel scan); only shared keys are de-duplicated, from a partial index.
 */
export function reachCountQuery(filter: TargetingFilter, context: ResolvedTargeting): SQL {
  if (filter.phone_only_recipients) return phoneOnlyReachQuery(filter, context);
  if (filter.user_type === 'staff') {
    return sql`
      SELECT count(*)::int AS matched,
             count(DISTINCT st.recipient_key)::int AS count,
             count(DISTINCT st.recipient_key) FILTER (WHERE st.staff_app_version IS NOT NULL)::int
               AS with_app
      FROM staff st WHERE ${staffCondition(filter, context)}`;
  }
  const condition = studentCondition(filter, context);
  return sql`
    SELECT single.matched,
           single.recipients + shared.recipients AS count,
           single.with_app + shared.with_app AS with_app
    FROM (
      SELECT count(*)::int AS matched,
             count(*) FILTER (WHERE NOT s.recipient_shared AND s.recipient_key IS NOT NULL)::int
               AS recipients,
             count(*) FILTER (WHERE NOT s.recipient_shared AND s.recipient_key IS NOT NULL
                              AND s.parent_app_version IS NOT NULL)::int AS with_app
      FROM students s WHERE ${condition}
    ) single, (
      SELECT count(*)::int AS recipients, count(*) FILTER (WHERE has_app)::int AS with_app
      FROM (
        SELECT bool_or(s.parent_app_version IS NOT NULL) AS has_app
        FROM students s
        WHERE s.recipient_shared AND s.recipient_key IS NOT NULL AND ${condition}
        GROUP BY s.recipient_key
      ) keys
    ) shared`;
}

/**
 * The reach of a filter limited to recipients without the app: recipient keys none of whose
 * students (or staff rows) has the app; `matched` counts the rows behind them.
 */
function phoneOnlyReachQuery(filter: TargetingFilter, context: ResolvedTargeting): SQL {
  if (filter.user_type === 'staff') {
    return sql`
      SELECT coalesce(sum(rows), 0)::int AS matched, count(*)::int AS count, 0 AS with_app
      FROM (
        SELECT count(*) AS rows, bool_or(st.staff_app_version IS NOT NULL) AS has_app
        FROM staff st
        WHERE st.recipient_key IS NOT NULL AND ${staffCondition(filter, context)}
        GROUP BY st.recipient_key
      ) keys
      WHERE NOT has_app`;
  }
  const condition = studentCondition(filter, context);
  return sql`
    SELECT single.recipients + shared.matched AS matched,
           single.recipients + shared.recipients AS count,
           0 AS with_app
    FROM (
      SELECT count(*)::int AS recipients
      FROM students s
      WHERE NOT s.recipient_shared AND s.recipient_key IS NOT NULL
        AND s.parent_app_version IS NULL AND ${condition}
    ) single, (
      SELECT count(*)::int AS recipients, coalesce(sum(rows), 0)::int AS matched
      FROM (
        SELECT count(*) AS rows, bool_or(s.parent_app_version IS NOT NULL) AS has_app
        FROM students s
        WHERE s.recipient_shared AND s.recipient_key IS NOT NULL AND ${condition}
        GROUP BY s.recipient_key
      ) keys
      WHERE NOT has_app
    ) shared`;
}

/**
 * One row per recipient a filter reaches: the recipient key, the number to text, whether the
 * app reaches them, and the students or staff behind them. For the delivery job.
 */
export function recipientsQuery(filter: TargetingFilter, context: ResolvedTargeting): SQL {
  if (filter.user_type === 'staff') {
    return sql`
      SELECT st.recipient_key, min(st.mobile) AS mobile,
             bool_or(st.staff_app_version IS NOT NULL) AS has_app,
             array_agg(st.id ORDER BY st.id) AS staff_ids
      FROM staff st
      WHERE st.recipient_key IS NOT NULL AND ${staffCondition(filter, context)}
      GROUP BY st.recipient_key
      ${phoneOnlyHaving(filter, sql`st.staff_app_version`)}`;
  }
  return sql`
    SELECT s.recipient_key, min(coalesce(nullif(s.father_mobile, ''), s.mother_mobile)) AS mobile,
           bool_or(s.parent_app_version IS NOT NULL) AS has_app,
           array_agg(s.id ORDER BY s.id) AS student_ids
    FROM students s
    WHERE s.recipient_key IS NOT NULL AND ${studentCondition(filter, context)}
    GROUP BY s.recipient_key
    ${phoneOnlyHaving(filter, sql`s.parent_app_version`)}`;
}

/** Keeps the recipients none of whose rows has the app, when the filter asks for those only. */
const phoneOnlyHaving = (filter: TargetingFilter, appVersion: SQL): SQL =>
  filter.phone_only_recipients ? sql`HAVING NOT bool_or(${appVersion} IS NOT NULL)` : sql``;
