import {
  FEEDBACK_STATUS_MACHINE,
  FEEDBACK_STATUSES,
  FeedbackStatus,
  type FeedbackRow,
  type FeedbackStatusCode,
} from '@console/contract';
import { ApiError } from '../../platform/api/api-client.ts';
import { apiErrorText } from '../../platform/content/api-errors.ts';
import { settleEach, type BulkAction, type BulkResult } from '../../platform/list/bulk-action.ts';
import { changeFeedbackStatus } from './feedback-api.ts';

// Bulk status change: each selected record through its own PUT /feedback/{id}, so the machine,
// the scope and the audit are the same as for one. A record whose status cannot move there (by
// the list's copy, or the server's 409 when it moved meanwhile) is left as it was, with why.

export const recordCount = (count: number): string =>
  `${count} feedback ${count === 1 ? 'record' : 'records'}`;

async function changeEach(
  keys: readonly (string | number)[],
  rows: readonly FeedbackRow[],
  to: FeedbackStatusCode,
  onChanged: (row: FeedbackRow) => void,
): Promise<BulkResult> {
  const statusOf = new Map(rows.map((row) => [row.id, row.status]));
  const refused: string[] = [];
  const moving: number[] = [];
  for (const key of keys) {
    const id = Number(key);
    const from = statusOf.get(id);
    const refusal = from === undefined ? null : FEEDBACK_STATUS_MACHINE.refusal(from, to);
    if (refusal) refused.push(`Feedback ${id}: ${refusal}`);
    else moving.push(id);
  }
  const settled = await settleEach(moving, (id) => changeFeedbackStatus(id, { status: to }));
  for (const { value } of settled.done) onChanged(value.feedback);
  const moved = settled.failed.filter(
    ({ error }) => error instanceof ApiError && error.status === 409,
  );
  const failed = settled.failed.filter((entry) => !moved.includes(entry));
  const about = (id: number, error: unknown) => `Feedback ${id}: ${apiErrorText(error)}`;
  return {
    succeeded: settled.done.length,
    failed: failed.length,
    failures: failed.map(({ key, error }) => about(key, error)),
    skipped: refused.length + moved.length,
    skippedReasons: [...moved.map(({ key, error }) => about(key, error)), ...refused],
  };
}

const BULK_TARGETS = [
  { to: FeedbackStatus.Resolved, label: 'Mark resolved' },
  { to: FeedbackStatus.WontFix, label: 'Mark won’t fix' },
  { to: FeedbackStatus.Invalid, label: 'Mark invalid' },
  { to: FeedbackStatus.Hidden, label: 'Hide' },
] as const;

/** One action per status a triager moves many records to at once. */
export function feedbackBulkActions(
  onChanged: (row: FeedbackRow) => void,
): BulkAction<FeedbackRow>[] {
  return BULK_TARGETS.map(({ to, label }) => ({
    key: `status-${to}`,
    label,
    confirm: (count) => `Mark ${recordCount(count)} ${FEEDBACK_STATUSES.label(to)}?`,
    description:
      'Records that cannot move to this status (already closed another way) stay as they are.',
    doneText: (count) => `${recordCount(count)} marked ${FEEDBACK_STATUSES.label(to)}`,
    run: (keys, rows) => changeEach(keys, rows, to, onChanged),
  }));
}
