import {
  PUSH_OUTBOX_EXPORT_FILE,
  pushOutboxEndpoints,
  searchById,
  type PushOutboxEntry,
} from '@console/contract';
import { Typography } from 'antd';
import type { ListConfig } from '../../platform/kit/list/list-config.ts';
import {
  outboxFilters,
  outboxMessageColumn,
  outboxOutcomeColumns,
  outboxSentAtColumn,
} from '../../platform/kit/list/outbox-columns.tsx';

// GET /push_outbox as a list: what the default push driver "sent" (one row per message and
// topic), for superusers checking deliveries in the demo and in support.

export const pushOutboxList: ListConfig<PushOutboxEntry> = {
  endpoint: pushOutboxEndpoints.list,
  title: 'Push outbox',
  rowKey: 'id',
  exportFileName: PUSH_OUTBOX_EXPORT_FILE,
  emptyText: 'No push messages have been sent yet.',
  sortParams: { field: 'sort', order: 'order' },
  columns: [
    { key: 'id', title: 'ID', sortable: true, width: 90 },
    outboxSentAtColumn(),
    {
      key: 'target',
      title: 'Target',
      render: (row) => <Typography.Text code>{row.target}</Typography.Text>,
    },
    { key: 'title', title: 'Title' },
    outboxMessageColumn(),
    ...outboxOutcomeColumns<PushOutboxEntry>(),
  ],
  filters: outboxFilters('announcement:42'),
  search: [{ key: 'search_by_id', label: 'ID', validator: searchById }],
};
