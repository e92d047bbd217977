import { LockOutlined } from '@ant-design/icons';
import {
  MEETING_ATTENDANCE,
  MEETING_OPEN_STATUSES,
  attendanceCode,
  type MeetingAttendee,
  type MeetingRow,
  type TargetingFilter,
} from '@console/contract';
import {
  Alert,
  Button,
  Card,
  Flex,
  Input,
  Modal,
  Progress,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useRenderAt } from '../../platform/core/time/use-render-at.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { lockedReason, markableIds, markingClosedReason, presence } from './attendance-rules.ts';
import { useAttendees, useChangeAttendees, useMarkAttendance } from './meeting-api.ts';
import { STAFF_TARGETING, StaffPicker } from './staff-picker.tsx';

// The meeting's attendees: "present x of y" with its bar, the table (paged on the server) with
// a checkbox per attendee the user may mark, bulk "Mark present" / "Mark absent", and adding
// staff through the targeting. A row the user may not change has its checkbox off and says why.

const PAGE_SIZE = 50;

export function AttendeesCard({ meeting }: { meeting: MeetingRow }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const attendees = useAttendees(meeting.id, { page, limit: PAGE_SIZE, search });
  const mark = useMarkAttendance(meeting.id);
  const rows = attendees.data?.rows ?? [];
  const summary = presence(meeting);
  // One moment for the whole render, so the notice, the buttons and the rows agree; the card
  // renders again at the start, when marking opens.
  const now = useRenderAt(Date.parse(meeting.meeting_at));
  const chosen = markableIds(meeting, rows, selected, now);
  const closed = markingClosedReason(meeting, now);

  const markChosen = (attended: boolean) =>
    mark.mutateAsync({ user_ids: chosen, attended }).then(
      (answer) => {
        setSelected([]);
        if (answer.refused_user_ids.length > 0) notify.warning(answer.message);
        else notify.success(answer.message);
      },
      (error: unknown) => notify.error('Attendance was not marked', apiErrorText(error)),
    );

  const columns: TableColumnsType<MeetingAttendee> = [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    { key: 'employee_number', title: 'Employee no.', dataIndex: 'employee_number' },
    { key: 'designation', title: 'Designation', render: (_, row) => row.designation ?? '—' },
    { key: 'branch', title: 'Branch', render: (_, row) => row.branch_name ?? '—' },
    {
      key: 'attended',
      title: 'Attendance',
      render: (_, row) => {
        // The meeting-wide reason is said once above the table; a lock is this row's own.
        const reason = closed ? null : lockedReason(meeting, row, now);
        return (
          <Flex gap={4} align="center">
            <StatusTag codes={MEETING_ATTENDANCE} code={attendanceCode(row.attended)} />
            {reason && (
              <Tooltip title={reason}>
                <LockOutlined aria-label={reason} />
              </Tooltip>
            )}
          </Flex>
        );
      },
    },
    { key: 'added_by', title: 'Added by', dataIndex: 'added_by_name' },
    { key: 'marked_at', title: 'Marked at', render: (_, row) => formatDateTime(row.marked_at) },
  ];

  return (
    <Card
      title="Attendees"
      extra={
        MEETING_OPEN_STATUSES.includes(meeting.status) && (
          <Button onClick={() => setAdding(true)}>Add attendees</Button>
        )
      }
    >
      <Flex vertical gap={12}>
        <Flex align="center" gap={16} wrap>
          <Typography.Text strong aria-live="polite" data-testid="meeting-presence">
            {summary.text}
          </Typography.Text>
          <Progress
            percent={summary.percent}
            style={{ maxWidth: 320, flex: 1, margin: 0 }}
            aria-label="Share of attendees present"
          />
        </Flex>
        {closed && <Alert type="info" showIcon title={closed} data-testid="marking-closed" />}
        <Flex gap={8} wrap justify="space-between">
          <Input.Search
            allowClear
            aria-label="Search attendees"
            placeholder="Name or employee number"
            style={{ maxWidth: 320 }}
            onSearch={(text) => {
              setPage(1);
              setSearch(text.trim() === '' ? undefined : text.trim());
            }}
          />
          <Flex gap={8} align="center">
            <Typography.Text type="secondary">{chosen.length} selected</Typography.Text>
            <Button
              type="primary"
              disabled={chosen.length === 0}
              loading={mark.isPending}
              onClick={() => void markChosen(true)}
            >
              Mark present
            </Button>
            <Button
              disabled={chosen.length === 0}
              loading={mark.isPending}
              onClick={() => void markChosen(false)}
            >
              Mark absent
            </Button>
          </Flex>
        </Flex>
        <Table<MeetingAttendee>
          rowKey="user_id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={attendees.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No attendees yet. Add staff through “Add attendees”.' }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getTitleCheckboxProps: () => ({ 'aria-label': 'Select all attendees on this page' }),
            getCheckboxProps: (row) => {
              const reason = lockedReason(meeting, row, now);
              return {
                disabled: reason !== null,
                title: reason ?? undefined,
                'aria-label': reason ? `${row.name}: ${reason}` : `Select ${row.name}`,
              };
            },
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: attendees.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </Flex>
      {adding && <AddAttendeesDialog meetingId={meeting.id} onClose={() => setAdding(false)} />}
    </Card>
  );
}

function AddAttendeesDialog({ meetingId, onClose }: { meetingId: number; onClose: () => void }) {
  const [filter, setFilter] = useState<TargetingFilter>(STAFF_TARGETING);
  const change = useChangeAttendees(meetingId);
  return (
    <Modal
      open
      width={860}
      title="Add attendees"
      okText="Add"
      confirmLoading={change.isPending}
      onCancel={onClose}
      onOk={() =>
        change.mutateAsync({ staff_filter: filter }).then(
          (answer) => {
            notify.success(answer.message);
            onClose();
          },
          (error: unknown) => notify.error('Attendees were not added', apiErrorText(error)),
        )
      }
    >
      <StaffPicker value={filter} onChange={setFilter} />
    </Modal>
  );
}
