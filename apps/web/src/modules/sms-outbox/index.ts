import { defineWebModule } from '../../platform/modules/web-module.ts';

/** The SMS outbox: what the built-in SMS driver would have sent (superusers). */
export const manifest = defineWebModule({
  id: 'sms-outbox',
  pages: [
    {
      path: '/sms-outbox',
      load: () => import('./sms-outbox-page.tsx'),
      keepAlive: true,
      access: { superuser: true },
    },
  ],
  // What the default SMS and push drivers recorded (one-time codes included: superusers only).
  accountMenu: [{ label: 'Message outbox', path: '/sms-outbox', icon: 'inbox' }],
});
