import { AudioOutlined } from '@ant-design/icons';
import {
  CALL_STATUSES,
  RENEWAL_MODE_LABELS,
  SENTIMENTS,
  callTypeEntry,
  type CallRecord,
  type RenewalModeCode,
} from '@console/contract';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { CallButton, LastCallStatus } from './call-button.tsx';
import { formatDuration } from './call-duration.ts';
import { useCall, useSentimentReasons, useUpdateCall } from './calling-api.ts';
import { recordingPath } from './calling-list-config.tsx';
import { SentimentEditor } from './sentiment-editor.tsx';

// One call opened from the list: who was called, how it went, and the reviewer's record
// (remarks, principal remarks, sentiment and reason), saved in place.

export function CallDetails({ call }: { call: CallRecord }) {
  const toStaff = call.staff_id !== null;
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Call type">{callTypeEntry(call.call_type)?.name}</Descriptions.Item>
      <Descriptions.Item label={toStaff ? 'Staff member' : 'Student'}>
        {toStaff
          ? `${call.staff_name ?? '—'} (${call.employee_number ?? '—'})`
          : `${call.student_name ?? '—'} (${call.admission_number ?? '—'})`}
      </Descriptions.Item>
      <Descriptions.Item label="Number">
        <Flex gap={6} align="center">
          {call.user_number}
          <LastCallStatus userNumber={call.user_number} />
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label="Branch">{call.branch_name}</Descriptions.Item>
      {call.designation_name && (
        <Descriptions.Item label="Designation">{call.designation_name}</Descriptions.Item>
      )}
      {call.course_name && <Descriptions.Item label="Course">{call.course_name}</Descriptions.Item>}
      {call.program_name && (
        <Descriptions.Item label="Program">{call.program_name}</Descriptions.Item>
      )}
      {call.renewal_mode !== null && (
        <Descriptions.Item label="Renewal">
          {RENEWAL_MODE_LABELS[call.renewal_mode as RenewalModeCode] ?? call.renewal_mode}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Status">
        <StatusTag codes={CALL_STATUSES} code={call.status} />
      </Descriptions.Item>
      <Descriptions.Item label="Talk time">{formatDuration(call.duration)}</Descriptions.Item>
      <Descriptions.Item label="Sentiment">
        <StatusTag codes={SENTIMENTS} code={call.sentiment} /> {call.sentiment_reason_name}
      </Descriptions.Item>
      <Descriptions.Item label="Agent">{call.agent_name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Called at">{formatDateTime(call.created_at)}</Descriptions.Item>
      <Descriptions.Item label="Call SID">{call.call_sid}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * What the drawer shows: a call opened from the list (shown at once; the detail call refreshes
 * it), or a call this browser placed that has just ended, by id, opened for its review.
 */
export type OpenedCall = { record: CallRecord } | { justEnded: number };

interface CallDrawerProps {
  opened: OpenedCall | null;
  canCall: boolean;
  onClose: () => void;
}

export function CallDrawer({ opened, canCall, onClose }: CallDrawerProps) {
  const openedId = opened ? ('record' in opened ? opened.record.id : opened.justEnded) : null;
  const detail = useCall(openedId);
  const reasons = useSentimentReasons();
  const update = useUpdateCall();
  const call = detail.data ?? (opened && 'record' in opened ? opened.record : undefined);
  const justEnded = !!opened && 'justEnded' in opened;

  return (
    <Drawer
      open={opened !== null}
      onClose={onClose}
      title={call ? `Call ${call.id}` : 'Call'}
      size="large"
      destroyOnHidden
      extra={
        call && (
          <Flex gap={8}>
            {call.has_recording && (
              <Link to={recordingPath(call)}>
                <Button icon={<AudioOutlined />}>Recording</Button>
              </Link>
            )}
            {canCall && <CallButton call={call} />}
          </Flex>
        )
      }
    >
      {!call ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          {detail.isError && <Alert type="error" showIcon title={detail.error.message} />}
          {justEnded && (
            <Alert
              type="success"
              showIcon
              title="The call has ended. Record how it went: sentiment, reason and remarks."
            />
          )}
          <CallDetails call={call} />
          <SentimentEditor
            call={call}
            reasons={reasons.data ?? []}
            saving={update.isPending}
            error={update.error?.message ?? null}
            onSave={async (body) => {
              await update.mutateAsync({ id: call.id, body });
              notify.success('Call updated');
            }}
          />
        </Flex>
      )}
    </Drawer>
  );
}
