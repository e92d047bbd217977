import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** The job kind that publishes a scheduled item and delivers a sent one. */
export const CONTENT_DELIVERY_JOB = 'content.deliver';

export interface ContentDeliveryPayload {
  kind: string;
  itemId: number;
}

export const contentJobKey = (kind: string, itemId: number) => `content:${kind}:${itemId}`;

/**
 * Queues (or moves) the delivery job of an item: at `runAt` the job makes a Scheduled item
 * Active, resolves its recipients and delivers. Called in the transaction that sends or
 * schedules the item, so an item is never Active or Scheduled without its job. Enqueueing a
 * key that already has a job moves it and bumps its revision (a running job then runs again).
 */
export async function scheduleContentDelivery(
  db: DbOrTx,
  kind: string,
  itemId: number,
  runAt: Date | 'now',
): Promise<void> {
  const payload: ContentDeliveryPayload = { kind, itemId };
  const at = runAt === 'now' ? sql`now()` : sql`${runAt.toISOString()}::timestamptz`;
  await db.execute(sql`
    INSERT INTO jobs (kind, key, payload, run_at)
    VALUES (${CONTENT_DELIVERY_JOB}, ${contentJobKey(kind, itemId)}, ${JSON.stringify(payload)}::jsonb, ${at})
    ON CONFLICT (key) DO UPDATE SET
      run_at = EXCLUDED.run_at,
      payload = EXCLUDED.payload,
      revision = jobs.revision + 1,
      status = CASE WHEN jobs.status = 'running' THEN 'running' ELSE 'queued' END,
      attempts = CASE WHEN jobs.status = 'running' THEN jobs.attempts ELSE 0 END,
      last_error = NULL,
      finished_at = NULL,
      updated_at = now()`);
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
