import type { Hue } from '@console/contract';
import { Typography } from 'antd';
import { formatDateTime } from '../../core/format/date-time.ts';
import { HueTag } from '../tags/hue-tag.tsx';
import type { ListColumn, ListFilter } from './list-config.ts';

// What the SMS and push outbox lists (superusers) have in common: when a message was sent, its
// text, what sent it, how it went and through which driver.

interface OutboxRow {
  created_at: string;
  body: string;
  status: string;
}

/** The drivers' outcome words; a failure carries its reason ("failed: gateway answered 503"). */
const STATUS_HUES: Record<string, Hue> = { sent: 'green', failed: 'red', queued: 'gold' };

export const outboxSentAtColumn = <Row extends OutboxRow>(): ListColumn<Row> => ({
  key: 'created_at',
  title: 'Sent at',
  sortable: true,
  width: 190,
  render: (row) => formatDateTime(row.created_at),
});

export const outboxMessageColumn = <Row extends OutboxRow>(): ListColumn<Row> => ({
  key: 'body',
  title: 'Message',
  render: (row) => (
    <Typography.Paragraph
      style={{ margin: 0, maxWidth: 440 }}
      ellipsis={{ rows: 2, expandable: 'collapsible' }}
    >
      {row.body}
    </Typography.Paragraph>
  ),
});

/** Purpose, status and driver: the columns after the message. */
export const outboxOutcomeColumns = <Row extends OutboxRow>(): ListColumn<Row>[] => [
  { key: 'purpose', title: 'Purpose' },
  {
    key: 'status',
    title: 'Status',
    render: (row) => (
      <HueTag hue={STATUS_HUES[row.status.split(':')[0] ?? ''] ?? 'grey'}>{row.status}</HueTag>
    ),
  },
  { key: 'driver', title: 'Driver' },
];

/** Status, purpose (e.g. `sms:42`) and the sending dates. */
export const outboxFilters = (purposeExample: string): ListFilter[] => [
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
    placeholder: `Purpose, e.g. ${purposeExample}`,
  },
  { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Sent between' },
];
