import type { EventItem } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { selectColumns } from '../../platform/engines/content/content-item-sql.ts';
import {
  EVENT_COLUMNS,
  effectiveStatus,
  eventSource,
  notDeleted,
  toEvent,
} from './event-item-sql.ts';
import { changedBy } from './event-sql.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';

// SQL of events: reading one, writing one, and the lookups their rules need. Scope is the
// service's: it reads the event's branch and year here and decides with the caller's scope.

/** What the rules need of a stored event. */
export type EventCore = {
  id: number;
  /** As it reads now (a Scheduled event past its time is Active). */
  status: number;
  branch_id: number;
  academic_year_id: number;
  created_by: number;
  attachments: number[];
  event_schedule_id: number | null;
  scheduled_at: string | null;
};

/** One event that is not deleted; `lock` holds its row until the transaction ends. */
export async function findEventCore(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<EventCore | undefined> {
  const result = await db.execute<EventCore>(sql`
    SELECT e.id, ${effectiveStatus} AS status, e.branch_id, e.academic_year_id, e.created_by,
           e.attachments, e.event_schedule_id, ${isoTimestamp(sql`e.scheduled_at`)} AS scheduled_at
    FROM event_gallery_items e
    WHERE e.id = ${id} AND ${notDeleted}
    ${options.lock ? sql`FOR UPDATE` : sql``}`);
  return result.rows[0];
}

/** The whole answer of one event that is not deleted. */
export async function readEvent(db: DbOrTx, id: number): Promise<EventItem | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT ${selectColumns(EVENT_COLUMNS)} ${eventSource}
    WHERE e.id = ${id} AND ${notDeleted}`);
  const row = result.rows[0];
  return row ? toEvent(row) : undefined;
}

export async function insertEvent(db: DbOrTx, values: Record<string, SQL>): Promise<number> {
  const columns = Object.keys(values).map((name) => sql.identifier(name));
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO event_gallery_items (${sql.join(columns, sql`, `)})
    VALUES (${sql.join(Object.values(values), sql`, `)})
    RETURNING id`);
  return result.rows[0]!.id;
}

/** Sets the given columns of one event, and who changed it when. */
export async function updateEvent(
  db: DbOrTx,
  id: number,
  userId: number,
  values: Record<string, SQL>,
): Promise<void> {
  await db.execute(
    sql`UPDATE event_gallery_items SET ${changedBy(values, userId)} WHERE id = ${id}`,
  );
}

export type BranchFacts = {
  id: number;
  is_cbse: boolean;
  status: number;
};

export async function findBranch(db: DbOrTx, id: number): Promise<BranchFacts | undefined> {
  const result = await db.execute<BranchFacts>(
    sql`SELECT id, is_cbse, status FROM branches WHERE id = ${id}`,
  );
  return result.rows[0];
}

export async function activeEventTypeExists(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM event_types WHERE id = ${id} AND is_active LIMIT 1`,
  );
  return result.rows.length > 0;
}

export type ScheduleFacts = {
  id: number;
  academic_year_id: number;
  board_type: number;
  event_type_id: number;
};

/** A schedule that is not deleted. */
export async function findScheduleFacts(
  db: DbOrTx,
  id: number,
): Promise<ScheduleFacts | undefined> {
  const result = await db.execute<ScheduleFacts>(sql`
    SELECT id, academic_year_id, board_type, event_type_id FROM event_schedules
    WHERE id = ${id} AND deleted_at IS NULL`);
  return result.rows[0];
}

/** Another event (not deleted) of this branch already answers this schedule. */
export async function scheduleAnsweredElsewhere(
  db: DbOrTx,
  scheduleId: number,
  branchId: number,
  exceptEventId: number | null,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM event_gallery_items e
    WHERE e.event_schedule_id = ${scheduleId} AND e.branch_id = ${branchId} AND ${notDeleted}
      ${exceptEventId === null ? sql`` : sql`AND e.id <> ${exceptEventId}`}
    LIMIT 1`);
  return result.rows.length > 0;
}

export type StoredFile = {
  id: number;
  uploaded_by: number;
  extension: string;
};

export async function findMediaFiles(db: DbOrTx, ids: readonly number[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<StoredFile>(sql`
    SELECT id, uploaded_by, lower(extension) AS extension FROM media_files
    WHERE id = ANY(${intArray(ids)})`);
  return result.rows;
}

/** Which of these images of the event have been rated by someone. */
export async function ratedImages(
  db: DbOrTx,
  eventId: number,
  mediaIds: readonly number[],
): Promise<number[]> {
  if (mediaIds.length === 0) return [];
  const result = await db.execute<{ media_file_id: number }>(sql`
    SELECT DISTINCT media_file_id FROM event_gallery_image_ratings
    WHERE event_id = ${eventId} AND media_file_id = ANY(${intArray(mediaIds)})`);
  return result.rows.map((row) => row.media_file_id);
}

/** Whether anyone rated the event or one of its images. */
export async function hasRatings(db: DbOrTx, eventId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 WHERE EXISTS (SELECT 1 FROM event_gallery_ratings WHERE event_id = ${eventId})
      OR EXISTS (SELECT 1 FROM event_gallery_image_ratings WHERE event_id = ${eventId})`);
  return result.rows.length > 0;
}

/**
 * Whether a failed write broke the one-event-per-branch-and-schedule index: two saves for the
 * same branch and schedule raced past the check (Drizzle wraps the driver's error).
 */
export function brokeScheduleBranchIndex(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') {
      return pgError.constraint === 'event_gallery_items_schedule_branch_idx';
    }
  }
  return false;
}
