import { Messages } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { REACH_DISHA_URL: 'https://reach.example.test/login' } });
});
afterAll(() => t?.close());

const tokenAuto = (auto_login_guid: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/token_auto',
    payload: { auto_login_guid, device_id: 'web', app: 5 },
  });

describe('auto-login hand-over', () => {
  it('exchanges a key once for a session of the same user', async () => {
    const session = await t.signInWithPassword('principal');
    const key = await t.call({
      method: 'GET',
      url: '/api/auth/get_auto_login_key',
      headers: session.headers,
    });
    expect(key.statusCode).toBe(200);
    const guid = key.json().auto_login_guid;
    const first = await tokenAuto(guid);
    expect(first.statusCode).toBe(200);
    const me = await t.call({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${first.json().auth_token}` },
    });
    expect(me.json().username).toBe('principal');
    const second = await tokenAuto(guid);
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(Messages.autoLoginKeyInvalid);
  });

  it('refuses an unknown key, a wrong app and an unauthenticated key request', async () => {
    expect((await tokenAuto('6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f')).statusCode).toBe(401);
    const wrongApp = await t.call({
      method: 'POST',
      url: '/api/auth/token_auto',
      payload: {
        auto_login_guid: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        device_id: 'web',
        app: 1,
      },
    });
    expect(wrongApp.statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/auth/get_auto_login_key' })).statusCode).toBe(
      401,
    );
  });

  it('mints keys for the bearer token only, never for the session cookie alone', async () => {
    const session = await t.signInWithPassword('principal');
    const cookie = { cookie: `auth_token=${session.token}` };
    for (const url of ['/api/auth/get_auto_login_key', '/api/auth/redirect_url']) {
      const byCookie = await t.call({ method: 'GET', url, headers: cookie });
      expect(byCookie.statusCode, url).toBe(401);
      expect(byCookie.json().message).toBe(Messages.notAuthenticated);
      const byBearer = await t.call({ method: 'GET', url, headers: session.headers });
      expect(byBearer.statusCode, url).toBe(200);
    }
    // The cookie still opens ordinary reads.
    expect((await t.call({ method: 'GET', url: '/api/me', headers: cookie })).statusCode).toBe(200);
  });

  it('GET /auth/redirect_url answers the configured portal with a key, or a clear 404', async () => {
    const session = await t.signInWithPassword('staff');
    const reach = await t.call({
      method: 'GET',
      url: '/api/auth/redirect_url',
      headers: session.headers,
    });
    expect(reach.statusCode).toBe(200);
    const url = new URL(reach.json().redirect_url);
    expect(url.origin + url.pathname).toBe('https://reach.example.test/login');
    expect((await tokenAuto(url.searchParams.get('auto_login_guid')!)).statusCode).toBe(200);
    const dc = await t.call({
      method: 'GET',
      url: '/api/auth/redirect_url?for_dc_admin=true',
      headers: session.headers,
    });
    expect(dc.statusCode).toBe(404);
    expect(dc.json().message).toBe(Messages.redirectNotConfigured);
  });
});
