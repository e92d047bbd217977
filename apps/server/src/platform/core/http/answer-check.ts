import { errorBody } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/** An answer that does not match its route's answer schema for its status code. */
export interface AnswerDrift {
  route: string;
  status: number;
  problem: string;
}

/**
 * The route's answer schema for a status: a variant whose query flag is set (answerWhen), then
 * the exact code, then '2xx'-style, then 'default'; a
 * refusal the route does not describe (401, 403, 429 from the platform) is the common error body.
 */
function answerSchema(request: FastifyRequest, status: number): ZodType | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const variant = request.routeOptions.config.endpoint?.answerWhen.find(
    (candidate) => query[candidate.flag] === true,
  );
  if (variant && status < 300) return variant.answer;
  const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, ZodType>;
  const declared = responses[status] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
  return declared ?? (status >= 400 ? errorBody : undefined);
}

/**
 * Checks every JSON answer against the schema its route declares for that status, reporting
 * each drift (tests turn a report into a failure): the contract is what clients are promised,
 * so an answer that leaves it is a defect even when the test's own assertions pass. Answers
 * that are not JSON (files, exports, the console's pages) are not checked; a successful JSON
 * answer from a route that declares no schema for its status is reported too, and so is a page
 * of a list endpoint without its x-total-count.
 */
export function checkAnswers(app: FastifyInstance, report: (drift: AnswerDrift) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') || typeof payload !== 'string') return payload;
    // Unknown routes answer from the not-found handler: no route, nothing promised. Routes
    // hidden from the API document (the document's own, /api/docs/json) promise nothing either.
    const declared = request.routeOptions.schema as { hide?: boolean } | undefined;
    if (!request.routeOptions.url || declared?.hide) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const status = reply.statusCode;
    const schema = answerSchema(request, status);
    if (!schema) {
      report({ route, status, problem: 'no answer schema for this status' });
      return payload;
    }
    // A list endpoint promises its total beside the page (the console's pager reads it).
    const list = request.routeOptions.config.endpoint?.list === true;
    if (list && status < 300 && reply.getHeader('x-total-count') === undefined) {
      report({ route, status, problem: 'a list answer without x-total-count' });
    }
    const parsed = schema.safeParse(JSON.parse(payload));
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
      report({ route, status, problem: issues.join('; ') });
    }
    return payload;
  });
}
