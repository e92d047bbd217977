import { defineServerModule } from '../../platform/modules/server-module.ts';
import { assetRoutes } from './asset.routes.ts';

/** The organisation's reference lists within the caller's scope (branches, segments, designations…). */
export const manifest = defineServerModule({ id: 'asset', routes: assetRoutes });
