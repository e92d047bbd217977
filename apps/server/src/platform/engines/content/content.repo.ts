import { CONTENT_RESTORE_MINUTES, ContentStatus } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Scope } from '../../core/access/scope.ts';
import { isoTimestamp, whereAll } from '../../kit/lists/list-query.ts';
import { withinScope } from './content-access.ts';
import { itemColumns, itemSource, notDeleted, selectColumns, toItem } from './content-item-sql.ts';
import type { ContentKind } from './content-kinds.ts';
import type { StoredItem } from './content-module.ts';

// SQL of one messaging module's items. Every read takes the caller's scope: an item outside it
// is not found (404), exactly like a deleted or missing one.

interface ItemReader {
  kind: ContentKind;
  extra: { answer: Record<string, SQL> };
}

/**
 * One item within the scope, or undefined. `lock` holds its row until the transaction ends, so
 * a status change and the delivery job (which makes a Scheduled item Active) never interleave.
 */
export async function findItem(
  db: DbOrTx,
  module: ItemReader,
  id: number,
  scope: Scope,
  options: { lock?: boolean } = {},
): Promise<StoredItem | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT ${selectColumns(itemColumns(module.extra.answer))} ${itemSource(module.kind)}
    WHERE ${whereAll([sql`c.id = ${id}`, notDeleted, withinScope(scope)])}
    ${options.lock ? sql`FOR UPDATE OF c` : sql``}`);
  const row = result.rows[0];
  return row ? toItem(row, module.kind) : undefined;
}

export async function insertItem(
  db: DbOrTx,
  kind: ContentKind,
  values: Record<string, SQL>,
): Promise<number> {
  const columns = Object.keys(values).map((name) => sql.identifier(name));
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO ${sql.identifier(kind.table)} (${sql.join(columns, sql`, `)})
    VALUES (${sql.join(Object.values(values), sql`, `)})
    RETURNING id`);
  return result.rows[0]!.id;
}

/** Sets the given columns (and updated_at) of one item. */
export async function updateItem(
  db: DbOrTx,
  kind: ContentKind,
  id: number,
  values: Record<string, SQL>,
): Promise<void> {
  const assignments = Object.entries(values).map(
    ([name, value]) => sql`${sql.identifier(name)} = ${value}`,
  );
  await db.execute(sql`
    UPDATE ${sql.identifier(kind.table)}
    SET ${sql.join([...assignments, sql`updated_at = now()`], sql`, `)}
    WHERE id = ${id}`);
}

/** A deleted item within the scope: what restoring it needs. */
export interface DeletedItem {
  statusBeforeDelete: number | null;
  /** Deleted within the restore window, by the database's clock. */
  restorable: boolean;
  /** The item's schedule date, when it is still ahead. */
  scheduleAhead: Date | null;
}

/** One deleted item within the scope, its row locked until the transaction ends. */
export async function findDeletedItem(
  db: DbOrTx,
  kind: ContentKind,
  id: number,
  scope: Scope,
): Promise<DeletedItem | 'not deleted' | undefined> {
  const result = await db.execute<{
    status: number;
    status_before_delete: number | null;
    restorable: boolean;
    schedule_ahead: string | null;
  }>(sql`
    SELECT c.status, c.status_before_delete,
      coalesce(c.deleted_at > now() - make_interval(mins => ${CONTENT_RESTORE_MINUTES}), false)
        AS restorable,
      CASE WHEN c.scheduled_at > now() THEN ${isoTimestamp(sql`c.scheduled_at`)} END
        AS schedule_ahead
    FROM ${sql.identifier(kind.table)} c
    WHERE ${whereAll([sql`c.id = ${id}`, withinScope(scope)])}
    FOR UPDATE OF c`);
  const row = result.rows[0];
  if (!row) return undefined;
  if (row.status !== ContentStatus.Delete) return 'not deleted';
  return {
    statusBeforeDelete: row.status_before_delete,
    restorable: row.restorable,
    scheduleAhead: row.schedule_ahead ? new Date(row.schedule_ahead) : null,
  };
}
