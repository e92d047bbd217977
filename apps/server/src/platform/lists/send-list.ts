import { sql, type SQL } from 'drizzle-orm';
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
  sort: SortRule;
  exportFile: ExportFile;
}

const selectList = (columns: Record<string, SQL>): SQL =>
  sql.join(
    Object.entries(columns).map(
      ([name, expression]) => sql`${expression} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );

/** The count behind x-total-count: every row of `from`. */
export const listCountQuery = (spec: ListSpec): SQL =>
  sql`SELECT count(*)::int AS total ${spec.from}`;

/** One page of a list, in its order (by `pageBy` when the spec has one). */
export function listPageQuery(query: ListQuery, spec: ListSpec): SQL {
  const order = orderBy(query, spec.sort);
  const offset = (query.page - 1) * query.limit;
  return spec.pageBy
    ? sql`SELECT ${selectList(spec.columns)} ${spec.pageBy.rows}
        WHERE ${spec.pageBy.key} IN (SELECT ${spec.pageBy.key} ${spec.from} ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${offset})
        ORDER BY ${order}`
    : sql`SELECT ${selectList(spec.columns)} ${spec.from} ORDER BY ${order}
        LIMIT ${query.limit} OFFSET ${offset}`;
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
    const columns = spec.exportColumns ?? spec.columns;
    const exportQuery = compileExportQuery(
      sql`SELECT ${selectList(columns)} ${spec.exportFrom ?? spec.from}
        ORDER BY ${orderBy(query, spec.sort)}`,
      Object.keys(columns),
    );
    return sendExport(reply, database, exportQuery, spec.exportFile, countOf(database, countQuery));
  }
  const [rows, total] = await Promise.all([
    database.db.execute<Record<string, unknown>>(listPageQuery(query, spec)),
    countOf(database, countQuery),
  ]);
  reply.header('x-total-count', String(total));
  return rows.rows as Row[];
}

async function countOf(database: Database, query: SQL): Promise<number> {
  const result = await database.db.execute<{ total: number }>(query);
  return result.rows[0]?.total ?? 0;
}
