import {
  INT4_MAX,
  EVENT_GALLERY_EXPORT_FILE,
  EVENT_STATUSES,
  SEGMENTS,
  type EventListQuery,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/core/access/scope.ts';
import { isoText, labelOf, labelsOf } from '../../platform/engines/content/content-labels.ts';
import { selected, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import {
  EVENT_COLUMNS,
  effectiveStatus,
  eventSource,
  notDeleted,
  ratedBy,
} from './event-item-sql.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// GET /event_gallery: every filter of 001 §7 and §9 (tabs, ratings, board, status, branches,
// segments, type, schedule, dates, title, id, self only) within the caller's scope, one spec
// for the shared list helper.

const SEGMENT_LABELS = Object.fromEntries(SEGMENTS.map((segment) => [segment.id, segment.name]));
const STATUS_LABELS = EVENT_STATUSES.labels;

/** Events at branches within the scope; a superuser's scope holds every branch. */
export const eventWithinScope = (scope: Scope): SQL | undefined =>
  scope.all ? undefined : sql`e.branch_id = ANY(${intArray(scope.branchIds)})`;

const hasImages = sql`cardinality(e.attachments) > 0`;

/** The filters of the list query; `me` is the caller (self_only). */
export function eventFilters(query: EventListQuery, me: number): (SQL | false | undefined)[] {
  const branchIds = selected(query.branch_ids);
  const segmentIds = selected(query.segment_tag_id_list);
  const id = query.search_by_id === undefined ? undefined : Number(query.search_by_id);
  return [
    query.tab === 'uploaded' && hasImages,
    query.tab === 'not-uploaded' && sql`NOT ${hasImages}`,
    query.rating_filter === 'NotRatedYet' && sql`NOT ${ratedBy('zc')} AND NOT ${ratedBy('rd')}`,
    query.rating_filter === 'RatedByZC' && ratedBy('zc'),
    query.rating_filter === 'RatedByRD' && ratedBy('rd'),
    query.board === 'Cbse' && sql`b.is_cbse`,
    query.board === 'NonCbse' && sql`NOT b.is_cbse`,
    query.status !== undefined && sql`${effectiveStatus} = ${query.status}`,
    branchIds && sql`e.branch_id = ANY(${intArray(branchIds)})`,
    segmentIds && sql`e.segment_tag_ids && ${intArray(segmentIds)}`,
    query.event_type_id !== undefined && sql`e.event_type_id = ${query.event_type_id}`,
    query.event_schedule_id !== undefined && sql`e.event_schedule_id = ${query.event_schedule_id}`,
    query.from_date !== undefined && sql`e.event_date >= ${query.from_date}::date`,
    query.to_date !== undefined && sql`e.event_date <= ${query.to_date}::date`,
    query.search_title !== undefined && sql`e.title ILIKE ${contains(query.search_title)}`,
    // An id beyond the column's range matches nothing (rather than failing the cast).
    id !== undefined && (id <= INT4_MAX ? sql`e.id = ${id}` : sql`FALSE`),
    query.self_only === true && sql`e.created_by = ${me}`,
  ];
}

/** The export file's columns: what a person reads, not the wire's ids and JSON. */
const EXPORT_COLUMNS: Record<string, SQL> = {
  ID: sql`e.id`,
  Title: sql`e.title`,
  'Event date': sql`to_char(e.event_date, 'YYYY-MM-DD')`,
  Branch: sql`b.name`,
  Board: sql`CASE WHEN b.is_cbse THEN 'CBSE' ELSE 'Non-CBSE' END`,
  'Event type': sql`et.name`,
  Segments: labelsOf(sql`e.segment_tag_ids`, SEGMENT_LABELS),
  Status: labelOf(effectiveStatus, STATUS_LABELS),
  Images: sql`cardinality(e.attachments)`,
  'Rated by ZC': sql`CASE WHEN ${ratedBy('zc')} THEN 'Yes' ELSE 'No' END`,
  'Rated by R&D': sql`CASE WHEN ${ratedBy('rd')} THEN 'Yes' ELSE 'No' END`,
  'Average rating': sql`(SELECT round(avg(r.rating), 1)::float8 FROM event_gallery_ratings r
    WHERE r.event_id = e.id)`,
  'Created by': personName('cu'),
  'Created at': isoText(sql`e.created_at`),
};

export function eventListSpec(
  query: EventListQuery,
  scope: Scope,
  academicYearId: number,
  me: number,
): ListSpec {
  const where = whereAll([
    notDeleted,
    sql`e.academic_year_id = ${academicYearId}`,
    eventWithinScope(scope),
    ...eventFilters(query, me),
  ]);
  return {
    columns: EVENT_COLUMNS,
    exportColumns: EXPORT_COLUMNS,
    from: sql`${eventSource} WHERE ${where}`,
    sort: {
      columns: {
        created_at: sql`e.created_at`,
        event_date: sql`e.event_date`,
        id: sql`e.id`,
        title: sql`lower(e.title)`,
        status: effectiveStatus,
      },
      default: { column: 'created_at', order: 'desc' },
      tieBreaker: sql`e.id`,
    },
    exportFile: { name: EVENT_GALLERY_EXPORT_FILE, format: 'csv' },
  };
}
