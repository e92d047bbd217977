import type { ComponentType } from 'react';
import type { PageAccess } from './page-access.ts';

export type { PageAccess };

/**
 * The console's pages as data. Adding a page is adding one entry: its route path, how to load
 * it (a dynamic import, so each page is its own chunk), whether the page is kept alive when the
 * user leaves it (list pages: filters and scroll survive going back; at most 3 are kept), and
 * who may open it. Module paths without an entry show a "coming soon" page inside the layout.
 */
export interface PageEntry {
  /** Route path inside the layout, e.g. '/announcement' or '/announcement/:id'. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  keepAlive?: boolean;
  access?: PageAccess;
}

export const PAGES: PageEntry[] = [
  {
    path: '/hangfire',
    load: () => import('./module-pages/background-jobs-page.tsx'),
    access: { permission: 'hangfire_read' },
  },
  { path: '/test', load: () => import('../modules/test-page/audience-reach-page.tsx') },
  {
    path: '/sms-outbox',
    load: () => import('../modules/sms-outbox/sms-outbox-page.tsx'),
    keepAlive: true,
    access: { superuser: true },
  },
];
