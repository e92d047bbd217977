import { z, type ZodType } from 'zod';

// One endpoint, written once (DESIGN.md "Each endpoint is written once"): its method, path,
// path parameters, query, body, answer and the refusals it describes. The server registers its
// route from it (validation, the OpenAPI document, the answer check in tests) and the console
// calls it by the same object, so neither side spells a path or a schema of its own.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Refusals an endpoint describes; each answers the common error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502;

/**
 * What a successful call answers: JSON described by a schema; `'file'` for an answer that is not
 * JSON and has no schema (a download: an export, a stored file; a WHEP session's SDP), sent by
 * the handler itself; `'no-content'` for 204.
 */
export type EndpointAnswer = ZodType | 'file' | 'no-content';

/**
 * A JSON body described by a schema; `'multipart'` for a file upload (FormData); `'sdp'` for a
 * WebRTC session description sent as text (application/sdp: a WHEP offer).
 */
export type EndpointBody = ZodType | 'multipart' | 'sdp';

/** The names of a path's parameters: '/gate_pass/:id/member/:member_id' → 'id' | 'member_id'. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends ZodType | undefined = ZodType | undefined,
  Query extends ZodType | undefined = ZodType | undefined,
  Body extends EndpointBody | undefined = EndpointBody | undefined,
  Answer extends EndpointAnswer = EndpointAnswer,
  List extends boolean = boolean,
  OrNoContent extends boolean = boolean,
> {
  method: Method;
  /** Fastify's spelling, under /api: '/gate_pass/:id'. */
  path: Path;
  params: Params;
  query: Query;
  body: Body;
  answer: Answer;
  /** The status of a success: 201 for a creation, 204 for no content, 200 otherwise. */
  status: 200 | 201 | 204;
  /** A page of rows whose total is in x-total-count (and export=true downloads them all). */
  list: List;
  summary: string;
  errors: readonly ErrorStatus[];
  /**
   * Answers of another shape, each when a boolean query flag is set (GET /cctv/camera with
   * ids_only=true answers ids, not rows). The main `answer` is the answer otherwise.
   */
  answerWhen: readonly AnswerVariant[];
  /**
   * The call may also answer 204 with no body instead of its answer (a messaging item's status
   * call once the move deleted the item).
   */
  orNoContent: OrNoContent;
  /**
   * Statuses besides the success's that carry the same answer (the readiness probe answers its
   * report with 503 when not ready: a load balancer reads the status, an operator the report).
   */
  answerAlsoWith: readonly number[];
}

/** An answer an endpoint gives instead of its main one when `flag` is true in the query. */
export interface AnswerVariant {
  flag: string;
  answer: ZodType;
}

/** Any endpoint, whatever its schemas. */
export type AnyEndpoint = Endpoint<
  HttpMethod,
  string,
  ZodType | undefined,
  ZodType | undefined,
  EndpointBody | undefined,
  EndpointAnswer,
  boolean
>;

/** A list endpoint whose rows are `Row`. */
export type ListEndpoint<Row = unknown> = Endpoint<
  'GET',
  string,
  ZodType | undefined,
  ZodType | undefined,
  undefined,
  ZodType<Row[]>,
  true
>;

interface EndpointDefinition<
  Method extends HttpMethod,
  Path extends string,
  Params extends ZodType | undefined,
  Query extends ZodType | undefined,
  Body extends EndpointBody | undefined,
  Answer extends EndpointAnswer,
  List extends boolean,
  OrNoContent extends boolean,
> {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  answer: Answer;
  /** 201 for a creation; 'no-content' answers 204 by itself. */
  status?: 200 | 201;
  list?: List;
  summary: string;
  errors?: readonly ErrorStatus[];
  answerWhen?: readonly AnswerVariant[];
  /** Also answers 204 with no body (only beside a JSON answer). */
  orNoContent?: OrNoContent;
  /** Other statuses that carry the same answer (only beside a JSON answer). */
  answerAlsoWith?: readonly number[];
}

type Names<Keys> = Extract<Keys, string>;

/**
 * The path's parameters and the params schema agree: a path with parameters needs a schema
 * naming exactly them, a path without needs none. A mismatch is a type error that says which.
 */
