import {
  FEEDBACK_APPLICATIONS,
  FEEDBACK_EXPORT_FILE,
  FEEDBACK_PLATFORMS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  FeedbackMessages,
  feedbackEndpoints,
  type FeedbackRow,
} from '@console/contract';
import { Flex, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import type { ListConfig } from '../../platform/kit/list/list-config.ts';
import { StatusTag, statusOptions } from '../../platform/kit/tags/status-tag.tsx';
import { feedbackBulkActions } from './feedback-bulk-status.ts';

// GET /feedback as the triage list: status (Hidden only when chosen), application, platform,
// type, sent dates, branches and a text search; the export; and, for each selection, a bulk
// status change. A record's link carries the list's address, so its page returns to it.

const search = z
  .string()
  .trim()
  .min(1, FeedbackMessages.searchText)
  .max(100, FeedbackMessages.searchText);

function RecordLink({ id }: { id: number }) {
  const { search: listSearch } = useLocation();
  return <Link to={`/feedback/${id}${listSearch}`}>{id}</Link>;
}

/** The first line of a message, cut short for a table cell. */
const firstLine = (message: string) => {
  const line = message.split('\n')[0] ?? '';
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
};

export function feedbackListConfig(
  branches: readonly { id: number; name: string }[],
  onChanged: (row: FeedbackRow) => void,
): ListConfig<FeedbackRow> {
  return {
    endpoint: feedbackEndpoints.list,
    title: 'Feedback',
    rowKey: 'id',
    columns: [
      {
        key: 'id',
        title: 'ID',
        sortable: true,
        width: 80,
        render: (row) => <RecordLink id={row.id} />,
      },
      {
        key: 'message',
        title: 'Message',
        // What was sent is the record's name: shown on a phone too (it may still be hidden).
        shownWhenNarrow: true,
        render: (row) => (
          // Wrapped within about 40% of a phone's width, so the status stays in view there.
          <Flex vertical style={{ maxWidth: 'min(360px, 42vw)', whiteSpace: 'normal' }}>
            <span>{firstLine(row.message)}</span>
            <Typography.Text type="secondary">
              {row.submitted_by}
              {row.branch_name ? ` · ${row.branch_name}` : ''}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'feedback_type',
        title: 'Type',
        render: (row) => <StatusTag codes={FEEDBACK_TYPES} code={row.feedback_type} />,
      },
      {
        key: 'application',
        title: 'Application',
        render: (row) =>
          `${FEEDBACK_APPLICATIONS.label(row.application)} · ${FEEDBACK_PLATFORMS.label(row.platform)}`,
      },
      { key: 'app_version', title: 'Version', hideable: true },
      {
        key: 'status',
        title: 'Status',
        sortable: true,
        render: (row) => <StatusTag codes={FEEDBACK_STATUSES} code={row.status} />,
      },
      {
        key: 'created_at',
        title: 'Sent',
        sortable: true,
        render: (row) => formatDateTime(row.created_at),
      },
    ],
    filters: [
      {
        kind: 'select',
        key: 'status',
        label: 'Status',
        options: statusOptions(FEEDBACK_STATUSES),
        primary: true,
      },
      {
        kind: 'select',
        key: 'type',
        label: 'Type',
        options: statusOptions(FEEDBACK_TYPES),
        primary: true,
      },
      {
        kind: 'select',
        key: 'application',
        label: 'Application',
        options: statusOptions(FEEDBACK_APPLICATIONS),
      },
      {
        kind: 'select',
        key: 'platform',
        label: 'Platform',
        options: statusOptions(FEEDBACK_PLATFORMS),
      },
      { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Sent between' },
      {
        kind: 'multi-select',
        key: 'branch_ids',
        label: 'Branches',
        options: branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
      },
    ],
    search: [
      {
        key: 'search',
        label: 'Text',
        placeholder: 'Message, email, sender or device',
        validator: search,
      },
    ],
    exportFileName: FEEDBACK_EXPORT_FILE,
    emptyText: 'No feedback here.',
    bulkActions: feedbackBulkActions(onChanged),
    rowLabel: (row) => `feedback ${row.id} from ${row.submitted_by}`,
  };
}
