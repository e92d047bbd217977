import {
  MEETING_EXPORT_FILE,
  MEETING_STATUSES,
  MeetingMessages,
  meetingEndpoints,
  type MeetingRow,
} from '@console/contract';
import { Flex, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import type { ListConfig } from '../../platform/kit/list/list-config.ts';
import { StatusTag, statusOptions } from '../../platform/kit/tags/status-tag.tsx';
import { presence } from './attendance-rules.ts';
import { meetingBulkActions } from './meeting-bulk-actions.ts';

// GET /meeting as the list: status, branches, meeting dates, text search and "only mine"; the
// export (meetings.csv); bulk complete, cancel and delete. A title links to the meeting's page
// with the list's address, so the page returns to it.

const search = z
  .string()
  .trim()
  .min(1, MeetingMessages.searchText)
  .max(100, MeetingMessages.searchText);

function MeetingLink({ row }: { row: MeetingRow }) {
  const { search: listSearch } = useLocation();
  return <Link to={`/meeting/${row.id}${listSearch}`}>{row.title}</Link>;
}

export function meetingListConfig(
  branches: readonly { id: number; name: string }[],
  onChanged: (row: MeetingRow) => void,
): ListConfig<MeetingRow> {
  return {
    endpoint: meetingEndpoints.list,
    title: 'Meetings',
    rowKey: 'id',
    columns: [
      { key: 'id', title: 'ID', sortable: true, width: 80 },
      {
        key: 'title',
        title: 'Meeting',
        sortable: true,
        // The meeting's name: always shown, on a phone too.
        hideable: false,
        render: (row) => (
          // Wrapped within about 40% of a phone's width, so the status stays in view there.
          <Flex vertical style={{ maxWidth: 'min(360px, 42vw)', whiteSpace: 'normal' }}>
            <MeetingLink row={row} />
            <Typography.Text type="secondary">
              {row.branch_name}
              {row.venue ? ` · ${row.venue}` : ''}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'meeting_at',
        title: 'Starts',
        sortable: true,
        render: (row) => formatDateTime(row.meeting_at),
      },
      { key: 'created_by_name', title: 'Organiser', hideable: true },
      {
        key: 'total_present',
        title: 'Attendance',
        render: (row) => presence(row).text,
      },
      {
        key: 'status',
        title: 'Status',
        sortable: true,
        render: (row) => <StatusTag codes={MEETING_STATUSES} code={row.status} />,
      },
    ],
    filters: [
      {
        kind: 'select',
        key: 'status',
        label: 'Status',
        options: statusOptions(MEETING_STATUSES),
        primary: true,
      },
      { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Meeting between' },
      {
        kind: 'multi-select',
        key: 'branch_ids',
        label: 'Branches',
        options: branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
      },
      { kind: 'switch', key: 'self_only', label: 'Only meetings I organise' },
    ],
    search: [
      { key: 'search', label: 'Text', placeholder: 'Title, agenda or venue', validator: search },
    ],
    exportFileName: MEETING_EXPORT_FILE,
    emptyText: 'No meetings here. Plan one with “New meeting”.',
    bulkActions: meetingBulkActions(onChanged),
    rowLabel: (row) => `meeting ${row.title}`,
  };
}
