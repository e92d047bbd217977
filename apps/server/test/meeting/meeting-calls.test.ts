import {
  MEETING_EXPORT_FILE,
  MEETING_STATUS_MACHINE,
  MeetingMessages,
  MeetingStatus,
  Messages,
  meetingEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import { createMeeting, inMinutes, staffUsersAt, userOf, type DemoUser } from './meeting-kit.ts';

// The meeting calls of 002 §7 besides attendance: create, read, edit, delete, the status
// machine and its refusals, the list's filters and export, and the scope (another branch's
// meeting answers 404 on every call).

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let staff: SignedIn;
let principalUser: DemoUser;
let staffUser: DemoUser;

beforeAll(async () => {
  t = await startTestApp();
  [admin, principal, zonal, staff] = await Promise.all([
    t.signIn('superuser'),
    t.signIn('principal'),
    t.signIn('zonal'),
    t.signIn('staff'),
  ]);
  principalUser = await userOf(t, 'principal');
  staffUser = await userOf(t, 'staff');
});
afterAll(() => t?.close());

const list = (query: Record<string, QueryValue>, who: SignedIn = admin) =>
  callApi(t, endpoints.list, { query }, who);
const detail = (id: number, who: SignedIn = admin) =>
  callApi(t, endpoints.detail, { params: { id } }, who);
const create = (who: SignedIn, body: object) => callApi(t, endpoints.create, { body }, who);
const update = (id: number, who: SignedIn, body: object) =>
  callApi(t, endpoints.update, { params: { id }, body }, who);
const remove = (id: number, who: SignedIn) => callApi(t, endpoints.remove, { params: { id } }, who);
const setStatus = (id: number, status: number, who: SignedIn = admin) =>
  callApi(t, endpoints.status, { params: { id }, body: { status } }, who);

async function listed(query: Record<string, QueryValue>, who: SignedIn = admin) {
  const response = await list({ limit: 500, ...query }, who);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.answer();
  return { rows, ids: rows.map((row) => row.id).sort((a, b) => a - b) };
}

describe(routeOf(endpoints.create), () => {
  it('creates a draft with the staff a filter reaches in the caller’s scope as attendees', async () => {
    const response = await create(principal, {
      title: '  Term planning  ',
      agenda: 'Timetable',
      venue: 'Staff room',
      meeting_at: inMinutes(48 * 60),
      branch_id: principalUser.branchId,
      staff_filter: { user_type: 'staff', target_method: 'all' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message, meeting } = response.answer();
    expect(message).toBe(MeetingMessages.created);
    // The principal's scope is their branch: "all" reaches its staff and nobody else's.
    const expected = await staffUsersAt(t, principalUser.branchId);
    expect(meeting).toMatchObject({
      status: MeetingStatus.Draft,
      title: 'Term planning',
      duration_minutes: 60,
      reminder_minutes: 60,
      branch_id: principalUser.branchId,
      created_by: principalUser.id,
      total_attendees: expected.length,
      total_present: 0,
      full_access: true,
    });
    const rows = await t.db.execute<{ user_id: number; added_by_user_id: number }>(sql`
      SELECT user_id, added_by_user_id FROM meeting_attendees WHERE meeting_id = ${meeting.id}
      ORDER BY user_id`);
    expect(rows.rows.map((row) => row.user_id)).toEqual([...expected].sort((a, b) => a - b));
    expect(new Set(rows.rows.map((row) => row.added_by_user_id))).toEqual(
      new Set([principalUser.id]),
    );
  });

  it('refuses bad input with the contract’s words and writes nothing', async () => {
    const before = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM meetings`);
    const cases: [object, number, string][] = [
      [{ title: '   ' }, 422, MeetingMessages.titleRequired],
      [{ title: 'x'.repeat(201) }, 422, MeetingMessages.titleTooLong],
      [{ online_link: 'ftp://x' }, 422, MeetingMessages.onlineLink],
      [{ duration_minutes: 2 }, 422, MeetingMessages.duration],
      [{ reminder_minutes: 2147483648 }, 422, MeetingMessages.reminder],
      [{ branch_id: staffUser.branchId }, 422, MeetingMessages.branchOutOfScope],
      [
        { status: MeetingStatus.Scheduled, meeting_at: inMinutes(-5) },
        422,
        MeetingMessages.meetingInPast,
      ],
      [{ status: MeetingStatus.Completed }, 422, MeetingMessages.createStatus],
    ];
    for (const [change, status, text] of cases) {
      const response = await create(principal, {
        title: 'Refused',
        meeting_at: inMinutes(60),
        branch_id: principalUser.branchId,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().message, JSON.stringify(change)).toContain(text);
    }
    const after = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM meetings`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('needs the meeting permission', async () => {
    const response = await create(staff, {
      title: 'No',
      meeting_at: inMinutes(60),
      branch_id: staffUser.branchId,
    });
    expect(response.statusCode).toBe(403);
    expect((await list({}, staff)).statusCode).toBe(403);
  });
});

describe('the demo seed', () => {
  it('has meetings of every status at the demo branches, their totals counted from the rows', async () => {
    const seeded = await t.db.execute<{
      status: number;
      total_attendees: number;
      total_present: number;
      attendees: number;
      present: number;
    }>(sql`
      SELECT m.status, m.total_attendees, m.total_present,
        (SELECT count(*)::int FROM meeting_attendees a WHERE a.meeting_id = m.id) AS attendees,
        (SELECT count(*)::int FROM meeting_attendees a WHERE a.meeting_id = m.id AND a.attended)
          AS present
      FROM meetings m WHERE m.branch_id IN (${principalUser.branchId}, ${staffUser.branchId})`);
    expect(new Set(seeded.rows.map((row) => row.status))).toEqual(
      new Set([
        MeetingStatus.Draft,
        MeetingStatus.Scheduled,
        MeetingStatus.Completed,
        MeetingStatus.Disabled,
      ]),
    );
    for (const row of seeded.rows) {
      expect(row.total_attendees).toBe(row.attendees);
      expect(row.total_present).toBe(row.present);
    }
    expect(seeded.rows.some((row) => row.present > 0)).toBe(true);
  });
});

describe('another branch’s meeting', () => {
  it('answers 404 on every call, as a missing one does', async () => {
    // The zonal coordinator organises at the staff member's branch, outside the principal's scope.
    const other = await createMeeting(t, zonal, { branch_id: staffUser.branchId });
    const params = { id: other.id };
    const calls = [
      detail(other.id, principal),
      update(other.id, principal, {
        title: 'Mine',
        meeting_at: inMinutes(60),
        branch_id: principalUser.branchId,
      }),
      remove(other.id, principal),
      setStatus(other.id, MeetingStatus.Scheduled, principal),
      callApi(t, endpoints.attendees, { params }, principal),
      callApi(
        t,
        endpoints.changeAttendees,
        { params, body: { user_ids: [principalUser.id] } },
        principal,
      ),
      callApi(
        t,
        endpoints.markAttendance,
        { params, body: { user_ids: [principalUser.id], attended: true } },
        principal,
      ),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(Messages.notFound);
    }
    expect((await listed({}, principal)).ids).not.toContain(other.id);
    expect((await detail(other.id, zonal)).statusCode).toBe(200);
    expect((await detail(2147483647)).statusCode).toBe(404);
  });
});

describe(routeOf(endpoints.update), () => {
  it('edits a draft or a scheduled meeting, and refuses a completed one', async () => {
    const meeting = await createMeeting(t, principal, { branch_id: principalUser.branchId });
    const edited = await update(meeting.id, principal, {
      title: 'Moved meeting',
      venue: 'Library',
      online_link: 'https://meet.example.org/x',
      meeting_at: inMinutes(3 * 24 * 60),
      duration_minutes: 90,
      reminder_minutes: 30,
      branch_id: principalUser.branchId,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: MeetingMessages.updated,
      meeting: {
        title: 'Moved meeting',
        venue: 'Library',
        duration_minutes: 90,
        reminder_minutes: 30,
      },
    });
    // Scheduled and already started: its agenda can still change, its time not into the past.
    await t.db.execute(sql`
      UPDATE meetings SET status = ${MeetingStatus.Scheduled}, meeting_at = now() - interval '10 minutes'
      WHERE id = ${meeting.id}`);
    const started = (await detail(meeting.id, principal)).answer();
    const agenda = await update(meeting.id, principal, {
      title: started.title,
      agenda: 'Added during the meeting',
      meeting_at: started.meeting_at,
      branch_id: principalUser.branchId,
    });
    expect(agenda.statusCode, agenda.body).toBe(200);
    const past = await update(meeting.id, principal, {
      title: started.title,
      meeting_at: inMinutes(-60),
      branch_id: principalUser.branchId,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(MeetingMessages.meetingInPast);
    await t.db.execute(
      sql`UPDATE meetings SET status = ${MeetingStatus.Completed} WHERE id = ${meeting.id}`,
    );
    const refused = await update(meeting.id, principal, {
      title: 'Too late',
      meeting_at: inMinutes(60),
      branch_id: principalUser.branchId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MeetingMessages.notEditable('Completed'));
  });
});

describe(routeOf(endpoints.status), () => {
  it('moves as the machine allows and refuses the rest with its words', async () => {
    const meeting = await createMeeting(t, principal, { branch_id: principalUser.branchId });
    const completed = await setStatus(meeting.id, MeetingStatus.Completed, principal);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(
      MEETING_STATUS_MACHINE.refusal(MeetingStatus.Draft, MeetingStatus.Completed),
    );
    expect(completed.json().message).toBe(MeetingMessages.cannotMove('Draft', 'Completed'));

    const scheduled = await setStatus(meeting.id, MeetingStatus.Scheduled, principal);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().message).toBe(MeetingMessages.statusChanged('Scheduled'));
    const again = await setStatus(meeting.id, MeetingStatus.Scheduled, principal);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MeetingMessages.alreadyInStatus('Scheduled'));
    expect((await setStatus(meeting.id, MeetingStatus.Draft, principal)).statusCode).toBe(409);

    const deleteScheduled = await remove(meeting.id, principal);
    expect(deleteScheduled.statusCode).toBe(409);
    expect(deleteScheduled.json().message).toBe(MeetingMessages.scheduledNotDeletable);

    expect((await setStatus(meeting.id, MeetingStatus.Disabled, principal)).statusCode).toBe(200);
    expect((await setStatus(meeting.id, MeetingStatus.Draft, principal)).statusCode).toBe(200);
    const done = await setStatus(meeting.id, MeetingStatus.Scheduled, principal);
    expect(done.statusCode).toBe(200);
    expect((await setStatus(meeting.id, MeetingStatus.Completed, principal)).statusCode).toBe(200);
    // Completed is final.
    for (const status of [MeetingStatus.Scheduled, MeetingStatus.Draft, MeetingStatus.Disabled]) {
      expect((await setStatus(meeting.id, status, principal)).statusCode).toBe(409);
    }
    const bad = await setStatus(meeting.id, 7, principal);
    expect(bad.statusCode).toBe(422);
  });

  it('refuses to schedule a meeting whose time has passed', async () => {
    const meeting = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      meeting_at: inMinutes(-60),
    });
    const response = await setStatus(meeting.id, MeetingStatus.Scheduled, principal);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MeetingMessages.meetingInPast);
  });
});

describe(routeOf(endpoints.remove), () => {
  it('deletes a draft with its attendees', async () => {
    const meeting = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      staff_filter: { user_type: 'staff', target_method: 'all' },
    });
    const response = await remove(meeting.id, principal);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MeetingMessages.deleted);
    const left = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM meeting_attendees WHERE meeting_id = ${meeting.id}`);
    expect(left.rows[0]!.n).toBe(0);
    expect((await detail(meeting.id, principal)).statusCode).toBe(404);
  });
});

describe(routeOf(endpoints.list), () => {
  const ids = { early: 0, late: 0, other: 0 };
  beforeAll(async () => {
    ids.early = await createMeeting(t, principal, {
      title: 'Filter check early',
      meeting_at: '2031-03-01T05:00:00Z',
      branch_id: principalUser.branchId,
    }).then((row) => row.id);
    ids.late = await createMeeting(t, zonal, {
      title: 'Filter check late',
      venue: 'Auditorium',
      meeting_at: '2031-03-20T05:00:00Z',
      branch_id: principalUser.branchId,
    }).then((row) => row.id);
    ids.other = await createMeeting(t, zonal, {
      title: 'Filter check other branch',
      meeting_at: '2031-03-10T05:00:00Z',
      branch_id: staffUser.branchId,
    }).then((row) => row.id);
    await setStatus(ids.late, MeetingStatus.Scheduled, zonal);
  });

  it('filters by search, dates, status, branch and self_only', async () => {
    const search = 'filter check';
    expect((await listed({ search })).ids).toEqual(
      [ids.early, ids.late, ids.other].sort((a, b) => a - b),
    );
    expect((await listed({ search: 'auditorium' })).ids).toEqual([ids.late]);
    expect((await listed({ search, from_date: '2031-03-05', to_date: '2031-03-20' })).ids).toEqual(
      [ids.late, ids.other].sort((a, b) => a - b),
    );
    expect((await listed({ search, status: MeetingStatus.Scheduled })).ids).toEqual([ids.late]);
    expect((await listed({ search, branch_ids: staffUser.branchId })).ids).toEqual([ids.other]);
    expect((await listed({ search, self_only: true }, principal)).ids).toEqual([ids.early]);
    // The principal's scope leaves the other branch out, whatever the filter asks.
    expect((await listed({ search }, principal)).ids).toEqual(
      [ids.early, ids.late].sort((a, b) => a - b),
    );
    expect((await listed({ search, branch_ids: staffUser.branchId }, principal)).ids).toEqual([]);
  });

  it('pages with the total in x-total-count and refuses bad filters', async () => {
    const page = await list({
      search: 'filter check',
      limit: 2,
      sort: 'meeting_at',
      order: 'asc',
    });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.answer().map((row) => row.id)).toEqual([ids.early, ids.other]);
    const reversed = await list({ from_date: '2031-03-05', to_date: '2031-03-01' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toContain(Messages.fromDateAfterToDate);
    expect((await list({ status: 9 })).statusCode).toBe(422);
    expect((await list({ sort: 'agenda' })).statusCode).toBe(422);
    expect((await list({ search: '' })).statusCode).toBe(422);
  });

  it('exports meetings.csv with the filters applied', async () => {
    const response = await list({ search: 'filter check', export: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(MEETING_EXPORT_FILE);
    expect(MEETING_EXPORT_FILE).toBe('meetings.csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toContain('Title');
    expect(lines).toHaveLength(4);
    expect(response.body).toContain('Filter check late');
    expect(response.body).toContain('Scheduled');
  });
});
