import { scheduledQueue } from '../../platform/engines/content/content-home-queue.ts';
import { contentPages } from '../../platform/engines/content/content-pages.ts';
import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Opinion polls (002 §2 writes the detail as /opinion-poll/{id?}). */
export const manifest = defineWebModule({
  id: 'opinion-poll',
  pages: contentPages(
    'opinion-poll',
    { list: '/opinion-poll', form: '/opinion-poll/form', detail: '/opinion-poll/:id?' },
    'opinionpoll',
    {
      list: () => import('./poll-list-page.tsx'),
      form: () => import('./poll-form-page.tsx'),
      detail: () => import('./poll-detail-page.tsx'),
    },
  ),
  homeQueues: [
    scheduledQueue(
      'opinion-poll',
      'Polls scheduled',
      async () => (await import('./poll-config.ts')).pollConfig,
    ),
  ],
});
