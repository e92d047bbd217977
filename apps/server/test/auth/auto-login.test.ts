import { Messages, authEndpoints, meEndpoints } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { REACH_DISHA_URL: 'https://reach.example.test/login' } });
});
afterAll(() => t?.close());

const tokenAuto = (auto_login_guid: string) =>
  callApi(t, authEndpoints.autoLogin, { body: { auto_login_guid, device_id: 'web', app: 5 } });

describe('auto-login hand-over', () => {
  it('exchanges a key once for a session of the same user', async () => {
    const session = await t.signInWithPassword('principal');
    const key = await callApi(t, authEndpoints.autoLoginKey, {}, session);
    expect(key.statusCode).toBe(200);
    const guid = key.answer().auto_login_guid;
    const first = await tokenAuto(guid);
    expect(first.statusCode).toBe(200);
    const me = await callApi(t, meEndpoints.me, {
      headers: { authorization: `Bearer ${first.answer().auth_token}` },
    });
    expect(me.json().username).toBe('principal');
    const second = await tokenAuto(guid);
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(Messages.autoLoginKeyInvalid);
  });

  it('refuses an unknown key, a wrong app and an unauthenticated key request', async () => {
    expect((await tokenAuto('6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f')).statusCode).toBe(401);
    const wrongApp = await callApi(t, authEndpoints.autoLogin, {
      body: {
        auto_login_guid: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        device_id: 'web',
        app: 1,
      },
    });
    expect(wrongApp.statusCode).toBe(422);
    expect((await callApi(t, authEndpoints.autoLoginKey, {})).statusCode).toBe(401);
  });

  it('mints keys for the bearer token only, never for the session cookie alone', async () => {
    const session = await t.signInWithPassword('principal');
    const cookie = { cookie: `auth_token=${session.token}` };
    for (const endpoint of [authEndpoints.autoLoginKey, authEndpoints.portalRedirect]) {
      const byCookie = await callApi(t, endpoint, { headers: cookie });
      expect(byCookie.statusCode, routeOf(endpoint)).toBe(401);
      expect(byCookie.json().message).toBe(Messages.notAuthenticated);
      const byBearer = await callApi(t, endpoint, {}, session);
      expect(byBearer.statusCode, routeOf(endpoint)).toBe(200);
    }
    // The cookie still opens ordinary reads.
    expect((await callApi(t, meEndpoints.me, { headers: cookie })).statusCode).toBe(200);
  });

  it(`${routeOf(authEndpoints.portalRedirect)} answers the configured portal with a key, or a clear 404`, async () => {
    const session = await t.signInWithPassword('staff');
    const reach = await callApi(t, authEndpoints.portalRedirect, {}, session);
    expect(reach.statusCode).toBe(200);
    const url = new URL(reach.answer().redirect_url);
    expect(url.origin + url.pathname).toBe('https://reach.example.test/login');
    expect((await tokenAuto(url.searchParams.get('auto_login_guid')!)).statusCode).toBe(200);
    const dc = await callApi(
      t,
      authEndpoints.portalRedirect,
      { query: { for_dc_admin: true } },
      session,
    );
    expect(dc.statusCode).toBe(404);
    expect(dc.json().message).toBe(Messages.redirectNotConfigured);
  });
});
