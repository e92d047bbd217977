import { defineWebModule } from '../../platform/modules/web-module.ts';

/** The audit log: who changed what through the console, and when (superusers). */
export const manifest = defineWebModule({
  id: 'audit-log',
  pages: [
    {
      path: '/audit-log',
      load: () => import('./audit-log-page.tsx'),
      keepAlive: true,
      access: { superuser: true },
    },
  ],
  // Who changed what through the console, and when.
  accountMenu: [{ label: 'Audit log', path: '/audit-log', icon: 'audit' }],
});
