import { type AnyEndpoint, type EndpointAnswer, type PathParamNames } from '@console/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { SignedIn, TestApp } from '../harness.ts';
import { urlOf } from './endpoint-address.ts';

// Tests call the API by the contract's endpoint objects, as the console does: the method and the
// path come from the definition, the path's parameters are named by it, and the answer is read
// through its answer schema. Params, query and body may be ones the server refuses: a test of a
// refusal sends them through the same call.

/** A query value as an address carries it; a list is sent as repeated keys. */
export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

/** The path's parameters by name, required exactly when the path has some. */
type ParamsInput<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> };

export type EndpointInput<E extends AnyEndpoint> = ParamsInput<E> & {
  query?: Record<string, QueryValue>;
  /** The JSON body (not checked here: tests send refused bodies too). */
  body?: unknown;
  headers?: Record<string, string>;
};

/** What the endpoint answers on success: its answer schema's output, nothing for 204. */
export type AnswerOf<E extends AnyEndpoint> = E['answer'] extends z.ZodType
  ? E['orNoContent'] extends true
    ? z.output<E['answer']> | undefined
    : z.output<E['answer']>
  : undefined;

export interface EndpointResponse<E extends AnyEndpoint> extends LightMyRequestResponse {
  /**
   * The answer parsed by the endpoint's answer schema; throws with the status and body when the
   * call did not succeed, so a test reading it fails on the refusal, not on a missing field.
   */
  answer(): AnswerOf<E>;
}

export { routeOf, urlOf } from './endpoint-address.ts';

function queryOf(query: Record<string, QueryValue> = {}): Record<string, string | string[]> {
  const sent: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    sent[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return sent;
}

function answerOf(endpoint: AnyEndpoint, response: LightMyRequestResponse): unknown {
  const answer: EndpointAnswer = endpoint.answer;
  const succeeded =
    response.statusCode === endpoint.status ||
    (endpoint.orNoContent && response.statusCode === 204);
  if (!succeeded) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${response.body}`,
    );
  }
  if (response.statusCode === 204 || answer === 'no-content') return undefined;
  if (answer === 'file') return response.body;
  return answer.parse(response.json());
}

/** Calls `endpoint` as `who` (no session when absent) through app.inject. */
export async function callApi<E extends AnyEndpoint>(
  t: TestApp,
  endpoint: E,
  input: EndpointInput<E>,
  who?: SignedIn,
): Promise<EndpointResponse<E>> {
  const params = input.params as Record<string, string | number> | undefined;
  const request: InjectOptions = {
    method: endpoint.method,
    url: urlOf(endpoint, params),
    query: queryOf(input.query),
    headers: { ...who?.headers, ...input.headers },
    ...(input.body === undefined ? {} : { payload: input.body as InjectOptions['payload'] }),
  };
  const response = await t.call(request);
  return Object.assign(response, {
    answer: () => answerOf(endpoint, response) as AnswerOf<E>,
  });
}
