import type { MeetingRow, MeetingUpdateBody } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { selectList } from '../../platform/kit/lists/send-list.ts';
import { meetingColumns, meetingSource, withinMeetingScope } from './meeting-sql.ts';
import { meetingAttendees, meetings } from './meeting.table.ts';

// A meeting's own row: read within the caller's scope, written by the service's rules.

/** One meeting within the scope (null outside it, as for a missing one); locked on request. */
export async function findMeeting(
  db: DbOrTx,
  auth: AuthContext,
  scope: Scope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<MeetingRow | null> {
  const where = whereAll([sql`m.id = ${id}`, withinMeetingScope(scope)]);
  const lock = options.lock ? sql` FOR UPDATE OF m` : sql``;
  const result = await db.execute<MeetingRow>(
    sql`SELECT ${selectList(meetingColumns(auth))} ${meetingSource} WHERE ${where}${lock}`,
  );
  return result.rows[0] ?? null;
}

const meetingValues = (body: MeetingUpdateBody) => ({
  title: body.title,
  agenda: body.agenda ?? '',
  venue: body.venue ?? '',
  onlineLink: body.online_link ?? '',
  meetingAt: new Date(body.meeting_at),
  durationMinutes: body.duration_minutes,
  reminderMinutes: body.reminder_minutes,
  branchId: body.branch_id,
});

export async function insertMeeting(
  db: DbOrTx,
  body: MeetingUpdateBody,
  status: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(meetings)
    .values({ ...meetingValues(body), status, createdBy: userId })
    .returning({ id: meetings.id });
  if (!row) throw new Error('meeting insert returned no row');
  return row.id;
}

/**
 * The meeting's fields. A new start time clears the reminders sent, so the attendees are
 * reminded of the new time.
 */
export async function updateMeeting(
  db: DbOrTx,
  id: number,
  body: MeetingUpdateBody,
): Promise<void> {
  const values = meetingValues(body);
  const moved = await db.execute(sql`
    SELECT 1 FROM meetings WHERE id = ${id} AND meeting_at <> ${values.meetingAt.toISOString()}::timestamptz`);
  await db
    .update(meetings)
    .set({
      ...values,
      updatedAt: sql`now()`,
      ...(moved.rows.length > 0 ? { remindedAt: null } : {}),
    })
    .where(eq(meetings.id, id));
  if (moved.rows.length > 0) {
    await db
      .update(meetingAttendees)
      .set({ remindedAt: null })
      .where(eq(meetingAttendees.meetingId, id));
  }
}

/** The status; the meeting's reminder is due again when it is scheduled again. */
export async function setMeetingStatus(db: DbOrTx, id: number, status: number): Promise<void> {
  await db
    .update(meetings)
    .set({ status, updatedAt: sql`now()`, remindedAt: null })
    .where(eq(meetings.id, id));
}

/**
 * Back to Draft from Disabled the notices start over: a meeting scheduled again invites its
 * attendees again (they were told it was cancelled).
 */
export async function resetNotices(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(meetingAttendees)
    .set({ invitedAt: null, remindedAt: null, cancelNoticeAt: null })
    .where(eq(meetingAttendees.meetingId, id));
}

export async function deleteMeeting(db: DbOrTx, id: number): Promise<void> {
  await db.delete(meetings).where(eq(meetings.id, id));
}
