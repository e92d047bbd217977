import { errorBody, type AnyEndpoint, type PathParamNames } from '@console/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import { z, type ZodType } from 'zod';
import type { RouteAccess, RouteAccessOptions } from '../access/route-access.ts';
import type { ZodTypeProvider } from './zod-schemas.ts';

// A route registered from its contract endpoint (packages/contract common/endpoint.ts): the
// method, path, schemas, success status and described refusals come from the one definition the
// console calls too; the route adds only who may call it and what it does.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route serves (the answer check reads `list` from it). */
    endpoint?: AnyEndpoint;
  }
}

/**
 * The request a handler sees: params, query and body parsed by the endpoint's schemas, typed
 * through the same zod type provider the app validates with.
 */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { params: E['params']; querystring: E['query']; body: E['body'] },
  ZodTypeProvider
>;

/**
 * What a handler answers: the JSON the answer schema takes, or the reply when it sent the
 * answer itself (a file, or a list's export); nothing for 'no-content', which answers 204, and
 * nothing also answers 204 where the endpoint allows it (orNoContent).
 */
export type EndpointResult<E extends AnyEndpoint> = E['answer'] extends 'file'
  ? FastifyReply
  : E['answer'] extends 'no-content'
    ? void
    : E['answer'] extends ZodType
      ? E['list'] extends true
        ? z.input<E['answer']> | FastifyReply
        : E['orNoContent'] extends true
          ? z.input<E['answer']> | undefined
          : z.input<E['answer']>
      : never;

export interface EndpointRouteOptions<E extends AnyEndpoint> extends RouteAccessOptions {
  access: RouteAccess;
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => EndpointResult<E> | Promise<EndpointResult<E>>;
  /** The document's summary when the server knows more than the contract (media's readers). */
  summary?: string;
  /** Path parameters that are credentials (a link's token): the request log never shows them. */
  secretParams?: readonly PathParamNames<E['path']>[];
  /** A public route's group, limited per client address (address-limit.ts). */
  addressLimit?: string;
}

/** The Fastify route schema of an endpoint: what validates, and what the API document shows. */
export interface EndpointSchema {
  summary: string;
  consumes?: string[];
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  response?: Record<number, ZodType>;
}

/** The media type of a body that is not JSON; a JSON body is described by its schema. */
const BODY_MEDIA_TYPES = { multipart: 'multipart/form-data', sdp: 'application/sdp' } as const;

export function endpointSchema(endpoint: AnyEndpoint, summary = endpoint.summary): EndpointSchema {
  const main = endpoint.answer === 'no-content' ? z.null() : endpoint.answer;
  // Answers by query flag (answerWhen) are among what the status may carry.
  const variants = endpoint.answerWhen.map((variant) => variant.answer);
  const success: Record<number, ZodType> =
    main === 'file'
      ? {}
      : { [endpoint.status]: variants.length > 0 ? z.union([main, ...variants]) : main };
  // Other statuses with the same answer (the readiness probe's 503) are described as it is.
  if (main !== 'file') for (const status of endpoint.answerAlsoWith) success[status] = main;
  // An endpoint that may also answer nothing (orNoContent) describes its 204 beside the answer.
  if (main !== 'file' && endpoint.orNoContent) success[204] = z.null();
  const response = {
    ...success,
    ...Object.fromEntries(endpoint.errors.map((status) => [status, errorBody])),
  };
  return {
    summary,
    ...(typeof endpoint.body === 'string' ? { consumes: [BODY_MEDIA_TYPES[endpoint.body]] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && typeof endpoint.body !== 'string' ? { body: endpoint.body } : {}),
    // A download that describes no refusal promises nothing the answer check could hold.
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
}

/** Registers the route of `endpoint` on `app` (paths are relative to the app's /api prefix). */
export function routeEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: options.access,
      endpoint,
      ...(options.secretParams ? { secretParams: options.secretParams } : {}),
      ...(options.addressLimit ? { addressLimit: options.addressLimit } : {}),
      ...(options.openDuringPasswordReset ? { openDuringPasswordReset: true } : {}),
      ...(options.bearerOnly ? { bearerOnly: true } : {}),
      ...(options.withProfile ? { withProfile: true } : {}),
    },
    schema: endpointSchema(endpoint, options.summary),
    handler: async (request, reply) => {
      const answer = await options.handler(request as EndpointRequest<E>, reply);
      const nothing = endpoint.orNoContent && answer === undefined;
      if (endpoint.answer === 'no-content' || nothing) return reply.status(204).send(null);
      // A reply the handler sent itself (a file, an export) keeps the status it set.
      if (answer === reply || reply.sent) return reply;
      // A status the endpoint also answers with (answerAlsoWith) is the handler's to set.
      if (endpoint.status !== 200 && !endpoint.answerAlsoWith.includes(reply.statusCode)) {
        reply.status(endpoint.status);
      }
      return answer;
    },
  });
}
