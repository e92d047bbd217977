import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smsOutbox } from '../../platform/core/sms/sms-outbox.table.ts';
import type { Out } from './shared.ts';

export interface OutboxArgs {
  mobile?: string;
  limit?: number;
}

/** The newest messages of the SMS outbox (the default driver's "sent" messages). */
export async function showOutbox(db: DbOrTx, args: OutboxArgs, out: Out): Promise<void> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(args.mobile ? eq(smsOutbox.mobile, args.mobile) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(args.limit ?? 10);
  if (rows.length === 0) {
    out('The outbox is empty.');
    return;
  }
  for (const row of rows) {
    out(
      `${row.createdAt.toISOString()}  ${row.mobile}  ${row.purpose}  ${row.status}  ${row.body}`,
    );
  }
}
