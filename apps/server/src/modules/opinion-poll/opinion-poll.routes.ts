import { opinionPollEndpoints as endpoints, type pollTextAnswer } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { exportNonResponders, exportResults } from './opinion-poll-exports.ts';
import { pollForRecipient, recordResponse } from './opinion-poll-respond.ts';
import {
  buzzPoll,
  changeEndDate,
  pollResults,
  respondentLink,
  segmentsReachCount,
  textAnswers,
} from './opinion-poll.service.ts';
import { opinionPollSettings } from './opinion-poll.settings.ts';

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
        opinionPollSettings.of(config).buzzIntervalMinutes,
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
      const spec = await textAnswers(
        requestContext(db, request),
        request.params.id,
        request.query.question_id,
      );
      return sendList<z.infer<typeof pollTextAnswer>>(reply, database, request.query, spec);
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
    handler: (request) =>
      respondentLink(
        requestContext(db, request),
        signingSecret,
        request.params.id,
        request.query.mobile,
      ),
  });

  // The apps: a signed per-recipient link instead of a session. The link is the credential:
  // never logged; and the calls, open to anyone, are limited per client address.
  const respondent = { secretParams: ['token'] as const, addressLimit: 'opinion_poll.respond' };
  routeEndpoint(app, endpoints.respondForm, {
    access: 'public',
    ...respondent,
    handler: (request) => pollForRecipient(db, signingSecret, request.params.token),
  });

  routeEndpoint(app, endpoints.respond, {
    access: 'public',
    ...respondent,
    handler: (request) =>
      recordResponse(db, signingSecret, request.params.token, request.body.answers),
  });
};
