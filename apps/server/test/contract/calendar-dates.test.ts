import { announcementEndpoints, callingEndpoints, gatePassEndpoints } from '@console/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { alternatives, openApiRoutes, urlOf, type OpenApiRoute } from './openapi-routes.ts';

// Impossible dates matched the YYYY-MM-DD pattern and reached PostgreSQL, which answered an
// error (500). Every date and date-time input of the contract is a real calendar date: 422
// naming the field.

let t: TestApp;
let admin: SignedIn;
let routes: OpenApiRoute[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  routes = openApiRoutes(t.app);
});
afterAll(() => t?.close());

const IMPOSSIBLE_DATES = ['2026-13-45', '9999-99-99', '2026-02-30', '2025-02-29', '0000-01-01'];
const IMPOSSIBLE_DATE_TIMES = ['2026-02-30T09:30:00+05:30', '0000-06-01T00:00:00Z'];

/** Each route's date inputs: query parameters, and top-level body fields, named *_date. */
function dateInputs() {
  return routes.flatMap((route) => [
    ...route.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.name.endsWith('_date'))
      .map((parameter) => ({ route, part: 'query' as const, name: parameter.name })),
    ...Object.keys(route.body?.properties ?? {})
      .filter((name) => name.endsWith('_date'))
      .map((name) => ({ route, part: 'body' as const, name })),
  ]);
}

function dateTimeInputs() {
  return routes.flatMap((route) =>
    Object.entries(route.body?.properties ?? {})
      .filter(([, schema]) => alternatives(schema).some((one) => one.format === 'date-time'))
      .map(([name]) => ({ route, name })),
  );
}

/** The fields a 422 names; none for any other answer (exports answer CSV). */
const fieldsOf = (response: LightMyRequestResponse): string[] =>
  response.statusCode === 422
    ? response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)
    : [];

const send = (route: OpenApiRoute, part: 'query' | 'body', name: string, value: string) =>
  t.call({
    method: route.method,
    url: part === 'query' ? urlOf(route, { [name]: value }) : urlOf(route),
    headers: admin.headers,
    ...(part === 'body' ? { payload: { [name]: value } } : {}),
  });

describe('impossible dates answer 422 with the field', () => {
  it('on every date input of every route (the probe found 22 routes)', async () => {
    const inputs = dateInputs();
    expect(new Set(inputs.map(({ route }) => `${route.method} ${route.path}`)).size).toBe(22);
    const wrong: string[] = [];
    for (const { route, part, name } of inputs) {
      for (const value of IMPOSSIBLE_DATES) {
        const response = await send(route, part, name, value);
        if (!fieldsOf(response).includes(`${part}.${name}`)) {
          wrong.push(`${route.method} ${route.path} ${name}=${value}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('on every date-time input of every route', async () => {
    const inputs = dateTimeInputs();
    expect(inputs.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const { route, name } of inputs) {
      for (const value of IMPOSSIBLE_DATE_TIMES) {
        const response = await send(route, 'body', name, value);
        if (!fieldsOf(response).includes(`body.${name}`)) {
          wrong.push(`${route.method} ${route.path} ${name}=${value}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('while real dates, leap days included, are taken', async () => {
    for (const [endpoint, from_date, to_date] of [
      [announcementEndpoints.list, '2024-02-29', '2024-12-31'],
      [gatePassEndpoints.list, '0001-01-01', '9999-12-31'],
      [callingEndpoints.list, '2000-02-29', '2000-03-01'],
    ] as const) {
      const response = await callApi(t, endpoint, { query: { from_date, to_date } }, admin);
      expect(response.statusCode, `${routeOf(endpoint)} ${from_date} ${to_date}`).toBe(200);
    }
  });
});
