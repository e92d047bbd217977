import { Messages, portalEndpoints, type Permission } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { notFound } from '../../platform/core/http/http-error.ts';

/** Who may ask for each embedded portal's address (002 §7), and where the address is set. */
const PORTALS: {
  endpoint: (typeof portalEndpoints)[keyof typeof portalEndpoints];
  access: Permission;
  address: (portals: Config['portals']) => string | undefined;
}[] = [
  {
    endpoint: portalEndpoints.coTraining,
    access: 'co_training',
    address: (p) => p.coTrainingUrl,
  },
  {
    endpoint: portalEndpoints.learningAndDevelopment,
    access: 'ld',
    address: (p) => p.ldUrl,
  },
  {
    endpoint: portalEndpoints.selfServicePortal,
    access: 'self_service_portal',
    address: (p) => p.selfServicePortalUrl,
  },
  {
    endpoint: portalEndpoints.serviceDesk,
    access: 'service_desk',
    address: (p) => p.serviceDeskUrl,
  },
  {
    endpoint: portalEndpoints.serviceDeskV2,
    access: 'service_desk',
    address: (p) => p.serviceDeskV2Url,
  },
  {
    endpoint: portalEndpoints.digitalLibrary,
    access: 'digital_library',
    address: (p) => p.digitalLibraryUrl,
  },
];

export const portalsRoutes: FastifyPluginAsync = async (app) => {
  for (const portal of PORTALS) {
    routeEndpoint(app, portal.endpoint, {
      access: portal.access,
      handler: () => {
        const address = portal.address(app.services.config.portals);
        if (!address) throw notFound(Messages.redirectNotConfigured);
        return { redirect_url: address };
      },
    });
  }
};
