import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import {
  MEETING_STATUS_MACHINE,
  MEETING_OPEN_STATUSES,
  MEETING_STATUSES,
  MeetingStatus,
  type MeetingRow,
} from '@console/contract';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Result, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { DetailPage } from '../../platform/kit/detail/detail-page.tsx';
import { routeId } from '../../platform/kit/detail/route-id.ts';
import { listReturnAddress } from '../../platform/kit/list/list-return.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { AttendeesCard } from './attendees-card.tsx';
import { useDeleteMeeting, useMeeting, useMeetingStatusChange } from './meeting-api.ts';

// /meeting/{itemId}: the meeting (when, where, agenda, organiser), its status actions with a
// confirmation each, edit and delete, the attendees with their attendance, and its history.

export default function MeetingDetailPage() {
  const id = routeId(useParams().itemId);
  const meeting = useMeeting(id);
  const back = { to: listReturnAddress('/meeting'), label: 'Meetings' };
  if (id === null || meeting.data === null) {
    return (
      <Result
        status="404"
        title="Meeting not found"
        subTitle="It may have been deleted, or it is in a branch you cannot reach."
        extra={<Link to={back.to}>Back to the meetings</Link>}
      />
    );
  }
  if (meeting.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (meeting.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The meeting could not be loaded"
        description={meeting.error.message}
      />
    );
  }
  return <MeetingDetail meeting={meeting.data} back={back} />;
}

/** What each move does, asked before it is made. */
const MOVES: Record<number, { label: string; confirm: string; danger?: boolean }> = {
  [MeetingStatus.Scheduled]: {
    label: 'Schedule',
    confirm: 'Schedule this meeting? Its attendees get an invitation in the staff app.',
  },
  [MeetingStatus.Completed]: {
    label: 'Mark completed',
    confirm: 'Mark this meeting completed? Attendance can still be marked afterwards.',
  },
  [MeetingStatus.Disabled]: {
    label: 'Cancel meeting',
    confirm: 'Cancel this meeting? Invited attendees are told in the staff app.',
    danger: true,
  },
  [MeetingStatus.Draft]: {
    label: 'Back to draft',
    confirm: 'Make this meeting a draft again? Scheduling it later invites the attendees again.',
  },
};

function StatusActions({ meeting }: { meeting: MeetingRow }) {
  const change = useMeetingStatusChange(meeting.id);
  return MEETING_STATUS_MACHINE.nextStatuses(meeting.status).map((to) => {
    const move = MOVES[to]!;
    return (
      <Popconfirm
        key={to}
        title={move.confirm}
        okText={move.label}
        cancelText="Keep as it is"
        okButtonProps={{ danger: move.danger ?? false }}
        onConfirm={() =>
          change.mutateAsync(to).then(
            (answer) => notify.success(answer.message),
            (error: unknown) => notify.error('The status was not changed', apiErrorText(error)),
          )
        }
      >
        <Button
          danger={move.danger ?? false}
          type={to === MeetingStatus.Scheduled ? 'primary' : 'default'}
        >
          {move.label}
        </Button>
      </Popconfirm>
    );
  });
}

function MeetingDetail({
  meeting,
  back,
}: {
  meeting: MeetingRow;
  back: { to: string; label: string };
}) {
  const navigate = useNavigate();
  const remove = useDeleteMeeting(meeting.id);
  const actions = (
    <Flex gap={8} wrap>
      <StatusActions meeting={meeting} />
      {MEETING_OPEN_STATUSES.includes(meeting.status) && (
        <LinkButton to={`/meeting/form?id=${meeting.id}`}>Edit</LinkButton>
      )}
      {meeting.status !== MeetingStatus.Scheduled && (
        <Popconfirm
          title={`Delete “${meeting.title}”?`}
          description="It is removed for good with its attendees and marks."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync().then(
              (answer) => {
                notify.success(answer.message);
                void navigate(back.to);
              },
              (error: unknown) => notify.error('Could not delete', apiErrorText(error)),
            )
          }
        >
          <Button danger>Delete</Button>
        </Popconfirm>
      )}
    </Flex>
  );
  return (
    <DetailPage
      back={back}
      title={meeting.title}
      status={<StatusTag codes={MEETING_STATUSES} code={meeting.status} />}
      actions={actions}
      history={{
        itemType: 'meetings',
        itemId: meeting.id,
        // Marks change the totals (the page learns them from the answer): the history reloads.
        version: `${meeting.updated_at}:${meeting.total_attendees}:${meeting.total_present}`,
      }}
    >
      <Card title="Meeting">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'at', label: 'Starts', children: formatDateTime(meeting.meeting_at) },
            { key: 'duration', label: 'Duration', children: `${meeting.duration_minutes} minutes` },
            { key: 'venue', label: 'Venue', children: meeting.venue || '—' },
            {
              key: 'link',
              label: 'Online link',
              children: meeting.online_link ? (
                <a href={meeting.online_link} target="_blank" rel="noreferrer">
                  {meeting.online_link}
                </a>
              ) : (
                '—'
              ),
            },
            { key: 'branch', label: 'Branch', children: meeting.branch_name },
            { key: 'organiser', label: 'Organiser', children: meeting.created_by_name },
            {
              key: 'reminder',
              label: 'Reminder',
              children:
                meeting.reminder_minutes === 0
                  ? 'None'
                  : `${meeting.reminder_minutes} minutes before`,
            },
            { key: 'created', label: 'Created', children: formatDateTime(meeting.created_at) },
            {
              key: 'agenda',
              label: 'Agenda',
              span: 'filled',
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{meeting.agenda || '—'}</span>,
            },
          ]}
        />
      </Card>
      <AttendeesCard meeting={meeting} />
    </DetailPage>
  );
}
