import {
  CURRENT_ACADEMIC_YEAR_ID,
  GlobalModule,
  MEETING_OPEN_STATUSES,
  MEETING_STATUS_MACHINE,
  MEETING_STATUSES,
  MeetingMessages,
  MeetingStatus,
  Messages,
  type MeetingCreateBody,
  type MeetingListQuery,
  type MeetingRow,
  type MeetingStatusBody,
  type MeetingUpdateBody,
} from '@console/contract';
import type { Tx } from '../../db/client.ts';
import { moduleScope } from '../../platform/core/access/module-scope.ts';
import { canReachBranch, type Scope } from '../../platform/core/access/scope.ts';
import { conflict, notFound, unprocessable } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { addAttendeesByFilter, moveTotals } from './meeting-attendees.repo.ts';
import { meetingListSpec } from './meeting-list.ts';
import { queueMeetingNotices } from './meeting-notices.ts';
import {
  deleteMeeting,
  findMeeting,
  insertMeeting,
  resetNotices,
  setMeetingStatus,
  updateMeeting,
} from './meeting.repo.ts';

// Meetings within the caller's meeting scope (000 §6): another branch's meeting answers 404 like
// a missing one; a status moves only as MEETING_STATUS_MACHINE allows.

export const meetingScope = (caller: RequestContext) =>
  moduleScope(caller.db, caller.auth, GlobalModule.meeting);

export async function meetingList(
  caller: RequestContext,
  query: MeetingListQuery,
): Promise<ListSpec> {
  return meetingListSpec(query, await meetingScope(caller), caller.auth);
}

export async function meetingDetail(caller: RequestContext, id: number): Promise<MeetingRow> {
  const found = await findMeeting(caller.db, caller.auth, await meetingScope(caller), id);
  if (!found) throw notFound(Messages.notFound);
  return found;
}

/** The meeting locked for this transaction, or 404. */
export async function lockMeeting(
  tx: Tx,
  caller: RequestContext,
  scope: Scope,
  id: number,
): Promise<MeetingRow> {
  const found = await findMeeting(tx, caller.auth, scope, id, { lock: true });
  if (!found) throw notFound(Messages.notFound);
  return found;
}

async function reread(tx: Tx, caller: RequestContext, scope: Scope, id: number) {
  const meeting = await findMeeting(tx, caller.auth, scope, id);
  if (!meeting) throw notFound(Messages.notFound);
  return meeting;
}

function assertFields(body: MeetingUpdateBody, scope: Scope, scheduled: boolean): void {
  if (!canReachBranch(scope, body.branch_id)) {
    throw unprocessable(MeetingMessages.branchOutOfScope);
  }
  if (scheduled && Date.parse(body.meeting_at) <= Date.now()) {
    throw unprocessable(MeetingMessages.meetingInPast);
  }
}

/** POST /meeting: the meeting, its attendees from the staff filter, and its invitations. */
export async function createMeeting(
  caller: RequestContext,
  body: MeetingCreateBody,
): Promise<{ message: string; meeting: MeetingRow }> {
  const scope = await meetingScope(caller);
  const { status, staff_filter: staffFilter, ...fields } = body;
  assertFields(fields, scope, status === MeetingStatus.Scheduled);
  return caller.db.transaction(async (tx) => {
    const id = await insertMeeting(tx, fields, status, caller.auth.userId);
    if (staffFilter) {
      const added = await addAttendeesByFilter(
        tx,
        id,
        staffFilter,
        scope,
        CURRENT_ACADEMIC_YEAR_ID,
        caller.auth.userId,
      );
      await moveTotals(tx, id, { attendees: added, present: 0 });
    }
    if (status === MeetingStatus.Scheduled) await queueMeetingNotices(tx, id);
    return { message: MeetingMessages.created, meeting: await reread(tx, caller, scope, id) };
  });
}

/** PUT /meeting/{id}: a Draft or Scheduled meeting's fields. */
export async function editMeeting(
  caller: RequestContext,
  id: number,
  body: MeetingUpdateBody,
): Promise<{ message: string; meeting: MeetingRow }> {
  const scope = await meetingScope(caller);
  return caller.db.transaction(async (tx) => {
    const found = await lockMeeting(tx, caller, scope, id);
    if (!MEETING_OPEN_STATUSES.includes(found.status)) {
      throw conflict(MeetingMessages.notEditable(MEETING_STATUSES.label(found.status)));
    }
    // A scheduled meeting moved must move to the future; its other fields change any time.
    const moved = Date.parse(body.meeting_at) !== Date.parse(found.meeting_at);
    assertFields(body, scope, found.status === MeetingStatus.Scheduled && moved);
    await updateMeeting(tx, id, body);
    return { message: MeetingMessages.updated, meeting: await reread(tx, caller, scope, id) };
  });
}

/**
 * PUT /meeting/{id}/status: Scheduled invites the attendees (the notice job), Disabled tells
 * those invited, and Draft again after Disabled starts the notices over.
 */
export async function changeMeetingStatus(
  caller: RequestContext,
  id: number,
  body: MeetingStatusBody,
): Promise<{ message: string; meeting: MeetingRow }> {
  const scope = await meetingScope(caller);
  return caller.db.transaction(async (tx) => {
    const found = await lockMeeting(tx, caller, scope, id);
    const refusal = MEETING_STATUS_MACHINE.refusal(found.status, body.status);
    if (refusal) throw conflict(refusal);
    if (body.status === MeetingStatus.Scheduled && Date.parse(found.meeting_at) <= Date.now()) {
      throw unprocessable(MeetingMessages.meetingInPast);
    }
    await setMeetingStatus(tx, id, body.status);
    if (body.status === MeetingStatus.Draft) await resetNotices(tx, id);
    if (body.status === MeetingStatus.Scheduled || body.status === MeetingStatus.Disabled) {
      await queueMeetingNotices(tx, id);
    }
    return {
      message: MeetingMessages.statusChanged(MEETING_STATUSES.label(body.status)),
      meeting: await reread(tx, caller, scope, id),
    };
  });
}

/** DELETE /meeting/{id}: any meeting but a Scheduled one (cancel it first: attendees are told). */
export async function removeMeeting(
  caller: RequestContext,
  id: number,
): Promise<{ message: string }> {
  const scope = await meetingScope(caller);
  return caller.db.transaction(async (tx) => {
    const found = await lockMeeting(tx, caller, scope, id);
    if (found.status === MeetingStatus.Scheduled) {
      throw conflict(MeetingMessages.scheduledNotDeletable);
    }
    await deleteMeeting(tx, id);
    return { message: MeetingMessages.deleted };
  });
}
