import { pgTable } from 'drizzle-orm/pg-core';
import { contentColumns, contentIndexes } from '../../platform/engines/content/content-columns.ts';

/** Marketing items (002 §3). */
export const marketingItems = pgTable('marketing_items', contentColumns(), (t) =>
  contentIndexes('marketing_items', t),
);
