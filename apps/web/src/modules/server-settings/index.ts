import { defineWebModule } from '../../platform/modules/web-module.ts';

/** The settings the server runs with, the platform's and each module's (superusers). */
export const manifest = defineWebModule({
  id: 'server-settings',
  pages: [
    {
      path: '/server-settings',
      load: () => import('./server-settings-page.tsx'),
      access: { superuser: true },
    },
  ],
  accountMenu: [
    { label: 'Server settings (effective)', path: '/server-settings', icon: 'settings' },
  ],
});
