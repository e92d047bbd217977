import type { MeetingAttendee, MeetingRow } from '@console/contract';
import { MEETING_MARKABLE_STATUSES, MEETING_STATUSES, MeetingMessages } from '@console/contract';
import { formatDateTime } from '../../platform/core/format/date-time.ts';

// What the attendees table lets the user do (002 §6): a row is theirs to mark when they added
// that attendee or have full access (the organiser, a superuser), and only on a meeting whose
// attendance is open. The server applies the same rule; these say why before anyone clicks.

/**
 * Why nobody's mark can be changed yet, or null once marking is open: attendance opens at the
 * meeting's start (the server refuses earlier marks with the same words).
 */
export function markingClosedReason(meeting: MeetingRow, now = Date.now()): string | null {
  if (!MEETING_MARKABLE_STATUSES.includes(meeting.status)) {
    return `Attendance is marked once the meeting is scheduled (it is ${MEETING_STATUSES.label(meeting.status)}).`;
  }
  if (Date.parse(meeting.meeting_at) > now) {
    return MeetingMessages.markingNotYetOpen(formatDateTime(meeting.meeting_at));
  }
  return null;
}

/** Why a row's mark cannot be changed by this user, or null when it can. */
export function lockedReason(
  meeting: MeetingRow,
  row: MeetingAttendee,
  now = Date.now(),
): string | null {
  const closed = markingClosedReason(meeting, now);
  if (closed) return closed;
  if (row.may_change) return null;
  return `Added by ${row.added_by_name}: only they, the organiser or a superuser can change this mark.`;
}

/** The selected attendees this user may mark; the rest are left out of the call. */
export function markableIds(
  meeting: MeetingRow,
  rows: readonly MeetingAttendee[],
  selected: readonly number[],
  now = Date.now(),
): number[] {
  const chosen = new Set(selected);
  return rows
    .filter((row) => chosen.has(row.user_id) && lockedReason(meeting, row, now) === null)
    .map((row) => row.user_id);
}

/** "present 4 of 12" and the share for the progress bar (0 when nobody is invited). */
export function presence(meeting: Pick<MeetingRow, 'total_present' | 'total_attendees'>) {
  const { total_present: present, total_attendees: total } = meeting;
  return {
    text: `Present ${present} of ${total}`,
    percent: total === 0 ? 0 : Math.round((present / total) * 100),
  };
}
