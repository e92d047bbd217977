import {
  CALL_STATUS_COUNT_FIELDS,
  CallStatus,
  MIS_SHEETS,
  SENTIMENT_COUNT_FIELDS,
  STORED_CALL_STATUSES,
  Sentiment,
  type CallBranchSummary,
  type CallBranchSummaryRow,
  type StoredCallStatusCode,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { compileExportQuery } from '../../platform/kit/export/compile-query.ts';
import type { WorkbookSheet } from '../../platform/kit/export/xlsx-export.ts';
import { SENTIMENT_LABELS, STATUS_LABELS } from './calling-sql.ts';

// The branch summary of the filtered calls: one row per branch, then all branches together.
// One query serves the MIS spreadsheet's first sheet and GET /adoption_call/branch_summary;
// its columns are named by the answer's fields, and the sheet heads them with its own words.

interface SummaryColumn {
  /** The column's name in the query: the answer's field. */
  field: string;
  /** The sheet's header; null for a column the sheet leaves out. */
  header: string | null;
  value: SQL;
}

const ALL_BRANCHES = 'All branches';
/** True on the grand-total row (the empty grouping set). */
const TOTAL_ROW = sql`grouping(b.id) = 1`;

const countWhere = (condition: SQL) => sql`count(*) FILTER (WHERE ${condition})::int`;

function summaryColumns(): SummaryColumn[] {
  const byStatus = STORED_CALL_STATUSES.map((code) => ({
    field: CALL_STATUS_COUNT_FIELDS[code as StoredCallStatusCode],
    header: STATUS_LABELS[code]!,
    value: countWhere(sql`c.status = ${code}`),
  }));
  const bySentiment = [Sentiment.Happy, Sentiment.Neutral, Sentiment.Dissatisfied].map((code) => ({
    field: SENTIMENT_COUNT_FIELDS[code],
    header: SENTIMENT_LABELS[code]!,
    value: countWhere(sql`c.sentiment = ${code}`),
  }));
  return [
    {
      field: 'branch_id',
      header: null,
      value: sql`CASE WHEN ${TOTAL_ROW} THEN NULL ELSE b.id END`,
    },
    {
      field: 'branch_code',
      header: 'Branch code',
      value: sql`CASE WHEN ${TOTAL_ROW} THEN NULL ELSE min(b.code) END`,
    },
    {
      field: 'branch_name',
      header: 'Branch',
      value: sql`CASE WHEN ${TOTAL_ROW} THEN ${ALL_BRANCHES}::text ELSE min(b.name) END`,
    },
    { field: 'calls', header: 'Calls', value: sql`count(*)::int` },
    ...byStatus,
    {
      field: 'connected_percent',
      header: 'Connected %',
      value: sql`round(100.0 * count(*) FILTER (WHERE c.status = ${CallStatus.Completed}) / nullif(count(*), 0), 1)::float8`,
    },
    {
      field: 'talk_time_minutes',
      header: 'Talk time (min)',
      value: sql`round(coalesce(sum(c.duration), 0) / 60.0, 1)::float8`,
    },
    ...bySentiment,
    { field: 'no_sentiment', header: 'No sentiment', value: countWhere(sql`c.sentiment IS NULL`) },
    {
      field: 'remarks_recorded',
      header: 'Remarks recorded',
      value: countWhere(sql`c.remarks IS NOT NULL`),
    },
    {
      field: 'principal_remarks_recorded',
      header: 'Principal remarks recorded',
      value: countWhere(sql`c.principal_remarks IS NOT NULL`),
    },
  ];
}

/** The summary over `FROM … WHERE …` of the calls (callListFrom): branches by name, total last. */
function summaryQuery(from: SQL, columns: readonly SummaryColumn[]): SQL {
  const select = sql.join(
    columns.map((column) => sql`${column.value} AS ${sql.identifier(column.field)}`),
    sql`, `,
  );
  return sql`SELECT ${select} ${from}
    GROUP BY GROUPING SETS ((b.id), ())
    ORDER BY grouping(b.id), min(b.name), b.id`;
}

/** The MIS spreadsheet's "Branch summary" sheet. */
export function branchSummarySheet(from: SQL): WorkbookSheet {
  const columns = summaryColumns().filter((column) => column.header !== null);
  return {
    name: MIS_SHEETS.summary,
    query: compileExportQuery(
      summaryQuery(from, columns),
      columns.map((column) => column.header!),
    ),
  };
}

type SummaryRow = CallBranchSummaryRow & { branch_id: number | null };

/** The same summary as JSON: the branches, and the total row as all_branches. */
export async function readBranchSummary(db: Db, from: SQL): Promise<CallBranchSummary> {
  const result = await db.execute<SummaryRow>(summaryQuery(from, summaryColumns()));
  const rows = result.rows;
  // The empty grouping set always answers a row, even over no calls.
  const total = rows.at(-1)!;
  const { branch_id: _id, branch_code: _code, branch_name: _name, ...allBranches } = total;
  return {
    branches: rows.slice(0, -1) as CallBranchSummaryRow[],
    all_branches: allBranches,
  };
}
