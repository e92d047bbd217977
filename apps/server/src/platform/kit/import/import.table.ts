import type { ImportErrorGroup, ImportFailedRow } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../../core/access/access.table.ts';

/**
 * A sheet uploaded for an importer (platform/kit/import): where its file is kept, what the upload
 * fixed (context), the state of its check or commit with their progress, the errors by group,
 * the failed rows for fixing, and the fixes sent so far (by row number).
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    context: jsonb('context').notNull().default({}),
    fileName: text('file_name').notNull(),
    /** The file's name under DATA_DIR/imports. */
    storedAs: text('stored_as').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('checking'),
    progressDone: bigint('progress_done', { mode: 'number' }).notNull().default(0),
    progressTotal: bigint('progress_total', { mode: 'number' }).notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    groups: jsonb('groups').$type<ImportErrorGroup[]>().notNull().default([]),
    failedRows: jsonb('failed_rows').$type<ImportFailedRow[]>().notNull().default([]),
    fixes: jsonb('fixes').$type<Record<string, Record<string, string>>>().notNull().default({}),
    importedRows: integer('imported_rows').notNull().default(0),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('imports_user_idx').on(t.userId, t.createdAt),
    check(
      'imports_status_check',
      sql`${t.status} IN ('checking', 'checked', 'importing', 'imported', 'failed')`,
    ),
  ],
);
