import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The job runner's queue, in the database so that every server process shares it: a runner
 * claims a due job with FOR UPDATE SKIP LOCKED and holds it by a lease; a runner that dies
 * loses the lease and another picks the job up where it stopped.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** One live job per key (e.g. content:announcement:42): enqueueing again moves its time. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued, running, done, failed or cancelled. */
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every enqueue: a runner finishing a job that was enqueued again meanwhile
     * puts it back in the queue instead of marking it done. */
    revision: integer('revision').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status IN ('queued', 'running')`),
    index('jobs_created_idx').on(t.createdAt),
  ],
);
