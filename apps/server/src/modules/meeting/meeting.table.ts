import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { branches } from '../../organisation/organisation.table.ts';
import { users } from '../../platform/core/access/access.table.ts';

/**
 * Meetings (002 §2-§7): what staff are invited to, in an organising branch (the scope a
 * reader needs), with the attendee totals kept on the row and changed in the transaction that
 * changes the attendee rows.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    /** MEETING_STATUSES: Disabled 0, Scheduled 1, Completed 2, Draft 3. */
    status: smallint('status').notNull().default(3),
    title: text('title').notNull(),
    agenda: text('agenda').notNull().default(''),
    venue: text('venue').notNull().default(''),
    onlineLink: text('online_link').notNull().default(''),
    meetingAt: timestamp('meeting_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** The reminder goes this many minutes before meeting_at. */
    reminderMinutes: integer('reminder_minutes').notNull().default(60),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** The organiser: with superusers, the one who may mark every attendee. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    totalAttendees: integer('total_attendees').notNull().default(0),
    totalPresent: integer('total_present').notNull().default(0),
    /** When the reminder sweep reminded the attendees; cleared when the time moves. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meetings_branch_at_idx').on(t.branchId, t.meetingAt),
    index('meetings_at_idx').on(t.meetingAt),
    // The sweeps look only at scheduled meetings.
    index('meetings_scheduled_idx')
      .on(t.meetingAt)
      .where(sql`status = 1`),
  ],
);

/**
 * A meeting's attendees: staff users, each added by someone (whose marks they are, 002 §6),
 * with the notices they were sent (a notice is stamped in the transaction that hands it to the
 * push channel, so a retried job never sends it twice).
 */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addedByUserId: integer('added_by_user_id')
      .notNull()
      .references(() => users.id),
    // Null until marked: nobody is Absent before the meeting has started (issue 25).
    attended: boolean('attended'),
    markedByUserId: integer('marked_by_user_id').references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    cancelNoticeAt: timestamp('cancel_notice_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('meeting_attendees_user_idx').on(t.userId),
  ],
);
