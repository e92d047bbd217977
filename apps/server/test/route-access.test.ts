import { isPermission } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** Routes anyone may call. Adding one here is a security decision, reviewed as such. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'POST /api/auth/first_leg',
  'POST /api/auth/second_leg',
  'POST /api/auth',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/auth/reset',
  'PUT /api/auth/reset',
  'GET /api/auth/employee/:n',
  'POST /api/auth/employee/:n',
  'GET /api/auth/global_employee_id/:id',
  'POST /api/auth/global_employee_id/:id',
  'POST /api/auth/otp',
  'POST /api/auth/token',
  'POST /api/auth/token_auto',
  // The apps answer polls with a recipient's signed link, not a console session.
  'GET /api/opinion_poll/respond/:token',
  'POST /api/opinion_poll/respond/:token',
];

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
      .filter((route) => route.access === 'public' && !route.url.startsWith('/api/docs'))
      .filter((route) => route.url.startsWith('/api'))
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('matches the reviewed route → access table', async () => {
    const table = t.app.routeAccessTable
      .filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'))
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
      bare.get('/api/undeclared', async () => 'nothing');
      await bare.ready();
    }).rejects.toThrow(/declares no access rule/);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, frame-ancestors, and a request id', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
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
      await t.call({ method: 'GET', url: '/api/health' }),
      await t.call({ method: 'GET', url: '/api/me', headers: principal.headers }),
      await t.call({ method: 'GET', url: '/api/no-such-route' }),
      await t.call({ method: 'GET', url: '/api/cctv/dvr', headers: principal.headers }),
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
    const response = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const firstLeg = document.paths['/api/auth/first_leg'].post;
    const schema = firstLeg.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['username', 'password']);
    expect(schema.additionalProperties).toBe(false);
    expect(document.paths['/api/me'].get.responses['200']).toBeDefined();
    const ui = await t.call({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
