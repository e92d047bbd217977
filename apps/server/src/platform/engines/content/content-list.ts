import { INT4_MAX, SEGMENTS } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/access/scope.ts';
import { dayAfter, dayStart, selected, whereAll } from '../../kit/lists/list-query.ts';
import type { ListSpec } from '../../kit/lists/send-list.ts';
import { withinScope } from './content-access.ts';
import { itemColumns, itemSource, notDeleted } from './content-item-sql.ts';
import { intArray } from '../../core/sql/sql-arrays.ts';
import { isoText, labelOf, labelsOf } from './content-labels.ts';
import { statusRulesOf, type ContentKind } from './content-kinds.ts';
import type { ContentBody, ContentExtra, ContentListQuery } from './content-module.ts';
import { contains } from '../../core/sql/sql-text.ts';
import { personName, searchedPersonName } from '../../core/sql/person-name.ts';

// GET {path}: the list of a messaging module (000 §7 announcements is the fullest), one spec
// for sendList: every filter, the scope, the sort whitelist and the export file.

const SEGMENT_IDS = new Map<string, number>(SEGMENTS.map((segment) => [segment.name, segment.id]));
const SEGMENT_LABELS = Object.fromEntries(SEGMENTS.map((segment) => [segment.id, segment.name]));

/** The shared filters of the list query; `me` is the caller (self_only). */
function sharedFilters(query: ContentListQuery, me: number): (SQL | false | undefined)[] {
  const segmentIds = query.segment_name_list?.flatMap((name) => SEGMENT_IDS.get(name) ?? []);
  const branchIds = selected(query.branch_ids);
  const employeeIds = query.global_employee_id_list
    ?.split(',')
    .map((id) => id.trim().toUpperCase())
    .filter((id) => id !== '');
  const id = query.search_by_id === undefined ? undefined : Number(query.search_by_id);
  return [
    query.self_only === true && sql`c.created_by = ${me}`,
    query.status !== undefined && sql`c.status = ${query.status}`,
    branchIds && sql`c.branch_ids && ${intArray(branchIds)}`,
    query.from_date !== undefined && sql`c.created_at >= ${dayStart(query.from_date)}::timestamptz`,
    query.to_date !== undefined && sql`c.created_at < ${dayAfter(query.to_date)}::timestamptz`,
    segmentIds && sql`c.segment_ids && ${intArray(segmentIds)}`,
    query.search_name !== undefined &&
      sql`${searchedPersonName('u')} ILIKE ${contains(query.search_name)}`,
    query.search_title !== undefined && sql`c.title ILIKE ${contains(query.search_title)}`,
    // An id beyond the column's range matches nothing (rather than failing the cast).
    id !== undefined && (id <= INT4_MAX ? sql`c.id = ${id}` : sql`FALSE`),
    employeeIds &&
      employeeIds.length > 0 &&
      sql`upper(st.global_employee_id) = ANY(${sql.param(employeeIds)}::text[])`,
  ];
}

/** The export file's columns: what a person reads, not the wire's ids. The module's own
 * (category, platforms, priority…) follow the status. */
function exportColumns(kind: ContentKind, extra: Record<string, SQL>): Record<string, SQL> {
  const labels = statusRulesOf(kind).statuses.labels as Record<number, string>;
  return {
    ID: sql`c.id`,
    Title: sql`c.title`,
    Status: labelOf(sql`c.status`, labels),
    ...extra,
    Author: personName('u'),
    'Employee number': sql`st.employee_number`,
    'Global employee ID': sql`st.global_employee_id`,
    Branches: sql`cardinality(c.branch_ids)`,
    Segments: labelsOf(sql`c.segment_ids`, SEGMENT_LABELS),
    'Created at': isoText(sql`c.created_at`),
    'Scheduled at': isoText(sql`c.scheduled_at`),
    Recipients: sql`c.recipients_count`,
    Delivered: sql`c.delivered_count`,
    Failed: sql`c.failed_count`,
  };
}

export function contentListSpec<Query extends ContentListQuery>(
  module: {
    kind: ContentKind;
    extra: Pick<ContentExtra<ContentBody, Query>, 'answer' | 'exportColumns' | 'filters'>;
  },
  query: Query,
  scope: Scope,
  me: number,
): ListSpec {
  const { kind, extra } = module;
  const where = whereAll([
    notDeleted,
    withinScope(scope),
    ...sharedFilters(query, me),
    ...extra.filters(query),
  ]);
  return {
    columns: itemColumns(extra.answer),
    exportColumns: exportColumns(kind, extra.exportColumns),
    from: sql`${itemSource(kind)} WHERE ${where}`,
    sort: {
      columns: {
        created_at: sql`c.created_at`,
        scheduled_at: sql`c.scheduled_at`,
        id: sql`c.id`,
        title: sql`lower(c.title)`,
        status: sql`c.status`,
      },
      default: { column: 'created_at', order: 'desc' },
      tieBreaker: sql`c.id`,
    },
    exportFile: { name: kind.exportFile, format: 'csv' },
  };
}
