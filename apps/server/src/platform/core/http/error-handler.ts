import { Messages, type ErrorBody } from '@console/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { FieldRefusal, HttpError } from './http-error.ts';
import { RequestValidationError } from './zod-schemas.ts';

/**
 * Every failure answers `{ message }` with its status (spec README); 422 adds the field and
 * rule of each validation problem. Nothing internal (stack, SQL) reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, body: ErrorBody) =>
      reply.status(status).send({ ...body, request_id: request.id });

    if (error instanceof FieldRefusal) {
      return answer(422, {
        message: error.message,
        errors: [{ field: `body.${error.field}`, rule: 'custom', message: error.message }],
      });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return answer(error.statusCode, { message: error.message });
    }
    if (error instanceof RequestValidationError) {
      const errors = error.issues.map((issue) => ({
        field: [
          error.part === 'querystring' ? 'query' : error.part,
          ...issue.path.map(String),
        ].join('.'),
        rule: issue.code,
        message: issue.message,
      }));
      const first = errors[0];
      const message = first ? `${first.field}: ${first.message}` : Messages.validationFailed;
      return answer(422, { message, errors });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return answer(413, { message: Messages.fileTooLarge });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return answer(400, { message: Messages.malformedJson });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return answer(415, { message: 'This content type is not accepted.' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return answer(400, { message: 'The Content-Length header does not match the body.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.statusCode === 413) return answer(413, { message: Messages.fileTooLarge });
      // Fastify's own 4xx messages are about the request itself and safe to show.
      return answer(error.statusCode, { message: error.message || Messages.genericError });
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, { message: Messages.genericError });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: Messages.notFound, request_id: request.id }),
  );
}
