import { defineServerModule } from '../../platform/modules/server-module.ts';
import { userFilterRoutes } from './user-filter.routes.ts';

/** Targeting: the reach count of a user filter. */
export const manifest = defineServerModule({ id: 'user-filter', routes: userFilterRoutes });
