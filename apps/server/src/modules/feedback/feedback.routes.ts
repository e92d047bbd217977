import {
  errorBody,
  feedbackEndpoints as endpoints,
  helpFeedbackBody,
  helpFeedbackCreated,
  Messages,
  type FeedbackRow,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { unprocessable } from '../../platform/core/http/http-error.ts';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { ownMediaIds } from '../../platform/kit/media/media.repo.ts';
import { insertHelpFeedback } from './feedback.repo.ts';
import {
  feedbackDetail,
  feedbackList,
  removeFeedback,
  updateFeedback,
} from './feedback.service.ts';

/**
 * POST /feedback: the console's help & feedback dialog (000 §7) and the apps' feedback; the
 * triage calls (list, detail, status, delete) need the `feedback` permission.
 */
export const feedbackRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/feedback',
    {
      config: { access: 'signed-in' },
      schema: {
        summary:
          'Send help & feedback: the console (application and platform left out: Admin 1, Web 1) ' +
          'and the apps (application 2 Parent Mobile App, 3 Staff Mobile App, 5 Reach Disha Web ' +
          'App; platform 2 Android, 3 iOS) with feedback_type (Bug 1, Feedback 2, Praise 3), ' +
          'app_version, user_agent, device_id and their uploads’ media_ids',
        body: helpFeedbackBody,
        response: { 201: helpFeedbackCreated, 401: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const mediaIds = [...new Set(request.body.media_ids ?? [])];
      // Only one's own uploads can be attached: an id is not a way to reach others' files.
      if ((await ownMediaIds(app.services.db, auth.userId, mediaIds)).length !== mediaIds.length) {
        throw unprocessable('An attachment was not found.');
      }
      const id = await insertHelpFeedback(app.services.db, auth.userId, {
        ...request.body,
        media_ids: mediaIds,
      });
      return reply.status(201).send({ id, message: Messages.feedbackSent });
    },
  );

  const { db, database } = app.services;

  routeEndpoint(app, endpoints.list, {
    access: 'feedback',
    handler: async (request, reply) => {
      const spec = await feedbackList(requestContext(db, request), request.query);
      return sendList<FeedbackRow>(reply, database, request.query, spec);
    },
  });

  routeEndpoint(app, endpoints.detail, {
    access: 'feedback',
    handler: (request) => feedbackDetail(requestContext(db, request), request.params.id),
  });

  routeEndpoint(app, endpoints.update, {
    access: 'feedback',
    handler: (request) =>
      updateFeedback(requestContext(db, request), request.params.id, request.body),
  });

  routeEndpoint(app, endpoints.remove, {
    access: 'feedback',
    handler: (request) => removeFeedback(requestContext(db, request), request.params.id),
  });
};
