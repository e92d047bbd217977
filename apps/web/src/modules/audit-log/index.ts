import { AUDIT_LOG_PATH } from './audit-log-path.ts';
import { defineWebModule } from '../../platform/modules/web-module.ts';

/** The audit log: who changed what through the console, and when (superusers). */
export const manifest = defineWebModule({
  id: 'audit-log',
  pages: [
    {
      path: AUDIT_LOG_PATH,
      load: () => import('./audit-log-page.tsx'),
      keepAlive: true,
      access: { superuser: true },
    },
  ],
  // Who changed what through the console, and when.
  accountMenu: [{ label: 'Audit log', path: AUDIT_LOG_PATH, icon: 'audit' }],
});
