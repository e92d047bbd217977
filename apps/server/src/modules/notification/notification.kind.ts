import { GlobalModule, NOTIFICATION_EXPORT_FILE, notificationEndpoints } from '@console/contract';
import { notificationAppTopics } from '../../platform/kit/push/push-addressing.ts';
import {
  defineContentKind,
  SENT_CONTENT_STATUS_RULES,
  singlePermission,
} from '../../platform/engines/content/content-kinds.ts';

/**
 * Push notifications as the content engine knows them: unlike the other push modules, an item
 * chooses the apps and platforms its pushes go to.
 */
export const notificationKind = defineContentKind({
  key: 'notification',
  table: 'notifications',
  endpoints: notificationEndpoints,
  globalModule: GlobalModule.push_notification,
  access: singlePermission('notification'),
  channel: 'push',
  exportFile: NOTIFICATION_EXPORT_FILE,
  // 002 §4 calls status 1 of marketing, notifications and SMS "Sent".
  statusRules: SENT_CONTENT_STATUS_RULES,
  pushAudience: {
    apps: (userType, item) => notificationAppTopics(userType, item.applications ?? []),
    platforms: (item) => item.platforms,
  },
});
