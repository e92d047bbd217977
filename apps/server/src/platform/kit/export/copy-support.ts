import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

const probed = new WeakMap<pg.Pool, Promise<boolean>>();

/**
 * Whether the database streams `COPY … TO STDOUT`: PostgreSQL does, but a pooler or proxy in
 * front of it may not, so it is checked rather than assumed. Probed once per pool; a failure
 * means the cursor fallback.
 */
export function copySupported(pool: pg.Pool): Promise<boolean> {
  let result = probed.get(pool);
  if (!result) {
    result = probe(pool);
    probed.set(pool, result);
  }
  return result;
}

async function probe(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const stream = client.query(copyTo('COPY (SELECT 1 AS one) TO STDOUT WITH (FORMAT csv)'));
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    return text.trim() === '1';
  } catch (error) {
    broken = error as Error;
    return false;
  } finally {
    client.release(broken);
  }
}
