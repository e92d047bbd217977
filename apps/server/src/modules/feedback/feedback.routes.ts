import { errorBody, helpFeedbackBody, helpFeedbackCreated, Messages } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { unprocessable } from '../../platform/http/http-error.ts';
import type { ZodTypeProvider } from '../../platform/http/zod-schemas.ts';
import { ownMediaIds } from '../../platform/media/media.repo.ts';
import { insertHelpFeedback } from './feedback.repo.ts';

/** POST /feedback: the console's help & feedback dialog (000 §7). */
export const feedbackRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/feedback',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Send help & feedback from the console',
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
};
