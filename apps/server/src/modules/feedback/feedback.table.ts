import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/core/access/access.table.ts';
import { branches } from '../../organisation/organisation.table.ts';

/**
 * What console users send from the help & feedback dialog (000 §3 "Feedback payload") and the
 * apps send through the same call: the feedback records triaged on the Feedback menu entry
 * (issue 15). Kept apart from parents' feedback (the parent feedback dashboard).
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
    /** Admin 1, Parent Mobile App 2, Staff Mobile App 3, Server 4, Reach Disha Web App 5. */
    application: smallint('application').notNull().default(1),
    /** Web 1, Android 2, iOS 3. */
    platform: smallint('platform').notNull().default(1),
    /** FEEDBACK_STATUSES: Hidden 0, Created 1, Resolved 2, Won't fix 3, Invalid 4. */
    status: smallint('status').notNull().default(1),
    /**
     * The sender's staff branch when it was sent: whose triagers see it (000 §6 scope). Kept,
     * not joined, so a transfer does not move old feedback; null for an account without one.
     */
    branchId: integer('branch_id').references(() => branches.id),
    resolutionNote: text('resolution_note'),
    statusChangedBy: integer('status_changed_by').references(() => users.id),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('help_feedback_created_idx').on(table.createdAt),
    index('help_feedback_branch_created_idx').on(table.branchId, table.createdAt),
  ],
);
