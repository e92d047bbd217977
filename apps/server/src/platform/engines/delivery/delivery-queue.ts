import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { defineJob } from '../../core/jobs/job-kind.ts';
import { enqueueJob } from '../../core/jobs/job-queue.repo.ts';

/** The job that publishes a scheduled item and delivers a sent one: which kind, which item. */
export const contentDeliveryJob = defineJob(
  'content.deliver',
  z.object({ kind: z.string(), itemId: z.number().int() }),
);

export const contentJobKey = (kind: string, itemId: number) => `content:${kind}:${itemId}`;

/**
 * Queues (or moves) the delivery job of an item: at `runAt` the job makes a Scheduled item
 * Active, resolves its recipients and delivers. Called in the transaction that sends or
 * schedules the item, so an item is never Active or Scheduled without its job. Enqueueing a
 * key that already has a job moves it and bumps its revision (a running job then runs again).
 */
export function scheduleContentDelivery(
  db: DbOrTx,
  kind: string,
  itemId: number,
  runAt: Date | 'now',
): Promise<void> {
  return enqueueJob(
    db,
    contentDeliveryJob,
    contentJobKey(kind, itemId),
    { kind, itemId },
    runAt === 'now' ? {} : { runAt },
  );
}

/** Cancels an item's pending job (moved back to Draft, or deleted before it was sent). */
export async function cancelContentDelivery(
  db: DbOrTx,
  kind: string,
  itemId: number,
): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET status = 'cancelled', finished_at = now(), updated_at = now()
    WHERE key = ${contentJobKey(kind, itemId)} AND status = 'queued'`);
}
