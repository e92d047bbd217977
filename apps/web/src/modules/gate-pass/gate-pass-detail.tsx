import {
  GATE_PASS_STATUSES,
  GATE_PASS_TYPE_LABELS,
  GatePassType,
  PICKUP_TYPE_LABELS,
  type GatePassTypeCode,
  type PickupTypeCode,
} from '@console/contract';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { ApiError } from '../../platform/core/api/api-client.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { hasPermission, useMe } from '../../platform/core/me/use-me.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { DetailPage } from '../../platform/kit/detail/detail-page.tsx';
import { AuthorizedMembersCard } from './authorized-members-card.tsx';
import { useGatePass, useGatePassModuleInfo } from './gate-pass-api.ts';
import { GatePassDecisionButtons } from './gate-pass-decision-buttons.tsx';
import type { PassQueue } from './gate-pass-queue.ts';
import { GatePassQueueNav } from './gate-pass-queue-nav.tsx';
import { GateRecordsCard } from './gate-records-card.tsx';
import { rejectionText } from './rejection-text.ts';

// One gate pass: what was asked, its status and decision, the student's authorized members and
// the records at the gate, with the actions gatepass_update allows. Shown at /gatepass/{id} and
// inside the student profile (/user-management/student/{id}/gatepass/{gatepass_id}), as a place
// in the list it was opened from: previous and next (P, N), approve (A), reject (R), and
// "approve and next".

export interface GatePassDetailProps {
  id: number | null;
  /** Where "back" goes, and its words. */
  back: { to: string; label: string };
  /** Inside a student's profile: a pass of another student is not shown there. */
  studentId?: number;
  /** The list the pass was opened from. */
  queue?: PassQueue;
}

/** After a decision the buttons are gone: focus goes to the page's heading, with the result. */
function focusHeading(): void {
  requestAnimationFrame(() => {
    const heading = [...document.querySelectorAll<HTMLElement>('h1.page-heading')].find(
      (candidate) => candidate.getClientRects().length > 0,
    );
    heading?.focus();
  });
}

function NotFound({ back }: Pick<GatePassDetailProps, 'back'>) {
  return (
    <Result
      status="404"
      title="Gate pass not found"
      subTitle="It may not exist, or it is outside the branches you can reach."
      extra={<Link to={back.to}>{back.label}</Link>}
    />
  );
}

export function GatePassDetailView({ id, back, studentId, queue }: GatePassDetailProps) {
  const me = useMe();
  const pass = useGatePass(id);
  const reasons = useGatePassModuleInfo().data?.gate_pass_rejection_reasons;
  if (id === null) return <NotFound back={back} />;
  if (pass.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (pass.isError) {
    if (pass.error instanceof ApiError && pass.error.status === 404)
      return <NotFound back={back} />;
    return (
      <Alert
        type="error"
        showIcon
        title={`Gate pass ${id} could not be loaded`}
        description={pass.error.message}
        action={<Button onClick={() => void pass.refetch()}>Retry</Button>}
      />
    );
  }
  const data = pass.data;
  if (studentId !== undefined && data.student_id !== studentId) return <NotFound back={back} />;
  const canChange = hasPermission(me.data, 'gatepass_update');
  const leave = data.type === GatePassType.LeavePass;

  const details = [
    {
      key: 'student',
      label: 'Student',
      children: `${data.student_name} (${data.admission_number})`,
    },
    { key: 'branch', label: 'Branch', children: data.branch_name },
    {
      key: 'type',
      label: 'Type',
      children: GATE_PASS_TYPE_LABELS[data.type as GatePassTypeCode] ?? data.type,
    },
    {
      key: 'status',
      label: 'Status',
      children: <StatusTag codes={GATE_PASS_STATUSES} code={data.status} />,
    },
    { key: 'out', label: 'Out time', children: formatDateTime(data.out_time) },
    { key: 'in', label: 'In time', children: formatDateTime(data.in_time) },
    {
      key: 'pickup',
      label: 'Pickup',
      children: [
        PICKUP_TYPE_LABELS[data.pickup_type as PickupTypeCode] ?? data.pickup_type,
        data.pickup_member_name,
      ]
        .filter(Boolean)
        .join(': '),
    },
    { key: 'requested', label: 'Requested', children: formatDateTime(data.created_at) },
    {
      key: 'decided',
      label: 'Decided',
      children: data.decided_at
        ? `${formatDateTime(data.decided_at)}${data.decided_by_name ? ` by ${data.decided_by_name}` : ''}`
        : '—',
    },
    ...(data.rejection_reason
      ? [
          {
            key: 'rejection',
            label: 'Rejection reason',
            children: rejectionText(data, reasons),
          },
        ]
      : []),
  ];

  return (
    <DetailPage
      back={back}
      title={`Gate pass ${data.id}`}
      status={<StatusTag codes={GATE_PASS_STATUSES} code={data.status} />}
      actions={
        <Flex gap={16} wrap align="center">
          {queue && <GatePassQueueNav queue={queue} />}
          {canChange && (
            <GatePassDecisionButtons
              pass={data}
              shortcuts
              onDecided={() => {
                queue?.reload();
                focusHeading();
              }}
              onApproveNext={queue && (() => void queue.nextWaiting())}
            />
          )}
        </Flex>
      }
      history={{
        itemType: 'gate_passes',
        itemId: data.id,
        // A decision on the pass or on a pickup at the gate adds to its history.
        version: `${data.status}:${data.gate_pass_entry_exit_logs.map((log) => String(log.is_approved)).join()}`,
      }}
    >
      {leave && data.has_limit_reached && (
        <Alert
          type="warning"
          showIcon
          title={`${data.student_name} has used up this month’s leave passes.`}
        />
      )}

      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, lg: 3 }} items={details} />
      </Card>

      <Card title="Reason">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {data.reason}
        </Typography.Paragraph>
      </Card>

      <AuthorizedMembersCard
        admission={data.admission_number}
        gatePassId={data.id}
        members={data.authorized_member_list}
        canChange={canChange}
      />

      <GateRecordsCard
        gatePassId={data.id}
        logs={data.gate_pass_entry_exit_logs}
        canChange={canChange}
      />
    </DetailPage>
  );
}
