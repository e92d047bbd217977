import { defineWebModule } from '../../platform/modules/web-module.ts';
import { GATE_PASS_SHORTCUTS } from './gate-pass-shortcuts.ts';

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
  shortcuts: GATE_PASS_SHORTCUTS,
  help: {
    gatepass:
      'Gate passes open on those waiting for approval. Approve or reject from the list or a pass’s page (A, R); N and P move through the list. Members and pickups say who may collect a student.',
  },
});
