import type { TargetingFilter } from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  serial,
  smallint,
  text,
  timestamp,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../../core/access/access.table.ts';

/**
 * The columns every messaging module's table has (announcements, wellness, marketing,
 * notifications, SMS): the message, who it reaches, its status and schedule, its author, and the
 * delivery figures the job runner keeps up to date. A module's table spreads these and adds its
 * own columns; the generic content engine (platform/engines/content) reads and writes only these.
 */
export const contentColumns = () => ({
  id: serial('id').primaryKey(),
  /** Content status: Delete -1, Hidden 0, Active 1, Scheduled 2, Draft 3. */
  status: smallint('status').notNull().default(3),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** The targeting filter as saved. */
  targeting: jsonb('targeting').$type<TargetingFilter>().notNull(),
  /** The branches the targeting reaches within the author's scope, resolved on save: scope
   * checks and the branch filter test this list. */
  branchIds: integer('branch_ids').array().notNull(),
  segmentIds: integer('segment_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  /** Media ids (POST /media). */
  attachments: integer('attachments')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  academicYearId: integer('academic_year_id').notNull(),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  // Delivery figures, written by the delivery job.
  recipientsCount: integer('recipients_count').notNull().default(0),
  deliveredCount: integer('delivered_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  /** When recipients were resolved (once per item: a resumed delivery never resolves again). */
  deliveryStartedAt: timestamp('delivery_started_at', { withTimezone: true }),
  deliveryFinishedAt: timestamp('delivery_finished_at', { withTimezone: true }),
  /**
   * When the item was deleted and the status it had then: a delete can be undone for a while
   * (PUT {path}/{id}/restore puts that status back); after that, deleted is final.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  statusBeforeDelete: smallint('status_before_delete'),
});

type IndexedColumns = Record<'status' | 'createdAt' | 'createdBy' | 'branchIds', ExtraConfigColumn>;

/** The indexes every content table has: lists page by created_at within status, the scope
 * and branch filters test branch_ids (GIN), self_only tests created_by. */
export const contentIndexes = (name: string, t: IndexedColumns) => [
  index(`${name}_status_created_idx`).on(t.status, t.createdAt),
  index(`${name}_created_idx`).on(t.createdAt),
  index(`${name}_created_by_idx`).on(t.createdBy),
  index(`${name}_branch_ids_idx`).using('gin', t.branchIds),
];
