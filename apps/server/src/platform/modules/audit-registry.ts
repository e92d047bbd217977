import { contentCategories } from '../engines/content/content-category.table.ts';
import type { ServerModule } from './server-module.ts';
import type { AuditedTableOf } from '../core/audit/audited-tables.ts';

/**
 * Tables the platform itself owns whose changes are audited. Content categories are shared by
 * the announcement and wellness category pages; their module is the content engine's.
 */
const PLATFORM_AUDITED: readonly AuditedTableOf[] = [
  {
    module: 'content',
    table: contentCategories,
    labels: { noun: ['category', 'categories'], fields: { display_label: 'Shown as' } },
  },
];

/** Every audited table: the platform's and each manifest's, tagged with its module. */
export function auditedTables(modules: readonly ServerModule[]): AuditedTableOf[] {
  return [
    ...PLATFORM_AUDITED,
    ...modules.flatMap((module) =>
      (module.audited ?? []).map((entry) => ({ ...entry, module: module.id })),
    ),
  ];
}
