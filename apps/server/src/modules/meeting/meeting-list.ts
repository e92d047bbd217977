import { MEETING_EXPORT_FILE, type MeetingListQuery } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { dayAfter, dayStart, selected, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import {
  meetingColumns,
  meetingExportColumns,
  meetingSource,
  withinMeetingScope,
} from './meeting-sql.ts';

// GET /meeting: 002 §7's filters, the caller's scope, the sort and the export as one spec.

function textHas(text: string): SQL {
  const pattern = contains(text);
  return sql`(m.title ILIKE ${pattern} OR m.agenda ILIKE ${pattern} OR m.venue ILIKE ${pattern})`;
}

export function meetingListSpec(
  query: MeetingListQuery,
  scope: Scope,
  auth: AuthContext,
): ListSpec {
  const filters = [
    withinMeetingScope(scope, selected(query.branch_ids)),
    query.status !== undefined && sql`m.status = ${query.status}`,
    query.from_date !== undefined && sql`m.meeting_at >= ${dayStart(query.from_date)}::timestamptz`,
    query.to_date !== undefined && sql`m.meeting_at < ${dayAfter(query.to_date)}::timestamptz`,
    query.search !== undefined && textHas(query.search),
    query.self_only === true && sql`m.created_by = ${auth.userId}`,
  ];
  return {
    columns: meetingColumns(auth),
    exportColumns: meetingExportColumns,
    from: sql`${meetingSource} WHERE ${whereAll(filters)}`,
    sort: {
      columns: {
        meeting_at: sql`m.meeting_at`,
        created_at: sql`m.created_at`,
        id: sql`m.id`,
        title: sql`m.title`,
        status: sql`m.status`,
      },
      default: { column: 'meeting_at', order: 'desc' },
      tieBreaker: sql`m.id`,
    },
    exportFile: { name: MEETING_EXPORT_FILE, format: 'csv' },
  };
}
