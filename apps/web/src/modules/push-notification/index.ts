import { scheduledQueue } from '../../platform/engines/content/content-home-queue.ts';
import { contentPages } from '../../platform/engines/content/content-pages.ts';
import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Push notifications (002 §2 writes the detail as /push-notification/{id?}). */
export const manifest = defineWebModule({
  id: 'push-notification',
  pages: contentPages(
    'push-notification',
    {
      list: '/push-notification',
      form: '/push-notification/form',
      detail: '/push-notification/:id?',
    },
    'notification',
    {
      list: () => import('./notification-list-page.tsx'),
      form: () => import('./notification-form-page.tsx'),
      detail: () => import('./notification-detail-page.tsx'),
    },
  ),
  homeQueues: [
    scheduledQueue(
      'push-notification',
      'Push notifications scheduled',
      async () => (await import('./notification-module.ts')).notificationModule,
    ),
  ],
});
