import {
  BOARD_TYPES,
  BOARD_TYPE_FILTER,
  EVENT_BOARD_FILTERS,
  EVENT_BOARD_LABELS,
  EVENT_RATER_LABELS,
  EVENT_RATING_FILTERS,
  EVENT_RATING_FILTER_LABELS,
  EVENT_RATING_MAX,
  EVENT_SCHEDULE_PAST_MONTHS,
  EVENT_STATUS_FILTER_OPTIONS,
  EVENT_STATUSES,
  EVENT_TABLE_TABS,
  EVENT_TABLE_TAB_LABELS,
  RATING_DESIGNATIONS,
  SEGMENTS,
  mayRateEvents,
  type EventModuleInputs,
  type EventRater,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { designationOf } from './event-access.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import type { EventCaller } from './event-gallery.service.ts';

// GET /event_gallery/module_inputs: what the gallery's forms and filters offer, and whether the
// caller may rate (the console shows the stars only then; the server checks again).

const RATERS: readonly EventRater[] = ['rd', 'zc'];

export async function eventModuleInputs(caller: EventCaller): Promise<EventModuleInputs> {
  const { db, auth } = caller;
  const raterDesignations = RATERS.flatMap((rater) =>
    RATING_DESIGNATIONS[rater].map((id) => ({ id, rater })),
  );
  const [eventTypes, subjects, courses, designations, designationId] = await Promise.all([
    db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM event_types WHERE is_active ORDER BY name, id`,
    ),
    db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM subjects ORDER BY name, id`),
    db.execute<{ id: number; name: string; segment_id: number }>(
      sql`SELECT id, name, segment_id FROM courses ORDER BY segment_id, id`,
    ),
    db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM designations
      WHERE id = ANY(${intArray(raterDesignations.map((d) => d.id))})`),
    designationOf(db, auth.userId),
  ]);
  const designationNames = new Map(designations.rows.map((row) => [row.id, row.name]));
  const canRate = mayRateEvents({
    isSuperuser: auth.isSuperuser,
    permissions: auth.permissions,
    designationId,
  });
  const rater = raterDesignations.find((entry) => entry.id === designationId)?.rater ?? null;
  return {
    event_types: eventTypes.rows,
    boards: BOARD_TYPES.map((id) => ({ id, name: EVENT_BOARD_LABELS[BOARD_TYPE_FILTER[id]!] })),
    subjects: subjects.rows,
    courses: courses.rows,
    segments: SEGMENTS.map(({ id, name, colour }) => ({ id, name, colour })),
    statuses: EVENT_STATUS_FILTER_OPTIONS.map((id) => ({
      id,
      name: EVENT_STATUSES.label(id),
      colour: EVENT_STATUSES.colour(id),
    })),
    rating_filters: EVENT_RATING_FILTERS.map((value) => ({
      value,
      label: EVENT_RATING_FILTER_LABELS[value],
    })),
    board_filters: EVENT_BOARD_FILTERS.map((value) => ({
      value,
      label: EVENT_BOARD_LABELS[value],
    })),
    table_tabs: EVENT_TABLE_TABS.map((value) => ({ value, label: EVENT_TABLE_TAB_LABELS[value] })),
    number_of_past_months: EVENT_SCHEDULE_PAST_MONTHS,
    max_rating: EVENT_RATING_MAX,
    rating_designations: raterDesignations.map(({ id, rater: kind }) => ({
      id,
      name: designationNames.get(id) ?? EVENT_RATER_LABELS[kind],
      rater: kind,
    })),
    can_rate: canRate,
    rater: canRate ? rater : null,
  };
}
