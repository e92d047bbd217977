import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PresetFilterBody } from '@console/contract';
import { users } from '../../platform/core/access/access.table.ts';

/** A user's saved filter of one list page (000 §3 "Preset filter"). */
export const presetFilters = pgTable(
  'preset_filters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list page's route path, e.g. "/announcement". */
    page: text('page').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<PresetFilterBody['data']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preset_filters_user_page_idx').on(t.userId, t.page)],
);
