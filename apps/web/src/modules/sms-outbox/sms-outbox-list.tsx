import {
  SMS_OUTBOX_EXPORT_FILE,
  searchById,
  searchMobile,
  smsOutboxEndpoints,
  type SmsOutboxEntry,
} from '@console/contract';
import type { ListConfig } from '../../platform/kit/list/list-config.ts';
import {
  outboxFilters,
  outboxMessageColumn,
  outboxOutcomeColumns,
  outboxSentAtColumn,
} from '../../platform/kit/list/outbox-columns.tsx';

// GET /sms_outbox as a list: what the SMS adapter "sent" (one-time codes, reset codes, module
// messages), for superusers checking deliveries in the demo and in support.

export const smsOutboxList: ListConfig<SmsOutboxEntry> = {
  endpoint: smsOutboxEndpoints.list,
  title: 'SMS outbox',
  rowKey: 'id',
  exportFileName: SMS_OUTBOX_EXPORT_FILE,
  emptyText: 'No messages have been sent yet.',
  sortParams: { field: 'sort', order: 'order' },
  columns: [
    { key: 'id', title: 'ID', sortable: true, width: 90 },
    outboxSentAtColumn(),
    { key: 'mobile', title: 'Mobile', width: 130 },
    outboxMessageColumn(),
    ...outboxOutcomeColumns<SmsOutboxEntry>(),
  ],
  filters: outboxFilters('sms:42'),
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
