import { scheduledQueue } from '../../platform/engines/content/content-home-queue.ts';
import { contentPages } from '../../platform/engines/content/content-pages.ts';
import { defineWebModule } from '../../platform/modules/web-module.ts';

/** SMS (002). */
export const manifest = defineWebModule({
  id: 'sms',
  pages: contentPages('sms', { list: '/sms', form: '/sms/form', detail: '/sms/:id' }, 'sms', {
    list: () => import('./sms-list-page.tsx'),
    form: () => import('./sms-form-page.tsx'),
    detail: () => import('./sms-detail-page.tsx'),
  }),
  homeQueues: [
    scheduledQueue('sms', 'SMS scheduled', async () => (await import('./sms-module.ts')).smsModule),
  ],
});
