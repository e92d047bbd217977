import {
  MeetingMessages,
  MeetingStatus,
  auditLogEndpoints,
  groupDateTime,
  meetingEndpoints as endpoints,
} from '@console/contract';
import type { AuditEntry } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';
import { createMeeting, staffUsersAt, totalsOf, userOf, type DemoUser } from './meeting-kit.ts';

// Attendees and attendance (002 §6): adding staff through the targeting and by id within the
// caller's scope, the added-by rule against full access (the organiser, a superuser), the
// present count moving by exactly the marks changed, and concurrent markers losing nothing.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let principalUser: DemoUser;
let zonalUser: DemoUser;
let staffUser: DemoUser;
/** Staff of the principal's branch, the demo accounts left out. */
let branchStaff: number[];

beforeAll(async () => {
  t = await startTestApp();
  [admin, principal, zonal] = await Promise.all([
    t.signIn('superuser'),
    t.signIn('principal'),
    t.signIn('zonal'),
  ]);
  principalUser = await userOf(t, 'principal');
  zonalUser = await userOf(t, 'zonal');
  staffUser = await userOf(t, 'staff');
  branchStaff = await staffUsersAt(t, principalUser.branchId, [
    principalUser.id,
    zonalUser.id,
    staffUser.id,
  ]);
  expect(branchStaff.length).toBeGreaterThanOrEqual(10);
});
afterAll(() => t?.close());

const changeAttendees = (id: number, who: SignedIn, body: object) =>
  callApi(t, endpoints.changeAttendees, { params: { id }, body }, who);
const changeStatus = (id: number, who: SignedIn, body: object) =>
  callApi(t, endpoints.status, { params: { id }, body }, who);
const attendees = (id: number, who: SignedIn, query: Record<string, QueryValue>) =>
  callApi(t, endpoints.attendees, { params: { id }, query }, who);
const mark = (id: number, who: SignedIn, userIds: number[], attended: boolean) =>
  callApi(
    t,
    endpoints.markAttendance,
    { params: { id }, body: { user_ids: userIds, attended } },
    who,
  );
const historyOf = (who: SignedIn, query: { item_type: string; item_id: number }) =>
  callApi(t, auditLogEndpoints.itemHistory, { query }, who);

async function scheduledMeeting(who: SignedIn) {
  const meeting = await createMeeting(t, who, { branch_id: principalUser.branchId });
  const response = await changeStatus(meeting.id, who, { status: MeetingStatus.Scheduled });
  expect(response.statusCode, response.body).toBe(200);
  return meeting;
}

/** A scheduled meeting that has begun (scheduling needs a future start: time then passes). */
async function startedMeeting(who: SignedIn) {
  const meeting = await scheduledMeeting(who);
  await startNow(meeting.id);
  return meeting;
}

const startNow = (meetingId: number) =>
  t.db.execute(sql`UPDATE meetings SET meeting_at = now() - interval '1 minute'
    WHERE id = ${meetingId}`);

