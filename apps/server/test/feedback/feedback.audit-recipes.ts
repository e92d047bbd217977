import { FeedbackStatus } from '@console/contract';
import type { Recipes } from '../audit/audit-walk-kit.ts';
import { insertFeedback } from './feedback-kit.ts';

// The audit walk's recipes for feedback triage (see audit/audit-walk-kit.ts); the submission
// (POST /api/feedback) has its recipe in shared/shared.audit-recipes.ts.

const RECORDS = { module: 'feedback', item_type: 'help_feedback' };

export const recipes: Recipes = {
  'PUT /api/feedback/:id': async (walk) => {
    const id = await insertFeedback(walk.t, {
      marker: 'audit walk',
      userId: walk.admin.id,
      branchId: walk.branchId,
    });
    return {
      url: `/api/feedback/${id}`,
      body: { status: FeedbackStatus.Resolved, resolution_note: 'Fixed' },
      expect: RECORDS,
    };
  },
  'DELETE /api/feedback/:id': async (walk) => {
    const id = await insertFeedback(walk.t, {
      marker: 'audit walk',
      userId: walk.admin.id,
      branchId: walk.branchId,
    });
    return { url: `/api/feedback/${id}`, expect: RECORDS };
  },
};
