import {
  GATE_DIRECTION_LABELS,
  GatePassMessages,
  type GateDirectionCode,
  type GatePassEntryExitLog,
} from '@console/contract';
import { Button, Card, Flex, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { HueTag } from '../../platform/kit/tags/hue-tag.tsx';
import { mediaHref } from '../../platform/kit/media/upload-media.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { relationLabel } from './authorized-members-card.tsx';
import { useGatePassModuleInfo, usePickupDecision } from './gate-pass-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

// The pass's records at the gate (001 §3, §4): who collected or brought back the student, tagged
// matched / not matched against the authorized list. A person not on the list waits for a
// decision; holders of gatepass_update approve them or reject them with a reason.

/** Whether a gate record still waits for someone to approve or reject its person. */
export const awaitsDecision = (log: Pick<GatePassEntryExitLog, 'is_matched' | 'is_approved'>) =>
  !log.is_matched && log.is_approved === null;

/** A pickup member against the authorized list (001 §4): matched or not matched. */
function PickupTag({ matched }: { matched: boolean }) {
  return matched ? <HueTag hue="green">Matched</HueTag> : <HueTag hue="red">Not Matched</HueTag>;
}

function DecisionTag({ log }: { log: GatePassEntryExitLog }) {
  if (log.is_matched) return null;
  if (log.is_approved === null) return <HueTag hue="gold">Waiting for decision</HueTag>;
  return log.is_approved ? (
    <HueTag hue="green">Approved</HueTag>
  ) : (
    <HueTag hue="red">Rejected{log.rejection_reason ? `: ${log.rejection_reason}` : ''}</HueTag>
  );
}

type Asking = { log: GatePassEntryExitLog; approve: boolean } | null;

export function GateRecordsCard({
  gatePassId,
  logs,
  canChange,
}: {
  gatePassId: number;
  logs: readonly GatePassEntryExitLog[];
  canChange: boolean;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const decision = usePickupDecision(gatePassId);
  const info = useGatePassModuleInfo();
  const failure = decision.isError ? apiErrorText(decision.error) : null;
  const finish = (message: string) => {
    setAsking(null);
    notify.success(message);
  };

  return (
    <Card title="Entry and exit records">
      <Table<GatePassEntryExitLog>
        aria-label="Entry and exit records"
        rowKey="id"
        size="small"
        pagination={false}
        // On a phone the table scrolls inside the card; the page does not (it was 484 px wide).
        scroll={{ x: 'max-content' }}
        dataSource={[...logs]}
        locale={{ emptyText: 'The student has not passed the gate on this pass yet.' }}
        columns={[
          {
            key: 'direction',
            title: 'Record',
            render: (_, log) =>
              GATE_DIRECTION_LABELS[log.direction as GateDirectionCode] ?? String(log.direction),
          },
          { key: 'at', title: 'At', render: (_, log) => formatDateTime(log.at) },
          {
            key: 'person',
            title: 'Person',
            render: (_, log) => (
              <Flex vertical>
                {log.person_photo_media_id ? (
                  <a
                    href={mediaHref(log.person_photo_media_id)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {log.person_name}
                  </a>
                ) : (
                  <span>{log.person_name}</span>
                )}
                <Typography.Text type="secondary">
                  {[relationLabel(log.person_relation), log.person_mobile]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'pickup',
            title: 'Pickup',
            render: (_, log) => (
              <Flex gap={4} wrap>
                <PickupTag matched={log.is_matched} />
                <DecisionTag log={log} />
              </Flex>
            ),
          },
          ...(canChange
            ? [
                {
                  key: 'actions',
                  title: 'Actions',
                  render: (_: unknown, log: GatePassEntryExitLog) =>
                    awaitsDecision(log) && (
                      <Flex gap={8}>
                        <Button
                          size="small"
                          type="primary"
                          onClick={() => {
                            decision.reset();
                            setAsking({ log, approve: true });
                          }}
                        >
                          Approve pickup
                        </Button>
                        <Button
                          size="small"
                          danger
                          onClick={() => {
                            decision.reset();
                            setAsking({ log, approve: false });
                          }}
                        >
                          Reject pickup
                        </Button>
                      </Flex>
                    ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={asking?.approve === true}
        title={`Approve ${asking?.log.person_name ?? ''} as the pickup person?`}
        okText="Approve"
        confirmLoading={decision.isPending}
        onCancel={() => setAsking(null)}
        onOk={() => {
          if (!asking) return;
          decision.mutate(
            { logId: asking.log.id, body: { is_approved: true } },
            { onSuccess: (answer) => finish(answer.message) },
          );
        }}
      >
        <Typography.Paragraph>
          This person is not on the student’s authorized list. Approve only after confirming with
          the parents.
        </Typography.Paragraph>
        {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
      </Modal>
      <ReasonDialog
        open={asking?.approve === false}
        title={`Reject ${asking?.log.person_name ?? ''} as the pickup person`}
        okText="Reject"
        reasons={info.data?.gate_pass_rejection_reasons ?? []}
        requiredMessage={GatePassMessages.pickupReasonRequired}
        loading={decision.isPending}
        error={failure}
        onCancel={() => setAsking(null)}
        onConfirm={({ reasonId, words }) => {
          if (!asking) return;
          decision.mutate(
            {
              logId: asking.log.id,
              body: {
                is_approved: false,
                rejection_reason_id: reasonId,
                ...(words ? { rejection_reason: words } : {}),
              },
            },
            { onSuccess: (answer) => finish(answer.message) },
          );
        }}
      />
    </Card>
  );
}
