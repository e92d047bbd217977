import {
  CURRENT_ACADEMIC_YEAR_ID,
  EVENT_MIS_REPORT_FILE,
  EventGalleryMessages,
  EventStatus,
  type MisReportQuery,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { canReachSegment } from '../../platform/core/access/scope.ts';
import { forbidden } from '../../platform/core/http/http-error.ts';
import { selected, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { eventScope } from './event-access.ts';
import type { EventCaller } from './event-gallery.service.ts';
import { effectiveStatus, ratedBy } from './event-item-sql.ts';
import { teachingBranchesInScope } from './event-branches.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

// GET /event_gallery/mis_report: per branch within scope, the year's events (in a date range,
// of one segment, of one board): how many, published, with and without images, images, rated by
// the ZCs and the R&D Head, and their mean ratings. Exported as a spreadsheet.

/**
 * The report's spec. Asking for a segment outside the caller's scope is refused with 001 §8's
 * 'Segment access is not permitted' (403); segment 0 means every segment.
 */
export async function misReportSpec(caller: EventCaller, query: MisReportQuery): Promise<ListSpec> {
  const academicYearId = query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const scope = await eventScope(caller, academicYearId);
  const segmentId = query.segment_id ? query.segment_id : undefined;
  if (segmentId !== undefined && !canReachSegment(scope, segmentId)) {
    throw forbidden(EventGalleryMessages.segmentAccessNotPermitted);
  }
  const branchIds = selected(query.branch_ids);
  const events = whereAll([
    sql`e.branch_id = b.id`,
    sql`e.status <> ${EventStatus.Delete}`,
    sql`e.academic_year_id = ${academicYearId}`,
    query.from_date !== undefined && sql`e.event_date >= ${query.from_date}::date`,
    query.to_date !== undefined && sql`e.event_date <= ${query.to_date}::date`,
    segmentId !== undefined && sql`e.segment_tag_ids @> ARRAY[${segmentId}]::int[]`,
  ]);
  const branches = whereAll([
    teachingBranchesInScope(scope),
    branchIds && sql`b.id = ANY(${intArray(branchIds)})`,
    query.board === 'Cbse' && sql`b.is_cbse`,
    query.board === 'NonCbse' && sql`NOT b.is_cbse`,
  ]);
  const from = sql`
    FROM branches b
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS events,
             count(*) FILTER (WHERE ${effectiveStatus} = ${EventStatus.Active})::int AS active,
             count(*) FILTER (WHERE cardinality(e.attachments) > 0)::int AS uploaded,
             coalesce(sum(cardinality(e.attachments)), 0)::int AS images,
             count(*) FILTER (WHERE ${ratedBy('zc')})::int AS rated_zc,
             count(*) FILTER (WHERE ${ratedBy('rd')})::int AS rated_rd
      FROM event_gallery_items e WHERE ${events}) s
    CROSS JOIN LATERAL (
      SELECT round(avg(r.rating) FILTER (WHERE r.rater = 'zc'), 1)::float8 AS avg_zc,
             round(avg(r.rating) FILTER (WHERE r.rater = 'rd'), 1)::float8 AS avg_rd
      FROM event_gallery_items e JOIN event_gallery_ratings r ON r.event_id = e.id
      WHERE ${events}) a
    WHERE ${branches}`;
  return {
    columns: {
      branch_id: sql`b.id`,
      branch_name: sql`b.name`,
      is_cbse: sql`b.is_cbse`,
      events: sql`s.events`,
      active_events: sql`s.active`,
      uploaded_events: sql`s.uploaded`,
      not_uploaded_events: sql`s.events - s.uploaded`,
      images: sql`s.images`,
      rated_by_zc: sql`s.rated_zc`,
      rated_by_rd: sql`s.rated_rd`,
      average_zc_rating: sql`a.avg_zc`,
      average_rd_rating: sql`a.avg_rd`,
    },
    exportColumns: {
      Branch: sql`b.name`,
      Board: sql`CASE WHEN b.is_cbse THEN 'CBSE' ELSE 'Non-CBSE' END`,
      Events: sql`s.events`,
      Published: sql`s.active`,
      Uploaded: sql`s.uploaded`,
      'Not uploaded': sql`s.events - s.uploaded`,
      Images: sql`s.images`,
      'Rated by ZC': sql`s.rated_zc`,
      'Rated by R&D': sql`s.rated_rd`,
      'Average ZC rating': sql`a.avg_zc`,
      'Average R&D rating': sql`a.avg_rd`,
    },
    from,
    sort: {
      columns: {
        branch_name: sql`b.name`,
        events: sql`s.events`,
        uploaded_events: sql`s.uploaded`,
        images: sql`s.images`,
      },
      default: { column: 'branch_name', order: 'asc' },
      tieBreaker: sql`b.id`,
    },
    exportFile: { name: EVENT_MIS_REPORT_FILE, format: 'xlsx' },
  };
}
