import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { RecurringJob } from '../../core/jobs/recurring-jobs.ts';

export const RETENTION_JOB = 'retention';

/** Rows deleted per statement: short transactions, no long locks on busy tables. */
const BATCH = 5_000;

/**
 * What retention removes once it is older than the configured age: the SMS and push outboxes
 * (the offline drivers' record of what was "sent") and the per-recipient rows of finished
 * deliveries. An item's delivery figures are kept on the item, so they stay.
 */
const EXPIRING: readonly { table: string; olderThan: (cutoff: string) => SQL }[] = [
  {
    table: 'sms_outbox',
    olderThan: (cutoff) => sql`SELECT id FROM sms_outbox WHERE created_at < ${cutoff}`,
  },
  {
    table: 'push_outbox',
    olderThan: (cutoff) => sql`SELECT id FROM push_outbox WHERE created_at < ${cutoff}`,
  },
  {
    table: 'content_deliveries',
    olderThan: (cutoff) =>
      sql`SELECT id FROM content_deliveries WHERE status <> 0 AND sent_at < ${cutoff}`,
  },
];

/** Deletes every expired row, a batch at a time; answers how many per table. */
export async function removeExpiredRows(
  db: Db,
  cutoff: Date,
  heartbeat: () => Promise<void> = async () => {},
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const { table, olderThan } of EXPIRING) {
    removed[table] = 0;
    for (;;) {
      const result = await db.execute(sql`
        DELETE FROM ${sql.identifier(table)}
        WHERE id IN (${olderThan(cutoff.toISOString())} LIMIT ${BATCH})`);
      removed[table] += result.rowCount ?? 0;
      await heartbeat();
      if ((result.rowCount ?? 0) < BATCH) break;
    }
  }
  return removed;
}

/** Nightly at 02:30 UTC: rows older than `days` go. */
export function retentionJob(
  db: Db,
  options: { days: number; cron: string; now?: () => Date },
): RecurringJob {
  const now = options.now ?? (() => new Date());
  return {
    kind: RETENTION_JOB,
    cron: options.cron,
    run: async (context) => {
      const cutoff = new Date(now().getTime() - options.days * 86_400_000);
      await removeExpiredRows(db, cutoff, () => context.heartbeat());
    },
  };
}
