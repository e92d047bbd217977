import { feedbackEndpoints as endpoints, Messages, type FeedbackRow } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { unprocessable } from '../../platform/core/http/http-error.ts';
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
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;

  routeEndpoint(app, endpoints.send, {
    access: 'signed-in',
    handler: async (request) => {
      const auth = request.auth!;
      const mediaIds = [...new Set(request.body.media_ids ?? [])];
      // Only one's own uploads can be attached: an id is not a way to reach others' files.
      if ((await ownMediaIds(db, auth.userId, mediaIds)).length !== mediaIds.length) {
        throw unprocessable('An attachment was not found.');
      }
      const id = await insertHelpFeedback(db, auth.userId, {
        ...request.body,
        media_ids: mediaIds,
      });
      return { id, message: Messages.feedbackSent };
    },
  });

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
