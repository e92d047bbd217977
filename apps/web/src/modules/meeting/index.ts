import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Meetings with attendance: the list, the form, and a meeting's page (the `meeting` entry). */
export const manifest = defineWebModule({
  id: 'meeting',
  pages: [
    {
      path: '/meeting',
      load: () => import('./meeting-list-page.tsx'),
      keepAlive: true,
      access: { module: 'meeting' },
    },
    {
      path: '/meeting/form',
      load: () => import('./meeting-form-page.tsx'),
      access: { module: 'meeting' },
    },
    {
      path: '/meeting/:itemId',
      load: () => import('./meeting-detail-page.tsx'),
      access: { module: 'meeting' },
    },
  ],
});
