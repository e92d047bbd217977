import { contentManagementEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { assertModuleShown } from '../../platform/core/access/module-shown.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { listContentSettings, setContentSetting } from './content-settings.service.ts';

/**
 * Content management's server settings (002 §7): superusers only, and not those the
 * "hidden from SMS, Marketing and Content Management" setting names (000 §6), as its menu entry.
 */
export const contentSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.services;

  routeEndpoint(app, endpoints.list, {
    access: 'superuser',
    handler: async (request, reply) => {
      const caller = requestContext(db, request);
      await assertModuleShown(caller, 'content-management');
      const { total, items } = await listContentSettings(caller, config, request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  });

  routeEndpoint(app, endpoints.setServerSetting, {
    access: 'superuser',
    handler: async (request) => {
      const caller = requestContext(db, request);
      await assertModuleShown(caller, 'content-management');
      return setContentSetting(caller, config, request.body);
    },
  });
};
