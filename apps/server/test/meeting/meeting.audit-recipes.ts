import { sql } from 'drizzle-orm';
import { MeetingStatus, meetingEndpoints as endpoints } from '@console/contract';
import type { HistoryRecipes, Recipes, Walk } from '../audit/audit-walk-kit.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';

// The audit walk's recipes for meetings (see audit/audit-walk-kit.ts): each write route's change
// is recorded under the meeting (its attendee rows included).

const MEETINGS = { module: 'meeting', item_type: 'meetings' };

const fields = (walk: Walk) => ({
  title: 'Audited meeting',
  meeting_at: new Date(Date.now() + 86_400_000).toISOString(),
  branch_id: walk.branchId,
});

/** A meeting created through the API (its answer carries the meeting). */
async function newMeeting(walk: Walk, extra: object = {}): Promise<number> {
  const body = { ...fields(walk), ...extra };
  const created = await callApi(walk.t, endpoints.create, { body }, walk.admin.session);
  return created.answer().meeting.id;
}

const staffFilter = (walk: Walk) => ({
  user_type: 'staff',
  target_method: 'branch',
  branch_ids: [walk.branchId],
});

export const recipes: Recipes = {
  [routeOf(endpoints.create)]: async (walk) => ({
    url: urlOf(endpoints.create),
    body: fields(walk),
    expect: MEETINGS,
  }),
  [routeOf(endpoints.update)]: async (walk) => ({
    url: urlOf(endpoints.update, { id: await newMeeting(walk) }),
    body: { ...fields(walk), title: 'Renamed' },
    expect: MEETINGS,
  }),
  [routeOf(endpoints.remove)]: async (walk) => ({
    url: urlOf(endpoints.remove, { id: await newMeeting(walk) }),
    expect: MEETINGS,
  }),
  [routeOf(endpoints.status)]: async (walk) => ({
    url: urlOf(endpoints.status, { id: await newMeeting(walk) }),
    body: { status: MeetingStatus.Scheduled },
    expect: MEETINGS,
  }),
  [routeOf(endpoints.changeAttendees)]: async (walk) => ({
    url: urlOf(endpoints.changeAttendees, { id: await newMeeting(walk) }),
    body: { staff_filter: staffFilter(walk) },
    expect: MEETINGS,
  }),
  [routeOf(endpoints.markAttendance)]: async (walk) => {
    const id = await newMeeting(walk, {
      status: MeetingStatus.Scheduled,
      staff_filter: staffFilter(walk),
    });
    // Attendance opens at the meeting's start (issue 25): this one has started.
    await walk.t.db.execute(
      sql`UPDATE meetings SET meeting_at = now() - interval '1 minute' WHERE id = ${id}`,
    );
    const attendees = await callApi(
      walk.t,
      endpoints.attendees,
      { params: { id } },
      walk.admin.session,
    );
    const first = attendees.answer()[0]!;
    return {
      url: urlOf(endpoints.markAttendance, { id }),
      body: { user_ids: [first.user_id], attended: true },
      expect: MEETINGS,
    };
  },
};

/** The history walk's meetings: one organised for each branch. */
export const histories: HistoryRecipes = {
  meetings: async (walk, outsideBranchId) => ({
    inBranch: await newMeeting(walk),
    outside: await newMeeting(walk, { branch_id: outsideBranchId }),
  }),
};
