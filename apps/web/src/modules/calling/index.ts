import { CALL_TYPES, CALLING_READ_PERMISSIONS } from '@console/contract';
import { defineWebModule } from '../../platform/modules/web-module.ts';
import { CALL_STATUSES_KEY } from './call-status-key.ts';

/** Calling campaigns: every calling menu entry's list, a recording, a student's calls. */
export const manifest = defineWebModule({
  id: 'calling',
  pages: [
    {
      // Every calling menu entry: the entry its call_type flag selects must be visible.
      path: '/adoption-calling',
      load: () => import('./calling-page.tsx'),
      keepAlive: true,
      access: { moduleFromAddress: true },
    },
    {
      // The call's own type is checked by the server (404 for a type the user does not read).
      path: '/adoption-calling/recording/:id',
      load: () => import('./recording-page.tsx'),
      access: { permission: CALLING_READ_PERMISSIONS },
    },
    {
      path: '/user-management/student/:id/calls',
      load: () => import('./student-calls-page.tsx'),
      access: { permission: CALLING_READ_PERMISSIONS },
    },
  ],
  // The last known call status per number (001 §3) is the user's: gone at logout.
  sessionKeys: [CALL_STATUSES_KEY],
  // Each calling entry's completed calls still waiting for a reviewer's sentiment.
  homeQueues: CALL_TYPES.flatMap((type) =>
    type.moduleId
      ? [
          {
            id: `${type.slug}-calls-to-review`,
            label: `${type.name} calls to review`,
            access: { module: type.moduleId },
            list: async ({ academicYearId }: { academicYearId: number }) =>
              (await import('./review-queue.ts')).callsToReview(type, academicYearId),
          },
        ]
      : [],
  ),
});
