import { defineWebModule } from '../../platform/modules/web-module.ts';

/** CCTV (001): recorders and their cameras, and the recorders' health board. */
export const manifest = defineWebModule({
  id: 'cctv',
  pages: [
    {
      path: '/cctv',
      load: () => import('./cctv-page.tsx'),
      keepAlive: true,
      access: { module: 'cctv' },
    },
    {
      path: '/cctv/grid',
      load: () => import('./camera-grid-page.tsx'),
      access: { module: 'cctv' },
    },
    {
      path: '/cctv/health',
      load: () => import('./cctv-health-page.tsx'),
      access: { module: 'cctv' },
    },
    {
      path: '/cctv/:dvrId',
      load: () => import('./dvr-detail-page.tsx'),
      access: { module: 'cctv' },
    },
  ],
  homeQueues: [
    {
      id: 'cctv-needs-attention',
      label: 'Recorders needing attention',
      access: { module: 'cctv' },
      list: async () => (await import('./attention-queue.ts')).recordersNeedingAttention(),
    },
  ],
});
