import {
  CctvMessages,
  type CameraRow,
  type CameraStreamAnswer,
  type DvrRow,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { tempDataDir } from '../media/multipart.ts';
import { openViewer, type WebrtcViewer } from '../support/webrtc-viewer.ts';
import { caller, cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// A camera's stream through the CCTV routes and the built-in gateway: what the console asks
// first (GET /cctv/camera/webrtc), the WHEP offer and its answer, frames that arrive, the
// session ended only by whoever opened it; cameras out of reach or disabled are refused.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let call: ReturnType<typeof caller>;
let branches: { own: number; other: number };
const viewers: WebrtcViewer[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir(), STREAM_GATEWAY: 'builtin' } });
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  call = caller(t);
  branches = await cctvBranches(t);
  await openCctvToPrincipal(t);
});
afterAll(async () => {
  await Promise.all(viewers.map((viewer) => viewer.close()));
  await t?.close();
});

async function camera(who: SignedIn, branchId: number, status = 'ENABLED'): Promise<CameraRow> {
  const dvr = (await call(who, 'POST', '/cctv/dvr', dvrBody(branchId))).json<DvrRow>();
  const created = await call(who, 'POST', '/cctv/camera', {
    dvr_id: dvr.id,
    name: 'Gate',
    channel_number: 1,
    status,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<CameraRow>();
}

const offer = (who: SignedIn, url: string, sdp: string) =>
  t.call({
    method: 'POST',
    url,
    headers: { ...who.headers, 'content-type': 'application/sdp' },
    payload: sdp,
  });

describe('a camera stream', () => {
  it('plays through the WHEP exchange the webrtc call points to, and ends by its opener', async () => {
    const gate = await camera(principal, branches.own);
    const info = await call(principal, 'GET', `/cctv/camera/webrtc?id=${gate.id}&stream=2`);
    expect(info.statusCode, info.body).toBe(200);
    const stream = info.json<CameraStreamAnswer>();
    expect(stream).toEqual({
      camera_id: gate.id,
      stream: 2,
      whep_url: `/api/cctv/camera/${gate.id}/whep?stream=2`,
      ice_servers: [],
      width: 640,
      height: 360,
    });

    const viewer = await openViewer();
    viewers.push(viewer);
    const answered = await offer(principal, stream.whep_url, viewer.offerSdp);
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.headers['content-type']).toBe('application/sdp');
    const location = String(answered.headers.location);
    expect(location).toMatch(new RegExp(`^/api/cctv/camera/${gate.id}/whep/\\S+$`));
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

    const reloaded = await call(principal, 'GET', `/cctv/camera/${gate.id}/reload_stream?stream=1`);
    expect(reloaded.json<CameraStreamAnswer>()).toMatchObject({
      stream: 1,
      width: 1280,
      height: 720,
    });
  });

  it('is refused for a camera out of reach, a disabled one, and a bad offer', async () => {
    const theirs = await camera(admin, branches.other);
    const info = await call(principal, 'GET', `/cctv/camera/webrtc?id=${theirs.id}`);
    expect(info.statusCode).toBe(404);
    const sneaked = await offer(principal, `/api/cctv/camera/${theirs.id}/whep?stream=2`, 'v=0');
    expect(sneaked.statusCode).toBe(404);

    const off = await camera(principal, branches.own, 'DISABLED');
    const disabled = await call(principal, 'GET', `/cctv/camera/webrtc?id=${off.id}`);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe(CctvMessages.cameraDisabled);

    const gate = await camera(principal, branches.own);
    const garbage = await offer(principal, `/api/cctv/camera/${gate.id}/whep`, 'not an offer');
    expect(garbage.statusCode).toBe(400);
  });
});
