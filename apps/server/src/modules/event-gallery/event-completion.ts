import {
  CURRENT_ACADEMIC_YEAR_ID,
  EventStatus,
  type BranchScheduleCompletionAnswer,
  type branchScheduleCompletionQuery,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { selected, whereAll } from '../../platform/kit/lists/list-query.ts';
import { eventScope } from './event-access.ts';
import type { EventCaller } from './event-gallery.service.ts';
import { ratedBy } from './event-item-sql.ts';
import { teachingBranchesInScope } from './event-branches.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// GET /event_gallery/branch_schedule_completion: for each branch within scope, how many of the
// year's schedules due so far (or the one asked for) apply to it — its board, and when the schedule names
// courses, a course it teaches that year — how many it answered with an event that has images,
// which raters rated those events, and each rater's mean rating of them.

type Query = z.output<typeof branchScheduleCompletionQuery>;

export async function branchScheduleCompletion(
  caller: EventCaller,
  query: Query,
): Promise<BranchScheduleCompletionAnswer> {
  const academicYearId = query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const scope = await eventScope(caller, academicYearId);
  const branchIds = selected(query.branch_ids);
  const branchWhere = whereAll([
    teachingBranchesInScope(scope),
    branchIds && sql`b.id = ANY(${intArray(branchIds)})`,
  ]);
  const scheduleWhere = whereAll([
    sql`s.deleted_at IS NULL`,
    sql`s.academic_year_id = ${academicYearId}`,
    // A schedule still to come cannot be answered yet: only those due count, unless one is
    // asked for by id.
    query.event_schedule_id !== undefined
      ? sql`s.id = ${query.event_schedule_id}`
      : sql`s.scheduled_at <= now()`,
  ]);
  const cte = sql`
    WITH br AS (SELECT b.id, b.name, b.is_cbse FROM branches b WHERE ${branchWhere}),
    sch AS (SELECT s.id, s.board_type, s.course_ids FROM event_schedules s WHERE ${scheduleWhere}),
    expected AS (
      SELECT br.id AS branch_id, sch.id AS schedule_id FROM br JOIN sch
        ON (sch.board_type = 0 OR (sch.board_type = 1) = br.is_cbse)
       AND (cardinality(sch.course_ids) = 0 OR EXISTS (
             SELECT 1 FROM sections se
             WHERE se.branch_id = br.id AND se.academic_year_id = ${academicYearId}
               AND se.course_id = ANY(sch.course_ids)))),
    uploaded AS (
      SELECT x.branch_id, e.id AS event_id,
             ${ratedBy('zc')} AS zc, ${ratedBy('rd')} AS rd
      FROM expected x JOIN event_gallery_items e
        ON e.event_schedule_id = x.schedule_id AND e.branch_id = x.branch_id
      WHERE e.status <> ${EventStatus.Delete} AND cardinality(e.attachments) > 0)`;

  const rows = await caller.db.execute<
    BranchScheduleCompletionAnswer['schedule_completions'][number]
  >(sql`
    ${cte}
    SELECT * FROM (
      SELECT br.id AS branch_id, br.name AS branch_name, br.is_cbse,
        (SELECT count(*)::int FROM expected x WHERE x.branch_id = br.id) AS scheduled,
        (SELECT count(*)::int FROM uploaded u WHERE u.branch_id = br.id) AS uploaded,
        (SELECT count(*)::int FROM uploaded u WHERE u.branch_id = br.id AND u.zc) AS rated_by_zc,
        (SELECT count(*)::int FROM uploaded u WHERE u.branch_id = br.id AND u.rd) AS rated_by_rd,
        ARRAY(SELECT u.event_id FROM uploaded u WHERE u.branch_id = br.id ORDER BY u.event_id)
          AS event_ids,
        (SELECT coalesce(json_agg(json_build_object('user_id', g.user_id, 'rating', g.rating)
                  ORDER BY g.user_id), '[]'::json)
         FROM (SELECT r.user_id, round(avg(r.rating), 1)::float8 AS rating
               FROM uploaded u JOIN event_gallery_ratings r ON r.event_id = u.event_id
               WHERE u.branch_id = br.id GROUP BY r.user_id) g) AS ratings
      FROM br) c
    WHERE c.scheduled > 0 ${query.for_rating ? sql`AND c.uploaded > 0` : sql``}
    ORDER BY c.branch_name, c.branch_id`);

  const raters = await caller.db.execute<
    BranchScheduleCompletionAnswer['rating_users'][number]
  >(sql`
    ${cte}
    SELECT u.id, ${personName('u')} AS name,
           st.designation_id, d.name AS designation_name, r.rater
    FROM (SELECT DISTINCT ON (r.user_id) r.user_id, r.rater
          FROM uploaded up JOIN event_gallery_ratings r ON r.event_id = up.event_id
          ORDER BY r.user_id, r.updated_at DESC) r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN staff st ON st.id = u.staff_id
    LEFT JOIN designations d ON d.id = st.designation_id
    ORDER BY r.rater, name, u.id`);

  return {
    schedule_completions: rows.rows.map((row) => ({
      ...row,
      completion_percent:
        row.scheduled === 0 ? 0 : Math.round((row.uploaded / row.scheduled) * 100),
    })),
    rating_users: raters.rows,
  };
}
