import {
  GlobalModule,
  SMS_EXPORT_FILE,
  SMS_PRIORITIES,
  SMS_PRIORITY_LABELS,
  smsEndpoints,
  type SmsItem,
} from '@console/contract';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';
import { SENT_CONTENT_STATUS_SET } from '../../platform/engines/content/content-status-set.ts';

const priorityName = (code: number) => SMS_PRIORITY_LABELS[code] ?? String(code);

/** SMS (002 §3, §7): delivery priority High 1, Medium 2, Normal 3 and the DLT template id. */
export const smsModule: ContentModule<SmsItem> = {
  moduleId: 'sms',
  title: 'SMS',
  singular: 'SMS',
  path: '/sms',
  endpoints: smsEndpoints,
  auditItemType: 'sms_messages',
  globalModule: GlobalModule.sms,
  permissions: { read: 'sms', create: 'sms', update: 'sms' },
  exportFileName: SMS_EXPORT_FILE,
  // 002 §4 calls status 1 of marketing, notifications and SMS "Sent".
  statuses: SENT_CONTENT_STATUS_SET,
  // A text message is not opened in an app: there is nothing to export about opening it.
  opensTracked: false,
  // Every recipient with a number receives an SMS, app or not.
  channel: 'sms',
  extraColumns: [
    { key: 'priority', title: 'Priority', render: (row) => priorityName(row.priority) },
  ],
  extraFilters: [
    {
      kind: 'select',
      key: 'priority',
      label: 'Priority',
      options: SMS_PRIORITIES.map((code) => ({ value: String(code), label: priorityName(code) })),
    },
  ],
  detailFields: (item) => [
    { label: 'Priority', value: priorityName(item.priority) },
    { label: 'DLT template id', value: item.dlt_template_id ?? '—' },
    { label: 'Segments per message', value: item.segments_per_message },
  ],
};
