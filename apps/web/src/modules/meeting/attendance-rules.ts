import type { MeetingAttendee, MeetingRow } from '@console/contract';
import { MEETING_MARKABLE_STATUSES, MEETING_STATUSES } from '@console/contract';

// What the attendees table lets the user do (002 §6): a row is theirs to mark when they added
// that attendee or have full access (the organiser, a superuser), and only on a meeting whose
// attendance is open. The server applies the same rule; these say why before anyone clicks.

/** Why a row's mark cannot be changed by this user, or null when it can. */
export function lockedReason(meeting: MeetingRow, row: MeetingAttendee): string | null {
  if (!MEETING_MARKABLE_STATUSES.includes(meeting.status)) {
    return `Attendance is marked once the meeting is scheduled (it is ${MEETING_STATUSES.label(meeting.status)}).`;
  }
  if (row.may_change) return null;
  return `Added by ${row.added_by_name}: only they, the organiser or a superuser can change this mark.`;
}

/** The selected attendees this user may mark; the rest are left out of the call. */
export function markableIds(
  meeting: MeetingRow,
  rows: readonly MeetingAttendee[],
  selected: readonly number[],
): number[] {
  const chosen = new Set(selected);
  return rows
    .filter((row) => chosen.has(row.user_id) && lockedReason(meeting, row) === null)
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
