import { findModule } from '@console/contract';
import { permissionRoles } from '../../platform/core/access/access.table.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { userRoutes } from './user.routes.ts';

/** User management: the console's accounts, their roles and permissions, and their profiles. */
export const manifest = defineServerModule({
  id: 'user-management',
  routes: userRoutes,
  audited: [
    {
      table: permissionRoles,
      labels: {
        noun: ['role', 'roles'],
        fields: { name: 'Name', permissions: 'Permissions' },
        path: `${findModule('user-management')!.path}/role`,
      },
    },
  ],
});
