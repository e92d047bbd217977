import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';

let t: TestApp;
let principal: SignedIn;
let zonal: SignedIn;
let admin: SignedIn;
let analyticsToken: string;

beforeAll(async () => {
  t = await startTestApp();
  principal = await t.signIn('principal');
  zonal = await t.signIn('zonal');
  admin = await t.signIn('superuser');
  const issued = await t.call({
    method: 'POST',
    url: '/api/auth/analytics_token',
    headers: principal.headers,
  });
  analyticsToken = issued.json<{ analytics_token: string }>().analytics_token;
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const session = (id: string, is_create: boolean) => ({ id, is_create });
const moduleSession = (id: string, sessionId: string, is_create: boolean, item_id = 77) => ({
  id,
  session_id: sessionId,
  global_module_id: 2,
  app_screen_path: `/announcement/${item_id}`,
  is_create,
  item_id,
});

describe('usage analytics', () => {
  it('takes the analytics token on analytics calls only', async () => {
    const opened = await t.call({
      method: 'PUT',
      url: '/api/analytic/app_session',
      headers: bearer(analyticsToken),
      payload: session('principal-session-1', true),
    });
    expect(opened.statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/asset/target_info/branch'],
      ['POST', '/api/auth/analytics_token'],
    ] as const) {
      const response = await t.call({ method, url, headers: bearer(analyticsToken) });
      expect(response.statusCode, url).toBe(401);
    }
    // The access token works on analytics calls too.
    const withAccess = await t.call({
      method: 'PUT',
      url: '/api/analytic/app_session',
      headers: principal.headers,
      payload: session('principal-session-1', false),
    });
    expect(withAccess.statusCode).toBe(204);
  });

  it('never touches someone else’s session ids', async () => {
    const theirs = await t.call({
      method: 'PUT',
      url: '/api/analytic/app_session',
      headers: zonal.headers,
      payload: session('principal-session-1', false),
    });
    expect(theirs.statusCode).toBe(404);
    const moduleOnTheirs = await t.call({
      method: 'PUT',
      url: '/api/analytic/app_module',
      headers: zonal.headers,
      payload: moduleSession('zonal-module-1', 'principal-session-1', true),
    });
    expect(moduleOnTheirs.statusCode).toBe(404);
  });

  it('exports who opened an item, with the times opened', async () => {
    const sessionId = 'principal-session-1';
    const send = (headers: Record<string, string>, payload: object) =>
      t.call({ method: 'PUT', url: '/api/analytic/app_module', headers, payload });
    expect(
      (await send(bearer(analyticsToken), moduleSession('p-module-1', sessionId, true))).statusCode,
    ).toBe(204);
    expect(
      (await send(bearer(analyticsToken), moduleSession('p-module-1', sessionId, false)))
        .statusCode,
    ).toBe(204);
    expect(
      (await send(bearer(analyticsToken), moduleSession('p-module-2', sessionId, true))).statusCode,
    ).toBe(204);
    await t.call({
      method: 'PUT',
      url: '/api/analytic/app_session',
      headers: zonal.headers,
      payload: session('zonal-session-1', true),
    });
    expect(
      (await send(zonal.headers, moduleSession('z-module-1', 'zonal-session-1', true))).statusCode,
    ).toBe(204);
    // Another user's module session id is refused.
    expect(
      (await send(zonal.headers, moduleSession('p-module-1', 'zonal-session-1', false))).statusCode,
    ).toBe(404);

    const csv = await t.call({
      method: 'GET',
      url: '/api/analytic/2/item/77/export',
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['x-total-count']).toBe('2');
    const lines = csv.body.trimEnd().split('\n');
    expect(lines[0]).toBe('user,employee_number,name,first_opened,times_opened');
    const principalLine = lines.find((line) => line.startsWith('principal,'))!;
    expect(principalLine).toMatch(/^principal,2104517,.+,\d{4}-\d\d-\d\dT[\d:]+Z,2$/);
    expect(lines.find((line) => line.startsWith('zonal,'))).toMatch(/,1$/);

    // The item's module read permission decides: the staff account holds announcement_read
    // (module 2) but not cctv_read (module 28).
    const staff = await t.signIn('staff');
    const exportAs = (url: string) => t.call({ method: 'GET', url, headers: staff.headers });
    expect((await exportAs('/api/analytic/2/item/77/export')).statusCode).toBe(200);
    expect((await exportAs('/api/analytic/28/item/77/export')).statusCode).toBe(403);

    // Outside a superuser's view, only openers at branches in the caller's scope are named: the
    // principal reaches their own campus, not the zonal office.
    const principalCsv = await t.call({
      method: 'GET',
      url: '/api/analytic/2/item/77/export',
      headers: principal.headers,
    });
    expect(principalCsv.statusCode).toBe(200);
    const principalLines = principalCsv.body.trimEnd().split('\n').slice(1);
    expect(principalLines.map((line) => line.split(',')[0])).toEqual(['principal']);
    expect(principalCsv.headers['x-total-count']).toBe('1');

    // The scope is the requested academic year's: in year 20 (the default) the zonal
    // coordinator's announcement grant covers the principal's campus; in year 19 their grants
    // cover neither that campus nor the zonal office, so nobody is named.
    const zonalExport = (query: string) =>
      t.call({
        method: 'GET',
        url: `/api/analytic/2/item/77/export${query}`,
        headers: zonal.headers,
      });
    expect((await zonalExport('')).headers['x-total-count']).toBe('1');
    expect((await zonalExport('?academic_year_id=20')).headers['x-total-count']).toBe('1');
    const previousYear = await zonalExport('?academic_year_id=19');
    expect(previousYear.statusCode).toBe(200);
    expect(previousYear.headers['x-total-count']).toBe('0');
    expect(previousYear.body.trimEnd().split('\n')).toHaveLength(1);
    expect((await zonalExport('?academic_year_id=abc')).statusCode).toBe(422);
  });

  it('refuses bad bodies with 422', async () => {
    for (const payload of [
      { id: 'x', is_create: true },
      { id: 'principal-session-9' },
      { ...session('principal-session-9', true), user_id: 1 },
    ]) {
      const response = await t.call({
        method: 'PUT',
        url: '/api/analytic/app_session',
        headers: principal.headers,
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
  });
});
