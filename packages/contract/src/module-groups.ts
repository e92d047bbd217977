import { MODULES } from './modules.ts';

// The module menu's groups (issue 13): the documents list forty-odd modules in one column; the
// console groups them by the work they serve. Within a group the documents' order (MODULES)
// stands. Every module is in exactly one group (module-groups.test.ts).

export const MODULE_GROUPS = [
  { id: 'messaging', title: 'Messaging' },
  { id: 'operations', title: 'Operations' },
  { id: 'transport', title: 'Transport' },
  { id: 'people', title: 'People' },
  { id: 'reports', title: 'Reports' },
  { id: 'portals', title: 'Portals' },
] as const;
export type ModuleGroupId = (typeof MODULE_GROUPS)[number]['id'];

const MEMBERS: Record<ModuleGroupId, readonly string[]> = {
  messaging: [
    'announcement',
    'opinion-poll',
    'push-notification',
    'sms',
    'marketing',
    'content-management',
    'wellness',
    'feedback-forms',
  ],
  operations: [
    'concern',
    'adoption-calling',
    'renewal-calling',
    'televerification-calling',
    'internal-calling',
    'dar-calling',
    'iat-calling',
    'event-gallery',
    'fee-payment',
    'meeting',
    'cctv',
    'cdf-drill',
    'service-desk-v2',
    'dc-sos',
    'gatepass',
    'fee-reminder',
    'micro-schedule',
    'student-attendance',
    'hks',
    'branch-ip-mapping',
    'masters',
  ],
  transport: ['bus-tracking'],
  people: [
    'user-management',
    'staff-attendance',
    'feedback',
    'learning-and-development',
    'co-training',
    'tpt',
  ],
  reports: [
    'activity-dashboard',
    'parent-feedback-dashboard',
    'analytical-reports',
    'financial-performance',
  ],
  portals: [
    'self-service-portal',
    'digital-library',
    'reach-disha',
    'nsports',
    'marketplace-wb',
    'nscribe-ai',
  ],
};

const GROUP_OF = new Map(
  Object.entries(MEMBERS).flatMap(([group, ids]) => ids.map((id) => [id, group as ModuleGroupId])),
);

/** The group a module's menu entry sits in ('operations' for one not placed yet). */
export const moduleGroupOf = (moduleId: string): ModuleGroupId =>
  GROUP_OF.get(moduleId) ?? 'operations';

/** Module ids no group names, and group members that are not modules (for the test). */
export function unplacedModules(): { unplaced: string[]; unknown: string[] } {
  const ids = new Set(MODULES.map((entry) => entry.id));
  return {
    unplaced: MODULES.map((entry) => entry.id).filter((id) => !GROUP_OF.has(id)),
    unknown: [...GROUP_OF.keys()].filter((id) => !ids.has(id)),
  };
}
