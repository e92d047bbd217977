import { MeetingStatus, meetingEndpoints as endpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeEndedMeetings,
  sendDueReminders,
} from '../../src/modules/meeting/meeting-sweeps.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';
import {
  appTopicsOf,
  createMeeting,
  inMinutes,
  pushesOf,
  runNoticeJobs,
  staffUsersAt,
  userOf,
  type DemoUser,
} from './meeting-kit.ts';

// What attendees are told through the push channel (the push outbox of the default driver):
// invitations when a meeting is scheduled and when they are added to a scheduled one, the
// cancellation, the reminder sweep, each once however often the jobs run; and the sweep that
// completes ended meetings.

let t: TestApp;
let principal: SignedIn;
let principalUser: DemoUser;
let branchStaff: number[];

beforeAll(async () => {
  t = await startTestApp();
  principal = await t.signIn('principal');
  principalUser = await userOf(t, 'principal');
  branchStaff = await staffUsersAt(t, principalUser.branchId, [principalUser.id]);
  // Some of them must have the staff app for a push to reach anyone.
  const withApp = await t.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE u.id = ANY(${sql.param(branchStaff.slice(0, 8))}::int[]) AND st.staff_app_version IS NOT NULL`);
  expect(withApp.rows[0]!.n).toBeGreaterThan(0);
});
afterAll(() => t?.close());

const setStatus = (id: number, status: number) =>
  callApi(t, endpoints.status, { params: { id }, body: { status } }, principal);
const addAttendees = (id: number, userIds: number[]) =>
  callApi(t, endpoints.changeAttendees, { params: { id }, body: { user_ids: userIds } }, principal);

describe('invitations and cancellation', () => {
  it('invites every attendee with the staff app once, later ones too, and tells them of a cancellation', async () => {
    const meeting = await createMeeting(t, principal, { branch_id: principalUser.branchId });
    await addAttendees(meeting.id, branchStaff.slice(0, 6));
    await runNoticeJobs(t);
    expect(await pushesOf(t, meeting.id, 'invite')).toEqual([]); // a draft invites nobody

    await setStatus(meeting.id, MeetingStatus.Scheduled);
    await runNoticeJobs(t);
    const invited = await appTopicsOf(t, meeting.id);
    expect(await pushesOf(t, meeting.id, 'invite')).toEqual(invited);
    const outbox = await t.db.execute<{ title: string; target: string }>(sql`
      SELECT title, target FROM push_outbox WHERE purpose = ${`meeting:${meeting.id}:invite`} LIMIT 1`);
    expect(outbox.rows[0]!.title).toBe('Meeting invitation: Weekly staff meeting');
    expect(outbox.rows[0]!.target).toMatch(/^staff_\d+$/);

    // The job again (a retry, another status change's queueing): nobody is invited twice.
    await t.db.execute(sql`
      UPDATE jobs SET status = 'queued', run_at = now() WHERE key = ${`meeting-notices:${meeting.id}`}`);
    await runNoticeJobs(t);
    expect(await pushesOf(t, meeting.id, 'invite')).toEqual(invited);

    // Attendees added to the scheduled meeting are invited too.
    await addAttendees(meeting.id, branchStaff.slice(6, 12));
    await runNoticeJobs(t);
    const everyone = await appTopicsOf(t, meeting.id);
    expect(everyone.length).toBeGreaterThan(invited.length);
    expect(await pushesOf(t, meeting.id, 'invite')).toEqual(everyone);

    await setStatus(meeting.id, MeetingStatus.Disabled);
    await runNoticeJobs(t);
    await runNoticeJobs(t);
    expect(await pushesOf(t, meeting.id, 'cancel')).toEqual(everyone);
  });

  it('schedules again after a cancellation with fresh invitations', async () => {
    const meeting = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      status: MeetingStatus.Scheduled,
    });
    await addAttendees(meeting.id, branchStaff.slice(0, 4));
    await runNoticeJobs(t);
    const topics = await appTopicsOf(t, meeting.id);
    await setStatus(meeting.id, MeetingStatus.Disabled);
    await setStatus(meeting.id, MeetingStatus.Draft);
    await setStatus(meeting.id, MeetingStatus.Scheduled);
    await runNoticeJobs(t);
    expect(await pushesOf(t, meeting.id, 'invite')).toEqual([...topics, ...topics].sort());
  });
});

describe('the reminder sweep', () => {
  it('reminds once when the reminder time has come, and again after the meeting moves', async () => {
    const soon = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      status: MeetingStatus.Scheduled,
      meeting_at: inMinutes(45),
    });
    const later = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      status: MeetingStatus.Scheduled,
      meeting_at: inMinutes(180),
      reminder_minutes: 60,
    });
    const none = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      status: MeetingStatus.Scheduled,
      meeting_at: inMinutes(10),
      reminder_minutes: 0,
    });
    for (const meeting of [soon, later, none]) {
      await addAttendees(meeting.id, branchStaff.slice(0, 5));
    }
    await sendDueReminders(t.db, t.app.services.push);
    await sendDueReminders(t.db, t.app.services.push);
    const topics = await appTopicsOf(t, soon.id);
    expect(await pushesOf(t, soon.id, 'remind')).toEqual(topics);
    expect(await pushesOf(t, later.id, 'remind')).toEqual([]);
    expect(await pushesOf(t, none.id, 'remind')).toEqual([]);

    // Moved to 40 minutes from now: its attendees are reminded of the new time.
    const moved = await callApi(
      t,
      endpoints.update,
      {
        params: { id: later.id },
        body: {
          title: 'Weekly staff meeting',
          meeting_at: inMinutes(40),
          branch_id: principalUser.branchId,
        },
      },
      principal,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await sendDueReminders(t.db, t.app.services.push);
    expect(await pushesOf(t, later.id, 'remind')).toEqual(topics);
  });
});

describe('the completion sweep', () => {
  it('completes scheduled meetings whose end has passed, and only those', async () => {
    const ended = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      status: MeetingStatus.Scheduled,
    });
    const running = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      status: MeetingStatus.Scheduled,
    });
    const draft = await createMeeting(t, principal, {
      branch_id: principalUser.branchId,
      meeting_at: inMinutes(-300),
    });
    await t.db.execute(sql`
      UPDATE meetings SET meeting_at = now() - interval '2 hours', duration_minutes = 60
      WHERE id = ${ended.id}`);
    await t.db.execute(sql`
      UPDATE meetings SET meeting_at = now() - interval '30 minutes', duration_minutes = 60
      WHERE id = ${running.id}`);
    expect(await completeEndedMeetings(t.db)).toBeGreaterThanOrEqual(1);
    const statuses = await t.db.execute<{ id: number; status: number }>(sql`
      SELECT id, status FROM meetings WHERE id IN (${ended.id}, ${running.id}, ${draft.id})
      ORDER BY id`);
    expect(statuses.rows).toEqual([
      { id: ended.id, status: MeetingStatus.Completed },
      { id: running.id, status: MeetingStatus.Scheduled },
      { id: draft.id, status: MeetingStatus.Draft },
    ]);
  });
});
