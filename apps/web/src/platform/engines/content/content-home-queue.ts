import { ContentStatus } from '@console/contract';
import type { HomeQueue } from '../../kit/home/home-queue.ts';
import type { AnyContentModule } from './content-module.ts';

/**
 * Home's count of a messaging module's scheduled items: sent by the job runner at their time,
 * still open to change or recall until then. The module's own list, filtered to Scheduled.
 */
export function scheduledQueue(
  moduleId: string,
  label: string,
  load: () => Promise<AnyContentModule>,
): HomeQueue {
  return {
    id: `${moduleId}-scheduled`,
    label,
    access: { module: moduleId },
    list: async ({ academicYearId }) => {
      const [module, { contentListConfig }] = await Promise.all([
        load(),
        import('./content-list-config.tsx'),
      ]);
      return {
        path: module.path,
        // Branches and categories only fill the filters' options.
        config: contentListConfig(module, {
          branches: [],
          categories: [],
          academicYearId,
          canChange: false,
        }),
        values: { status: String(ContentStatus.Scheduled) },
      };
    },
  };
}
