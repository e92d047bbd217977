import {
  CctvMessages,
  DvrHealth,
  cctvEndpoints as endpoints,
  type CameraRow,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recorderMessages } from '../../src/modules/cctv/drivers/recorders/recorder.ts';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import type { SimulatedRecorder } from '../../src/modules/cctv/simulators/simulated-recorder.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { tempDataDir } from '../media/multipart.ts';
import { simulatedRecorder } from '../recorders/recorder-fixtures.ts';
import { callApi, urlOf } from '../support/endpoint-client.ts';
import { openViewer, type WebrtcViewer } from '../support/webrtc-viewer.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// A camera's stream through the CCTV routes and the built-in gateway: what the console asks
// first (GET /cctv/camera/webrtc), the WHEP offer and its answer, frames that arrive, the
// session ended only by whoever opened it; cameras out of reach or disabled are refused, and so
// are the cameras of recorders that give no video (issue 25): the built-in gateway asks the
// recorder (here the simulator, on 127.81.0.0/24) before it plays.

const RECORDERS = {
  open: simulatedRecorder({ key: 'open', vendor: 'hikvision', address: '127.81.0.1' }),
  gone: simulatedRecorder({
    key: 'gone',
    vendor: 'hikvision',
    address: '127.81.0.2',
    fault: 'unreachable',
  }),
  // Its password was changed on site: the row holds the old one.
  locked: simulatedRecorder({
    key: 'locked',
    vendor: 'dahua',
    address: '127.81.0.3',
    password: 'Changed@on-site',
  }),
  // Read only by the test of one reading for many tiles.
  twin: simulatedRecorder({ key: 'twin', vendor: 'dahua', address: '127.81.0.4' }),
} satisfies Record<string, SimulatedRecorder>;
let simulator: RecorderSimulator;

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let branches: { own: number; other: number };
const viewers: WebrtcViewer[] = [];

beforeAll(async () => {
  simulator = await startRecorderSimulator(Object.values(RECORDERS));
  t = await startTestApp({
    env: {
      DATA_DIR: tempDataDir(),
      STREAM_GATEWAY: 'builtin',
      RECORDER_TIMEOUT_MS: '3000',
      RECORDER_ALLOWED_NETWORKS: '10.0.0.0/8,127.81.0.0/24',
    },
  });
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
  await openCctvToPrincipal(t);
});
afterAll(async () => {
  await Promise.all(viewers.map((viewer) => viewer.close()));
  await t?.close();
  await simulator?.close();
});

const recorderRows = new Map<keyof typeof RECORDERS, Promise<number>>();
/** The principal's branch's row for a simulated recorder, with the password it was given. */
function recorderRow(key: keyof typeof RECORDERS): Promise<number> {
  if (!recorderRows.has(key)) {
    const recorder = RECORDERS[key];
    const place = simulator.place(recorder.key);
    const body = dvrBody(branches.own, {
      model_id: recorder.vendor === 'hikvision' ? 1 : 2,
      ip_address: place.host,
      http_port: place.port,
      auth_username: 'admin',
      auth_password: 'Cctv@2024',
    });
    recorderRows.set(
      key,
      callApi(t, endpoints.createDvr, { body }, principal).then((created) => {
        expect(created.statusCode, created.body).toBe(201);
        return created.answer().id;
      }),
    );
  }
  return recorderRows.get(key)!;
}

/** A camera on a channel of a simulated recorder (the fixture's channel 3 is dark). */
async function simulatedCamera(key: keyof typeof RECORDERS, channel: number): Promise<CameraRow> {
  const created = await callApi(
    t,
    endpoints.createCamera,
    {
      body: { dvr_id: await recorderRow(key), name: `Channel ${channel}`, channel_number: channel },
    },
    principal,
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.answer();
}

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
    const gate = await simulatedCamera('open', 1);
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

  it('gives no stream for a recorder that cannot be reached or refuses its password, nor for a dark camera', async () => {
    const viewer = await openViewer();
    viewers.push(viewer);
    const refusal = async (camera: CameraRow) => {
      const answered = await offer(principal, camera.id, viewer.offerSdp, 2);
      expect(answered.statusCode, answered.body).toBe(502);
      return answered.json().message as string;
    };
    const gone = simulator.place(RECORDERS.gone.key);
    expect(await refusal(await simulatedCamera('gone', 1))).toBe(
      CctvMessages.recorderNotReached(`${gone.host}:${gone.port}`),
    );
    expect(await refusal(await simulatedCamera('locked', 1))).toBe(recorderMessages.unauthorized());
    expect(await refusal(await simulatedCamera('open', 3))).toBe(CctvMessages.cameraNoVideo(3));

    // The health checks say the same of these recorders: the grid and the board agree.
    for (const [key, state] of [
      ['gone', DvrHealth.Unreachable],
      ['locked', DvrHealth.WrongPassword],
    ] as const) {
      const scan = await callApi(
        t,
        endpoints.scanDvr,
        { body: { id: await recorderRow(key) } },
        principal,
      );
      expect(scan.answer().health.state).toBe(state);
    }
  });

  it('asks a recorder once for the tiles opened together', async () => {
    const cameras = [await simulatedCamera('twin', 1), await simulatedCamera('twin', 2)];
    const asked = () => simulator.requests.filter((r) => r.key === RECORDERS.twin.key).length;
    const opened: WebrtcViewer[] = [];
    let before = 0;
    for (const [index, camera] of cameras.entries()) {
      const viewer = await openViewer();
      viewers.push(viewer);
      opened.push(viewer);
      const answered = await offer(principal, camera.id, viewer.offerSdp, 2);
      expect(answered.statusCode, answered.body).toBe(201);
      if (index === 0) before = asked();
    }
    // The second offer, within RECORDER_VIDEO_READING_MS of the first, read nothing more.
    expect(before).toBeGreaterThan(0);
    expect(asked()).toBe(before);
    await Promise.all(opened.map((viewer) => viewer.close()));
  });
});
