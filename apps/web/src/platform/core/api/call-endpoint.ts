import {
  endpointPath,
  type AnyEndpoint,
  type EndpointRef,
  type ListEndpoint,
  type PathParamNames,
} from '@console/contract';
import type { z, ZodType } from 'zod';
import { apiRequest, apiUrl, type QueryValue } from './api-client.ts';

// The console calls an endpoint by its contract object (packages/contract common/endpoint.ts):
// the method, the path with its parameters filled in, and the types of query, body and answer
// all come from the definition the server registers its route from. Pages that must not load
// zod (sign-in, the start-up code) pass the endpoint's reference instead (common/endpoint-ref.ts):
// the same method and path, typed by the same definition.

/** An endpoint, or its reference: only the method and the path are read here. */
type Callable<E extends AnyEndpoint> = E | EndpointRef<E>;

/** The path's parameters by name; required exactly when the path has some. */
export type ParamsPart<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> };

/**
 * The query by the schema's field names. Values are what the address carries (text, numbers,
 * lists sent as comma lists): the schema's parsing happens on the server.
 */
type QueryPart<E extends AnyEndpoint> = [E['query']] extends [undefined]
  ? { query?: undefined }
  : [E['query']] extends [ZodType]
    ? { query?: { [Key in keyof z.input<E['query']>]?: QueryValue } }
    : { query?: Record<string, QueryValue> };

/** The JSON body the schema takes, or FormData for an upload. */
type BodyPart<E extends AnyEndpoint> = [E['body']] extends ['multipart']
  ? { body: FormData }
  : [E['body']] extends [ZodType]
    ? { body: z.input<E['body']> }
    : { body?: undefined };

export type EndpointCall<E extends AnyEndpoint> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> & { signal?: AbortSignal };

/** A JSON call may leave out the bearer token (the sign-in calls, made before a session). */
type JsonCall<E extends AnyEndpoint> = EndpointCall<E> & { anonymous?: boolean };

/** An argument that may be left out when nothing in it is required. */
type OptionalWhenEmpty<Argument> =
  Record<string, never> extends Argument ? [argument?: Argument] : [argument: Argument];

type CallArgument<E extends AnyEndpoint> = OptionalWhenEmpty<EndpointCall<E>>;

/** Where a call goes: the path's parameters and the query. */
export type EndpointAddress<E extends AnyEndpoint> = ParamsPart<E> & QueryPart<E>;

/** What a JSON endpoint answers; nothing for 'no-content', or maybe nothing (orNoContent). */
export type EndpointAnswerOf<E extends AnyEndpoint> = E['answer'] extends ZodType
  ? E['orNoContent'] extends true
    ? z.output<E['answer']> | undefined
    : z.output<E['answer']>
  : undefined;

/** Endpoints answered in JSON or with no content (downloads go through endpointUrl). */
type CallableEndpoint = AnyEndpoint & { answer: ZodType | 'no-content' };

/** One page of a list and the total the server counted (x-total-count). */
export interface EndpointPage<Row> {
  rows: Row[];
  total: number;
}

export type EndpointRow<E extends ListEndpoint> = z.output<E['answer']>[number];

/** Calls an endpoint and answers its parsed answer (ApiError on a refusal, as `api` does). */
export async function callEndpoint<E extends CallableEndpoint>(
  endpoint: Callable<E>,
  ...[call]: OptionalWhenEmpty<JsonCall<E>>
): Promise<EndpointAnswerOf<E>> {
  const path = endpointPath(endpoint, call?.params as Record<string, string | number> | undefined);
  const response = await apiRequest<EndpointAnswerOf<E>>(path, {
    method: endpoint.method,
    query: call?.query as Record<string, QueryValue> | undefined,
    body: call?.body,
    signal: call?.signal,
    anonymous: call?.anonymous,
  });
  return response.data;
}

/** Calls a list endpoint: one page of rows and the total of every page. */
export async function callListEndpoint<E extends ListEndpoint>(
  endpoint: Callable<E>,
  ...[call]: CallArgument<E>
): Promise<EndpointPage<EndpointRow<E>>> {
  const path = endpointPath(endpoint, call?.params as Record<string, string | number> | undefined);
  const response = await apiRequest<EndpointRow<E>[]>(path, {
    query: call?.query as Record<string, QueryValue> | undefined,
    signal: call?.signal,
  });
  const total = Number(response.headers.get('x-total-count') ?? response.data.length);
  return { rows: response.data, total: Number.isFinite(total) ? total : response.data.length };
}

/** The address of a call, for links and downloads: '/api/media/5'. */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: Callable<E>,
  ...[address]: OptionalWhenEmpty<EndpointAddress<E>>
): string {
  const path = endpointPath(
    endpoint,
    address?.params as Record<string, string | number> | undefined,
  );
  return apiUrl(path, address?.query as Record<string, QueryValue> | undefined);
}
