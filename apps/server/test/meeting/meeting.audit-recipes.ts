import { MeetingStatus } from '@console/contract';
import { send, type HistoryRecipes, type Recipes, type Walk } from '../audit/audit-walk-kit.ts';

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
  const answer = await send(walk, 'POST', '/meeting', { ...fields(walk), ...extra });
  return (answer as { meeting: { id: number } }).meeting.id;
}

const staffFilter = (walk: Walk) => ({
  user_type: 'staff',
  target_method: 'branch',
  branch_ids: [walk.branchId],
});

export const recipes: Recipes = {
  'POST /api/meeting': async (walk) => ({
    url: '/api/meeting',
    body: fields(walk),
    expect: MEETINGS,
  }),
  'PUT /api/meeting/:id': async (walk) => ({
    url: `/api/meeting/${await newMeeting(walk)}`,
    body: { ...fields(walk), title: 'Renamed' },
    expect: MEETINGS,
  }),
  'DELETE /api/meeting/:id': async (walk) => ({
    url: `/api/meeting/${await newMeeting(walk)}`,
    expect: MEETINGS,
  }),
  'PUT /api/meeting/:id/status': async (walk) => ({
    url: `/api/meeting/${await newMeeting(walk)}/status`,
    body: { status: MeetingStatus.Scheduled },
    expect: MEETINGS,
  }),
  'PUT /api/meeting/:id/attendees': async (walk) => ({
    url: `/api/meeting/${await newMeeting(walk)}/attendees`,
    body: { staff_filter: staffFilter(walk) },
    expect: MEETINGS,
  }),
  'PUT /api/meeting/:id/attendees/status': async (walk) => {
    const id = await newMeeting(walk, {
      status: MeetingStatus.Scheduled,
      staff_filter: staffFilter(walk),
    });
    const attendees = await walk.t.call({
      method: 'GET',
      url: `/api/meeting/${id}/attendees`,
      headers: walk.admin.session.headers,
    });
    const first = (attendees.json() as { user_id: number }[])[0]!;
    return {
      url: `/api/meeting/${id}/attendees/status`,
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
