import {
  GatePassMessages,
  GatePassStatus,
  gatePassDecisionRefusal,
  type GatePassDecision,
  type GatePassDecisionBody,
  type GatePassRow,
} from '@console/contract';
import { Typography } from 'antd';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import {
  defineBulkAction,
  settleEach,
  type BulkAction,
  type BulkPromptProps,
  type BulkResult,
  type RowKey,
} from '../../platform/kit/list/bulk-action.ts';
import { decideGatePass, isDecidedElsewhere, useGatePassModuleInfo } from './gate-pass-api.ts';
import { ReasonDialog, type ChosenReason } from './reason-dialog.tsx';

// Approve or reject the selected passes at once, through the decision call of each
// (PUT /gate_pass/{id}): the same state machine, scope, lock and audit as one decision, a few at
// a time. A pass the list already shows as decided is not sent; a pass someone else decided
// meanwhile is refused by the server (409). Both are reported as left as they were, with why;
// any other refusal is a failure. Rejecting asks for the reason once and gives it to each pass.
// No undo: a decision is final (the state machine has no way back), as it is for one pass.

/** "1 gate pass", "3 gate passes". */
export const passCount = (count: number): string =>
  `${count} gate ${count === 1 ? 'pass' : 'passes'}`;

const about = (id: RowKey, error: unknown) => `Gate pass ${id}: ${apiErrorText(error)}`;

/** Decides each selected pass that still waits, and counts how each went. */
async function decideEach(
  keys: readonly RowKey[],
  rows: readonly GatePassRow[],
  body: GatePassDecisionBody,
  academicYearId: number,
  onDecided?: (answer: GatePassDecision) => void,
): Promise<BulkResult> {
  const statusOf = new Map(rows.map((row) => [row.id, row.status]));
  const alreadyDecided: string[] = [];
  const waiting: number[] = [];
  for (const key of keys) {
    const id = Number(key);
    const status = statusOf.get(id);
    const refusal = status === undefined ? null : gatePassDecisionRefusal(status, body.status);
    if (refusal) alreadyDecided.push(`Gate pass ${id}: ${refusal}`);
    else waiting.push(id);
  }
  const settled = await settleEach(waiting, (id) => decideGatePass(id, body, academicYearId));
  for (const { value } of settled.done) onDecided?.(value);
  const elsewhere = settled.failed.filter(({ error }) => isDecidedElsewhere(error));
  const failed = settled.failed.filter(({ error }) => !isDecidedElsewhere(error));
  return {
    succeeded: settled.done.length,
    failed: failed.length,
    failures: failed.map(({ key, error }) => about(key, error)),
    skipped: alreadyDecided.length + elsewhere.length,
    // Decided by someone else while this list was open: the surprise, so said first.
    skippedReasons: [...elsewhere.map(({ key, error }) => about(key, error)), ...alreadyDecided],
  };
}

export function approvePassesAction(
  academicYearId: number,
  onDecided?: (answer: GatePassDecision) => void,
): BulkAction<GatePassRow> {
  return {
    key: 'approve',
    label: 'Approve',
    confirm: (count) => `Approve ${passCount(count)}?`,
    description:
      'Each pass still waiting for approval is approved; passes already decided stay as they are.',
    doneText: (count) => `${passCount(count)} approved`,
    run: (keys, rows) =>
      decideEach(keys, rows, { status: GatePassStatus.Approved }, academicYearId, onDecided),
  };
}

export function rejectPassesAction(
  academicYearId: number,
  onDecided?: (answer: GatePassDecision) => void,
): BulkAction<GatePassRow> {
  return defineBulkAction<GatePassRow, BulkResult, ChosenReason>({
    key: 'reject',
    label: 'Reject',
    danger: true,
    confirm: (count) => `Reject ${passCount(count)}`,
    doneText: (count) => `${passCount(count)} rejected`,
    prompt: (props) => <RejectPassesDialog {...props} />,
    run: (keys, rows, { reasonId, words }) =>
      decideEach(
        keys,
        rows,
        {
          status: GatePassStatus.Rejected,
          gate_pass_rejection_reason_type: reasonId,
          ...(words ? { gate_pass_rejection_reason: words } : {}),
        },
        academicYearId,
        onDecided,
      ),
  });
}

/** The reason, asked once for every selected pass. */
function RejectPassesDialog({
  title,
  count,
  running,
  onConfirm,
  onCancel,
}: BulkPromptProps<ChosenReason>) {
  const info = useGatePassModuleInfo();
  return (
    <ReasonDialog
      open
      title={title}
      okText="Reject"
      reasons={info.data?.gate_pass_rejection_reasons ?? []}
      requiredMessage={GatePassMessages.reasonRequired}
      loading={running}
      error={null}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Typography.Text>
        {count === 1
          ? 'The reason and note are given to the selected pass.'
          : `The same reason and note are given to each of the ${count} passes.`}{' '}
        Passes already decided stay as they are.
      </Typography.Text>
    </ReasonDialog>
  );
}
