import { scheduledQueue } from '../../platform/engines/content/content-home-queue.ts';
import { contentPages } from '../../platform/engines/content/content-pages.ts';
import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Announcements (000 §2, §3, §7). */
export const manifest = defineWebModule({
  id: 'announcement',
  pages: contentPages(
    'announcement',
    { list: '/announcement', form: '/announcement/form', detail: '/announcement/:id' },
    ['announcement_create', 'announcement_update'],
    {
      list: () => import('./announcement-list-page.tsx'),
      form: () => import('./announcement-form-page.tsx'),
      detail: () => import('./announcement-detail-page.tsx'),
    },
  ),
  homeQueues: [
    scheduledQueue(
      'announcement',
      'Announcements scheduled',
      async () => (await import('./announcement-module.ts')).announcementModule,
    ),
  ],
});
