import { contentItemQuery, errorBody, notificationReachBody, reachCount } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import { notificationReach } from './notification-reach.service.ts';

/** POST /notification/reach (002 §7): the reach count of a notification's audience. */
export const notificationReachRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/notification/reach',
    {
      config: { access: 'notification' },
      schema: {
        summary: 'Recipients a notification reaches by push (app users) within your scope',
        querystring: contentItemQuery,
        body: notificationReachBody,
        response: { 200: reachCount, 403: errorBody, 422: errorBody },
      },
    },
    async (request) =>
      notificationReach(
        app.services.db,
        request.auth!,
        request.body,
        request.query.academic_year_id,
      ),
  );
};
