import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One row per recipient of a sent item, written once when the item's recipients are resolved
 * (INSERT … SELECT from the targeting: never held in the server's memory) and then worked off
 * in batches. The unique key is what makes delivery exactly-once: one recipient key (a phone
 * number) gets one row per item, and a row is marked sent in the same transaction that hands
 * it to the channel.
 */
export const contentDeliveries = pgTable(
  'content_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** announcement, wellness, marketing, notification or sms. */
    module: text('module').notNull(),
    itemId: integer('item_id').notNull(),
    /** The normalised phone number (students.recipient_key / staff.recipient_key). */
    recipientKey: text('recipient_key').notNull(),
    mobile: text('mobile'),
    /** student or staff. */
    userType: text('user_type').notNull(),
    hasApp: boolean('has_app').notNull(),
    /** push or sms. */
    channel: text('channel').notNull(),
    /** 0 pending, 1 sent, 2 failed. */
    status: smallint('status').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_deliveries_recipient_idx').on(t.module, t.itemId, t.recipientKey),
    // The batch loop claims pending rows of one item in id order.
    // Retention finds finished rows by age (platform/engines/delivery/retention.ts).
    index('content_deliveries_sent_idx').on(t.sentAt),
    index('content_deliveries_pending_idx')
      .on(t.module, t.itemId, t.id)
      .where(sql`status = 0`),
  ],
);
