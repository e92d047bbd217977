import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Feedback records: the triage list and a record's page (the `feedback` menu entry). */
export const manifest = defineWebModule({
  id: 'feedback',
  pages: [
    {
      path: '/feedback',
      load: () => import('./feedback-list-page.tsx'),
      keepAlive: true,
      access: { module: 'feedback' },
    },
    {
      path: '/feedback/:id',
      load: () => import('./feedback-detail-page.tsx'),
      access: { module: 'feedback' },
    },
  ],
});
