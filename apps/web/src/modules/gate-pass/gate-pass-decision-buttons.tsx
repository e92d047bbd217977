import {
  GatePassMessages,
  GatePassStatus,
  GatePassType,
  gatePassDecisions,
  type GatePassDetail,
} from '@console/contract';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../platform/content/api-errors.ts';
import { notify } from '../../platform/notify/notify.ts';
import { useGatePassDecision, useGatePassModuleInfo } from './gate-pass-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

// Approve and Reject on a pass (001 §4, §7): offered only while the pass waits for approval
// (the same rule the server applies), each behind a confirmation; rejecting needs a reason.

type Asking = 'approve' | 'reject' | null;

export function GatePassDecisionButtons({
  pass,
}: {
  pass: Pick<GatePassDetail, 'id' | 'status' | 'type' | 'has_limit_reached' | 'student_name'>;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const decision = useGatePassDecision(pass.id);
  const info = useGatePassModuleInfo();
  const allowed = gatePassDecisions(pass.status);
  if (allowed.length === 0) return null;

  const done = (title: string, description?: string) => {
    setAsking(null);
    notify.success(title, description);
  };
  const failure = decision.isError ? apiErrorText(decision.error) : null;
  const overLimit = pass.type === GatePassType.LeavePass && pass.has_limit_reached;

  return (
    <>
      <Flex gap={8}>
        {allowed.includes(GatePassStatus.Approved) && (
          <Button
            type="primary"
            onClick={() => {
              decision.reset();
              setAsking('approve');
            }}
          >
            Approve
          </Button>
        )}
        {allowed.includes(GatePassStatus.Rejected) && (
          <Button
            danger
            onClick={() => {
              decision.reset();
              setAsking('reject');
            }}
          >
            Reject
          </Button>
        )}
      </Flex>
      <Modal
        open={asking === 'approve'}
        title={`Approve gate pass ${pass.id}?`}
        okText="Approve"
        confirmLoading={decision.isPending}
        onCancel={() => setAsking(null)}
        onOk={() =>
          decision.mutate(
            { status: GatePassStatus.Approved },
            {
              onSuccess: (answer) =>
                done(
                  answer.message,
                  answer.has_limit_reached
                    ? `${pass.student_name} has now used up this month’s leave passes.`
                    : undefined,
                ),
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
            { onSuccess: (answer) => done(answer.message) },
          )
        }
      />
    </>
  );
}
