import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

export interface PushOutboxRow {
  reference: string | null;
  target: string;
  title: string;
  body: string;
  data: Record<string, string>;
  purpose: string;
  status: string;
  driver: string;
}

const texts = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

/** Records a batch in one statement of array parameters (not one set of parameters per row). */
export async function insertPushOutboxRows(
  db: DbOrTx,
  rows: readonly PushOutboxRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends Exclude<keyof PushOutboxRow, 'data'>>(key: K) =>
    texts(rows.map((row) => row[key]));
  await db.execute(sql`
    INSERT INTO push_outbox (reference, target, title, body, data, purpose, status, driver)
    SELECT reference, target, title, body, data::jsonb, purpose, status, driver
    FROM unnest(${column('reference')}, ${column('target')}, ${column('title')}, ${column('body')},
                ${texts(rows.map((row) => JSON.stringify(row.data)))}, ${column('purpose')},
                ${column('status')}, ${column('driver')})
         AS r(reference, target, title, body, data, purpose, status, driver)`);
}
