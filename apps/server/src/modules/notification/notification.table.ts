import { integer, pgTable } from 'drizzle-orm/pg-core';
import { contentColumns, contentIndexes } from '../../platform/engines/content/content-columns.ts';

/** Push notifications (002 §3): aimed at platforms and applications. */
export const notifications = pgTable(
  'notifications',
  {
    ...contentColumns(),
    /** Web 1, Android 2, iOS 3. */
    platforms: integer('platforms').array().notNull(),
    /** Admin 1, Parent Mobile App 2, Staff Mobile App 3. */
    applications: integer('applications').array().notNull(),
  },
  (t) => contentIndexes('notifications', t),
);
