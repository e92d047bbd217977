import { CategoryMessages, Messages, type ContentCategory } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../core/http/http-error.ts';
import type { Scope } from '../../core/access/scope.ts';
import { withinScope } from './content-access.ts';
import type { ContentKind } from './content-kinds.ts';
import {
  categoryNameTaken,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
  type CategoryFields,
} from './content-categories.repo.ts';
import { pgErrorCode } from '../../core/sql/pg-errors.ts';

// Categories of announcements and wellness (000 §3, §4, §5): names unique per module after
// slugging (the contract slugs them), managed by superusers (the routes say so).

/** A unique violation is the name taken by a concurrent save; a foreign key one, an item. */
function explained(error: unknown): unknown {
  const code = pgErrorCode(error);
  if (code === '23505') return conflict(CategoryMessages.nameTaken);
  if (code === '23503') return conflict(CategoryMessages.inUse);
  return error;
}

async function found(db: Db, kind: ContentKind, id: number): Promise<ContentCategory> {
  const category = await findCategory(db, kind, id);
  if (!category) throw notFound(Messages.notFound);
  return category;
}

/** The module's categories, each with the number of items the caller can see in it. */
export const categoriesOf = (db: Db, kind: ContentKind, scope: Scope) =>
  listCategories(db, kind, withinScope(scope));

export async function createCategory(
  db: Db,
  kind: ContentKind,
  fields: CategoryFields,
): Promise<ContentCategory> {
  if (await categoryNameTaken(db, kind, fields.name, null)) {
    throw conflict(CategoryMessages.nameTaken);
  }
  const id = await insertCategory(db, kind, fields).catch((error: unknown) => {
    throw explained(error);
  });
  return found(db, kind, id);
}

export async function changeCategory(
  db: Db,
  kind: ContentKind,
  id: number,
  fields: CategoryFields,
): Promise<ContentCategory> {
  await found(db, kind, id);
  if (await categoryNameTaken(db, kind, fields.name, id)) {
    throw conflict(CategoryMessages.nameTaken);
  }
  await updateCategory(db, kind, id, fields).catch((error: unknown) => {
    throw explained(error);
  });
  return found(db, kind, id);
}

/** Only an empty category goes: items are moved to another one first. */
export async function removeCategory(db: Db, kind: ContentKind, id: number): Promise<void> {
  const category = await found(db, kind, id);
  if (category.item_count > 0) throw conflict(CategoryMessages.inUse);
  await db
    .transaction((tx) => deleteCategory(tx, kind, id))
    .catch((error: unknown) => {
      throw explained(error);
    });
}
