import { meEndpoints, uiState } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../../../test/harness.ts';
import { callApi, urlOf } from '../../../test/support/endpoint-client.ts';

// GET/PUT /me/ui_state: each signed-in user keeps and reads only their own console state.

let t: TestApp;
let principal: SignedIn;
let zonal: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  principal = await t.signIn('principal');
  zonal = await t.signIn('zonal');
});
afterAll(() => t?.close());

const read = (who: SignedIn) => callApi(t, meEndpoints.uiState, {}, who);

describe('the user’s console state', () => {
  it('is empty for a user who kept nothing', async () => {
    const answer = await read(zonal);
    expect(answer.statusCode).toBe(200);
    expect(uiState.parse(answer.json())).toEqual({ tours_done: [] });
  });

  it('keeps the tours a user ended, for that user only, each once', async () => {
    const saved = await callApi(
      t,
      meEndpoints.saveUiState,
      { body: { tours_done: ['home', 'home'] } },
      principal,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.answer()).toEqual({ tours_done: ['home'] });
    expect((await read(principal)).answer()).toEqual({ tours_done: ['home'] });
    expect((await read(zonal)).answer()).toEqual({ tours_done: [] });

    // A second save replaces the first.
    await callApi(t, meEndpoints.saveUiState, { body: { tours_done: [] } }, principal);
    expect((await read(principal)).answer()).toEqual({ tours_done: [] });
  });

  it('refuses a bad state with a 422 and keeps what was kept', async () => {
    await callApi(t, meEndpoints.saveUiState, { body: { tours_done: ['home'] } }, principal);
    const bad = await t.app.inject({
      method: 'PUT',
      url: urlOf(meEndpoints.saveUiState), // inject: a body the typed client would not send
      headers: principal.headers,
      payload: { tours_done: ['Home Page!'], other: 1 },
    });
    expect(bad.statusCode).toBe(422);
    expect((await read(principal)).answer()).toEqual({ tours_done: ['home'] });
  });

  it('is for signed-in users only', async () => {
    const anonymous = await callApi(t, meEndpoints.uiState, {});
    expect(anonymous.statusCode).toBe(401);
  });
});
