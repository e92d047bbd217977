import { defineServerModule } from '../../platform/modules/server-module.ts';
import { userRoutes } from './user.routes.ts';

/** User management: the console's accounts, their roles and permissions, and their profiles. */
export const manifest = defineServerModule({ id: 'user-management', routes: userRoutes });
