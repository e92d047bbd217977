import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, subjects } from '../../organisation/organisation.table.ts';
import { users } from '../../platform/core/access/access.table.ts';
import { mediaFiles } from '../../platform/kit/media/media.table.ts';

// The event gallery (001 §3): event types, the schedules branches answer with events, the
// events with their images (media ids), and ratings of an event and of one image, one per rater.

export const eventTypes = pgTable('event_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * A planned event every branch of a board (and, when courses are named, every branch teaching
 * one of them) is expected to hold and upload. Deleting keeps the row (deleted_at) for audit.
 */
export const eventSchedules = pgTable(
  'event_schedules',
  {
    id: serial('id').primaryKey(),
    academicYearId: integer('academic_year_id').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
    /** 0 every branch, 1 CBSE branches, 2 the others. */
    boardType: smallint('board_type').notNull().default(0),
    subjectId: integer('subject_id').references(() => subjects.id),
    courseIds: integer('course_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('event_schedules_year_at_idx').on(t.academicYearId, t.scheduledAt)],
);

export const eventGalleryItems = pgTable(
  'event_gallery_items',
  {
    id: serial('id').primaryKey(),
    /** Hidden 0, Active 1, Scheduled 2, Draft 3; -1 deleted (kept for audit). */
    status: smallint('status').notNull().default(3),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    eventDate: date('event_date').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    academicYearId: integer('academic_year_id').notNull(),
    eventTypeId: integer('event_type_id').references(() => eventTypes.id),
    eventScheduleId: integer('event_schedule_id').references(() => eventSchedules.id),
    segmentTagIds: integer('segment_tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Media ids of the images, in the order shown. */
    attachments: integer('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_gallery_items_branch_idx').on(t.branchId, t.academicYearId),
    index('event_gallery_items_created_idx').on(t.createdAt),
    index('event_gallery_items_schedule_idx').on(t.eventScheduleId),
    // Who may read an image: the attachment reader looks the file up among events.
    index('event_gallery_items_attachments_idx').using('gin', t.attachments),
    // One event per branch answers a schedule, so completion counts each branch once.
    uniqueIndex('event_gallery_items_schedule_branch_idx')
      .on(t.eventScheduleId, t.branchId)
      .where(sql`event_schedule_id IS NOT NULL AND status <> -1`),
  ],
);

/** A rater's rating of a whole event; rating again replaces it. */
export const eventRatings = pgTable(
  'event_gallery_ratings',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => eventGalleryItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    /** 'rd' or 'zc': the rater's designation when they rated (001 §6). */
    rater: text('rater', { enum: ['rd', 'zc'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_gallery_ratings_event_user_idx').on(t.eventId, t.userId)],
);

/** A rater's rating of one image of an event; rating again replaces it. */
export const eventImageRatings = pgTable(
  'event_gallery_image_ratings',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => eventGalleryItems.id, { onDelete: 'cascade' }),
    mediaFileId: integer('media_file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    rater: text('rater', { enum: ['rd', 'zc'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_gallery_image_ratings_user_idx').on(t.eventId, t.mediaFileId, t.userId),
  ],
);
