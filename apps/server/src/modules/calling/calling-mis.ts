import { CallStatus, MIS_SHEETS, Sentiment, STORED_CALL_STATUSES } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { compileExportQuery } from '../../platform/export/compile-query.ts';
import type { WorkbookSheet } from '../../platform/export/xlsx-export.ts';
import { labelOf } from '../../platform/content/content-labels.ts';
import {
  CALL_EXPORT_COLUMNS,
  SENTIMENT_LABELS,
  STATUS_LABELS,
  selectColumns,
} from './calling-sql.ts';

// GET /adoption_call/export/mis_excel: the MIS spreadsheet of the filtered calls, three sheets.
//  1. Branch summary: one row per branch, then an "All branches" row: calls, each status,
//     talk time, each sentiment (and none yet), remarks recorded.
//  2. Sentiment reasons: per sentiment and reason, how many calls.
//  3. Calls: the rows themselves, as the CSV export has them.

export interface MisWorkbook {
  sheets: WorkbookSheet[];
  fileName: string;
  /** The calls' count (x-total-count). */
  total: number;
}

const ALL_BRANCHES = 'All branches';

const sheet = (name: string, columns: Record<string, SQL>, rest: SQL): WorkbookSheet => ({
  name,
  query: compileExportQuery(sql`SELECT ${selectColumns(columns)} ${rest}`, Object.keys(columns)),
});

const countWhere = (condition: SQL) => sql`count(*) FILTER (WHERE ${condition})::int`;

function summaryColumns(): Record<string, SQL> {
  const byStatus = Object.fromEntries(
    STORED_CALL_STATUSES.map((code) => [STATUS_LABELS[code]!, countWhere(sql`c.status = ${code}`)]),
  );
  const bySentiment = Object.fromEntries(
    [Sentiment.Happy, Sentiment.Neutral, Sentiment.Dissatisfied].map((code) => [
      SENTIMENT_LABELS[code]!,
      countWhere(sql`c.sentiment = ${code}`),
    ]),
  );
  return {
    'Branch code': sql`CASE WHEN grouping(b.id) = 1 THEN NULL ELSE min(b.code) END`,
    Branch: sql`CASE WHEN grouping(b.id) = 1 THEN ${ALL_BRANCHES}::text ELSE min(b.name) END`,
    Calls: sql`count(*)::int`,
    ...byStatus,
    'Connected %': sql`round(100.0 * count(*) FILTER (WHERE c.status = ${CallStatus.Completed}) / nullif(count(*), 0), 1)::float8`,
    'Talk time (min)': sql`round(coalesce(sum(c.duration), 0) / 60.0, 1)::float8`,
    ...bySentiment,
    'No sentiment': countWhere(sql`c.sentiment IS NULL`),
    'Remarks recorded': countWhere(sql`c.remarks IS NOT NULL`),
    'Principal remarks recorded': countWhere(sql`c.principal_remarks IS NOT NULL`),
  };
}

export async function misSheets(db: Db, from: SQL, fileName: string): Promise<MisWorkbook> {
  const counted = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${from}`);
  const summary = sheet(
    MIS_SHEETS.summary,
    summaryColumns(),
    // One row per branch, then the grand total (the empty grouping set) last.
    sql`${from} GROUP BY GROUPING SETS ((b.id), ()) ORDER BY grouping(b.id), min(b.name), b.id`,
  );
  const reasons = sheet(
    MIS_SHEETS.reasons,
    {
      Sentiment: labelOf(sql`c.sentiment`, SENTIMENT_LABELS),
      Reason: sql`coalesce(min(r.name), '(no reason given)')`,
      Calls: sql`count(*)::int`,
    },
    sql`${from} AND c.sentiment IS NOT NULL
      GROUP BY c.sentiment, c.sentiment_reason_id
      ORDER BY c.sentiment DESC, count(*) DESC, min(r.name)`,
  );
  const calls = sheet(
    MIS_SHEETS.calls,
    CALL_EXPORT_COLUMNS,
    sql`${from} ORDER BY c.created_at DESC, c.id DESC`,
  );
  return { sheets: [summary, reasons, calls], fileName, total: counted.rows[0]?.total ?? 0 };
}
