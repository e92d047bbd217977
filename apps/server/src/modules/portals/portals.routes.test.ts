import { Messages } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../../../test/harness.ts';

const CONFIGURED = {
  CO_TRAINING_URL: 'https://co-training.example.org/start',
  LD_URL: 'https://ld.example.org/',
  SELF_SERVICE_PORTAL_URL: 'https://ssp.example.org/',
  SERVICE_DESK_URL: 'https://desk.example.org/v1',
  SERVICE_DESK_V2_URL: 'https://desk.example.org/v2',
  DIGITAL_LIBRARY_URL: 'https://library.example.org/',
};
const CALLS: [string, keyof typeof CONFIGURED][] = [
  ['/api/co_training/redirect_url', 'CO_TRAINING_URL'],
  ['/api/ld/redirect_url', 'LD_URL'],
  ['/api/self_service_portal', 'SELF_SERVICE_PORTAL_URL'],
  ['/api/service_desk/embed_redirect_url', 'SERVICE_DESK_URL'],
  ['/api/service_desk_v2/embed_redirect_url', 'SERVICE_DESK_V2_URL'],
  ['/api/digital_library/redirect_url', 'DIGITAL_LIBRARY_URL'],
];

describe('embedded-portal redirect calls (002 §7)', () => {
  let configured: TestApp;
  let bare: TestApp;
  let admin: SignedIn;
  let adminOfBare: SignedIn;
  beforeAll(async () => {
    configured = await startTestApp({ env: CONFIGURED });
    bare = await startTestApp();
    admin = await configured.signIn('superuser');
    adminOfBare = await bare.signIn('superuser');
  });
  afterAll(async () => {
    await configured?.close();
    await bare?.close();
  });

  it('answer the configured address', async () => {
    for (const [url, variable] of CALLS) {
      const response = await configured.call({ method: 'GET', url, headers: admin.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ redirect_url: CONFIGURED[variable] });
    }
  });

  it('answer 404 with a clear message when none is configured', async () => {
    for (const [url] of CALLS) {
      const response = await bare.call({ method: 'GET', url, headers: adminOfBare.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(Messages.redirectNotConfigured);
    }
  });

  it("need the portal's permission", async () => {
    const principal = await configured.signIn('principal');
    const me = (
      await configured.call({ method: 'GET', url: '/api/me', headers: principal.headers })
    ).json();
    const response = await configured.call({
      method: 'GET',
      url: '/api/co_training/redirect_url',
      headers: principal.headers,
    });
    expect(response.statusCode).toBe(me.permissions.includes('co_training') ? 200 : 403);
    expect((await configured.call({ method: 'GET', url: '/api/ld/redirect_url' })).statusCode).toBe(
      401,
    );
  });
});
