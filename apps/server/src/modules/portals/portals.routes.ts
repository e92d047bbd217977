import { errorBody, Messages, portalRedirectResponse, type Permission } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';

/** Each embedded portal's redirect call (002 §7), who may ask, and where its address is set. */
const PORTALS: {
  path: string;
  title: string;
  access: Permission;
  address: (portals: Config['portals']) => string | undefined;
}[] = [
  {
    path: '/co_training/redirect_url',
    title: 'Co-teacher training',
    access: 'co_training',
    address: (p) => p.coTrainingUrl,
  },
  {
    path: '/ld/redirect_url',
    title: 'Learning and development',
    access: 'ld',
    address: (p) => p.ldUrl,
  },
  {
    path: '/self_service_portal',
    title: 'Self service portal',
    access: 'self_service_portal',
    address: (p) => p.selfServicePortalUrl,
  },
  {
    path: '/service_desk/embed_redirect_url',
    title: 'Service desk',
    access: 'service_desk',
    address: (p) => p.serviceDeskUrl,
  },
  {
    path: '/service_desk_v2/embed_redirect_url',
    title: 'Service desk (v2)',
    access: 'service_desk',
    address: (p) => p.serviceDeskV2Url,
  },
  {
    path: '/digital_library/redirect_url',
    title: 'Digital library',
    access: 'digital_library',
    address: (p) => p.digitalLibraryUrl,
  },
];

export const portalsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const portal of PORTALS) {
    app.get(
      portal.path,
      {
        config: { access: portal.access },
        schema: {
          summary: `${portal.title}: the address the console opens`,
          response: { 200: portalRedirectResponse, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async () => {
        const address = portal.address(app.services.config.portals);
        if (!address) throw notFound(Messages.redirectNotConfigured);
        return { redirect_url: address };
      },
    );
  }
};
