import type pg from 'pg';
import Cursor from 'pg-cursor';

const BATCH_ROWS = 2000;

/**
 * Rows of a query read through a server-side cursor, a batch at a time, on a connection of its
 * own. Stopping early (the client went away) closes the cursor and releases the connection.
 */
export async function* readRows(
  pool: pg.Pool,
  text: string,
  params: readonly unknown[],
): AsyncGenerator<unknown[]> {
  const client = await pool.connect();
  const cursor = client.query(new Cursor(text, params as unknown[], { rowMode: 'array' }));
  let broken: Error | undefined;
  try {
    for (;;) {
      const rows = (await cursor.read(BATCH_ROWS)) as unknown[][];
      if (rows.length === 0) return;
      yield* rows;
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A cursor abandoned mid-read leaves the connection inside a transaction-less portal;
    // closing it is enough, but a failed close means the connection cannot be trusted.
    await cursor.close().catch((error: Error) => {
      broken ??= error;
    });
    client.release(broken);
  }
}
