import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

export interface SmsOutboxRow {
  mobile: string;
  body: string;
  templateId: string | null;
  purpose: string;
  status: string;
  driver: string;
  reference: string | null;
}

const texts = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

/**
 * Records a batch in one statement of array parameters (not one set of parameters per row):
 * a 500-message batch stays one small statement to parse and plan.
 */
export async function insertSmsOutboxRows(
  db: DbOrTx,
  rows: readonly SmsOutboxRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof SmsOutboxRow>(key: K) => texts(rows.map((row) => row[key]));
  await db.execute(sql`
    INSERT INTO sms_outbox (mobile, body, template_id, purpose, status, driver, reference)
    SELECT * FROM unnest(${column('mobile')}, ${column('body')}, ${column('templateId')},
                         ${column('purpose')}, ${column('status')}, ${column('driver')},
                         ${column('reference')})`);
}
