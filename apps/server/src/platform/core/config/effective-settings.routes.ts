import { effectiveSettingsEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../http/endpoint-route.ts';
import { effectiveSettings } from './effective-settings.ts';

/** GET /settings/effective: the settings the server runs with, for superusers. */
export const effectiveSettingsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.effective, {
    access: 'superuser',
    handler: () => effectiveSettings(app.services.config.settings),
  });
};
