import { SEGMENTS, ContentStatus, type TargetingFilter } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { attachmentsAnswer } from './content-attachments.ts';
import type { ContentKind } from './content-kinds.ts';
import type { StoredItem } from './content-module.ts';
import { isoTimestamp } from '../../kit/lists/list-query.ts';
import { personName } from '../../core/sql/person-name.ts';

// How an item is read: one set of columns for the list and the detail, and the row → answer
// mapping of the contract's contentItem (plus the module's own fields, passed through).

/** An id list as one int[] parameter. */

/** The item (c), its author's account (u) and staff row (st); deleted items never appear. */
export const itemSource = (kind: ContentKind): SQL => sql`
  FROM ${sql.identifier(kind.table)} c
  JOIN users u ON u.id = c.created_by
  LEFT JOIN staff st ON st.id = u.staff_id`;

export const notDeleted = sql`c.status <> ${ContentStatus.Delete}`;

/** The shared columns, as the row mapper below reads them. */
const SHARED_COLUMNS: Record<string, SQL> = {
  id: sql`c.id`,
  status: sql`c.status`,
  title: sql`c.title`,
  description: sql`c.description`,
  targeting: sql`c.targeting`,
  branch_ids: sql`c.branch_ids`,
  segment_ids: sql`c.segment_ids`,
  attachments: attachmentsAnswer(),
  academic_year_id: sql`c.academic_year_id`,
  scheduled_at: isoTimestamp(sql`c.scheduled_at`),
  created_at: isoTimestamp(sql`c.created_at`),
  updated_at: isoTimestamp(sql`c.updated_at`),
  author_id: sql`c.created_by`,
  author_name: personName('u'),
  author_employee_number: sql`st.employee_number`,
  author_global_employee_id: sql`st.global_employee_id`,
  recipients: sql`c.recipients_count`,
  delivered: sql`c.delivered_count`,
  failed: sql`c.failed_count`,
  delivery_started_at: isoTimestamp(sql`c.delivery_started_at`),
  delivery_finished_at: isoTimestamp(sql`c.delivery_finished_at`),
};

/** Every column an item's answer is built from: the shared ones, then the module's. */
export const itemColumns = (extraAnswer: Record<string, SQL>): Record<string, SQL> => ({
  ...SHARED_COLUMNS,
  ...extraAnswer,
});

const SEGMENT_NAMES = new Map<number, string>(
  SEGMENTS.map((segment) => [segment.id, segment.name]),
);

interface ItemRow {
  id: number;
  status: number;
  title: string;
  description: string;
  targeting: TargetingFilter;
  branch_ids: number[];
  segment_ids: number[];
  attachments: StoredItem['attachments'];
  academic_year_id: number;
  scheduled_at: string | null;
  created_at: string;
  updated_at: string;
  author_id: number;
  author_name: string;
  author_employee_number: number | null;
  author_global_employee_id: string | null;
  recipients: number;
  delivered: number;
  failed: number;
  delivery_started_at: string | null;
  delivery_finished_at: string | null;
}

/** A row of itemColumns → the contract's item (the module's fields pass through by name). */
export function toItem(row: Record<string, unknown>, kind: ContentKind): StoredItem {
  const shared = row as unknown as ItemRow;
  const extra = Object.fromEntries(
    Object.entries(row).filter(([name]) => !Object.hasOwn(SHARED_COLUMNS, name)),
  );
  return {
    ...extra,
    id: shared.id,
    status: shared.status,
    title: shared.title,
    description: shared.description,
    targeting: shared.targeting,
    branch_ids: shared.branch_ids,
    segment_ids: shared.segment_ids,
    segments: shared.segment_ids.flatMap((id) => SEGMENT_NAMES.get(id) ?? []),
    attachments: shared.attachments,
    academic_year_id: shared.academic_year_id,
    scheduled_at: shared.scheduled_at,
    created_at: shared.created_at,
    updated_at: shared.updated_at,
    author: {
      id: shared.author_id,
      name: shared.author_name,
      employee_number: shared.author_employee_number,
      global_employee_id: shared.author_global_employee_id,
    },
    delivery: {
      channel: kind.channel,
      recipients: shared.recipients,
      delivered: shared.delivered,
      failed: shared.failed,
      pending: Math.max(0, shared.recipients - shared.delivered - shared.failed),
      started_at: shared.delivery_started_at,
      finished_at: shared.delivery_finished_at,
    },
  };
}

/** `expression AS "name", …` of a column map. */
export const selectColumns = (columns: Record<string, SQL>): SQL =>
  sql.join(
    Object.entries(columns).map(
      ([name, expression]) => sql`${expression} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
