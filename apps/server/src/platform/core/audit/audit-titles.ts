import { sql, type SQL } from 'drizzle-orm';
import { INT4_MAX } from '@console/contract';

/** The ids that can be a serial id: an item id the audit log holds as text. */
const serialIds = (ids: readonly string[]): number[] =>
  ids.filter((id) => /^\d{1,10}$/.test(id) && Number(id) <= INT4_MAX).map(Number);

/**
 * `AuditLabels.titles` for items titled by their own row: `title` reads the row as `t`
 * (`sql\`t.title\``), `joins` adds what it needs (`JOIN students s ON s.id = t.student_id`).
 * One statement for a page of entries, by the primary key.
 */
export const titlesById =
  (table: string, title: SQL, joins: SQL = sql``) =>
  (ids: readonly string[]): SQL =>
    sql`SELECT t.id::text AS id, ${title} AS title FROM ${sql.identifier(table)} t ${joins}
      WHERE t.id = ANY(${sql.param(serialIds(ids))}::int[])`;
