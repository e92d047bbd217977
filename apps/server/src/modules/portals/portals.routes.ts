import {
  Messages,
  PortalSettingKey,
  portalEndpoints,
  type Permission,
  type PortalSettingKeyName,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentSetting } from '../../platform/core/access/setting-values.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';

/**
 * Who may ask for each embedded portal's address (002 §7), and the content-management setting
 * that holds it (the server's environment until a superuser sets it there).
 */
const PORTALS: {
  endpoint: (typeof portalEndpoints)[keyof typeof portalEndpoints];
  access: Permission;
  setting: PortalSettingKeyName;
}[] = [
  {
    endpoint: portalEndpoints.coTraining,
    access: 'co_training',
    setting: PortalSettingKey.coTraining,
  },
  {
    endpoint: portalEndpoints.learningAndDevelopment,
    access: 'ld',
    setting: PortalSettingKey.learningAndDevelopment,
  },
  {
    endpoint: portalEndpoints.selfServicePortal,
    access: 'self_service_portal',
    setting: PortalSettingKey.selfServicePortal,
  },
  {
    endpoint: portalEndpoints.serviceDesk,
    access: 'service_desk',
    setting: PortalSettingKey.serviceDesk,
  },
  {
    endpoint: portalEndpoints.serviceDeskV2,
    access: 'service_desk',
    setting: PortalSettingKey.serviceDeskV2,
  },
  {
    endpoint: portalEndpoints.digitalLibrary,
    access: 'digital_library',
    setting: PortalSettingKey.digitalLibrary,
  },
];

export const portalsRoutes: FastifyPluginAsync = async (app) => {
  for (const portal of PORTALS) {
    routeEndpoint(app, portal.endpoint, {
      access: portal.access,
      handler: async (request) => {
        const caller = requestContext(app.services.db, request);
        const address = await currentSetting(caller, app.services.config, portal.setting);
        if (typeof address !== 'string' || !address) {
          throw notFound(Messages.redirectNotConfigured);
        }
        return { redirect_url: address };
      },
    });
  }
};
