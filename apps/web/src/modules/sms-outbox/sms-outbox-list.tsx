import {
  SMS_OUTBOX_EXPORT_FILE,
  searchById,
  searchMobile,
  type SmsOutboxEntry,
} from '@console/contract';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ListConfig } from '../../platform/list/list-config.ts';

// GET /sms_outbox as a list: what the SMS adapter "sent" (one-time codes, reset codes, module
// messages), for superusers checking deliveries in the demo and in support.

const STATUS_COLOURS: Record<string, string> = { sent: 'green', failed: 'red', queued: 'gold' };

export const smsOutboxList: ListConfig<SmsOutboxEntry> = {
  path: '/sms_outbox',
  title: 'SMS outbox',
  rowKey: 'id',
  exportFileName: SMS_OUTBOX_EXPORT_FILE,
  emptyText: 'No messages have been sent yet.',
  sortParams: { field: 'sort', order: 'order' },
  columns: [
    { key: 'id', title: 'ID', sortable: true, width: 90 },
    {
      key: 'created_at',
      title: 'Sent at',
      sortable: true,
      width: 190,
      // 000 §9: day-Mon-year with 12-hour time.
      render: (row) => dayjs(row.created_at).format('DD-MMM-YYYY hh:mm A'),
    },
    { key: 'mobile', title: 'Mobile', width: 130 },
    {
      key: 'body',
      title: 'Message',
      render: (row) => (
        <Typography.Paragraph
          style={{ margin: 0, maxWidth: 480 }}
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
    { kind: 'text', key: 'purpose', label: 'Purpose', placeholder: 'Purpose, e.g. sms:42' },
    { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Sent between' },
  ],
  search: [
    { key: 'search_by_id', label: 'ID', validator: searchById },
    {
      key: 'mobile',
      label: 'Mobile',
      placeholder: '10-digit mobile number',
      validator: searchMobile,
    },
  ],
};
