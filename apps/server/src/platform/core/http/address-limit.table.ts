import { integer, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Requests from one client address to one throttled group of public routes in the current
 * minute (address-limit.ts): a row per group and address, in the database so the limit holds
 * across server processes. Rows of addresses quiet for an hour are pruned as new minutes start.
 */
export const addressHits = pgTable(
  'address_hits',
  {
    /** The throttled group of routes (e.g. opinion_poll.respond). */
    bucket: text('bucket').notNull(),
    address: text('address').notNull(),
    /** The minute the count is for. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.address] }),
    index('address_hits_window_idx').on(t.windowStart),
  ],
);
