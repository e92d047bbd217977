import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message the default push driver "sends": who (the FCM target), what, when, status. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The delivery it carries (content_deliveries.id), as the FCM driver sends it in data. */
    reference: text('reference'),
    /** An FCM topic, or a condition over topics (platforms, applications). */
    target: text('target').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /** What sent it, e.g. announcement:42. */
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('sent'),
    driver: text('driver').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_outbox_created_idx').on(t.createdAt),
    index('push_outbox_purpose_idx').on(t.purpose),
  ],
);