type ParamsAgree<Path extends string, Params> = [PathParamNames<Path>] extends [never]
  ? [Params] extends [undefined]
    ? unknown
    : { params: 'This path has no parameters; leave params out.' }
  : [Params] extends [ZodType]
    ? [Names<keyof z.output<Params>>] extends [PathParamNames<Path>]
      ? [PathParamNames<Path>] extends [Names<keyof z.output<Params>>]
        ? unknown
        : { params: `The params schema must name every path parameter: ${PathParamNames<Path>}` }
      : { params: `The params schema names only the path's parameters: ${PathParamNames<Path>}` }
    : { params: `Give a params schema for the path's parameters: ${PathParamNames<Path>}` };

/** A list answers rows: an array schema, from a GET. */
type ListAgrees<Method, Answer, List> = [List] extends [true]
  ? [Method] extends ['GET']
    ? [Answer] extends [z.ZodArray]
      ? unknown
      : { answer: 'A list answers an array of rows: z.array(row).' }
    : { answer: 'A list is read with GET.' }
  : unknown;

/** 'no-content' answers 204 by itself. */
type StatusAgrees<Answer> = [Answer] extends ['no-content'] ? { status?: never } : unknown;

/** The names of a path's parameters, in order (runtime twin of PathParamNames). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

/**
 * Defines an endpoint. The checks that types cannot make (the params schema's keys against the
 * path, list and body rules) run here, when the contract loads, so a wrong definition fails
 * every test rather than one call.
 */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Params extends ZodType | undefined = undefined,
  Query extends ZodType | undefined = undefined,
  Body extends EndpointBody | undefined = undefined,
  Answer extends EndpointAnswer = EndpointAnswer,
  List extends boolean = false,
  OrNoContent extends boolean = false,
>(
  definition: EndpointDefinition<Method, Path, Params, Query, Body, Answer, List, OrNoContent> &
    ParamsAgree<Path, Params> &
    ListAgrees<Method, Answer, List> &
    StatusAgrees<Answer>,
): Endpoint<Method, Path, Params, Query, Body, Answer, List, OrNoContent> {
  const { method, path, answer } = definition;
  const where = `${method} ${path}`;
  if (!path.startsWith('/')) throw new Error(`${where}: the path starts with /.`);
  const names = pathParamNames(path);
  const params = definition.params as ZodType | undefined;
  if (names.length === 0 && params) throw new Error(`${where}: the path has no parameters.`);
  if (names.length > 0) {
    const keys = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : null;
    if (!keys || keys.join() !== [...names].sort().join())
      throw new Error(`${where}: the params schema must name exactly ${names.join(', ')}.`);
  }
  if (definition.list && (method !== 'GET' || !(answer instanceof z.ZodArray)))
    throw new Error(`${where}: a list is a GET answering z.array(row).`);
  if (method === 'GET' && definition.body !== undefined)
    throw new Error(`${where}: a GET has no body.`);
  if (answer === 'no-content' && definition.status !== undefined)
    throw new Error(`${where}: 'no-content' answers 204; give no status.`);
  if (definition.orNoContent && (answer === 'no-content' || answer === 'file'))
    throw new Error(`${where}: orNoContent goes beside a JSON answer.`);
  const answerAlsoWith = definition.answerAlsoWith ?? [];
  if (answerAlsoWith.length > 0 && (answer === 'no-content' || answer === 'file'))
    throw new Error(`${where}: answerAlsoWith goes beside a JSON answer.`);
  const status = answer === 'no-content' ? 204 : (definition.status ?? 200);
  const described: readonly number[] = [status, ...(definition.errors ?? [])];
  const twice = answerAlsoWith.find((other) => described.includes(other));
  if (twice !== undefined)
    throw new Error(`${where}: ${twice} is the success or a listed refusal already.`);
  return {
    method,
    path,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    answer,
    status,
    list: (definition.list ?? false) as List,
    summary: definition.summary,
    errors: definition.errors ?? [],
    answerWhen: definition.answerWhen ?? [],
    orNoContent: (definition.orNoContent ?? false) as OrNoContent,
    answerAlsoWith,
  };
}
