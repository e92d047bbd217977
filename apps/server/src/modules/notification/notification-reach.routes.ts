import { notificationEndpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import { notificationReach } from './notification-reach.service.ts';

/** POST /notification/reach (002 §7): the reach count of a notification's audience. */
export const notificationReachRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  routeEndpoint(app, notificationEndpoints.reach, {
    access: 'notification',
    handler: (request) =>
      notificationReach(
        app.services.db,
        request.auth!,
        request.body,
        request.query.academic_year_id,
      ),
  });
};
