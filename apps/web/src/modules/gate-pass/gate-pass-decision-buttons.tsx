import {
  GatePassMessages,
  GatePassStatus,
  GatePassType,
  gatePassDecisions,
  type GatePassDecision,
  type GatePassDetail,
} from '@console/contract';
import { Alert, Button, Flex, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { isDecidedElsewhere, useGatePassDecision, useGatePassModuleInfo } from './gate-pass-api.ts';
import { useShortcuts } from './keyboard-shortcuts.ts';
import { ReasonDialog } from './reason-dialog.tsx';

// Approve and Reject on a pass (001 §4, §7): offered only while the pass waits for approval
// (the same rule the server applies), each behind a confirmation; rejecting needs a reason. On
// the detail page they answer to the keys A and R, and "Approve and next" moves on through the
// list; in a list row they are small and name their pass. A pass someone else decided first
// (409) closes the question and says so: the screen then shows the pass as it now is.

type Asking = 'approve' | 'approve-next' | 'reject' | null;

export type DecidedHow = 'approved' | 'rejected';

interface GatePassDecisionButtonsProps {
  pass: Pick<GatePassDetail, 'id' | 'status' | 'type' | 'student_name'> &
    Partial<Pick<GatePassDetail, 'has_limit_reached'>>;
  /** In a list row: small buttons whose names say which pass ("Approve gate pass 12"). */
  compact?: boolean;
  /** A and R open the questions (the detail page). */
  shortcuts?: boolean;
  /** Offered as "Approve and next": runs after an approval confirmed from that button. */
  onApproveNext?: (answer: GatePassDecision) => void;
  /** After any decision the server accepted. */
  onDecided?: (answer: GatePassDecision, how: DecidedHow) => void;
}

export function GatePassDecisionButtons({
  pass,
  compact = false,
  shortcuts = false,
  onApproveNext,
  onDecided,
}: GatePassDecisionButtonsProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const decision = useGatePassDecision(pass.id);
  const info = useGatePassModuleInfo();
  const allowed = gatePassDecisions(pass.status);
  const canApprove = allowed.includes(GatePassStatus.Approved);
  const canReject = allowed.includes(GatePassStatus.Rejected);
  const ask = (question: Asking) => {
    decision.reset();
    setAsking(question);
  };
  useShortcuts(
    {
      a: canApprove ? () => ask('approve') : null,
      r: canReject ? () => ask('reject') : null,
    },
    shortcuts && asking === null,
  );
  if (allowed.length === 0) return null;

  const done = (answer: GatePassDecision, how: DecidedHow, description?: string) => {
    const next = asking === 'approve-next' ? onApproveNext : undefined;
    setAsking(null);
    notify.success(answer.message, description);
    onDecided?.(answer, how);
    next?.(answer);
  };
  const refused = (error: unknown) => {
    if (!isDecidedElsewhere(error)) return;
    setAsking(null);
    notify.warning(apiErrorText(error), `Gate pass ${pass.id} is shown as it now is.`);
  };
  const failure = decision.isError ? apiErrorText(decision.error) : null;
  const overLimit = pass.type === GatePassType.LeavePass && pass.has_limit_reached === true;
  const size = compact ? 'small' : 'middle';
  const named = (verb: string) => (compact ? `${verb} gate pass ${pass.id}` : undefined);
  const approving = asking === 'approve' || asking === 'approve-next';
  const approveText = asking === 'approve-next' ? 'Approve and next' : 'Approve';

  return (
    <>
      <Flex gap={8} wrap>
        {canApprove && onApproveNext && (
          <Button type="primary" size={size} onClick={() => ask('approve-next')}>
            Approve and next
          </Button>
        )}
        {canApprove && (
          <ShortcutTip keys="A" on={shortcuts}>
            <Button
              type={onApproveNext ? 'default' : 'primary'}
              size={size}
              aria-label={named('Approve')}
              aria-keyshortcuts={shortcuts ? 'a' : undefined}
              data-pass-action
              onClick={() => ask('approve')}
            >
              Approve
            </Button>
          </ShortcutTip>
        )}
        {canReject && (
          <ShortcutTip keys="R" on={shortcuts}>
            <Button
              danger
              size={size}
              aria-label={named('Reject')}
              aria-keyshortcuts={shortcuts ? 'r' : undefined}
              data-pass-action
              onClick={() => ask('reject')}
            >
              Reject
            </Button>
          </ShortcutTip>
        )}
      </Flex>
      <Modal
        open={approving}
        title={`Approve gate pass ${pass.id}?`}
        okText={approveText}
        // Enter approves: the question comes from a deliberate press (or A).
        okButtonProps={{ autoFocus: true }}
        confirmLoading={decision.isPending}
        onCancel={() => setAsking(null)}
        onOk={() =>
          decision.mutate(
            { status: GatePassStatus.Approved },
            {
              onSuccess: (answer) =>
                done(
                  answer,
                  'approved',
                  answer.has_limit_reached
                    ? `${pass.student_name} has now used up this month’s leave passes.`
                    : undefined,
                ),
              onError: refused,
            },
          )
        }
      >
        <Flex vertical gap={12}>
          <Typography.Text>{pass.student_name} may leave at the requested time.</Typography.Text>
          {overLimit && (
            <Alert
              type="warning"
              showIcon
              title="This student has already used up this month’s leave passes."
            />
          )}
          {failure && <Alert type="error" showIcon title={failure} role="alert" />}
        </Flex>
      </Modal>
      <ReasonDialog
        open={asking === 'reject'}
        title={`Reject gate pass ${pass.id}`}
        okText="Reject"
        reasons={info.data?.gate_pass_rejection_reasons ?? []}
        requiredMessage={GatePassMessages.reasonRequired}
        loading={decision.isPending}
        error={failure}
        onCancel={() => setAsking(null)}
        onConfirm={({ reasonId, words }) =>
          decision.mutate(
            {
              status: GatePassStatus.Rejected,
              gate_pass_rejection_reason_type: reasonId,
              ...(words ? { gate_pass_rejection_reason: words } : {}),
            },
            { onSuccess: (answer) => done(answer, 'rejected'), onError: refused },
          )
        }
      />
    </>
  );
}

/** A button's tooltip naming its key, where the key works. */
export function ShortcutTip({
  keys,
  on,
  children,
}: {
  keys: string;
  on: boolean;
  children: React.ReactElement;
}) {
  return on ? <Tooltip title={`Shortcut: ${keys}`}>{children}</Tooltip> : children;
}
