import { PollStatus, opinionPollEndpoints as endpoints } from '@console/contract';
import type { Exemptions, HistoryRecipes, Recipes, Walk } from '../audit/audit-walk-kit.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';
import { createdId } from '../messaging/content-test-kit.ts';
import { minutesFromNow, pollBody } from './opinion-poll-kit.ts';

// The audit walk's recipes for the poll's own calls; its content engine calls (create, edit,
// status, delete, restore) are walked here too, with a poll body the shared recipes lack.

const POLLS = { module: 'opinion-poll', item_type: 'opinion_polls' };

const created = (walk: Walk, body: Record<string, unknown>) =>
  createdId(walk.t, endpoints.create, body, walk.admin.session);
const draft = (walk: Walk) => created(walk, pollBody(walk.branchId));
const sent = (walk: Walk) => created(walk, pollBody(walk.branchId, { status: PollStatus.Sent }));

export const recipes: Recipes = {
  [routeOf(endpoints.create)]: async (walk) => ({
    url: urlOf(endpoints.create),
    body: pollBody(walk.branchId),
    expect: POLLS,
  }),
  [routeOf(endpoints.update)]: async (walk) => ({
    url: urlOf(endpoints.update, { id: await draft(walk) }),
    body: pollBody(walk.branchId, { title: 'Annual day moved' }),
    expect: POLLS,
  }),
  [routeOf(endpoints.status)]: async (walk) => ({
    url: urlOf(endpoints.status, { id: await draft(walk) }),
    body: { status: PollStatus.Scheduled, scheduled_at: minutesFromNow(60) },
    expect: POLLS,
  }),
  [routeOf(endpoints.remove)]: async (walk) => ({
    url: urlOf(endpoints.remove, { id: await draft(walk) }),
    expect: POLLS,
  }),
  [routeOf(endpoints.restore)]: async (walk) => {
    const id = await draft(walk);
    const deleted = await callApi(walk.t, endpoints.remove, { params: { id } }, walk.admin.session);
    if (deleted.statusCode !== 204) throw new Error(`deleting failed: ${deleted.body}`);
    return { url: urlOf(endpoints.restore, { id }), body: {}, expect: POLLS };
  },
  [routeOf(endpoints.endDate)]: async (walk) => ({
    url: urlOf(endpoints.endDate, { id: await sent(walk) }),
    body: { ends_at: minutesFromNow(600) },
    expect: POLLS,
  }),
  [routeOf(endpoints.buzz)]: async (walk) => ({
    url: urlOf(endpoints.buzz, { id: await sent(walk) }),
    body: {},
    expect: POLLS,
  }),
};

export const exempt: Exemptions = {
  [routeOf(endpoints.respond)]:
    "a recipient's answer from the apps (no console user): kept in poll_responses with its time",
};

/** The history walk's polls: a draft reaching each branch. */
export const histories: HistoryRecipes = {
  opinion_polls: async (walk, outsideBranchId) => ({
    inBranch: await draft(walk),
    outside: await created(walk, pollBody(outsideBranchId)),
  }),
};
