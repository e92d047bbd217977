import { sql, type SQL } from 'drizzle-orm';
import { dayAfter, dayStart, type SortRule } from '../lists/list-query.ts';

// What the outbox lists (GET /sms_outbox, GET /push_outbox) and the jobs list share.

/**
 * Newest first; by created_at or id. The columns are named with their table: a bare
 * `ORDER BY created_at` means the answer's created_at, the ISO text, which no index orders
 * (a whole-table sort: 3.1 s for a page of a 1,000,000-row outbox, 0.08 s by the column).
 */
export const outboxSort = (table: 'sms_outbox' | 'push_outbox'): SortRule => ({
  columns: { created_at: sql.raw(`${table}.created_at`), id: sql.raw(`${table}.id`) },
  default: { column: 'created_at', order: 'desc' },
  tieBreaker: sql.raw(`${table}.id`),
});

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
