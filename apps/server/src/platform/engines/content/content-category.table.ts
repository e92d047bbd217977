import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Categories of announcements and wellness posts (000 §3), one list per module. */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: serial('id').primaryKey(),
    /** Which module's list: announcement or wellness. */
    module: text('module').notNull(),
    /** A strict lowercase slug, unique in the module. */
    name: text('name').notNull(),
    displayLabel: text('display_label').notNull(),
    description: text('description'),
    colourHexCode: text('colour_hex_code').notNull().default('#A461D8'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_categories_module_name_idx').on(t.module, t.name)],
);
