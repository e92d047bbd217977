import {
  FEEDBACK_STATUS_MACHINE,
  FeedbackMessages,
  GlobalModule,
  Messages,
  type FeedbackListQuery,
  type FeedbackRow,
  type FeedbackUpdateBody,
} from '@console/contract';
import { moduleScope } from '../../platform/core/access/module-scope.ts';
import { conflict, notFound } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { feedbackListSpec } from './feedback-list.ts';
import { deleteFeedback, findFeedback, recordStatus } from './feedback.repo.ts';

// Triage of feedback records: within the caller's feedback scope (000 §6), a record of another
// branch answers 404 like a missing one; a status moves only as FEEDBACK_STATUS_MACHINE allows.

const scopeOf = (caller: RequestContext) =>
  moduleScope(caller.db, caller.auth, GlobalModule.feedback);

export async function feedbackList(
  caller: RequestContext,
  query: FeedbackListQuery,
): Promise<ListSpec> {
  return feedbackListSpec(query, await scopeOf(caller));
}

export async function feedbackDetail(caller: RequestContext, id: number): Promise<FeedbackRow> {
  const found = await findFeedback(caller.db, id, await scopeOf(caller));
  if (!found) throw notFound(Messages.notFound);
  return found;
}

/**
 * PUT /feedback/{id}: the row is locked while the move is checked, so two triagers cannot both
 * move it from the same status. The note is replaced by the one given (none clears it).
 */
export async function updateFeedback(
  caller: RequestContext,
  id: number,
  body: FeedbackUpdateBody,
): Promise<{ message: string; feedback: FeedbackRow }> {
  const scope = await scopeOf(caller);
  return caller.db.transaction(async (tx) => {
    const found = await findFeedback(tx, id, scope, { lock: true });
    if (!found) throw notFound(Messages.notFound);
    const refusal = FEEDBACK_STATUS_MACHINE.refusal(found.status, body.status);
    if (refusal) throw conflict(refusal);
    await recordStatus(tx, id, {
      status: body.status,
      note: body.resolution_note || null,
      by: caller.auth.userId,
    });
    const feedback = await findFeedback(tx, id, scope);
    if (!feedback) throw notFound(Messages.notFound);
    return { message: FeedbackMessages.updated, feedback };
  });
}

export async function removeFeedback(
  caller: RequestContext,
  id: number,
): Promise<{ message: string }> {
  const scope = await scopeOf(caller);
  return caller.db.transaction(async (tx) => {
    if (!(await findFeedback(tx, id, scope, { lock: true }))) throw notFound(Messages.notFound);
    await deleteFeedback(tx, id);
    return { message: FeedbackMessages.deleted };
  });
}
