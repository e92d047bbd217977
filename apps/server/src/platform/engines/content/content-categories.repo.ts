import { ContentStatus, type ContentCategory, type categoryBody } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import type { ContentKind } from './content-kinds.ts';
import { notDeleted } from './content-item-sql.ts';

// SQL of the categories of announcements and wellness posts (content_categories, one list per
// module, told apart by `module`).

export type CategoryFields = z.output<typeof categoryBody>;

/**
 * Items (not deleted) of the module in a category (alias cat), only those the caller may see
 * when `visible` is given: a principal's counts never reveal other branches' items.
 */
const itemCount = (kind: ContentKind, visible?: SQL): SQL => sql`(
  SELECT count(*)::int FROM ${sql.identifier(kind.table)} c
  WHERE c.category_id = cat.id AND ${notDeleted}${visible ? sql` AND ${visible}` : sql``})`;

const categoryColumns = (kind: ContentKind, visible?: SQL): SQL => sql`
  cat.id, cat.name, cat.display_label, cat.description, cat.colour_hex_code,
  ${itemCount(kind, visible)} AS item_count`;

export async function listCategories(
  db: DbOrTx,
  kind: ContentKind,
  visible?: SQL,
): Promise<ContentCategory[]> {
  const result = await db.execute<ContentCategory>(sql`
    SELECT ${categoryColumns(kind, visible)} FROM content_categories cat
    WHERE cat.module = ${kind.key}
    ORDER BY lower(cat.display_label), cat.id`);
  return result.rows;
}

export async function findCategory(
  db: DbOrTx,
  kind: ContentKind,
  id: number,
): Promise<ContentCategory | undefined> {
  const result = await db.execute<ContentCategory>(sql`
    SELECT ${categoryColumns(kind)} FROM content_categories cat
    WHERE cat.module = ${kind.key} AND cat.id = ${id}`);
  return result.rows[0];
}

/** Whether another category of the module already has this (slugged) name. */
export async function categoryNameTaken(
  db: DbOrTx,
  kind: ContentKind,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM content_categories
    WHERE module = ${kind.key} AND name = ${name}
      ${exceptId === null ? sql`` : sql`AND id <> ${exceptId}`}`);
  return result.rows.length > 0;
}

export async function insertCategory(
  db: DbOrTx,
  kind: ContentKind,
  fields: CategoryFields,
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO content_categories (module, name, display_label, description, colour_hex_code)
    VALUES (${kind.key}, ${fields.name}, ${fields.display_label}, ${fields.description ?? null},
            ${fields.colour_hex_code})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateCategory(
  db: DbOrTx,
  kind: ContentKind,
  id: number,
  fields: CategoryFields,
): Promise<void> {
  await db.execute(sql`
    UPDATE content_categories
    SET name = ${fields.name}, display_label = ${fields.display_label},
        description = ${fields.description ?? null}, colour_hex_code = ${fields.colour_hex_code},
        updated_at = now()
    WHERE module = ${kind.key} AND id = ${id}`);
}

/**
 * Removes a category that no live item uses. Deleted items (kept for audit) still point at it:
 * they let go of it first, since they are never shown again.
 */
export async function deleteCategory(db: DbOrTx, kind: ContentKind, id: number): Promise<void> {
  await db.execute(sql`
    UPDATE ${sql.identifier(kind.table)} SET category_id = NULL
    WHERE category_id = ${id} AND status = ${ContentStatus.Delete}`);
  await db.execute(sql`DELETE FROM content_categories WHERE module = ${kind.key} AND id = ${id}`);
}

/** Whether the module has this category (an item's category must be one of its own). */
export async function categoryExists(db: DbOrTx, kind: ContentKind, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM content_categories WHERE module = ${kind.key} AND id = ${id}`);
  return result.rows.length > 0;
}
