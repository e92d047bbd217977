import { MIS_SHEETS } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { compileExportQuery } from '../../platform/kit/export/compile-query.ts';
import type { WorkbookSheet } from '../../platform/kit/export/xlsx-export.ts';
import { labelOf } from '../../platform/engines/content/content-labels.ts';
import { branchSummarySheet } from './calling-branch-summary.ts';
import { CALL_EXPORT_COLUMNS, SENTIMENT_LABELS, selectColumns } from './calling-sql.ts';

// GET /adoption_call/export/mis_excel: the MIS spreadsheet of the filtered calls, three sheets.
//  1. Branch summary: one row per branch, then an "All branches" row: calls, each status,
//     talk time, each sentiment (and none yet), remarks recorded (calling-branch-summary.ts,
//     whose query GET /adoption_call/branch_summary answers as JSON).
//  2. Sentiment reasons: per sentiment and reason, how many calls.
//  3. Calls: the rows themselves, as the CSV export has them.

export interface MisWorkbook {
  sheets: WorkbookSheet[];
  fileName: string;
  /** The calls' count (x-total-count). */
  total: number;
}

const sheet = (name: string, columns: Record<string, SQL>, rest: SQL): WorkbookSheet => ({
  name,
  query: compileExportQuery(sql`SELECT ${selectColumns(columns)} ${rest}`, Object.keys(columns)),
});

export async function misSheets(db: Db, from: SQL, fileName: string): Promise<MisWorkbook> {
  const counted = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${from}`);
  const summary = branchSummarySheet(from);
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
