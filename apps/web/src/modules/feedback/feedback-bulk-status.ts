import {
  FEEDBACK_STATUS_MACHINE,
  FEEDBACK_STATUSES,
  FeedbackStatus,
  type FeedbackRow,
  type FeedbackStatusCode,
} from '@console/contract';
import type { BulkAction, BulkResult } from '../../platform/kit/list/bulk-action.ts';
import { moveEach } from '../../platform/kit/list/status-bulk.ts';
import { changeFeedbackStatus } from './feedback-api.ts';

// Bulk status change: each selected record through its own PUT /feedback/{id} (moveEach), so
// the machine, the scope and the audit are the same as for one.

export const recordCount = (count: number): string =>
  `${count} feedback ${count === 1 ? 'record' : 'records'}`;

const changeEach = (
  keys: readonly (string | number)[],
  rows: readonly FeedbackRow[],
  to: FeedbackStatusCode,
  onChanged: (row: FeedbackRow) => void,
): Promise<BulkResult> =>
  moveEach(keys, rows, to, {
    refusal: (from) => FEEDBACK_STATUS_MACHINE.refusal(from, to),
    change: (id) => changeFeedbackStatus(id, { status: to }),
    noun: 'Feedback',
    onChanged: (answer) => onChanged(answer.feedback),
  });

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
