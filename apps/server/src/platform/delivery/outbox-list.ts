import { sql, type SQL } from 'drizzle-orm';
import { dayAfter, dayStart, type SortRule } from '../lists/list-query.ts';

// What the outbox lists (GET /sms_outbox, GET /push_outbox) and the jobs list share.

/** Newest first; by created_at or id. */
export const OUTBOX_SORT: SortRule = {
  columns: { created_at: sql`created_at`, id: sql`id` },
  default: { column: 'created_at', order: 'desc' },
  tieBreaker: sql`id`,
};

export interface OutboxFilters {
  status?: string | undefined;
  /** Inclusive calendar days of created_at (UTC). */
  from_date?: string | undefined;
  to_date?: string | undefined;
}

/** The status and date filters every outbox list takes. */
export const outboxConditions = (query: OutboxFilters): (SQL | false)[] => [
  query.status !== undefined && sql`status = ${query.status}`,
  query.from_date !== undefined && sql`created_at >= ${dayStart(query.from_date)}::timestamptz`,
  query.to_date !== undefined && sql`created_at < ${dayAfter(query.to_date)}::timestamptz`,
];
