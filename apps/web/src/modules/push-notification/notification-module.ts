import {
  GlobalModule,
  NOTIFICATION_EXPORT_FILE,
  notificationEndpoints,
  type NotificationItem,
} from '@console/contract';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';
import { SENT_CONTENT_STATUS_SET } from '../../platform/engines/content/content-status-set.ts';
import {
  APPLICATION_OPTIONS,
  applicationNames,
  PLATFORM_OPTIONS,
  platformNames,
} from './notification-labels.ts';

/** Push notifications (002 §2, §3, §7): /push-notification in the console, /notification calls. */
export const notificationModule: ContentModule<NotificationItem> = {
  moduleId: 'push-notification',
  title: 'Push Notifications',
  singular: 'Notification',
  path: '/push-notification',
  endpoints: notificationEndpoints,
  auditItemType: 'notifications',
  globalModule: GlobalModule.push_notification,
  permissions: { read: 'notification', create: 'notification', update: 'notification' },
  exportFileName: NOTIFICATION_EXPORT_FILE,
  // 002 §4 calls status 1 of marketing, notifications and SMS "Sent".
  statuses: SENT_CONTENT_STATUS_SET,
  opensTracked: true,
  extraColumns: [
    { key: 'platforms', title: 'Platforms', render: (row) => platformNames(row.platforms) },
    {
      key: 'applications',
      title: 'Applications',
      render: (row) => applicationNames(row.applications),
    },
  ],
  extraFilters: [
    {
      kind: 'select',
      key: 'platform',
      label: 'Platform',
      options: PLATFORM_OPTIONS.map((option) => ({
        value: String(option.value),
        label: option.label,
      })),
    },
    {
      kind: 'select',
      key: 'application',
      label: 'Application',
      options: APPLICATION_OPTIONS.map((option) => ({
        value: String(option.value),
        label: option.label,
      })),
    },
  ],
  detailFields: (item) => [
    { label: 'Platforms', value: platformNames(item.platforms) },
    { label: 'Applications', value: applicationNames(item.applications) },
  ],
};
