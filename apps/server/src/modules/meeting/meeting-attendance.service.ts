import {
  CURRENT_ACADEMIC_YEAR_ID,
  MEETING_MARKABLE_STATUSES,
  MEETING_OPEN_STATUSES,
  MEETING_STATUSES,
  MeetingMessages,
  MeetingStatus,
  groupDateTime,
  type MeetingAttendanceBody,
  type MeetingAttendanceMarked,
  type MeetingAttendeesBody,
  type MeetingAttendeesChanged,
  type MeetingAttendeesQuery,
  type MeetingRow,
} from '@console/contract';
import { conflict, forbidden, unprocessable } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import {
  addAttendeesByFilter,
  addAttendeesById,
  attendeeListSpec,
  attendeesAmong,
  markAttendees,
  moveTotals,
  removeAttendees,
  staffUsersInScope,
  type AttendeeEditor,
} from './meeting-attendees.repo.ts';
import { queueMeetingNotices } from './meeting-notices.ts';
import { lockMeeting, meetingDetail, meetingScope } from './meeting.service.ts';

// Attendees and their attendance (002 §6): only attendees the caller added may be changed unless
// the caller has full access (the organiser, a superuser). Every change locks the meeting row
// first and moves its totals in the same transaction, so two markers at once queue on the row
// and neither's count is lost.

const editorOf = (caller: RequestContext, meeting: MeetingRow): AttendeeEditor => ({
  userId: caller.auth.userId,
  fullAccess: meeting.full_access,
});

const distinct = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];

export async function attendeeList(
  caller: RequestContext,
  id: number,
  query: MeetingAttendeesQuery,
): Promise<ListSpec> {
  const meeting = await meetingDetail(caller, id);
  return attendeeListSpec(id, query, editorOf(caller, meeting));
}

/**
 * PUT /meeting/{id}/attendees: adds the staff a filter reaches and the users named (staff within
 * the caller's scope, else 422 and nothing changes), and removes attendees; removing one that
 * someone else added needs full access, and such ids are reported back, left in place.
 * Attendees added to a Scheduled meeting are invited.
 */
export async function changeAttendees(
  caller: RequestContext,
  id: number,
  body: MeetingAttendeesBody,
): Promise<MeetingAttendeesChanged> {
  const scope = await meetingScope(caller);
  const userIds = distinct(body.user_ids);
  const removeIds = distinct(body.remove_user_ids);
  return caller.db.transaction(async (tx) => {
    const meeting = await lockMeeting(tx, caller, scope, id);
    if (!MEETING_OPEN_STATUSES.includes(meeting.status)) {
      throw conflict(MeetingMessages.attendeesClosed(MEETING_STATUSES.label(meeting.status)));
    }
    const staff = await staffUsersInScope(tx, userIds, scope);
    if (staff.length < userIds.length) {
      throw unprocessable(MeetingMessages.notStaffInScope(userIds.length - staff.length));
    }
    const among = await attendeesAmong(tx, id, removeIds, editorOf(caller, meeting));
    const removable = among.filter((row) => row.may_change).map((row) => row.user_id);
    const refused = among.filter((row) => !row.may_change).map((row) => row.user_id);
    const gone = await removeAttendees(tx, id, removable);
    let added = await addAttendeesById(tx, id, staff, caller.auth.userId);
    if (body.staff_filter) {
      added += await addAttendeesByFilter(
        tx,
        id,
        body.staff_filter,
        scope,
        CURRENT_ACADEMIC_YEAR_ID,
        caller.auth.userId,
      );
    }
    const totals = await moveTotals(tx, id, {
      attendees: added - gone.removed,
      present: -gone.present,
    });
    if (added > 0 && meeting.status === MeetingStatus.Scheduled) await queueMeetingNotices(tx, id);
    return {
      message: MeetingMessages.attendeesChanged(added, gone.removed),
      added,
      removed: gone.removed,
      refused_user_ids: refused.sort((a, b) => a - b),
      ...totals,
    };
  });
}

/**
 * PUT /meeting/{id}/attendees/status: the present count moves by exactly the number of marks
 * that changed. Ids that are not attendees refuse the call (422); without full access, those
 * someone else added are left and reported (403 when that is all of them).
 */
export async function markAttendance(
  caller: RequestContext,
  id: number,
  body: MeetingAttendanceBody,
): Promise<MeetingAttendanceMarked> {
  const scope = await meetingScope(caller);
  const userIds = distinct(body.user_ids);
  return caller.db.transaction(async (tx) => {
    const meeting = await lockMeeting(tx, caller, scope, id);
    if (!MEETING_MARKABLE_STATUSES.includes(meeting.status)) {
      throw conflict(MeetingMessages.markingClosed(MEETING_STATUSES.label(meeting.status)));
    }
    // Nobody attends a meeting that has not started: marks a week early were guesses.
    if (Date.parse(meeting.meeting_at) > Date.now()) {
      throw conflict(MeetingMessages.markingNotYetOpen(groupDateTime(meeting.meeting_at)));
    }
    const among = await attendeesAmong(tx, id, userIds, editorOf(caller, meeting));
    if (among.length < userIds.length) {
      throw unprocessable(MeetingMessages.notAttendees(userIds.length - among.length));
    }
    const allowed = among.filter((row) => row.may_change).map((row) => row.user_id);
    const refused = among.filter((row) => !row.may_change).map((row) => row.user_id);
    if (allowed.length === 0) throw forbidden(MeetingMessages.notAddedByYou(refused.length));
    const { changed, present } = await markAttendees(
      tx,
      id,
      allowed,
      body.attended,
      caller.auth.userId,
    );
    const totals = await moveTotals(tx, id, { attendees: 0, present });
    const message =
      refused.length > 0
        ? `${MeetingMessages.marked(changed, body.attended)} ${MeetingMessages.notAddedByYou(refused.length)}`
        : MeetingMessages.marked(changed, body.attended);
    return { message, changed, refused_user_ids: refused.sort((a, b) => a - b), ...totals };
  });
}
