import {
  CURRENT_ACADEMIC_YEAR_ID,
  GATE_PASS_EXPORT_FILE,
  GATE_PASS_STATUSES,
  GATE_PASS_TYPE_LABELS,
  PICKUP_TYPE_LABELS,
  type GatePassListQuery,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/core/access/scope.ts';
import { isoText, labelOf } from '../../platform/engines/content/content-labels.ts';
import { dayAfter, dayStart, selected, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { withinGatePassScope } from './gate-pass-scope.ts';
import { decidedByJoined, passColumns, passExportSource, passSource } from './gate-pass-sql.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import { searchedPersonName } from '../../platform/core/sql/person-name.ts';

// GET /gate_pass (001 §7): every filter, the caller's scope, the sort whitelist and the export,
// as one spec for the shared list helper.

const STATUS_LABELS = GATE_PASS_STATUSES.labels;

/** Admission numbers are upper-case codes; a lower-case search finds them too. */
const admissionIs = (admission: string): SQL =>
  sql`gp.student_id = (SELECT id FROM students WHERE admission_number IN (${admission}, ${admission.toUpperCase()}) LIMIT 1)`;

/**
 * Part of the student's name (any case; `%` and `_` literal), on exactly the expression of
 * students_name_trgm_idx. A semi-join, so the planner chooses per scope: a branch's passes
 * tested student by student (a principal: 0.5-6 ms on 500,000 students), or the matching
 * students from the trigram index hashed against a wide scope's passes (DECISIONS.md
 * "Student-name search (issue 13)").
 */
const studentNameHas = (name: string): SQL =>
  sql`gp.student_id IN (SELECT id FROM students
    WHERE ${searchedPersonName()} ILIKE ${contains(name)})`;

function filters(query: GatePassListQuery, scope: Scope): (SQL | false | undefined)[] {
  const statuses = selected(query.status_list);
  return [
    sql`gp.academic_year_id = ${query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID}`,
    withinGatePassScope(
      scope,
      { branchId: sql`gp.branch_id`, segmentId: sql`s.segment_id` },
      selected(query.branch_ids),
    ),
    statuses && sql`gp.status = ANY(${intArray(statuses)})`,
    query.type !== undefined && sql`gp.type = ${query.type}`,
    query.from_date !== undefined && sql`gp.out_time >= ${dayStart(query.from_date)}::timestamptz`,
    query.to_date !== undefined && sql`gp.out_time < ${dayAfter(query.to_date)}::timestamptz`,
    query.admission_number !== undefined && admissionIs(query.admission_number),
    query.student_name_search !== undefined && studentNameHas(query.student_name_search),
    query.student_id !== undefined && sql`gp.student_id = ${query.student_id}`,
  ];
}

/** The file's columns (over passExportSource): what a person reads, codes as their labels. */
const exportColumns: Record<string, SQL> = {
  ID: sql`gp.id`,
  'Admission number': sql`s.admission_number`,
  Student: passColumns.student_name!,
  Branch: sql`b.name`,
  Type: labelOf(sql`gp.type`, GATE_PASS_TYPE_LABELS),
  Status: labelOf(sql`gp.status`, STATUS_LABELS),
  Reason: sql`gp.reason`,
  'Out time': isoText(sql`gp.out_time`),
  'In time': isoText(sql`gp.in_time`),
  Pickup: labelOf(sql`gp.pickup_type`, PICKUP_TYPE_LABELS),
  'Pickup member': sql`pm.name`,
  'Requested at': isoText(sql`gp.created_at`),
  'Decided by': decidedByJoined,
  'Decided at': isoText(sql`gp.decided_at`),
  'Rejection reason': sql`gp.rejection_reason`,
};

export function gatePassListSpec(query: GatePassListQuery, scope: Scope): ListSpec {
  const where = whereAll(filters(query, scope));
  return {
    columns: passColumns,
    exportColumns,
    from: sql`${passSource} WHERE ${where}`,
    exportFrom: sql`${passExportSource} WHERE ${where}`,
    sort: {
      columns: {
        created_at: sql`gp.created_at`,
        out_time: sql`gp.out_time`,
        in_time: sql`gp.in_time`,
        id: sql`gp.id`,
        status: sql`gp.status`,
      },
      default: { column: 'out_time', order: 'desc' },
      tieBreaker: sql`gp.id`,
    },
    exportFile: { name: GATE_PASS_EXPORT_FILE, format: 'csv' },
  };
}

/** sorting_clause ("out_time desc") as the list helper's sort and order. */
export function listSorting(query: GatePassListQuery): { sort?: string; order?: 'asc' | 'desc' } {
  const clause = query.sorting_clause;
  if (!clause) return query.order ? { order: query.order } : {};
  const order = clause.order ?? query.order;
  return order ? { sort: clause.column, order } : { sort: clause.column };
}
