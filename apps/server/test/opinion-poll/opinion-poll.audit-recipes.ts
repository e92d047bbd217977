import { PollStatus } from '@console/contract';
import {
  idOf,
  send,
  type Exemptions,
  type HistoryRecipes,
  type Recipes,
  type Walk,
} from '../audit/audit-walk-kit.ts';
import { minutesFromNow, pollBody } from './opinion-poll-kit.ts';

// The audit walk's recipes for the poll's own calls; its content engine calls (create, edit,
// status, delete, restore) are walked here too, with a poll body the shared recipes lack.

const POLLS = { module: 'opinion-poll', item_type: 'opinion_polls' };

const draft = (walk: Walk) => idOf(send(walk, 'POST', '/opinion_poll', pollBody(walk.branchId)));
const sent = (walk: Walk) =>
  idOf(send(walk, 'POST', '/opinion_poll', pollBody(walk.branchId, { status: PollStatus.Sent })));

export const recipes: Recipes = {
  'POST /api/opinion_poll': async (walk) => ({
    url: '/api/opinion_poll',
    body: pollBody(walk.branchId),
    expect: POLLS,
  }),
  'PUT /api/opinion_poll/:id': async (walk) => ({
    url: `/api/opinion_poll/${await draft(walk)}`,
    body: pollBody(walk.branchId, { title: 'Annual day moved' }),
    expect: POLLS,
  }),
  'PUT /api/opinion_poll/:id/status': async (walk) => ({
    url: `/api/opinion_poll/${await draft(walk)}/status`,
    body: { status: PollStatus.Scheduled, scheduled_at: minutesFromNow(60) },
    expect: POLLS,
  }),
  'DELETE /api/opinion_poll/:id': async (walk) => ({
    url: `/api/opinion_poll/${await draft(walk)}`,
    expect: POLLS,
  }),
  'PUT /api/opinion_poll/:id/restore': async (walk) => {
    const id = await draft(walk);
    const deleted = await walk.t.call({
      method: 'DELETE',
      url: `/api/opinion_poll/${id}`,
      headers: walk.admin.session.headers,
    });
    if (deleted.statusCode !== 204) throw new Error(`deleting failed: ${deleted.body}`);
    return { url: `/api/opinion_poll/${id}/restore`, body: {}, expect: POLLS };
  },
  'PUT /api/opinion_poll/:id/end_date': async (walk) => ({
    url: `/api/opinion_poll/${await sent(walk)}/end_date`,
    body: { ends_at: minutesFromNow(600) },
    expect: POLLS,
  }),
  'PUT /api/opinion_poll/:id/buzz': async (walk) => ({
    url: `/api/opinion_poll/${await sent(walk)}/buzz`,
    body: {},
    expect: POLLS,
  }),
};

export const exempt: Exemptions = {
  'POST /api/opinion_poll/respond/:token':
    "a recipient's answer from the apps (no console user): kept in poll_responses with its time",
};

/** The history walk's polls: a draft reaching each branch. */
export const histories: HistoryRecipes = {
  opinion_polls: async (walk, outsideBranchId) => ({
    inBranch: await draft(walk),
    outside: await idOf(send(walk, 'POST', '/opinion_poll', pollBody(outsideBranchId))),
  }),
};
