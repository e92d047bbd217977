import {
  FEEDBACK_APPLICATIONS,
  FEEDBACK_PLATFORMS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { withinBranchScope } from '../../platform/core/access/branch-scope-sql.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { isoText, labelOf } from '../../platform/engines/content/content-labels.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// How a feedback record reads on the wire and in the file, and who reaches it.

/** A record with its sender (`u`): the sender's name is searched, so it is joined. */
export const feedbackSource = sql`FROM help_feedback f JOIN users u ON u.id = f.user_id`;

/** The row's fields (contract feedbackRow), over feedbackSource. */
export const feedbackColumns: Record<string, SQL> = {
  id: sql`f.id`,
  status: sql`f.status::int`,
  application: sql`f.application::int`,
  platform: sql`f.platform::int`,
  feedback_type: sql`f.feedback_type::int`,
  message: sql`f.message`,
  email: sql`f.email`,
  app_version: sql`f.app_version`,
  user_agent: sql`f.user_agent`,
  device_id: sql`f.device_id`,
  media_ids: sql`f.media_ids`,
  user_id: sql`f.user_id`,
  submitted_by: personName('u'),
  branch_id: sql`f.branch_id`,
  branch_name: sql`(SELECT b.name FROM branches b WHERE b.id = f.branch_id)`,
  resolution_note: sql`f.resolution_note`,
  status_changed_by: sql`(SELECT ${personName('cu')} FROM users cu WHERE cu.id = f.status_changed_by)`,
  status_changed_at: isoTimestamp(sql`f.status_changed_at`),
  created_at: isoTimestamp(sql`f.created_at`),
};

/** The file's columns: codes as the words a reader knows. */
export const feedbackExportColumns: Record<string, SQL> = {
  ID: sql`f.id`,
  Sent: isoText(sql`f.created_at`),
  Status: labelOf(sql`f.status`, FEEDBACK_STATUSES.labels),
  Type: labelOf(sql`f.feedback_type`, FEEDBACK_TYPES.labels),
  Application: labelOf(sql`f.application`, FEEDBACK_APPLICATIONS.labels),
  Platform: labelOf(sql`f.platform`, FEEDBACK_PLATFORMS.labels),
  'Sent by': personName('u'),
  Email: sql`f.email`,
  Branch: feedbackColumns.branch_name!,
  Message: sql`f.message`,
  'App version': sql`f.app_version`,
  'User agent': sql`f.user_agent`,
  'Device ID': sql`f.device_id`,
  Attachments: sql`cardinality(f.media_ids)`,
  'Resolution note': sql`f.resolution_note`,
  'Status changed by': feedbackColumns.status_changed_by!,
  'Status changed at': isoText(sql`f.status_changed_at`),
};

/** The scope as a condition on the record's branch; `chosen` (the branch filter) narrows it. */
export const withinFeedbackScope = (scope: Scope, chosen?: readonly number[]): SQL | undefined =>
  withinBranchScope(scope, sql`f.branch_id`, chosen);
