import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/access/access.table.ts';

/**
 * What console users send from the help & feedback dialog (000 §3 "Feedback payload"). Kept
 * apart from parents' feedback (002's feedback module), which has its own rows and workflow.
 */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    feedbackType: smallint('feedback_type').notNull().default(2),
    message: text('message').notNull(),
    email: text('email'),
    appVersion: text('app_version').notNull(),
    userAgent: text('user_agent').notNull(),
    deviceId: text('device_id').notNull(),
    mediaIds: integer('media_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('help_feedback_created_idx').on(table.createdAt)],
);
