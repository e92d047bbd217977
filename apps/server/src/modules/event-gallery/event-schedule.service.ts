import {
  ACADEMIC_YEARS,
  CURRENT_ACADEMIC_YEAR_ID,
  EventGalleryMessages,
  type EventSchedule,
  type eventScheduleBulkUpdateBody,
  type eventScheduleFields,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { notFound, unprocessable } from '../../platform/core/http/http-error.ts';
import { activeEventTypeExists } from './event-gallery.repo.ts';
import type { EventCaller } from './event-gallery.service.ts';
import {
  insertSchedules,
  missingSchedules,
  readSchedules,
  subjectExists,
  unknownCourses,
  updateSchedules,
  type ScheduleValues,
} from './event-schedule.repo.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

// The rules of event schedules: what a schedule may name (an existing event type, subject and
// courses, a known academic year), and bulk writes that happen together or not at all.

type ScheduleFields = z.output<typeof eventScheduleFields>;
type BulkUpdate = z.output<typeof eventScheduleBulkUpdateBody>;

const KNOWN_YEARS: readonly number[] = ACADEMIC_YEARS.map((year) => year.id);

/** The references a schedule makes must exist; `at` names the schedule in a bulk call. */
async function checkReferences(
  db: DbOrTx,
  fields: {
    event_type_id?: number | undefined;
    subject_id?: number | null | undefined;
    course_id_list?: number[] | undefined;
    academic_year_id?: number | undefined;
  },
  at = '',
): Promise<void> {
  const fail = (message: string) => unprocessable(at ? `${at}: ${message}` : message);
  if (fields.academic_year_id !== undefined && !KNOWN_YEARS.includes(fields.academic_year_id)) {
    throw fail('Unknown academic year.');
  }
  if (
    fields.event_type_id !== undefined &&
    !(await activeEventTypeExists(db, fields.event_type_id))
  ) {
    throw fail(EventGalleryMessages.eventTypeNotFound);
  }
  if (fields.subject_id != null && !(await subjectExists(db, fields.subject_id))) {
    throw fail(EventGalleryMessages.subjectNotFound);
  }
  const [unknown] = await unknownCourses(db, fields.course_id_list ?? []);
  if (unknown !== undefined) throw fail(EventGalleryMessages.courseNotFound(unknown));
}

const valuesOf = (fields: ScheduleFields): ScheduleValues => ({
  academicYearId: fields.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID,
  scheduledAt: new Date(fields.scheduled_at).toISOString(),
  eventTypeId: fields.event_type_id,
  boardType: fields.board_type,
  subjectId: fields.subject_id ?? null,
  courseIds: [...new Set(fields.course_id_list)],
});

/** POST /event_gallery/event_schedule: every schedule of the call, or none. */
export async function createSchedules(
  caller: EventCaller,
  schedules: readonly ScheduleFields[],
): Promise<EventSchedule[]> {
  const ids = await caller.db.transaction(async (tx) => {
    for (const [index, fields] of schedules.entries()) {
      await checkReferences(tx, fields, schedules.length > 1 ? `Schedule ${index + 1}` : '');
    }
    return insertSchedules(tx, caller.auth.userId, schedules.map(valuesOf));
  });
  return readSchedules(caller.db, ids);
}

async function assertAllExist(db: DbOrTx, ids: readonly number[]): Promise<void> {
  const [missing] = await missingSchedules(db, ids);
  if (missing !== undefined) throw notFound(EventGalleryMessages.scheduleMissing(missing));
}

/** PUT /event_gallery/event_schedule/{id}: the body replaces the schedule. */
export async function updateSchedule(
  caller: EventCaller,
  id: number,
  fields: ScheduleFields,
): Promise<EventSchedule> {
  await caller.db.transaction(async (tx) => {
    await assertAllExist(tx, [id]);
    await checkReferences(tx, fields);
    const values = valuesOf(fields);
    await updateSchedules(tx, [id], caller.auth.userId, {
      academic_year_id: sql`${values.academicYearId}`,
      scheduled_at: sql`${values.scheduledAt}::timestamptz`,
      event_type_id: sql`${values.eventTypeId}`,
      board_type: sql`${values.boardType}`,
      subject_id: sql`${values.subjectId}`,
      course_ids: intArray(values.courseIds),
    });
  });
  const [schedule] = await readSchedules(caller.db, [id]);
  return schedule!;
}

/** PUT /event_gallery/event_schedule: the given fields on every schedule named, or none. */
export async function updateSchedulesInBulk(
  caller: EventCaller,
  body: BulkUpdate,
): Promise<EventSchedule[]> {
  const ids = [...new Set(body.ids)];
  await caller.db.transaction(async (tx) => {
    await assertAllExist(tx, ids);
    await checkReferences(tx, body);
    const values: Record<string, SQL> = {};
    if (body.scheduled_at !== undefined) {
      values.scheduled_at = sql`${new Date(body.scheduled_at).toISOString()}::timestamptz`;
    }
    if (body.event_type_id !== undefined) values.event_type_id = sql`${body.event_type_id}`;
    if (body.board_type !== undefined) values.board_type = sql`${body.board_type}`;
    if (body.subject_id !== undefined) values.subject_id = sql`${body.subject_id}`;
    if (body.course_id_list !== undefined) {
      values.course_ids = intArray([...new Set(body.course_id_list)]);
    }
    await updateSchedules(tx, ids, caller.auth.userId, values);
  });
  return readSchedules(caller.db, ids);
}

/**
 * PUT /event_gallery/event_schedule/delete: every schedule named, or none (kept with
 * deleted_at for audit). Events already uploaded for them stay in the gallery.
 */
export async function deleteSchedules(
  caller: EventCaller,
  idList: readonly number[],
): Promise<{ message: string; deleted: number }> {
  const ids = [...new Set(idList)];
  await caller.db.transaction(async (tx) => {
    await assertAllExist(tx, ids);
    await updateSchedules(tx, ids, caller.auth.userId, { deleted_at: sql`now()` });
  });
  return { message: EventGalleryMessages.schedulesDeleted(ids.length), deleted: ids.length };
}
