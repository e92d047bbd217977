import {
  PollMessages,
  opinionPollEndpoints as endpoints,
  type pollTextAnswer,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from '../../platform/http/zod-schemas.ts';
import { routeEndpoint } from '../../platform/http/endpoint-route.ts';
import { notFound, unprocessable } from '../../platform/http/http-error.ts';
import { requestContext } from '../../platform/http/request-context.ts';
import { sendList } from '../../platform/lists/send-list.ts';
import { exportNonResponders, exportResults } from './opinion-poll-exports.ts';
import { pollForRecipient, recordResponse } from './opinion-poll-respond.ts';
import { textAnswersSpec } from './opinion-poll-results.ts';
import {
  buzzPoll,
  changeEndDate,
  pollDetail,
  pollResults,
  segmentsReachCount,
} from './opinion-poll.service.ts';
import { respondentPath, signRespondentToken } from './opinion-poll-token.ts';

/**
 * The poll's calls beyond the content engine's list, detail, create, edit, delete, status and
 * restore (002 §7), and the respondent calls of the parent and staff apps.
 */
export const opinionPollRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, database, signingSecret, config } = app.services;
  const access = 'opinionpoll';

  routeEndpoint(app, endpoints.endDate, {
    access,
    handler: (request) =>
      changeEndDate(
        requestContext(db, request),
        request.params.id,
        request.body.ends_at,
        request.query.academic_year_id,
      ),
  });

  routeEndpoint(app, endpoints.buzz, {
    access,
    handler: (request) =>
      buzzPoll(
        requestContext(db, request),
        request.params.id,
        config.polls.buzzIntervalMinutes,
        request.query.academic_year_id,
      ),
  });

  routeEndpoint(app, endpoints.segmentsReachCount, {
    access,
    handler: (request) =>
      segmentsReachCount(
        requestContext(db, request),
        request.params.id,
        request.query.academic_year_id,
      ),
  });

  routeEndpoint(app, endpoints.results, {
    access,
    handler: (request) =>
      pollResults(requestContext(db, request), request.params.id, request.query.academic_year_id),
  });

  routeEndpoint(app, endpoints.textAnswers, {
    access,
    handler: async (request, reply) => {
      const { id } = request.params;
      const poll = await pollDetail(requestContext(db, request), id);
      const question = poll.questions.find((one) => one.id === request.query.question_id);
      if (!question) throw notFound(PollMessages.questionNotInPoll(request.query.question_id));
      if (question.type !== 4) throw unprocessable(PollMessages.questionNotText);
      return sendList<z.infer<typeof pollTextAnswer>>(
        reply,
        database,
        request.query,
        textAnswersSpec(id, question.id),
      );
    },
  });

  routeEndpoint(app, endpoints.exportResults, {
    access,
    handler: (request, reply) =>
      exportResults(requestContext(db, request), database, reply, request.query.ids_list),
  });

  routeEndpoint(app, endpoints.exportNonResponders, {
    access,
    handler: (request, reply) =>
      exportNonResponders(
        requestContext(db, request),
        database,
        reply,
        request.query.poll_id,
        request.query.academic_year_id,
      ),
  });

  // Support, demos and journeys: the link a recipient's push carries, for a poll in scope.
  routeEndpoint(app, endpoints.respondentLink, {
    access: 'superuser',
    handler: async (request) => {
      const { id } = request.params;
      await pollDetail(requestContext(db, request), id);
      const found = await db.execute<{ recipient_key: number }>(sql`
        SELECT recipient_key FROM poll_recipients
        WHERE poll_id = ${id} AND recipient_key = ${Number(request.query.mobile)}`);
      const recipient = found.rows[0];
      if (!recipient) throw notFound(PollMessages.notRecipient);
      const token = signRespondentToken(signingSecret, {
        pollId: id,
        recipientKey: Number(recipient.recipient_key),
      });
      return { token, path: `/api${respondentPath(token)}` };
    },
  });

  // The apps: a signed per-recipient link instead of a session.
  routeEndpoint(app, endpoints.respondForm, {
    access: 'public',
    handler: (request) => pollForRecipient(db, signingSecret, request.params.token),
  });

  routeEndpoint(app, endpoints.respond, {
    access: 'public',
    handler: (request) =>
      recordResponse(db, signingSecret, request.params.token, request.body.answers),
  });
};
