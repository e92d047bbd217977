import { integer, pgTable } from 'drizzle-orm/pg-core';
import { contentCategories } from '../../platform/engines/content/content-category.table.ts';
import { contentColumns, contentIndexes } from '../../platform/engines/content/content-columns.ts';

/** Wellness posts (000 §3): content items with a category. */
export const wellnessItems = pgTable(
  'wellness_items',
  {
    ...contentColumns(),
    categoryId: integer('category_id').references(() => contentCategories.id),
  },
  (t) => contentIndexes('wellness_items', t),
);
