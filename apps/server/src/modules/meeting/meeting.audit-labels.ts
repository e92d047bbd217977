import { MEETING_STATUSES, MeetingStatus, findModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { AuditLabels } from '../../platform/core/audit/audited-tables.ts';
import { titlesById } from '../../platform/core/audit/audit-titles.ts';

// How meetings read in a history: "Asha Rao created meeting 12 · Staff review, 24 invitees".

export const meetingAuditLabels: AuditLabels = {
  noun: ['meeting', 'meetings'],
  fields: {
    meeting_at: 'Starts',
    duration_minutes: 'Duration (minutes)',
    reminder_minutes: 'Reminder (minutes before)',
    online_link: 'Online link',
    branch_id: 'Organising branch',
    created_by: 'Created by',
    total_attendees: 'Invitees',
    total_present: 'Present',
  },
  codes: { status: MEETING_STATUSES.labels },
  people: ['created_by'],
  verbs: {
    field: 'status',
    to: {
      [MeetingStatus.Scheduled]: 'scheduled',
      [MeetingStatus.Completed]: 'completed',
      [MeetingStatus.Disabled]: 'cancelled',
    },
  },
  titles: titlesById('meetings', sql`t.title`),
  path: `${findModule('meeting')!.path}/:id`,
};

/** An invitee's row, counted within its meeting's entry ("24 invitees"). */
export const meetingAttendeeAuditLabels: AuditLabels = {
  noun: ['invitee', 'invitees'],
  fields: {
    user_id: 'Invitee',
    added_by_user_id: 'Added by',
    marked_by_user_id: 'Marked by',
    marked_at: 'Marked at',
  },
  people: ['user_id', 'added_by_user_id', 'marked_by_user_id'],
  actions: { changed: 'marked attendance of', created: 'invited to', deleted: 'removed from' },
};
