import { EventStatus, segmentTagsOf, type EventItem, type EventRater } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { personName } from '../../platform/core/sql/person-name.ts';
import { authorship } from './event-sql.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';

// How an event is read: one set of columns for the list and the detail (alias e for the event,
// b its branch), and the row → answer mapping of the contract's eventItem.

/**
 * The status as it reads now: a Scheduled event whose time has come is Active. Publishing sends
 * nothing, so no job has to make the move; every read and every rule uses this expression.
 */
export const effectiveStatus = sql`(CASE WHEN e.status = ${EventStatus.Scheduled} AND e.scheduled_at <= now()
  THEN ${EventStatus.Active} ELSE e.status END)`;

export const notDeleted = sql`e.status <> ${EventStatus.Delete}`;

/** The event, its branch, its type, and who created and last changed it. */
export const eventSource = sql`
  FROM event_gallery_items e
  JOIN branches b ON b.id = e.branch_id
  JOIN users cu ON cu.id = e.created_by
  LEFT JOIN users uu ON uu.id = e.updated_by
  LEFT JOIN event_types et ON et.id = e.event_type_id`;

/** Whether a rater of this kind rated the event or one of its images. */
export const ratedBy = (rater: EventRater): SQL => sql`(
  EXISTS (SELECT 1 FROM event_gallery_ratings r WHERE r.event_id = e.id AND r.rater = ${rater})
  OR EXISTS (SELECT 1 FROM event_gallery_image_ratings r
             WHERE r.event_id = e.id AND r.rater = ${rater}))`;

/** Ratings as the contract's eventRating list, oldest first. */
const ratingsJson = (table: string, where: SQL): SQL => sql`(
  SELECT coalesce(json_agg(json_build_object(
           'rating', r.rating, 'created_by_user_id', r.user_id,
           'created_by_user_name', ${personName('ru')}, 'rater', r.rater,
           'created_at', ${isoTimestamp(sql`r.created_at`)},
           'updated_at', ${isoTimestamp(sql`r.updated_at`)})
         ORDER BY r.created_at, r.id), '[]'::json)
  FROM ${sql.identifier(table)} r JOIN users ru ON ru.id = r.user_id
  WHERE ${where})`;

/** The images as media items with their ratings, in the order the event lists them. */
const attachmentsJson = sql`(
  SELECT coalesce(json_agg(json_build_object(
           'id', m.id, 'url', '/api/media/' || m.id, 'file_name', m.file_name,
           'content_type', m.content_type, 'size', m.size,
           'image_ratings', ${ratingsJson(
             'event_gallery_image_ratings',
             sql`r.event_id = e.id AND r.media_file_id = m.id`,
           )})
         ORDER BY array_position(e.attachments, m.id)), '[]'::json)
  FROM media_files m WHERE m.id = ANY(e.attachments))`;

/** Every column an event's answer is built from (segment_tag_list is added by toEvent). */
export const EVENT_COLUMNS: Record<string, SQL> = {
  id: sql`e.id`,
  status: effectiveStatus,
  title: sql`e.title`,
  description: sql`e.description`,
  event_date: sql`to_char(e.event_date, 'YYYY-MM-DD')`,
  branch_id: sql`e.branch_id`,
  branch_name: sql`b.name`,
  is_cbse: sql`b.is_cbse`,
  academic_year_id: sql`e.academic_year_id`,
  event_type_id: sql`e.event_type_id`,
  event_type_name: sql`et.name`,
  event_schedule_id: sql`e.event_schedule_id`,
  segment_tag_id_list: sql`e.segment_tag_ids`,
  attachments: attachmentsJson,
  image_count: sql`cardinality(e.attachments)`,
  scheduled_at: isoTimestamp(sql`e.scheduled_at`),
  ratings: ratingsJson('event_gallery_ratings', sql`r.event_id = e.id`),
  rated_by_zc: ratedBy('zc'),
  rated_by_rd: ratedBy('rd'),
  average_rating: sql`(SELECT round(avg(r.rating), 1)::float8 FROM event_gallery_ratings r
    WHERE r.event_id = e.id)`,
  ...authorship,
  created_at: isoTimestamp(sql`e.created_at`),
  updated_at: isoTimestamp(sql`e.updated_at`),
};

/** A row of EVENT_COLUMNS → the contract's event, with the segment tags and their colours. */
export function toEvent(row: Record<string, unknown>): EventItem {
  const event = row as unknown as Omit<EventItem, 'segment_tag_list'>;
  return { ...event, segment_tag_list: segmentTagsOf(event.segment_tag_id_list) };
}
