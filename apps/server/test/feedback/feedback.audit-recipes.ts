import { FeedbackStatus, feedbackEndpoints as endpoints } from '@console/contract';
import type { HistoryRecipes, Recipes, Walk } from '../audit/audit-walk-kit.ts';
import { routeOf, urlOf } from '../support/endpoint-client.ts';
import { insertFeedback } from './feedback-kit.ts';

// The audit walk's recipes for feedback triage (see audit/audit-walk-kit.ts); the submission
// (POST /api/feedback) has its recipe in shared/shared.audit-recipes.ts.

const RECORDS = { module: 'feedback', item_type: 'help_feedback' };

export const recipes: Recipes = {
  [routeOf(endpoints.update)]: async (walk) => {
    const id = await insertFeedback(walk.t, {
      marker: 'audit walk',
      userId: walk.admin.id,
      branchId: walk.branchId,
    });
    return {
      url: urlOf(endpoints.update, { id }),
      body: { status: FeedbackStatus.Resolved, resolution_note: 'Fixed' },
      expect: RECORDS,
    };
  },
  [routeOf(endpoints.remove)]: async (walk) => {
    const id = await insertFeedback(walk.t, {
      marker: 'audit walk',
      userId: walk.admin.id,
      branchId: walk.branchId,
    });
    return { url: urlOf(endpoints.remove, { id }), expect: RECORDS };
  },
};

/** A record sent by the superuser from a branch. */
const recordOf = (walk: Walk, branchId: number) =>
  insertFeedback(walk.t, { marker: 'history walk', userId: walk.admin.id, branchId });

/** The history walk's records: one from each branch. */
export const histories: HistoryRecipes = {
  help_feedback: async (walk, outsideBranchId) => ({
    inBranch: await recordOf(walk, walk.branchId),
    outside: await recordOf(walk, outsideBranchId),
  }),
};
