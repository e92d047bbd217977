import { scheduledQueue } from '../../platform/engines/content/content-home-queue.ts';
import { contentPages } from '../../platform/engines/content/content-pages.ts';
import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Marketing posts (002). */
export const manifest = defineWebModule({
  id: 'marketing',
  pages: contentPages(
    'marketing',
    { list: '/marketing', form: '/marketing/form', detail: '/marketing/:id' },
    'marketing',
    {
      list: () => import('./marketing-list-page.tsx'),
      form: () => import('./marketing-form-page.tsx'),
      detail: () => import('./marketing-detail-page.tsx'),
    },
  ),
  homeQueues: [
    scheduledQueue(
      'marketing',
      'Marketing messages scheduled',
      async () => (await import('./marketing-module.ts')).marketingModule,
    ),
  ],
});
