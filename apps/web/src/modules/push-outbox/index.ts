import { defineWebModule } from '../../platform/modules/web-module.ts';

/** The push outbox: what the built-in push driver would have sent (superusers). */
export const manifest = defineWebModule({
  id: 'push-outbox',
  pages: [
    {
      path: '/push-outbox',
      load: () => import('./push-outbox-page.tsx'),
      keepAlive: true,
      access: { superuser: true },
    },
  ],
});
