import { Messages, meEndpoints, portalEndpoints } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../../../test/harness.ts';
import { callApi, routeOf } from '../../../test/support/endpoint-client.ts';

const CONFIGURED = {
  CO_TRAINING_URL: 'https://co-training.example.org/start',
  LD_URL: 'https://ld.example.org/',
  SELF_SERVICE_PORTAL_URL: 'https://ssp.example.org/',
  SERVICE_DESK_URL: 'https://desk.example.org/v1',
  SERVICE_DESK_V2_URL: 'https://desk.example.org/v2',
  DIGITAL_LIBRARY_URL: 'https://library.example.org/',
};
const CALLS: [(typeof portalEndpoints)[keyof typeof portalEndpoints], keyof typeof CONFIGURED][] = [
  [portalEndpoints.coTraining, 'CO_TRAINING_URL'],
  [portalEndpoints.learningAndDevelopment, 'LD_URL'],
  [portalEndpoints.selfServicePortal, 'SELF_SERVICE_PORTAL_URL'],
  [portalEndpoints.serviceDesk, 'SERVICE_DESK_URL'],
  [portalEndpoints.serviceDeskV2, 'SERVICE_DESK_V2_URL'],
  [portalEndpoints.digitalLibrary, 'DIGITAL_LIBRARY_URL'],
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
    for (const [endpoint, variable] of CALLS) {
      const response = await callApi(configured, endpoint, {}, admin);
      expect(response.statusCode, routeOf(endpoint)).toBe(200);
      expect(response.json()).toEqual({ redirect_url: CONFIGURED[variable] });
    }
  });

  it('answer 404 with a clear message when none is configured', async () => {
    for (const [endpoint] of CALLS) {
      const response = await callApi(bare, endpoint, {}, adminOfBare);
      expect(response.statusCode, routeOf(endpoint)).toBe(404);
      expect(response.json().message).toBe(Messages.redirectNotConfigured);
    }
  });

  it("need the portal's permission", async () => {
    const principal = await configured.signIn('principal');
    const me = (await callApi(configured, meEndpoints.me, {}, principal)).answer();
    const response = await callApi(configured, portalEndpoints.coTraining, {}, principal);
    expect(response.statusCode).toBe(me.permissions.includes('co_training') ? 200 : 403);
    expect((await callApi(configured, portalEndpoints.learningAndDevelopment, {})).statusCode).toBe(
      401,
    );
  });
});
