import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { compileExportQuery } from '../export/compile-query.ts';
import { sendExport, type ExportFile } from '../export/send-export.ts';
import { orderBy, type ListQuery, type SortRule } from './list-query.ts';

/**
 * One list, described as data (DESIGN.md "The list pattern"): its columns, its filtered source,
 * how it sorts, and its export file. The caller's scope is already inside `from`.
 */
export interface ListSpec {
  /** Wire field name → expression, in answer order. */
  columns: Record<string, SQL>;
  /** The file's columns (header → expression); the answer's columns when absent. */
  exportColumns?: Record<string, SQL>;
  /** `FROM … WHERE …` with every filter and the scope applied. */
  from: SQL;
  /**
   * The export's `FROM … WHERE …` when it differs from the page's (the same rows): e.g. joins for
   * names a page looks up for its few rows only.
   */
  exportFrom?: SQL;
  sort: SortRule;
  exportFile: ExportFile;
}

/** The page's count, as an extra column no list answer names (removed from each row). */
const TOTAL_NAME = '$total';
const TOTAL = sql.identifier(TOTAL_NAME);

const selectList = (columns: Record<string, SQL>): SQL =>
  sql.join(
    Object.entries(columns).map(
      ([name, expression]) => sql`${expression} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );

const dialect = new PgDialect();
const compiledColumns = new WeakMap<Record<string, SQL>, SQL>();

/**
 * A list's select list, compiled to its SQL text once per columns object when it holds no
 * parameters (lists declare their columns as constants). Drizzle walks every fragment of a
 * query each time it is sent: for the gate-pass page's twenty columns that was ~200 µs a call,
 * most of the query's building. A columns object built per call costs what it did before.
 */
function compiledSelectList(columns: Record<string, SQL>): SQL {
  let compiled = compiledColumns.get(columns);
  if (!compiled) {
    const list = selectList(columns);
    const query = dialect.sqlToQuery(list);
    compiled = query.params.length === 0 ? sql.raw(query.sql) : list;
    compiledColumns.set(columns, compiled);
  }
  return compiled;
}

/**
 * Answers a list call: one page as a JSON array with x-total-count, or with `export` the whole
 * filtered result as a file (also with x-total-count).
 */
export async function sendList<Row = Record<string, unknown>>(
  reply: FastifyReply,
  database: Database,
  query: ListQuery,
  spec: ListSpec,
): Promise<FastifyReply | Row[]> {
  const order = orderBy(query, spec.sort);
  const countQuery = sql`SELECT count(*)::int AS total ${spec.from}`;
  if (query.export) {
    const columns = spec.exportColumns ?? spec.columns;
    const exportQuery = compileExportQuery(
      sql`SELECT ${selectList(columns)} ${spec.exportFrom ?? spec.from} ORDER BY ${order}`,
      Object.keys(columns),
    );
    const total = await countOf(database, countQuery);
    return sendExport(reply, database, exportQuery, spec.exportFile, total);
  }
  const offset = (query.page - 1) * query.limit;
  // One statement for the page and its count: the count is an uncorrelated subquery, which
  // PostgreSQL runs once (an InitPlan) beside the page, so the list costs one round trip and
  // one pooled connection instead of two. A window count (count(*) OVER ()) would join and
  // project every matching row before the LIMIT; measured 2x slower (bench/README.md).
  const result = await database.db.execute<Record<string, unknown>>(
    sql`SELECT ${compiledSelectList(spec.columns)}, (SELECT count(*)::int ${spec.from}) AS ${TOTAL}
        ${spec.from} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${offset}`,
  );
  const rows = result.rows.map(({ [TOTAL_NAME]: _total, ...row }) => row);
  // An empty page carries no count: none matched (first page), or the page is past the end.
  const total =
    result.rows.length > 0
      ? (result.rows[0]![TOTAL_NAME] as number)
      : offset === 0
        ? 0
        : await countOf(database, countQuery);
  reply.header('x-total-count', String(total));
  return rows as Row[];
}

async function countOf(database: Database, query: SQL): Promise<number> {
  const result = await database.db.execute<{ total: number }>(query);
  return result.rows[0]?.total ?? 0;
}