describe(routeOf(endpoints.changeAttendees), () => {
  it('adds staff by id and by a staff filter, each row added by the caller, totals kept', async () => {
    const meeting = await createMeeting(t, principal, { branch_id: principalUser.branchId });
    const byId = await changeAttendees(meeting.id, principal, {
      user_ids: branchStaff.slice(0, 3),
    });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({
      message: MeetingMessages.attendeesChanged(3, 0),
      added: 3,
      removed: 0,
      total_attendees: 3,
    });
    // A designation of one of them: the filter reaches every such staff member in scope.
    const designation = await t.db.execute<{ designation_id: number }>(sql`
      SELECT st.designation_id FROM users u JOIN staff st ON st.id = u.staff_id
      WHERE u.id = ${branchStaff[5]!}`);
    const designationId = designation.rows[0]!.designation_id;
    const expected = await t.db.execute<{ id: number }>(sql`
      SELECT u.id FROM staff st JOIN users u ON u.staff_id = st.id
      WHERE st.branch_id = ${principalUser.branchId} AND st.status = 1 AND u.status = 1
        AND st.designation_id = ${designationId}`);
    const byFilter = await changeAttendees(meeting.id, zonal, {
      staff_filter: {
        user_type: 'staff',
        target_method: 'branch',
        branch_ids: [principalUser.branchId],
        designation_ids: [designationId],
      },
    });
    expect(byFilter.statusCode, byFilter.body).toBe(200);
    const newcomers = expected.rows.filter((row) => !branchStaff.slice(0, 3).includes(row.id));
    expect(byFilter.answer().added).toBe(newcomers.length);
    const totals = await totalsOf(t, meeting.id);
    expect(totals.total_attendees).toBe(totals.counted_attendees);
    expect(totals.total_attendees).toBe(3 + newcomers.length);

    const listed = await attendees(meeting.id, zonal, { limit: 500 });
    expect(listed.headers['x-total-count']).toBe(String(totals.total_attendees));
    const rows = listed.answer();
    for (const row of rows) {
      const mine = newcomers.some((newcomer) => newcomer.id === row.user_id);
      expect(row.added_by_user_id).toBe(mine ? zonalUser.id : principalUser.id);
      // The zonal coordinator is not the organiser: only their own rows are theirs to change.
      expect(row.may_change).toBe(mine);
      expect(row.attended).toBeNull();
    }
  });

  it('refuses users who are not staff in the caller’s scope, changing nothing', async () => {
    const meeting = await createMeeting(t, principal, { branch_id: principalUser.branchId });
    const elsewhere = await staffUsersAt(t, staffUser.branchId);
    const admins = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE username = 'admin'`,
    );
    for (const outsider of [elsewhere[0]!, admins.rows[0]!.id, 2147483647]) {
      const response = await changeAttendees(meeting.id, principal, {
        user_ids: [branchStaff[0]!, outsider],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(MeetingMessages.notStaffInScope(1));
    }
    expect((await totalsOf(t, meeting.id)).counted_attendees).toBe(0);
    const empty = await changeAttendees(meeting.id, principal, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toContain(MeetingMessages.attendeesNothing);
    const customers = await changeAttendees(meeting.id, principal, {
      staff_filter: { user_type: 'student', target_method: 'all' },
    });
    expect(customers.statusCode).toBe(422);
  });

  it('removes attendees: one’s own, or any with full access; the present count follows', async () => {
    const meeting = await startedMeeting(principal);
    await changeAttendees(meeting.id, principal, { user_ids: branchStaff.slice(0, 2) });
    await changeAttendees(meeting.id, zonal, { user_ids: branchStaff.slice(2, 4) });
    await mark(meeting.id, principal, branchStaff.slice(0, 4), true);
    const byZonal = await changeAttendees(meeting.id, zonal, {
      remove_user_ids: [branchStaff[0]!, branchStaff[2]!],
    });
    expect(byZonal.json()).toMatchObject({
      removed: 1,
      refused_user_ids: [branchStaff[0]!],
      total_attendees: 3,
      total_present: 3,
    });
    const byOrganiser = await changeAttendees(meeting.id, principal, {
      remove_user_ids: [branchStaff[0]!, branchStaff[3]!],
    });
    expect(byOrganiser.json()).toMatchObject({ removed: 2, total_attendees: 1, total_present: 1 });
    const totals = await totalsOf(t, meeting.id);
    expect([totals.total_attendees, totals.total_present]).toEqual([
      totals.counted_attendees,
      totals.counted_present,
    ]);
  });

  it('closes the list of attendees once a meeting is completed or cancelled', async () => {
    const meeting = await scheduledMeeting(principal);
    await changeStatus(meeting.id, principal, {
      status: MeetingStatus.Completed,
    });
    const response = await changeAttendees(meeting.id, principal, {
      user_ids: [branchStaff[0]!],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MeetingMessages.attendeesClosed('Completed'));
  });
});

describe(routeOf(endpoints.attendees), () => {
  it('searches by name or employee number, filters by attendance, pages and exports', async () => {
    const meeting = await startedMeeting(principal);
    await changeAttendees(meeting.id, principal, { user_ids: branchStaff.slice(0, 5) });
    await mark(meeting.id, principal, branchStaff.slice(0, 2), true);
    const list = (query: Record<string, QueryValue>) => attendees(meeting.id, principal, query);
    const present = await list({ attended: true });
    expect(present.headers['x-total-count']).toBe('2');
    expect(
      present
        .answer()
        .map((row) => row.user_id)
        .sort(),
    ).toEqual(branchStaff.slice(0, 2).sort());
    // The other three are not marked, which is not absent.
    expect((await list({ attended: false })).headers['x-total-count']).toBe('0');
    expect(
      (await list({}))
        .answer()
        .filter((row) => row.attended === null)
        .map((row) => row.user_id)
        .sort(),
    ).toEqual(branchStaff.slice(2, 5).sort());
    const someone = await t.db.execute<{ name: string; employee_number: number }>(sql`
      SELECT u.first_name || ' ' || u.last_name AS name, st.employee_number
      FROM users u JOIN staff st ON st.id = u.staff_id WHERE u.id = ${branchStaff[3]!}`);
    const { name, employee_number: employeeNumber } = someone.rows[0]!;
    for (const search of [name, employeeNumber]) {
      const found = (await list({ search })).answer();
      expect(found.map((row) => row.user_id)).toEqual([branchStaff[3]!]);
    }
    const page = await list({ limit: 2, page: 3, sort: 'name' });
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.answer().length).toBe(1);
    const file = await list({ export: true });
    expect(file.statusCode).toBe(200);
    expect(file.body.trim().split('\n')).toHaveLength(6);
    expect((await list({ sort: 'agenda' })).statusCode).toBe(422);
  });
});

describe(routeOf(endpoints.markAttendance), () => {
  it('opens at the meeting’s start: earlier marks are refused and change nothing', async () => {
    const meeting = await scheduledMeeting(principal);
    await changeAttendees(meeting.id, principal, { user_ids: branchStaff.slice(0, 2) });
    const rows = (await attendees(meeting.id, principal, {})).answer();
    expect(rows.map((row) => [row.attended, row.marked_at])).toEqual([
      [null, null],
      [null, null],
    ]);
    const early = await mark(meeting.id, principal, [branchStaff[0]!], true);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      MeetingMessages.markingNotYetOpen(groupDateTime(meeting.meeting_at)),
    );
    expect(early.json().message).toMatch(
      /^Attendance can be marked once the meeting starts, at \d\d-[A-Z][a-z]{2}-\d{4} \d\d:\d\d [AP]M\.$/,
    );
    expect(await totalsOf(t, meeting.id)).toMatchObject({ total_present: 0, counted_present: 0 });
    await startNow(meeting.id);
    const onTime = await mark(meeting.id, principal, [branchStaff[0]!], true);
    expect(onTime.json()).toMatchObject({ changed: 1, total_present: 1 });
  });

  it('moves the present count by exactly the marks that changed', async () => {
    const meeting = await startedMeeting(principal);
    await changeAttendees(meeting.id, principal, { user_ids: branchStaff.slice(0, 6) });
    const first = await mark(meeting.id, principal, branchStaff.slice(0, 4), true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: MeetingMessages.marked(4, true),
      changed: 4,
      refused_user_ids: [],
      total_present: 4,
      total_attendees: 6,
    });
    // Two of them again and two new ones: only the new two change.
    const overlap = await mark(meeting.id, principal, branchStaff.slice(2, 6), true);
    expect(overlap.json()).toMatchObject({ changed: 2, total_present: 6 });
    const absent = await mark(meeting.id, principal, [branchStaff[0]!, branchStaff[0]!], false);
    expect(absent.json()).toMatchObject({
      message: MeetingMessages.marked(1, false),
      changed: 1,
      total_present: 5,
    });
    const again = await mark(meeting.id, principal, [branchStaff[0]!], false);
    expect(again.json()).toMatchObject({ changed: 0, total_present: 5 });
    // Not marked to absent changes the mark but not the present count.
    await changeAttendees(meeting.id, principal, { user_ids: [branchStaff[6]!] });
    const unmarked = await mark(meeting.id, principal, [branchStaff[6]!], false);
    expect(unmarked.json()).toMatchObject({ changed: 1, total_present: 5 });
    const totals = await totalsOf(t, meeting.id);
    expect(totals.total_present).toBe(totals.counted_present);
  });

  it('changes only attendees the caller added unless they have full access', async () => {
    // Organised by the zonal coordinator; the principal adds some, the organiser the rest.
    const meeting = await startedMeeting(zonal);
    const zonalAdds = branchStaff.slice(0, 3);
    const principalAdds = branchStaff.slice(3, 6);
    await changeAttendees(meeting.id, zonal, { user_ids: zonalAdds });
    await changeAttendees(meeting.id, principal, { user_ids: principalAdds });

    const mixed = await mark(meeting.id, principal, [...zonalAdds, ...principalAdds], true);
    expect(mixed.statusCode).toBe(200);
    const body = mixed.answer();
    expect(body.changed).toBe(3);
    expect(body.refused_user_ids).toEqual([...zonalAdds].sort((a, b) => a - b));
    expect(body.message).toBe(
      `${MeetingMessages.marked(3, true)} ${MeetingMessages.notAddedByYou(3)}`,
    );
    expect(body.total_present).toBe(3);

    const onlyOthers = await mark(meeting.id, principal, zonalAdds, true);
    expect(onlyOthers.statusCode).toBe(403);
    expect(onlyOthers.json().message).toBe(MeetingMessages.notAddedByYou(3));

    // The organiser and a superuser change anyone's.
    const organiser = await mark(meeting.id, zonal, [...zonalAdds, principalAdds[0]!], true);
    expect(organiser.json()).toMatchObject({ changed: 3, refused_user_ids: [], total_present: 6 });
    const superuser = await mark(meeting.id, admin, principalAdds, false);
    expect(superuser.json()).toMatchObject({ changed: 3, total_present: 3 });

    const marks = await t.db.execute<{ user_id: number; marked_by_user_id: number }>(sql`
      SELECT user_id, marked_by_user_id FROM meeting_attendees WHERE meeting_id = ${meeting.id}
        AND user_id = ANY(${sql.param(zonalAdds)}::int[])`);
    expect(new Set(marks.rows.map((row) => row.marked_by_user_id))).toEqual(
      new Set([zonalUser.id]),
    );
  });

  it('refuses ids that are not attendees, and marks on a draft or cancelled meeting', async () => {
    const meeting = await createMeeting(t, principal, { branch_id: principalUser.branchId });
    await changeAttendees(meeting.id, principal, { user_ids: branchStaff.slice(0, 2) });
    const draft = await mark(meeting.id, principal, [branchStaff[0]!], true);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe(MeetingMessages.markingClosed('Draft'));
    await changeStatus(meeting.id, principal, {
      status: MeetingStatus.Scheduled,
    });
    await startNow(meeting.id);
    const stranger = await mark(meeting.id, principal, [branchStaff[0]!, branchStaff[9]!], true);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe(MeetingMessages.notAttendees(1));
    expect((await totalsOf(t, meeting.id)).counted_present).toBe(0);
    expect((await mark(meeting.id, principal, [], true)).statusCode).toBe(422);
    await changeStatus(meeting.id, principal, {
      status: MeetingStatus.Disabled,
    });
    const cancelled = await mark(meeting.id, principal, [branchStaff[0]!], true);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(MeetingMessages.markingClosed('Disabled'));
  });

  it('records the marks in the meeting’s history, read by those who may read the meeting', async () => {
    const meeting = await startedMeeting(principal);
    await changeAttendees(meeting.id, principal, { user_ids: branchStaff.slice(0, 2) });
    await mark(meeting.id, principal, [branchStaff[0]!], true);
    const history = await historyOf(principal, { item_type: 'meetings', item_id: meeting.id });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json() as AuditEntry[];
    // One entry per call (issue 25): the two attendees' addition is one entry counting its rows,
    // and the mark is one entry, told in the attendee's words.
    expect(
      entries.some((entry) =>
        entry.children.some((child) => child.action === 'created' && child.count === 2),
      ),
    ).toBe(true);
    expect(entries.some((entry) => entry.after?.attended === true)).toBe(true);
    const elsewhere = await createMeeting(t, zonal, { branch_id: staffUser.branchId });
    const hidden = await historyOf(principal, { item_type: 'meetings', item_id: elsewhere.id });
    expect(hidden.statusCode).toBe(404);
  });

  it('loses no mark when ten markers mark overlapping sets at once', async () => {
    const meeting = await startedMeeting(principal);
    const people = branchStaff.slice(0, 10);
    await changeAttendees(meeting.id, principal, { user_ids: people });
    // Everyone marked first, so each change below moves the present count by one.
    await mark(meeting.id, principal, people, false);
    // Ten overlapping windows of five, alternately present and absent, some by the superuser.
    const requests = Array.from({ length: 10 }, (_, index) => {
      const window = Array.from({ length: 5 }, (_, k) => people[(index + k) % people.length]!);
      return mark(meeting.id, index % 3 === 0 ? admin : principal, window, index % 2 === 0);
    });
    const answers = await Promise.all(requests);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const totals = await totalsOf(t, meeting.id);
    expect(totals.total_present).toBe(totals.counted_present);
    // Each answer's change adds up to where the count ended: nothing counted twice or lost.
    const net = answers
      .map((answer, index) => (index % 2 === 0 ? 1 : -1) * answer.answer().changed)
      .reduce((sum, change) => sum + change, 0);
    expect(net).toBe(totals.counted_present);

    // All present at once from ten markers: exactly the union, whatever the order.
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        mark(meeting.id, principal, people.slice(index, index + 4), true),
      ),
    );
    const union = new Set(
      Array.from({ length: 10 }, (_, index) => people.slice(index, index + 4)).flat(),
    );
    const before = totals.counted_present;
    const changedSum = all.reduce((sum, answer) => sum + answer.answer().changed, 0);
    const after = await totalsOf(t, meeting.id);
    expect(after.total_present).toBe(after.counted_present);
    expect(after.counted_present).toBe(before + changedSum);
    expect(union.size).toBe(people.length);
    expect(after.counted_present).toBe(union.size);
  });
});
