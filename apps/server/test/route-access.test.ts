import {
  authEndpoints,
  cctvEndpoints,
  healthEndpoints,
  isPermission,
  meEndpoints,
  opinionPollEndpoints,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '../src/platform/core/http/api-document.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { callApi, routeOf, urlOf } from './support/endpoint-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** Routes anyone may call. Adding one here is a security decision, reviewed as such. */
const PUBLIC_ROUTES = [
  healthEndpoints.health,
  healthEndpoints.ready,
  authEndpoints.firstLeg,
  authEndpoints.secondLeg,
  authEndpoints.adminLogin,
  authEndpoints.refresh,
  authEndpoints.logout,
  authEndpoints.requestReset,
  authEndpoints.resetPassword,
  authEndpoints.staffByEmployeeNumber,
  authEndpoints.codeByEmployeeNumber,
  authEndpoints.staffByGlobalEmployeeId,
  authEndpoints.codeByGlobalEmployeeId,
  authEndpoints.resendCode,
  authEndpoints.codeSignIn,
  authEndpoints.autoLogin,
  // The apps answer polls with a recipient's signed link, not a console session.
  opinionPollEndpoints.respondForm,
  opinionPollEndpoints.respond,
].map(routeOf);

/** The API document and its pages: Swagger's routes, public, and in no contract. */
const DOCS = API_DOCS_PATH;

describe('every route declares its access', () => {
  it('names a known rule for every route', () => {
    expect(t.app.routeAccessTable.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    for (const route of t.app.routeAccessTable) {
      const rules = route.access.replace(/^any of /, '').split(', ');
      for (const rule of rules) {
        const known =
          ['public', 'signed-in', 'superuser', 'analytics'].includes(rule) || isPermission(rule);
        expect(known, `${route.method} ${route.url}: ${rule}`).toBe(true);
      }
    }
  });

  it('public routes are exactly the listed ones (plus the API docs)', () => {
    const publicRoutes = t.app.routeAccessTable
      .filter((route) => route.access === 'public' && !route.url.startsWith(DOCS))
      .filter((route) => route.url.startsWith('/api'))
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('matches the reviewed route → access table', async () => {
    const table = t.app.routeAccessTable
      .filter((route) => route.url.startsWith('/api') && !route.url.startsWith(DOCS))
      .map((route) => `${route.method.padEnd(7)}${route.url.padEnd(45)}${route.access}`)
      .sort()
      .join('\n');
    // A diff here is a permission change to review, not a snapshot to refresh.
    await expect(`${table}\n`).toMatchFileSnapshot('./route-access.snapshot.txt');
  });

  it('refuses a route without a declaration at registration time', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerRouteAccess } = await import('../src/platform/core/access/route-access.ts');
    const bare = Fastify();
    registerRouteAccess(bare, { db: t.db, signingSecret: 'x'.repeat(40) });
    await expect(async () => {
      // eslint-disable-next-line no-restricted-syntax -- a route of this bare app, in no contract: its registration is the subject
      bare.get('/api/undeclared', async () => 'nothing');
      await bare.ready();
    }).rejects.toThrow(/declares no access rule/);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, frame-ancestors, and a request id', async () => {
    const response = await callApi(t, healthEndpoints.health, {});
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('switches off browser features, keeps API answers out of caches, and frames by CSP alone', async () => {
    const principal = await t.signIn('principal');
    const answers = [
      await callApi(t, healthEndpoints.health, {}),
      await callApi(t, meEndpoints.me, {}, principal),
      // eslint-disable-next-line no-restricted-syntax -- an address no route answers: its 404 gets the headers too
      await t.call({ method: 'GET', url: '/api/no-such-route' }),
      await callApi(t, cctvEndpoints.dvrList, {}, principal),
    ];
    for (const response of answers) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('microphone=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=()');
      // frame-ancestors in the CSP says who may frame the console; no second, older header.
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });
});

describe('OpenAPI', () => {
  it('is generated from the contract schemas and served under /api/docs', async () => {
    const response = await t.call({ method: 'GET', url: `${DOCS}/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    // The document's keys are the addresses (these have no parameters to write as {name}).
    const firstLeg = document.paths[urlOf(authEndpoints.firstLeg)].post;
    const schema = firstLeg.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['username', 'password']);
    expect(schema.additionalProperties).toBe(false);
    expect(document.paths[urlOf(meEndpoints.me)].get.responses['200']).toBeDefined();
    const ui = await t.call({ method: 'GET', url: DOCS });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
