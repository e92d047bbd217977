import { PUSH_OUTBOX_EXPORT_FILE, searchById, type PushOutboxEntry } from '@console/contract';
import { Tag, Typography } from 'antd';
import { formatDateTime } from '../../platform/content/content-tags.tsx';
import type { ListConfig } from '../../platform/list/list-config.ts';

// GET /push_outbox as a list: what the default push driver "sent" (one row per message and
// topic), for superusers checking deliveries in the demo and in support.

const STATUS_COLOURS: Record<string, string> = { sent: 'green', failed: 'red', queued: 'gold' };

export const pushOutboxList: ListConfig<PushOutboxEntry> = {
  path: '/push_outbox',
  title: 'Push outbox',
  rowKey: 'id',
  exportFileName: PUSH_OUTBOX_EXPORT_FILE,
  emptyText: 'No push messages have been sent yet.',
  sortParams: { field: 'sort', order: 'order' },
  columns: [
    { key: 'id', title: 'ID', sortable: true, width: 90 },
    {
      key: 'created_at',
      title: 'Sent at',
      sortable: true,
      width: 190,
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'target',
      title: 'Target',
      render: (row) => <Typography.Text code>{row.target}</Typography.Text>,
    },
    { key: 'title', title: 'Title' },
    {
      key: 'body',
      title: 'Message',
      render: (row) => (
        <Typography.Paragraph
          style={{ margin: 0, maxWidth: 420 }}
          ellipsis={{ rows: 2, expandable: 'collapsible' }}
        >
          {row.body}
        </Typography.Paragraph>
      ),
    },
    { key: 'purpose', title: 'Purpose' },
    {
      key: 'status',
      title: 'Status',
      render: (row) => <Tag color={STATUS_COLOURS[row.status] ?? 'default'}>{row.status}</Tag>,
    },
    { key: 'driver', title: 'Driver' },
  ],
  filters: [
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: [
        { value: 'sent', label: 'Sent' },
        { value: 'failed', label: 'Failed' },
      ],
    },
    {
      kind: 'text',
      key: 'purpose',
      label: 'Purpose',
      placeholder: 'Purpose, e.g. announcement:42',
    },
    { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Sent between' },
  ],
  search: [{ key: 'search_by_id', label: 'ID', validator: searchById }],
};
