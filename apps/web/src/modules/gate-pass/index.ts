import { defineWebModule } from '../../platform/modules/web-module.ts';

/** Gate pass (001): the list, a pass, and a student's passes. */
export const manifest = defineWebModule({
  id: 'gate-pass',
  pages: [
    {
      path: '/gatepass',
      load: () => import('./gate-pass-list-page.tsx'),
      keepAlive: true,
      access: { module: 'gatepass' },
    },
    {
      path: '/gatepass/:id',
      load: () => import('./gate-pass-detail-page.tsx'),
      access: { module: 'gatepass' },
    },
    {
      path: '/user-management/student/:id/gatepass',
      load: () => import('./student-gate-pass-list-page.tsx'),
      access: { module: 'gatepass' },
    },
    {
      path: '/user-management/student/:id/gatepass/:gatepass_id',
      load: () => import('./student-gate-pass-detail-page.tsx'),
      access: { module: 'gatepass' },
    },
  ],
  homeQueues: [
    {
      id: 'gate-pass-waiting',
      label: 'Gate passes waiting for approval',
      access: { module: 'gatepass' },
      list: async (context) => (await import('./waiting-queue.ts')).waitingPasses(context),
    },
  ],
});
