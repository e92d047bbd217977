import {
  FEEDBACK_APPLICATIONS,
  FEEDBACK_PLATFORMS,
  FEEDBACK_STATUS_MACHINE,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  feedbackEndpoints,
  feedbackUpdateBody,
  type FeedbackRow,
} from '@console/contract';
import { Button, Card, Descriptions, Flex, Input, Popconfirm, Select, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { DetailPage } from '../../platform/kit/detail/detail-page.tsx';
import { ContractField } from '../../platform/kit/form/contract-field.tsx';
import { ContractForm } from '../../platform/kit/form/contract-form.tsx';
import { formTarget, type FormDraft } from '../../platform/kit/form/form-target.ts';
import { listReturnAddress } from '../../platform/kit/list/list-return.ts';
import { mediaHref } from '../../platform/kit/media/upload-media.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { useDeleteFeedback, useFeedback, useFeedbackStatusChange } from './feedback-api.ts';
import { routeId } from '../../platform/kit/detail/route-id.ts';
import { DetailLoad } from '../../platform/kit/detail/detail-load.tsx';

// /feedback/{id}: what was sent (message, sender, branch, app, version, agent, device, the
// attachments), its triage (status, note, who changed it and when), the status change the
// machine allows with a note, delete, and the record's history.

type StatusDraft = FormDraft<{ status: number; resolution_note?: string }>;

export default function FeedbackDetailPage() {
  const id = routeId(useParams().id);
  const feedback = useFeedback(id);
  const back = { to: listReturnAddress('/feedback'), label: 'Feedback' };
  return (
    <DetailLoad
      id={id}
      query={feedback}
      noun="Feedback"
      missing="It may have been deleted, or it is from a branch you cannot reach."
      back={{ to: back.to, label: 'Back to the feedback' }}
    >
      {(record) => <FeedbackDetail record={record} back={back} />}
    </DetailLoad>
  );
}

function FeedbackDetail({
  record,
  back,
}: {
  record: FeedbackRow;
  back: { to: string; label: string };
}) {
  const navigate = useNavigate();
  const remove = useDeleteFeedback(record.id);
  const actions = (
    <Popconfirm
      title={`Delete feedback ${record.id}?`}
      description="It is removed for good."
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove.mutateAsync().then(
          () => {
            notify.success(`Feedback ${record.id} deleted`);
            void navigate(back.to);
          },
          (error: unknown) => notify.error('Could not delete', apiErrorText(error)),
        )
      }
    >
      <Button danger>Delete</Button>
    </Popconfirm>
  );
  return (
    <DetailPage
      back={back}
      title={`Feedback ${record.id}`}
      status={<StatusTag codes={FEEDBACK_STATUSES} code={record.status} />}
      actions={actions}
      history={{ itemType: 'help_feedback', itemId: record.id, version: record.status_changed_at }}
    >
      <Flex vertical gap={16}>
        <Card title="Sent">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {record.message}
          </Typography.Paragraph>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              {
                key: 'type',
                label: 'Type',
                children: <StatusTag codes={FEEDBACK_TYPES} code={record.feedback_type} />,
              },
              { key: 'by', label: 'Sent by', children: record.submitted_by },
              { key: 'email', label: 'Email', children: record.email ?? '—' },
              { key: 'branch', label: 'Branch', children: record.branch_name ?? '—' },
              { key: 'at', label: 'Sent at', children: formatDateTime(record.created_at) },
              {
                key: 'app',
                label: 'Application',
                children: FEEDBACK_APPLICATIONS.label(record.application),
              },
              {
                key: 'platform',
                label: 'Platform',
                children: FEEDBACK_PLATFORMS.label(record.platform),
              },
              { key: 'version', label: 'App version', children: record.app_version },
              { key: 'device', label: 'Device ID', children: record.device_id },
              { key: 'agent', label: 'User agent', children: record.user_agent, span: 'filled' },
            ]}
          />
        </Card>
        <Card title="Attachments">
          {record.media_ids.length === 0 ? (
            <Typography.Text type="secondary">No attachments.</Typography.Text>
          ) : (
            <Flex vertical gap={4}>
              {record.media_ids.map((mediaId, index) => (
                <a key={mediaId} href={mediaHref(mediaId)} target="_blank" rel="noreferrer">
                  Attachment {index + 1}
                </a>
              ))}
            </Flex>
          )}
        </Card>
        <Card title="Triage">
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              {
                key: 'note',
                label: 'Resolution note',
                children: record.resolution_note ?? '—',
                span: 'filled',
              },
              { key: 'by', label: 'Status changed by', children: record.status_changed_by ?? '—' },
              {
                key: 'at',
                label: 'Status changed at',
                children: formatDateTime(record.status_changed_at),
              },
            ]}
          />
          <StatusChangeForm key={`${record.id}-${record.status}`} record={record} />
        </Card>
      </Flex>
    </DetailPage>
  );
}

/** The moves the machine allows from the record's status, with a note. */
function StatusChangeForm({ record }: { record: FeedbackRow }) {
  const change = useFeedbackStatusChange(record.id);
  const next = FEEDBACK_STATUS_MACHINE.nextStatuses(record.status);
  if (next.length === 0) return null;
  return (
    <ContractForm
      name="feedback-status"
      target={formTarget(feedbackEndpoints.update, (body) =>
        // The form checked the body with this schema; parsing again gives it the call's type.
        change.mutateAsync(feedbackUpdateBody.parse(body)),
      )}
      toBody={(values: StatusDraft) => values}
      initialValues={{ status: next[0], resolution_note: record.resolution_note ?? '' }}
      submitText="Change status"
      onSaved={(answer) =>
        notify.success(
          `Feedback ${record.id} is ${FEEDBACK_STATUSES.label(answer.feedback.status)}`,
        )
      }
    >
      <ContractField name="status" label="New status">
        <Select options={FEEDBACK_STATUSES.options(next)} />
      </ContractField>
      <ContractField name="resolution_note" label="Resolution note">
        <Input.TextArea rows={3} maxLength={2000} />
      </ContractField>
    </ContractForm>
  );
}
