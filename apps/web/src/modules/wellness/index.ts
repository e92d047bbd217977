import { scheduledQueue } from '../../platform/engines/content/content-home-queue.ts';
import { contentPages } from '../../platform/engines/content/content-pages.ts';
import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Wellness posts (002). */
export const manifest = defineWebModule({
  id: 'wellness',
  pages: contentPages(
    'wellness',
    { list: '/wellness', form: '/wellness/form', detail: '/wellness/:id' },
    'wellness',
    {
      list: () => import('./wellness-list-page.tsx'),
      form: () => import('./wellness-form-page.tsx'),
      detail: () => import('./wellness-detail-page.tsx'),
    },
  ),
  homeQueues: [
    scheduledQueue(
      'wellness',
      'Wellness posts scheduled',
      async () => (await import('./wellness-module.ts')).wellnessModule,
    ),
  ],
});
