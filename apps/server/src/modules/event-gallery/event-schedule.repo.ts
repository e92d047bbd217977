import {
  INT4_MAX,
  EVENT_SCHEDULE_EXPORT_FILE,
  type EventSchedule,
  type EventScheduleListQuery,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { selectColumns } from '../../platform/engines/content/content-item-sql.ts';
import { isoText } from '../../platform/engines/content/content-labels.ts';
import {
  dayAfter,
  dayStart,
  selected,
  whereAll,
  isoTimestamp,
} from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { authorship, changedBy } from './event-sql.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// SQL of event schedules (alias s): the answer's columns, the 6-month window, the paged v2
// list, and bulk writes. Schedules are not branch-bearing: every reader of the gallery sees them.

const scheduleSource = sql`
  FROM event_schedules s
  JOIN event_types et ON et.id = s.event_type_id
  LEFT JOIN subjects sub ON sub.id = s.subject_id
  JOIN users cu ON cu.id = s.created_by
  LEFT JOIN users uu ON uu.id = s.updated_by`;

const notDeleted = sql`s.deleted_at IS NULL`;

const SCHEDULE_COLUMNS: Record<string, SQL> = {
  id: sql`s.id`,
  scheduled_at: isoTimestamp(sql`s.scheduled_at`),
  event_type_id: sql`s.event_type_id`,
  event_type_name: sql`et.name`,
  board_type: sql`s.board_type`,
  subject_id: sql`s.subject_id`,
  subject_name: sql`sub.name`,
  course_id_list: sql`s.course_ids`,
  course_names: sql`ARRAY(SELECT c.name FROM courses c WHERE c.id = ANY(s.course_ids)
    ORDER BY array_position(s.course_ids, c.id))`,
  academic_year_id: sql`s.academic_year_id`,
  event_count: sql`(SELECT count(*)::int FROM event_gallery_items e
    WHERE e.event_schedule_id = s.id AND e.status <> -1)`,
  ...authorship,
  created_at: isoTimestamp(sql`s.created_at`),
  updated_at: isoTimestamp(sql`s.updated_at`),
};

/** Schedules by id (not deleted), in the order asked. */
export async function readSchedules(db: DbOrTx, ids: readonly number[]): Promise<EventSchedule[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<EventSchedule>(sql`
    SELECT ${selectColumns(SCHEDULE_COLUMNS)} ${scheduleSource}
    WHERE s.id = ANY(${intArray(ids)}) AND ${notDeleted}
    ORDER BY array_position(${intArray(ids)}, s.id)`);
  return result.rows;
}

/** The most a calendar asks for at once; a look-back of years is still bounded. */
const WINDOW_MAX = 5000;

/** GET /event_gallery/event_schedule: from `months` back on, oldest first. */
export async function schedulesSince(
  db: DbOrTx,
  filter: {
    months: number;
    academicYearId?: number | undefined;
    eventTypeId?: number | undefined;
    boardType?: number | undefined;
  },
): Promise<EventSchedule[]> {
  const where = whereAll([
    notDeleted,
    sql`s.scheduled_at >= now() - make_interval(months => ${filter.months})`,
    filter.academicYearId !== undefined && sql`s.academic_year_id = ${filter.academicYearId}`,
    filter.eventTypeId !== undefined && sql`s.event_type_id = ${filter.eventTypeId}`,
    filter.boardType !== undefined && sql`s.board_type = ${filter.boardType}`,
  ]);
  const result = await db.execute<EventSchedule>(sql`
    SELECT ${selectColumns(SCHEDULE_COLUMNS)} ${scheduleSource}
    WHERE ${where} ORDER BY s.scheduled_at, s.id LIMIT ${WINDOW_MAX}`);
  return result.rows;
}

const BOARD_LABELS = sql`CASE s.board_type WHEN 1 THEN 'CBSE' WHEN 2 THEN 'Non-CBSE' ELSE 'All' END`;

/** GET /event_gallery/event_schedule_v2: the paged list's spec. */
export function scheduleListSpec(query: EventScheduleListQuery): ListSpec {
  const courseIds = selected(query.course_id_list);
  const id = query.search_by_id === undefined ? undefined : Number(query.search_by_id);
  const where = whereAll([
    notDeleted,
    query.academic_year_id !== undefined && sql`s.academic_year_id = ${query.academic_year_id}`,
    query.from_date !== undefined &&
      sql`s.scheduled_at >= ${dayStart(query.from_date)}::timestamptz`,
    query.to_date !== undefined && sql`s.scheduled_at < ${dayAfter(query.to_date)}::timestamptz`,
    query.event_type_id !== undefined && sql`s.event_type_id = ${query.event_type_id}`,
    query.board_type !== undefined && sql`s.board_type = ${query.board_type}`,
    query.subject_id !== undefined && sql`s.subject_id = ${query.subject_id}`,
    courseIds && sql`s.course_ids && ${intArray(courseIds)}`,
    id !== undefined && (id <= INT4_MAX ? sql`s.id = ${id}` : sql`FALSE`),
  ]);
  return {
    columns: SCHEDULE_COLUMNS,
    exportColumns: {
      ID: sql`s.id`,
      'Scheduled at': isoText(sql`s.scheduled_at`),
      'Event type': sql`et.name`,
      Board: BOARD_LABELS,
      Subject: sql`sub.name`,
      Courses: sql`array_to_string(${SCHEDULE_COLUMNS.course_names!}, ', ')`,
      Events: SCHEDULE_COLUMNS.event_count!,
      'Created by': personName('cu'),
      'Updated at': isoText(sql`s.updated_at`),
    },
    from: sql`${scheduleSource} WHERE ${where}`,
    sort: {
      columns: {
        scheduled_at: sql`s.scheduled_at`,
        id: sql`s.id`,
        updated_at: sql`s.updated_at`,
      },
      default: { column: 'scheduled_at', order: 'desc' },
      tieBreaker: sql`s.id`,
    },
    exportFile: { name: EVENT_SCHEDULE_EXPORT_FILE, format: 'csv' },
  };
}

/** The values of one schedule as written. */
export interface ScheduleValues {
  academicYearId: number;
  scheduledAt: string;
  eventTypeId: number;
  boardType: number;
  subjectId: number | null;
  courseIds: number[];
}

export async function insertSchedules(
  db: DbOrTx,
  userId: number,
  schedules: readonly ScheduleValues[],
): Promise<number[]> {
  const rows = schedules.map(
    (s) => sql`(${s.academicYearId}, ${s.scheduledAt}::timestamptz, ${s.eventTypeId},
      ${s.boardType}, ${s.subjectId}, ${intArray(s.courseIds)}, ${userId})`,
  );
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO event_schedules
      (academic_year_id, scheduled_at, event_type_id, board_type, subject_id, course_ids,
       created_by)
    VALUES ${sql.join(rows, sql`, `)}
    RETURNING id`);
  return result.rows.map((row) => row.id);
}

/** Which of these ids name no schedule (or a deleted one); `lock` holds the others. */
export async function missingSchedules(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    SELECT id FROM event_schedules
    WHERE id = ANY(${intArray(ids)}) AND deleted_at IS NULL
    FOR UPDATE`);
  const found = new Set(result.rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Sets the given columns of these schedules, and who changed them when. */
export async function updateSchedules(
  db: DbOrTx,
  ids: readonly number[],
  userId: number,
  values: Record<string, SQL>,
): Promise<void> {
  await db.execute(sql`
    UPDATE event_schedules SET ${changedBy(values, userId)} WHERE id = ANY(${intArray(ids)})`);
}

/** Courses among these ids that do not exist. */
export async function unknownCourses(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: number }>(
    sql`SELECT id FROM courses WHERE id = ANY(${intArray(ids)})`,
  );
  const found = new Set(result.rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export async function subjectExists(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM subjects WHERE id = ${id} LIMIT 1`);
  return result.rows.length > 0;
}
