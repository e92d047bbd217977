import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Content management: the settings the product reads, changed without a restart (superusers). */
export const manifest = defineWebModule({
  id: 'content-management',
  pages: [
    {
      path: '/content-management',
      load: () => import('./content-settings-page.tsx'),
      access: { module: 'content-management' },
    },
  ],
  help: {
    'content-management':
      'Who may use CCTV, parent feedback and staff attendance, who SMS, marketing and this page are hidden from, and where the embedded portals open. A change applies at once.',
  },
});
