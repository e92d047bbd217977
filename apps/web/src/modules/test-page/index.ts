import { defineWebModule } from '../../platform/modules/web-module.ts';

/** The audience reach test page (/test). */
export const manifest = defineWebModule({
  id: 'test-page',
  pages: [{ path: '/test', load: () => import('./audience-reach-page.tsx') }],
});
