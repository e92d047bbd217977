import { contentServerModule } from '../../platform/modules/content-server-module.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { notificationDemoSeed } from './notification.demo-seed.ts';
import { notificationReachRoutes } from './notification-reach.routes.ts';
import { notificationContent } from './notification.content.ts';
import { notifications } from './notification.table.ts';

/** Push notifications: a messaging module on the content engine, with its own reach count. */
export const manifest = defineServerModule({
  ...contentServerModule(
    'notification',
    notificationContent,
    notifications,
    notificationReachRoutes,
  ),
  demoSeed: notificationDemoSeed,
});
