import { FEEDBACK_EXPORT_FILE, FeedbackStatus, type FeedbackListQuery } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/core/access/scope.ts';
import { dayAfter, dayStart, selected, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import {
  feedbackColumns,
  feedbackExportColumns,
  feedbackSource,
  withinFeedbackScope,
} from './feedback-sql.ts';
import { searchedPersonName } from '../../platform/core/sql/person-name.ts';

// GET /feedback: the filters, the caller's scope, the sort and the export as one spec.

/** The text anywhere in the message, the email, the device id or the sender's name. */
function textHas(text: string): SQL {
  const pattern = contains(text);
  return sql`(f.message ILIKE ${pattern} OR f.email ILIKE ${pattern}
    OR f.device_id ILIKE ${pattern}
    OR ${searchedPersonName('u')} ILIKE ${pattern})`;
}

function filters(query: FeedbackListQuery, scope: Scope): (SQL | false | undefined)[] {
  return [
    withinFeedbackScope(scope, selected(query.branch_ids)),
    // Hidden records stay out of the list unless asked for by their status.
    query.status === undefined
      ? sql`f.status <> ${FeedbackStatus.Hidden}`
      : sql`f.status = ${query.status}`,
    query.application !== undefined && sql`f.application = ${query.application}`,
    query.platform !== undefined && sql`f.platform = ${query.platform}`,
    query.type !== undefined && sql`f.feedback_type = ${query.type}`,
    query.from_date !== undefined && sql`f.created_at >= ${dayStart(query.from_date)}::timestamptz`,
    query.to_date !== undefined && sql`f.created_at < ${dayAfter(query.to_date)}::timestamptz`,
    query.search !== undefined && textHas(query.search),
  ];
}

export function feedbackListSpec(query: FeedbackListQuery, scope: Scope): ListSpec {
  return {
    columns: feedbackColumns,
    exportColumns: feedbackExportColumns,
    from: sql`${feedbackSource} WHERE ${whereAll(filters(query, scope))}`,
    sort: {
      columns: { created_at: sql`f.created_at`, id: sql`f.id`, status: sql`f.status` },
      default: { column: 'created_at', order: 'desc' },
      tieBreaker: sql`f.id`,
    },
    exportFile: { name: FEEDBACK_EXPORT_FILE, format: 'csv' },
  };
}
