import { defineServerModule } from '../../platform/modules/server-module.ts';
import { analyticRoutes } from './analytic.routes.ts';

/** Console usage analytics: sessions and page views (000 §9). */
export const manifest = defineServerModule({ id: 'analytic', routes: analyticRoutes });
