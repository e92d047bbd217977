import {
  INT4_MAX,
  CallStatus,
  CURRENT_ACADEMIC_YEAR_ID,
  ReportType,
  Sentiment,
  type CallFilters,
  type CallListQuery,
  type CallTypeEntry,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/core/access/scope.ts';
import { dayAfter, dayStart, selected, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { withinCallScope } from './calling-access.ts';
import { CALL_COLUMNS, CALL_EXPORT_COLUMNS, CALL_ROWS, CALL_SOURCE } from './calling-sql.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import { searchedPersonName } from '../../platform/core/sql/person-name.ts';

// GET /adoption_call: every filter of 001 §7 as SQL over the call source, within the caller's
// scope, for sendList (page with x-total-count, or the CSV export).

const NOT_CONNECTED = [
  CallStatus.Busy,
  CallStatus.NoAnswer,
  CallStatus.Failed,
  CallStatus.Canceled,
];

function reportTypeFilter(reportType: number | undefined): SQL | undefined {
  switch (reportType) {
    case ReportType.Connected:
      return sql`c.status = ${CallStatus.Completed}`;
    case ReportType.NotConnected:
      return sql`c.status = ANY(${intArray(NOT_CONNECTED)})`;
    case ReportType.Reviewed:
      return sql`(c.sentiment IS NOT NULL OR c.remarks IS NOT NULL OR c.principal_remarks IS NOT NULL)`;
    case ReportType.PendingReview:
      return sql`c.status = ${CallStatus.Completed} AND c.sentiment IS NULL`;
    default:
      return undefined;
  }
}

/** Employee numbers of a validated comma list (digits and commas); out-of-range ones match none. */
function employeeNumbers(list: string | undefined): number[] | undefined {
  if (list === undefined) return undefined;
  const numbers = list
    .split(',')
    .filter((part) => part !== '')
    .map(Number)
    .filter((value) => value <= INT4_MAX);
  return numbers;
}

/**
 * The WHERE of a list, export or MIS: the call type, the year, the scope and every filter, all
 * on call_records' own columns (a person's attributes through their ids), never on the
 * source's joins: see CALL_SOURCE.
 */
export function callListWhere(query: CallFilters, type: CallTypeEntry, scope: Scope): SQL {
  const year = query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const id = query.id === undefined ? undefined : Number(query.id);
  const numbers = employeeNumbers(query.employee_number_list);
  return whereAll([
    sql`c.call_type = ${type.code}`,
    sql`c.academic_year_id = ${year}`,
    withinCallScope(scope),
    selected(query.status_list) && sql`c.status = ANY(${intArray(query.status_list!)})`,
    selected(query.branch_ids) && sql`c.branch_id = ANY(${intArray(query.branch_ids!)})`,
    query.from_date !== undefined && sql`c.created_at >= ${dayStart(query.from_date)}::timestamptz`,
    query.to_date !== undefined && sql`c.created_at < ${dayAfter(query.to_date)}::timestamptz`,
    !!query.segment && sql`c.segment_id = ${query.segment}`,
    !!query.renewal_mode && sql`c.renewal_mode = ${query.renewal_mode}`,
    query.admission_number !== undefined &&
      sql`c.student_id IN (SELECT id FROM students WHERE admission_number = ${query.admission_number})`,
    // Each number's latest call of the type in the year: the calls no later call supersedes
    // (kept by the database, migration 0008), read from the partial indexes on NOT superseded.
    query.unique === true && sql`NOT c.superseded`,
    query.negative === true && sql`c.sentiment = ${Sentiment.Dissatisfied}`,
    reportTypeFilter(query.report_type),
    query.sentiment !== undefined && sql`c.sentiment = ${query.sentiment}`,
    query.search_name !== undefined &&
      sql`c.agent_user_id IN (SELECT id FROM users
        WHERE ${searchedPersonName()} ILIKE ${contains(query.search_name)})`,
    selected(query.designation_ids) &&
      sql`c.designation_id = ANY(${intArray(query.designation_ids!)})`,
    numbers !== undefined &&
      sql`c.staff_id IN (SELECT id FROM staff WHERE employee_number = ANY(${intArray(numbers)}))`,
    // The matching students first (students_name_trgm_idx), then their calls through
    // call_records_student_idx: as an array the planner cannot choose to walk the year's calls
    // newest first testing each one's student, which took 9,000 steps for a narrow scope.
    query.student_name_search !== undefined &&
      sql`c.student_id = ANY(ARRAY(SELECT id FROM students
        WHERE ${searchedPersonName()} ILIKE ${contains(query.student_name_search)}))`,
    query.sid !== undefined && sql`c.call_sid = ${query.sid}`,
    // An id beyond the column's range matches nothing (rather than failing the cast).
    id !== undefined && (id <= INT4_MAX ? sql`c.id = ${id}` : sql`FALSE`),
    selected(query.group_ids) && sql`c.group_id = ANY(${intArray(query.group_ids!)})`,
    selected(query.program_ids) && sql`c.program_id = ANY(${intArray(query.program_ids!)})`,
    selected(query.course_ids) && sql`c.course_id = ANY(${intArray(query.course_ids!)})`,
    query.user_number !== undefined && sql`c.user_number = ${query.user_number}`,
    query.student_id !== undefined && sql`c.student_id = ${query.student_id}`,
  ]);
}

/** The filtered source with the joined names: `FROM … WHERE …`, what the MIS sheets select from. */
export const callListFrom = (query: CallFilters, type: CallTypeEntry, scope: Scope): SQL =>
  sql`${CALL_SOURCE} WHERE ${callListWhere(query, type, scope)}`;

export function callListSpec(query: CallListQuery, type: CallTypeEntry, scope: Scope): ListSpec {
  const where = callListWhere(query, type, scope);
  return {
    columns: CALL_COLUMNS,
    exportColumns: CALL_EXPORT_COLUMNS,
    // The page and the count read call_records alone (the count often just an index); the
    // export joins the names once for the whole file.
    from: sql`${CALL_ROWS} WHERE ${where}`,
    exportFrom: sql`${CALL_SOURCE} WHERE ${where}`,
    // A page's 30 calls are found from an index first; only they read their names.
    pageBy: { key: sql`c.id`, rows: CALL_ROWS },
    // A search or a wide filter counts tens of thousands of calls: beside the page, not after.
    countAlongside: true,
    sort: {
      columns: {
        created_at: sql`c.created_at`,
        id: sql`c.id`,
        duration: sql`c.duration`,
        status: sql`c.status`,
      },
      default: { column: 'created_at', order: 'desc' },
      tieBreaker: sql`c.id`,
    },
    exportFile: { name: type.exportFile, format: 'csv' },
  };
}
