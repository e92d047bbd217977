import { CALLING_READ_PERMISSIONS } from '@console/contract';
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

/**
 * The three pages of a messaging module (000 §2, 002 §2): the list (kept alive) and the detail
 * for whoever sees the module's menu entry (its read permission), the form for holders of the
 * create or update permission (the form itself tells the two apart).
 */
function contentPages(
  moduleId: string,
  paths: { list: string; form: string; detail: string },
  write: PageAccess['permission'],
  loaders: Record<'list' | 'form' | 'detail', PageEntry['load']>,
): PageEntry[] {
  return [
    { path: paths.list, load: loaders.list, keepAlive: true, access: { module: moduleId } },
    { path: paths.form, load: loaders.form, access: { module: moduleId, permission: write } },
    { path: paths.detail, load: loaders.detail, access: { module: moduleId } },
  ];
}

export const PAGES: PageEntry[] = [
  ...contentPages(
    'announcement',
    { list: '/announcement', form: '/announcement/form', detail: '/announcement/:id' },
    ['announcement_create', 'announcement_update'],
    {
      list: () => import('../modules/announcement/announcement-list-page.tsx'),
      form: () => import('../modules/announcement/announcement-form-page.tsx'),
      detail: () => import('../modules/announcement/announcement-detail-page.tsx'),
    },
  ),
  ...contentPages(
    'push-notification',
    // 002 §2 writes the detail as /push-notification/{id?}.
    {
      list: '/push-notification',
      form: '/push-notification/form',
      detail: '/push-notification/:id?',
    },
    'notification',
    {
      list: () => import('../modules/push-notification/notification-list-page.tsx'),
      form: () => import('../modules/push-notification/notification-form-page.tsx'),
      detail: () => import('../modules/push-notification/notification-detail-page.tsx'),
    },
  ),
  ...contentPages('sms', { list: '/sms', form: '/sms/form', detail: '/sms/:id' }, 'sms', {
    list: () => import('../modules/sms/sms-list-page.tsx'),
    form: () => import('../modules/sms/sms-form-page.tsx'),
    detail: () => import('../modules/sms/sms-detail-page.tsx'),
  }),
  ...contentPages(
    'marketing',
    { list: '/marketing', form: '/marketing/form', detail: '/marketing/:id' },
    'marketing',
    {
      list: () => import('../modules/marketing/marketing-list-page.tsx'),
      form: () => import('../modules/marketing/marketing-form-page.tsx'),
      detail: () => import('../modules/marketing/marketing-detail-page.tsx'),
    },
  ),
  ...contentPages(
    'wellness',
    { list: '/wellness', form: '/wellness/form', detail: '/wellness/:id' },
    'wellness',
    {
      list: () => import('../modules/wellness/wellness-list-page.tsx'),
      form: () => import('../modules/wellness/wellness-form-page.tsx'),
      detail: () => import('../modules/wellness/wellness-detail-page.tsx'),
    },
  ),
  {
    path: '/event-gallery',
    load: () => import('../modules/event-gallery/event-gallery-page.tsx'),
    keepAlive: true,
    access: { module: 'event-gallery' },
  },
  {
    path: '/event-gallery/form',
    load: () => import('../modules/event-gallery/event-form-page.tsx'),
    access: {
      module: 'event-gallery',
      permission: ['eventsgallery_create', 'eventsgallery_update', 'event_gallery_admin'],
    },
  },
  {
    path: '/event-gallery/event-schedule',
    load: () => import('../modules/event-gallery/event-schedule-page.tsx'),
    access: { module: 'event-gallery' },
  },
  {
    path: '/event-gallery/branch-wise-schedules',
    load: () => import('../modules/event-gallery/branch-completion-page.tsx'),
    access: { module: 'event-gallery' },
  },
  {
    // 001 §2 writes the detail as /event-gallery/{id?}; without an id it is the list above.
    path: '/event-gallery/:id?',
    load: () => import('../modules/event-gallery/event-detail-page.tsx'),
    access: { module: 'event-gallery' },
  },
  {
    path: '/gatepass',
    load: () => import('../modules/gate-pass/gate-pass-list-page.tsx'),
    keepAlive: true,
    access: { module: 'gatepass' },
  },
  {
    path: '/gatepass/:id',
    load: () => import('../modules/gate-pass/gate-pass-detail-page.tsx'),
    access: { module: 'gatepass' },
  },
  {
    path: '/user-management/student/:id/gatepass',
    load: () => import('../modules/gate-pass/student-gate-pass-list-page.tsx'),
    access: { module: 'gatepass' },
  },
  {
    path: '/user-management/student/:id/gatepass/:gatepass_id',
    load: () => import('../modules/gate-pass/student-gate-pass-detail-page.tsx'),
    access: { module: 'gatepass' },
  },
  {
    // Every calling menu entry: the entry its call_type flag selects must be visible.
    path: '/adoption-calling',
    load: () => import('../modules/calling/calling-page.tsx'),
    keepAlive: true,
    access: { moduleFromAddress: true },
  },
  {
    // The call's own type is checked by the server (404 for a type the user does not read).
    path: '/adoption-calling/recording/:id',
    load: () => import('../modules/calling/recording-page.tsx'),
    access: { permission: CALLING_READ_PERMISSIONS },
  },
  {
    path: '/user-management/student/:id/calls',
    load: () => import('../modules/calling/student-calls-page.tsx'),
    access: { permission: CALLING_READ_PERMISSIONS },
  },
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
  {
    path: '/push-outbox',
    load: () => import('../modules/push-outbox/push-outbox-page.tsx'),
    keepAlive: true,
    access: { superuser: true },
  },
];
