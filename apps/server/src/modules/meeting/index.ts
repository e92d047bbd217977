import { readableWhen } from '../../platform/core/audit/audited-tables.ts';
import { meetingAttendeeAuditLabels, meetingAuditLabels } from './meeting.audit-labels.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { seedMeetings } from './meeting.demo-seed.ts';
import { meetingNoticeHandler } from './meeting-notices.ts';
import { meetingSweeps } from './meeting-sweeps.ts';
import { meetingRoutes } from './meeting.routes.ts';
import { meetingDetail } from './meeting.service.ts';
import { meetingAttendees, meetings } from './meeting.table.ts';

/** Meetings with attendance (002 §2-§7): invitations, reminders and marks. */
export const manifest = defineServerModule({
  id: 'meeting',
  routes: meetingRoutes,
  demoSeed: { label: 'meetings', run: seedMeetings },
  jobs: (services) => [meetingNoticeHandler(services.db, services.push)],
  recurringJobs: (services) => meetingSweeps(services.db, services.push),
  // A meeting's history (its fields, its attendees and their marks) is for those who may read it.
  audited: [
    {
      table: meetings,
      labels: meetingAuditLabels,
      omit: ['reminded_at'],
      readable: readableWhen('meeting', (db, auth, id) => meetingDetail({ db, auth }, id)),
    },
    {
      table: meetingAttendees,
      labels: meetingAttendeeAuditLabels,
      itemType: 'meetings',
      idColumn: 'meeting_id',
      omit: ['invited_at', 'reminded_at', 'cancel_notice_at'],
    },
  ],
});
