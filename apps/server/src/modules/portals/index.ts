import { defineServerModule } from '../../platform/modules/server-module.ts';
import { portalsRoutes } from './portals.routes.ts';

/** The embedded portals' sign-in links. */
export const manifest = defineServerModule({ id: 'portals', routes: portalsRoutes });
