import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

// Bulk loading for the seed: one statement per batch, each column sent as one array parameter
// and turned back into rows by unnest(). Thousands of rows cost one round trip and one parse,
// on PostgreSQL and on the embedded database alike.

/** A transaction handle of Db, or Db itself: anything that runs a statement. */
export type Executor = DbOrTx;

export type ArrayType = 'int4' | 'int2' | 'text' | 'bool';

export interface ColumnSpec<Row> {
  name: string;
  type: ArrayType;
  value: (row: Row) => string | number | boolean | null;
}

/** Rows on their way to the database, kept column by column. */
export class ColumnBuffer<Row> {
  private readonly values: (string | number | boolean | null)[][];
  private count = 0;

  constructor(private readonly spec: readonly ColumnSpec<Row>[]) {
    this.values = spec.map(() => []);
  }

  get length(): number {
    return this.count;
  }

  push(row: Row): void {
    for (let c = 0; c < this.spec.length; c++) this.values[c]!.push(this.spec[c]!.value(row));
    this.count++;
  }

  /** `(col, …) SELECT * FROM unnest($1::type[], …)`: the buffer as an INSERT's column list and rows. */
  toInsert(table: string): SQL {
    const names = sql.join(
      this.spec.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    const arrays = sql.join(
      this.spec.map((c, i) => sql`${sql.param(this.values[i])}::${sql.raw(c.type)}[]`),
      sql`, `,
    );
    return sql`INSERT INTO ${sql.identifier(table)} (${names}) SELECT * FROM unnest(${arrays})`;
  }

  clear(): void {
    for (const column of this.values) column.length = 0;
    this.count = 0;
  }
}

export const BATCH_ROWS = 10_000;

/**
 * Writes rows in batches of `batchRows`, each batch in a transaction of its own; `statement`
 * turns a full buffer into the SQL to run (a plain INSERT, or one with a follow-up). Answers
 * how many rows were written.
 */
export async function insertInBatches<Row>(
  db: DbOrTx,
  rows: Iterable<Row>,
  spec: readonly ColumnSpec<Row>[],
  statement: (buffer: ColumnBuffer<Row>) => SQL,
  onBatch?: (written: number) => void,
  batchRows = BATCH_ROWS,
): Promise<number> {
  const buffer = new ColumnBuffer(spec);
  let written = 0;
  const flush = async () => {
    if (buffer.length === 0) return;
    const query = statement(buffer);
    try {
      await db.transaction(async (tx) => {
        await tx.execute(query);
      });
    } catch (error) {
      // Drizzle's message repeats every parameter: thousands of values. Keep the cause's.
      throw new Error(
        `rows ${written + 1}–${written + buffer.length} were refused: ${rootMessage(error)}`,
        { cause: error },
      );
    }
    written += buffer.length;
    buffer.clear();
    onBatch?.(written);
  };
  for (const row of rows) {
    buffer.push(row);
    if (buffer.length >= batchRows) await flush();
  }
  await flush();
  return written;
}

/** The innermost cause's message: the database's own words, without the query text. */
export function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
