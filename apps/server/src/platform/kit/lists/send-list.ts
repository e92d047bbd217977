import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { compileExportQuery } from '../export/compile-query.ts';
import { sendExport, type ExportFile } from '../export/send-export.ts';
import { exportColumn, orderBy, type ListQuery, type SortRule } from './list-query.ts';

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
   * The export's source when it is not `from`: the same rows with joins for `exportColumns`. A
   * page then reads `from` without joins (names looked up for its few rows, no join order to
   * search) and so does the count: PostgreSQL drops an unused LEFT JOIN from a count but (15 at
   * least) still plans the scan as if the joined columns were read, which rules out counting
   * from an index alone.
   */
  exportFrom?: SQL;
  /**
   * Finds a page's rows by this unique key first (`from`, ordered, limited) and computes their
   * columns after, reading `rows` (the table and alias the columns read, `FROM calls c`). The
   * rows an OFFSET skips and those a sort drops then cost an index entry each, rather than a
   * table row and every per-row lookup of `columns`.
   */
  pageBy?: { key: SQL; rows: SQL };
  /**
   * Count on a second connection while the page is read, rather than in the page's statement:
   * for lists whose count reads many rows (a search over a million calls), so the answer waits
   * for the slower of the two, not for both. A cheap count rides in the page's statement.
   */
  countAlongside?: boolean;
  sort: SortRule;
  exportFile: ExportFile;
}

/** The page's count, as an extra column no list answer names (removed from each row). */
const TOTAL_NAME = '$total';
const TOTAL = sql.identifier(TOTAL_NAME);

/** `expression AS name, …` for an answer's columns (wire name → expression). */
export const selectList = (columns: Record<string, SQL>): SQL =>
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

/** The count behind x-total-count: every row of `from`. */
export const listCountQuery = (spec: ListSpec): SQL =>
  sql`SELECT count(*)::int AS total ${spec.from}`;

/** One page of a list, in its order (by `pageBy` when the spec has one). */
export const listPageQuery = (query: ListQuery, spec: ListSpec): SQL =>
  pageStatement(query, spec, false);

/**
 * The page's statement, with its count as one more column when asked: the count is then an
 * uncorrelated subquery, which PostgreSQL runs once (an InitPlan) beside the page, so the list
 * costs one round trip and one pooled connection instead of two. A window count
 * (count(*) OVER ()) would join and project every matching row before the LIMIT; measured 2x
 * slower (bench/README.md).
 */
function pageStatement(query: ListQuery, spec: ListSpec, withCount: boolean): SQL {
  const order = orderBy(query, spec.sort);
  const offset = (query.page - 1) * query.limit;
  const columns = withCount
    ? sql`${compiledSelectList(spec.columns)}, (SELECT count(*)::int ${spec.from}) AS ${TOTAL}`
    : compiledSelectList(spec.columns);
  return spec.pageBy
    ? sql`SELECT ${columns} ${spec.pageBy.rows}
        WHERE ${spec.pageBy.key} IN (SELECT ${spec.pageBy.key} ${spec.from} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${offset})
        ORDER BY ${order}`
    : sql`SELECT ${columns} ${spec.from} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${offset}`;
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
  const countQuery = listCountQuery(spec);
  if (query.export) {
    const columns = Object.fromEntries(
      Object.entries(spec.exportColumns ?? spec.columns).map(([name, column]) => [
        name,
        exportColumn(column),
      ]),
    );
    const exportQuery = compileExportQuery(
      sql`SELECT ${selectList(columns)} ${spec.exportFrom ?? spec.from}
        ORDER BY ${orderBy(query, spec.sort)}`,
      Object.keys(columns),
    );
    // The count runs while the export opens.
    return sendExport(reply, database, exportQuery, spec.exportFile, countOf(database, countQuery));
  }
  if (spec.countAlongside) {
    const [page, total] = await Promise.all([
      database.db.execute<Record<string, unknown>>(pageStatement(query, spec, false)),
      countOf(database, countQuery),
    ]);
    reply.header('x-total-count', String(total));
    return page.rows as Row[];
  }
  const result = await database.db.execute<Record<string, unknown>>(
    pageStatement(query, spec, true),
  );
  const rows = result.rows.map(({ [TOTAL_NAME]: _total, ...row }) => row);
  // An empty page carries no count: none matched (first page), or the page is past the end.
  const total =
    result.rows.length > 0
      ? (result.rows[0]![TOTAL_NAME] as number)
      : query.page === 1
        ? 0
        : await countOf(database, countQuery);
  reply.header('x-total-count', String(total));
  return rows as Row[];
}

async function countOf(database: Database, query: SQL): Promise<number> {
  const result = await database.db.execute<{ total: number }>(query);
  return result.rows[0]?.total ?? 0;
}
