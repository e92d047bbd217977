import { analyticEndpoints, assetEndpoints, authEndpoints, meEndpoints } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf, type QueryValue } from '../support/endpoint-client.ts';

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
  const issued = await callApi(t, authEndpoints.analyticsToken, {}, principal);
  analyticsToken = issued.answer().analytics_token;
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const session = (id: string, is_create: boolean) => ({ id, is_create });
const moduleSession = (id: string, sessionId: string, is_create: boolean, item_id = 77) => ({
  id,
  session_id: sessionId,
  global_module_id: 2,
  // eslint-disable-next-line no-restricted-syntax -- the app's screen the usage was on (data stored), not a call of the API
  app_screen_path: `/announcement/${item_id}`,
  is_create,
  item_id,
});

describe('usage analytics', () => {
  it('takes the analytics token on analytics calls only', async () => {
    const opened = await callApi(t, analyticEndpoints.appSession, {
      headers: bearer(analyticsToken),
      body: session('principal-session-1', true),
    });
    expect(opened.statusCode).toBe(204);
    for (const endpoint of [meEndpoints.me, assetEndpoints.branch, authEndpoints.analyticsToken]) {
      const response = await callApi(t, endpoint, { headers: bearer(analyticsToken) });
      expect(response.statusCode, routeOf(endpoint)).toBe(401);
    }
    // The access token works on analytics calls too.
    const withAccess = await callApi(
      t,
      analyticEndpoints.appSession,
      { body: session('principal-session-1', false) },
      principal,
    );
    expect(withAccess.statusCode).toBe(204);
  });

  it('never touches someone else’s session ids', async () => {
    const theirs = await callApi(
      t,
      analyticEndpoints.appSession,
      { body: session('principal-session-1', false) },
      zonal,
    );
    expect(theirs.statusCode).toBe(404);
    const moduleOnTheirs = await callApi(
      t,
      analyticEndpoints.appModule,
      { body: moduleSession('zonal-module-1', 'principal-session-1', true) },
      zonal,
    );
    expect(moduleOnTheirs.statusCode).toBe(404);
  });

  it('exports who opened an item, with the times opened', async () => {
    const sessionId = 'principal-session-1';
    const send = (headers: Record<string, string>, body: object) =>
      callApi(t, analyticEndpoints.appModule, { headers, body });
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
    await callApi(
      t,
      analyticEndpoints.appSession,
      { body: session('zonal-session-1', true) },
      zonal,
    );
    expect(
      (await send(zonal.headers, moduleSession('z-module-1', 'zonal-session-1', true))).statusCode,
    ).toBe(204);
    // Another user's module session id is refused.
    expect(
      (await send(zonal.headers, moduleSession('p-module-1', 'zonal-session-1', false))).statusCode,
    ).toBe(404);

    const openers = (global_module: number, query: Record<string, QueryValue> = {}) => ({
      params: { global_module, item_id: 77 },
      query,
    });
    const csv = await callApi(t, analyticEndpoints.itemOpenersExport, openers(2), admin);
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
    const exportAs = (globalModule: number) =>
      callApi(t, analyticEndpoints.itemOpenersExport, openers(globalModule), staff);
    expect((await exportAs(2)).statusCode).toBe(200);
    expect((await exportAs(28)).statusCode).toBe(403);

    // Outside a superuser's view, only openers at branches in the caller's scope are named: the
    // principal reaches their own campus, not the zonal office.
    const principalCsv = await callApi(
      t,
      analyticEndpoints.itemOpenersExport,
      openers(2),
      principal,
    );
    expect(principalCsv.statusCode).toBe(200);
    const principalLines = principalCsv.body.trimEnd().split('\n').slice(1);
    expect(principalLines.map((line) => line.split(',')[0])).toEqual(['principal']);
    expect(principalCsv.headers['x-total-count']).toBe('1');

    // The scope is the requested academic year's: in year 20 (the default) the zonal
    // coordinator's announcement grant covers the principal's campus; in year 19 their grants
    // cover neither that campus nor the zonal office, so nobody is named.
    const zonalExport = (query: Record<string, QueryValue>) =>
      callApi(t, analyticEndpoints.itemOpenersExport, openers(2, query), zonal);
    expect((await zonalExport({})).headers['x-total-count']).toBe('1');
    expect((await zonalExport({ academic_year_id: 20 })).headers['x-total-count']).toBe('1');
    const previousYear = await zonalExport({ academic_year_id: 19 });
    expect(previousYear.statusCode).toBe(200);
    expect(previousYear.headers['x-total-count']).toBe('0');
    expect(previousYear.body.trimEnd().split('\n')).toHaveLength(1);
    expect((await zonalExport({ academic_year_id: 'abc' })).statusCode).toBe(422);
  });

  it('refuses bad bodies with 422', async () => {
    for (const payload of [
      { id: 'x', is_create: true },
      { id: 'principal-session-9' },
      { ...session('principal-session-9', true), user_id: 1 },
    ]) {
      const response = await callApi(t, analyticEndpoints.appSession, { body: payload }, principal);
      expect(response.statusCode).toBe(422);
    }
  });
});
