import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../core/access/access.table.ts';

/**
 * An uploaded file: the bytes live in `storage` ('disk': DATA_DIR/media; 's3': the S3 bucket)
 * under `storedName`, a name the server chose.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    storage: text('storage', { enum: ['disk', 's3'] })
      .notNull()
      .default('disk'),
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_files_uploaded_by_idx').on(table.uploadedBy)],
);
