import { CctvMessages, cctvEndpoints as endpoints, type CameraRow } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { tempDataDir } from '../media/multipart.ts';
import { callApi, urlOf } from '../support/endpoint-client.ts';
import { openViewer, type WebrtcViewer } from '../support/webrtc-viewer.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// A camera's stream through the CCTV routes and the built-in gateway: what the console asks
// first (GET /cctv/camera/webrtc), the WHEP offer and its answer, frames that arrive, the
// session ended only by whoever opened it; cameras out of reach or disabled are refused.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let branches: { own: number; other: number };
const viewers: WebrtcViewer[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir(), STREAM_GATEWAY: 'builtin' } });
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
  await openCctvToPrincipal(t);
});
afterAll(async () => {
  await Promise.all(viewers.map((viewer) => viewer.close()));
  await t?.close();
});

async function camera(who: SignedIn, branchId: number, status = 'ENABLED'): Promise<CameraRow> {
  const dvr = (await callApi(t, endpoints.createDvr, { body: dvrBody(branchId) }, who)).answer();
  const created = await callApi(
    t,
    endpoints.createCamera,
    { body: { dvr_id: dvr.id, name: 'Gate', channel_number: 1, status } },
    who,
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.answer();
}

const SDP = { 'content-type': 'application/sdp' };

/** An offer to the address a webrtc answer gave (its whep_url), as the browser sends it. */
const offerAt = (who: SignedIn, url: string, sdp: string) =>
  t.call({ method: 'POST', url, headers: { ...who.headers, ...SDP }, payload: sdp });

/** An offer for a camera's stream, to the contract's WHEP endpoint. */
const offer = (who: SignedIn, id: number, sdp: string, stream?: 1 | 2) =>
  callApi(
    t,
    endpoints.whepOffer,
    { params: { id }, query: { stream }, body: sdp, headers: SDP },
    who,
  );

describe('a camera stream', () => {
  it('plays through the WHEP exchange the webrtc call points to, and ends by its opener', async () => {
    const gate = await camera(principal, branches.own);
    const info = await callApi(
      t,
      endpoints.cameraStream,
      { query: { id: gate.id, stream: 2 } },
      principal,
    );
    expect(info.statusCode, info.body).toBe(200);
    const stream = info.answer();
    expect(stream).toEqual({
      camera_id: gate.id,
      stream: 2,
      whep_url: `${urlOf(endpoints.whepOffer, { id: gate.id })}?stream=2`,
      ice_servers: [],
      width: 640,
      height: 360,
    });

    const viewer = await openViewer();
    viewers.push(viewer);
    const answered = await offerAt(principal, stream.whep_url, viewer.offerSdp);
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.headers['content-type']).toBe('application/sdp');
    const location = String(answered.headers.location);
    const sessionId = location.split('/').at(-1)!;
    expect(sessionId).toMatch(/^\S+$/);
    expect(location).toBe(urlOf(endpoints.endWhepSession, { id: gate.id, sessionId }));
    await viewer.accept(answered.body);
    await vi.waitFor(() => expect(viewer.frames.length).toBeGreaterThanOrEqual(5), {
      timeout: 20_000,
      interval: 100,
    });

    // Someone else cannot end it; its opener can, once.
    const stranger = await t.call({ method: 'DELETE', url: location, headers: admin.headers });
    expect(stranger.statusCode).toBe(404);
    const ended = await t.call({ method: 'DELETE', url: location, headers: principal.headers });
    expect(ended.statusCode).toBe(204);
    const again = await t.call({ method: 'DELETE', url: location, headers: principal.headers });
    expect(again.json().message).toBe(CctvMessages.streamSessionNotFound);

    const reloaded = await callApi(
      t,
      endpoints.reloadStream,
      { params: { id: gate.id }, query: { stream: 1 } },
      principal,
    );
    expect(reloaded.answer()).toMatchObject({
      stream: 1,
      width: 1280,
      height: 720,
    });
  });

  it('is refused for a camera out of reach, a disabled one, and a bad offer', async () => {
    const theirs = await camera(admin, branches.other);
    const info = await callApi(t, endpoints.cameraStream, { query: { id: theirs.id } }, principal);
    expect(info.statusCode).toBe(404);
    const sneaked = await offer(principal, theirs.id, 'v=0', 2);
    expect(sneaked.statusCode).toBe(404);

    const off = await camera(principal, branches.own, 'DISABLED');
    const disabled = await callApi(t, endpoints.cameraStream, { query: { id: off.id } }, principal);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe(CctvMessages.cameraDisabled);

    const gate = await camera(principal, branches.own);
    const garbage = await offer(principal, gate.id, 'not an offer');
    expect(garbage.statusCode).toBe(400);
  });
});
