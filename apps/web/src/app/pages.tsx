import type { Permission } from '@console/contract';
import type { ComponentType } from 'react';

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

/** Every condition given must hold; the server refuses the calls anyway. */
export interface PageAccess {
  /** A module registry id that must be among the user's visible modules (GET /me). */
  module?: string;
  /** A permission, or a list of which any one suffices (superusers hold all). */
  permission?: Permission | readonly Permission[];
  superuser?: boolean;
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
