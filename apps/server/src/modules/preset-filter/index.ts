import { sql } from 'drizzle-orm';
import { titlesById } from '../../platform/core/audit/audit-titles.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { presetFilters } from './preset-filter.table.ts';
import { presetFilterRoutes } from './preset-filter.routes.ts';

/** Saved list filters per user. */
export const manifest = defineServerModule({
  id: 'preset-filter',
  routes: presetFilterRoutes,
  audited: [
    {
      table: presetFilters,
      labels: {
        noun: ['saved filter', 'saved filters'],
        titles: titlesById('preset_filters', sql`t.name`),
        actions: { created: 'saved' },
      },
    },
  ],
});
