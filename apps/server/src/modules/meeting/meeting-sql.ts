import { MEETING_STATUSES } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { withinBranchScope } from '../../platform/core/access/branch-scope-sql.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { isoText, labelOf } from '../../platform/engines/content/content-labels.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// How a meeting reads on the wire and in the file, and who reaches it.

/** A meeting (`m`) with its branch (`b`) and organiser (`o`). */
export const meetingSource = sql`FROM meetings m
  JOIN branches b ON b.id = m.branch_id
  JOIN users o ON o.id = m.created_by`;

/**
 * Full access to a meeting's attendance (DECISIONS.md "Full access"): a
 * superuser, or the meeting's organiser. Anyone else changes only the attendees they added.
 */
export const hasFullAccess = (auth: Pick<AuthContext, 'isSuperuser' | 'userId'>): SQL =>
  auth.isSuperuser ? sql`TRUE` : sql`(m.created_by = ${auth.userId})`;

/** The row's fields (contract meetingRow) over meetingSource, for this caller. */
export function meetingColumns(auth: Pick<AuthContext, 'isSuperuser' | 'userId'>) {
  return {
    id: sql`m.id`,
    status: sql`m.status::int`,
    title: sql`m.title`,
    agenda: sql`m.agenda`,
    venue: sql`m.venue`,
    online_link: sql`m.online_link`,
    meeting_at: isoTimestamp(sql`m.meeting_at`),
    duration_minutes: sql`m.duration_minutes`,
    reminder_minutes: sql`m.reminder_minutes`,
    branch_id: sql`m.branch_id`,
    branch_name: sql`b.name`,
    created_by: sql`m.created_by`,
    created_by_name: personName('o'),
    total_attendees: sql`m.total_attendees`,
    total_present: sql`m.total_present`,
    full_access: hasFullAccess(auth),
    created_at: isoTimestamp(sql`m.created_at`),
    updated_at: isoTimestamp(sql`m.updated_at`),
  } satisfies Record<string, SQL>;
}

/** The file's columns: codes as words. */
export const meetingExportColumns: Record<string, SQL> = {
  ID: sql`m.id`,
  Title: sql`m.title`,
  Status: labelOf(sql`m.status`, MEETING_STATUSES.labels),
  Starts: isoText(sql`m.meeting_at`),
  'Duration (minutes)': sql`m.duration_minutes`,
  Branch: sql`b.name`,
  Venue: sql`m.venue`,
  'Online link': sql`m.online_link`,
  Organiser: personName('o'),
  Attendees: sql`m.total_attendees`,
  Present: sql`m.total_present`,
  Agenda: sql`m.agenda`,
  Created: isoText(sql`m.created_at`),
};

/** The meeting's organising branch within the caller's meeting scope. */
export const withinMeetingScope = (scope: Scope, chosen?: readonly number[]) =>
  withinBranchScope(scope, sql`m.branch_id`, chosen);
