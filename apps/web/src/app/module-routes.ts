import { MODULES } from '@console/contract';

/**
 * The module addresses of 000 §2 and 002 §2 (with the gate-pass routes of 001 §2), one by one,
 * in React Router's syntax (`:id?` an optional segment). A module not built yet shows its
 * "coming soon" page on exactly these addresses; anything else under a module is a 404.
 */
export const MODULE_ROUTE_PATHS: readonly string[] = [
  // Every menu entry's list (the calling entries share /adoption-calling).
  ...new Set(MODULES.map((entry) => entry.path.split('?')[0] ?? entry.path)),
  // Top-level routes that are not menu entries.
  '/index-dummy',
  '/notification',
  '/test',
  // Forms.
  '/announcement/form',
  '/event-gallery/form',
  '/fee-reminder/form',
  '/marketing/form',
  '/meeting/form',
  '/opinion-poll/form',
  '/push-notification/form',
  '/sms/form',
  '/user-management/form',
  '/wellness/form',
  // Other fixed routes.
  '/bus-tracking/bus-tracking-users',
  // CCTV's grid view (001 §2: 2x2, 3x2, 4x3, 4x4).
  '/cctv/grid',
  '/cctv/health',
  '/bus-tracking/mapping',
  '/event-gallery/branch-wise-schedules',
  '/event-gallery/event-schedule',
  '/user-management/app-usage',
  '/user-management/role',
  // Parameterised routes.
  '/announcement/:id',
  '/cctv/:dvrId',
  '/cdf-drill/:id?',
  '/concern/:id',
  '/event-gallery/:id?',
  '/fee-reminder/:id?',
  '/feedback/:id',
  '/gatepass/:id',
  '/marketing/:id',
  '/meeting/:itemId',
  '/micro-schedule/:id?',
  '/opinion-poll/:id?',
  '/push-notification/:id?',
  '/sms/:id',
  '/wellness/:id',
  '/adoption-calling/recording/:id',
  '/bus-tracking/bus/:id',
  '/bus-tracking/mapping/:busNumber',
  '/bus-tracking/mapping/feeds/:busNumber',
  '/bus-tracking/mapping/:busNumber/bus-route/:id',
  '/user-management/analytics/session/:id?',
  '/user-management/analytics/:userNumber',
  '/user-management/:id?/permission',
  // Staff and student detail with their child views.
  '/user-management/staff/:id',
  '/user-management/staff/:id/profile',
  '/user-management/student/:id',
  '/user-management/student/:id/calls',
  '/user-management/student/:id/concerns',
  '/user-management/student/:id/fee',
  '/user-management/student/:id/gatepass',
  '/user-management/student/:id/gatepass/:gatepass_id',
  '/user-management/student/:id/profile',
];

/**
 * The menu entries a route belongs to, by its first segment: one for most modules, several for
 * /adoption-calling (the calling entries, told apart by the `call_type` query), none for
 * routes outside the menu.
 */
export function moduleEntriesOf(routePath: string) {
  const root = `/${routePath.split('/')[1] ?? ''}`;
  return MODULES.filter((entry) => (entry.path.split('?')[0] ?? entry.path) === root);
}
