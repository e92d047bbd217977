import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { smsOutbox } from '../../src/platform/core/sms/sms-outbox.table.ts';

/** The code in the newest outbox message to a number, as the demo reads it. */
export async function lastCodeSentTo(db: Db, mobile: string): Promise<string> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}
