import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ExportQuery } from './csv-export.ts';

const dialect = new PgDialect();

/** A Drizzle SQL query as the text, parameters and headers an export streams. */
export function compileExportQuery(query: SQL, headers: readonly string[]): ExportQuery {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params, headers };
}
