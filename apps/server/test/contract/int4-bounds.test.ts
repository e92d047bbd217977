import {
  INT4_MAX,
  announcementEndpoints,
  assetEndpoints,
  authEndpoints,
  gatePassEndpoints,
  mediaEndpoints,
  smsEndpoints,
  type AnyEndpoint,
} from '@console/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { bodyOf } from '../messaging/content-test-kit.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import {
  alternatives,
  openApiRoutes,
  urlOf,
  type JsonSchema,
  type OpenApiRoute,
} from './openapi-routes.ts';

// Integers past PostgreSQL's int4 reached the database, which refused them: 500 on
// /media/{id}, /user/{id}/end_sessions and academic_year_id of lists and content creation.
// Every integer the contract takes is bounded by its column.

let t: TestApp;
let admin: SignedIn;
let routes: OpenApiRoute[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  routes = openApiRoutes(t.app);
});
afterAll(() => t?.close());

const TOO_BIG = INT4_MAX + 1;

type Step = string | 0;
interface IntegerInput {
  route: OpenApiRoute;
  part: 'params' | 'query' | 'body';
  /** The field's path; 0 stands for an array's first item. */
  path: Step[];
  schema: JsonSchema;
}

/** Integer leaves of a schema, through objects, arrays and alternatives. */
function integerLeaves(schema: JsonSchema, path: Step[] = []): [Step[], JsonSchema][] {
  return alternatives(schema).flatMap((one): [Step[], JsonSchema][] => {
    if (one.type === 'integer') return [[path, one]];
    if (one.type === 'object') {
      return Object.entries(one.properties ?? {}).flatMap(([name, inner]) =>
        integerLeaves(inner, [...path, name]),
      );
    }
    if (one.type === 'array' && one.items) return integerLeaves(one.items, [...path, 0]);
    return [];
  });
}

function integerInputs(): IntegerInput[] {
  return routes.flatMap((route) => [
    ...route.parameters.flatMap((parameter) =>
      integerLeaves(parameter.schema).map(([, schema]) => ({
        route,
        part: parameter.in === 'path' ? ('params' as const) : ('query' as const),
        path: [parameter.name],
        schema,
      })),
    ),
    ...(route.body ? integerLeaves(route.body) : []).map(([path, schema]) => ({
      route,
      part: 'body' as const,
      path,
      schema,
    })),
  ]);
}

/** A body holding `value` at `path` and nothing else. */
function bodyWith(path: Step[], value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, step) => (step === 0 ? [inner] : { [step]: inner }),
    value,
  );
}

const describeInput = ({ route, part, path }: IntegerInput) =>
  `${route.method} ${route.path} ${part}.${path.join('.')}`;

const fieldsOf = (response: LightMyRequestResponse): string[] =>
  response.statusCode === 422
    ? response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)
    : [];

function send(input: IntegerInput, value: number) {
  const { route, part, path } = input;
  const name = String(path[0]);
  return t.call({
    method: route.method,
    url:
      part === 'params'
        ? urlOf(route, {}, { [name]: String(value) })
        : part === 'query'
          ? urlOf(route, { [name]: String(value) })
          : urlOf(route),
    headers: admin.headers,
    ...(part === 'body' ? { payload: bodyWith(path, value) as object } : {}),
  });
}

/** The endpoint's path as the OpenAPI document writes it: under /api, parameters in braces. */
const documentPath = (endpoint: AnyEndpoint) =>
  `/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

describe('integers are bounded by their int4 columns', () => {
  it('the probe’s routes are among the integer inputs', () => {
    const routesWithIntegers = new Set(integerInputs().map(({ route }) => route.path));
    for (const endpoint of [
      mediaEndpoints.file,
      authEndpoints.endUserSessions,
      announcementEndpoints.list,
      gatePassEndpoints.list,
      assetEndpoints.state,
    ]) {
      const path = documentPath(endpoint);
      expect(routesWithIntegers, path).toContain(path);
    }
  });

  it('every integer input declares a maximum within int4', () => {
    const unbounded = integerInputs()
      .filter(({ schema }) => schema.maximum === undefined || schema.maximum > INT4_MAX)
      .map(describeInput);
    expect(unbounded).toEqual([]);
  });

  it(`every integer input answers 422 naming the field for ${TOO_BIG}`, async () => {
    const wrong: string[] = [];
    // A query on a route whose body is required is never reached without a valid body (the
    // body's 422 comes first); the declared maximum above covers those.
    const reachable = integerInputs().filter(
      ({ route, part }) => part !== 'query' || !route.bodyRequired,
    );
    for (const input of reachable) {
      const response = await send(input, TOO_BIG);
      const field = [input.part, ...input.path].join('.');
      if (!fieldsOf(response).includes(field)) {
        wrong.push(`${describeInput(input)}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('content creation with a complete body names academic_year_id', async () => {
    const kinds = { announcement: announcementEndpoints, sms: smsEndpoints };
    for (const key of ['announcement', 'sms'] as const) {
      const response = await callApi(
        t,
        kinds[key].create,
        { body: bodyOf(key, { academic_year_id: TOO_BIG }) },
        admin,
      );
      expect(response.statusCode, key).toBe(422);
      expect(fieldsOf(response)).toEqual(['body.academic_year_id']);
    }
  });

  it(`while ${INT4_MAX} itself is a well-formed id (not found, not refused)`, async () => {
    for (const endpoint of [mediaEndpoints.file, announcementEndpoints.detail]) {
      const response = await callApi(t, endpoint, { params: { id: INT4_MAX } }, admin);
      expect(response.statusCode, routeOf(endpoint)).toBe(404);
    }
  });
});
