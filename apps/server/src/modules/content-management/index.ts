import { findModule } from '@console/contract';
import { serverSettings } from '../../platform/core/access/access.table.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { contentSettingsRoutes } from './content-settings.routes.ts';

/** Content management: the settings the product reads at run time, changed without a restart. */
export const manifest = defineServerModule({
  id: 'content-management',
  routes: contentSettingsRoutes,
  audited: [
    {
      table: serverSettings,
      idColumn: 'key',
      labels: {
        noun: ['server setting', 'server settings'],
        fields: { value: 'Value' },
        path: findModule('content-management')!.path,
      },
    },
  ],
});
