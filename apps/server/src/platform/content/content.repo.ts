import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from '../access/scope.ts';
import { whereAll } from '../lists/list-query.ts';
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
