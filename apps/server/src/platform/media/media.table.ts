import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../access/access.table.ts';

/** An uploaded file: the bytes live on disk under DATA_DIR/media, named by `storedName`. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_files_uploaded_by_idx').on(table.uploadedBy)],
);
