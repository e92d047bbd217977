import { GlobalModule, NOTIFICATION_EXPORT_FILE, notificationEndpoints } from '@console/contract';
import { notificationAppTopics } from '../../platform/kit/push/push-addressing.ts';
import {
  defineContentKind,
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
  pushAudience: {
    apps: (userType, item) => notificationAppTopics(userType, item.applications ?? []),
    platforms: (item) => item.platforms,
  },
});
