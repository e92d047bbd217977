import { defineServerModule } from '../../platform/modules/server-module.ts';
import { meRoutes } from './me.routes.ts';

/** The signed-in user: profile, permissions, module visibility. */
export const manifest = defineServerModule({ id: 'me', routes: meRoutes });
