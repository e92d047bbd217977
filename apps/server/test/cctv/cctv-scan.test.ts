import {
  CctvMessages,
  DvrHealth,
  cctvEndpoints as endpoints,
  type DvrRow,
  type DvrScanAnswer,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import type { SimulatedRecorder } from '../../src/modules/cctv/simulators/simulated-recorder.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { simulatedRecorder, TERABYTE } from '../recorders/recorder-fixtures.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// Asking a recorder from the console (001 §7 scan, storage, time): the real drivers read the
// simulator over loopback. A scan adds or updates cameras and records a check; a recorder that
// cannot be read is an answer (scan) or a 502 in staff's words (storage, time).

// This file's recorders live on 127.78.0.0/24, each on an ephemeral port.
const RECORDERS: Record<string, SimulatedRecorder> = {
  nvr: simulatedRecorder({ key: 'nvr', vendor: 'hikvision', address: '127.78.0.1' }),
  dvr: simulatedRecorder({ key: 'dvr', vendor: 'dahua', address: '127.78.0.2' }),
  flags: simulatedRecorder({ key: 'flags', vendor: 'hikvision', address: '127.78.0.3' }),
  gone: simulatedRecorder({
    key: 'gone',
    vendor: 'hikvision',
    address: '127.78.0.4',
    fault: 'unreachable',
  }),
  disks: simulatedRecorder({
    key: 'disks',
    vendor: 'dahua',
    address: '127.78.0.5',
    channels: [{ name: 'Gate', online: true }],
    disks: [
      { capacityBytes: 2 * TERABYTE, freeBytes: TERABYTE, state: 'ok' },
      { capacityBytes: 4 * TERABYTE, freeBytes: 0, state: 'error' },
    ],
  }),
  locked: simulatedRecorder({
    key: 'locked',
    vendor: 'dahua',
    address: '127.78.0.7',
    password: 'Changed@on-site',
  }),
  clock: simulatedRecorder({
    key: 'clock',
    vendor: 'hikvision',
    address: '127.78.0.6',
    channels: [{ name: 'Gate', online: true }],
    clockOffsetSeconds: 440,
    ntpEnabled: false,
  }),
};

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let branches: { own: number; other: number };
let simulator: RecorderSimulator;

beforeAll(async () => {
  simulator = await startRecorderSimulator(Object.values(RECORDERS));
  t = await startTestApp({
    env: { RECORDER_TIMEOUT_MS: '3000', RECORDER_ALLOWED_NETWORKS: '10.0.0.0/8,127.78.0.0/24' },
  });
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
  await openCctvToPrincipal(t);
});
afterAll(async () => {
  await t?.close();
  await simulator?.close();
});

/** A DVR row in a branch pointing at a simulated recorder (its password unless told). */
async function recorderRow(
  key: keyof typeof RECORDERS,
  overrides: Record<string, unknown> = {},
  who: SignedIn = principal,
): Promise<DvrRow> {
  const recorder = RECORDERS[key]!;
  const place = simulator.place(recorder.key);
  const body = {
    ...dvrBody(branches.own, {
      model_id: recorder.vendor === 'hikvision' ? 1 : 2,
      ip_address: place.host,
      http_port: place.port,
      auth_username: recorder.username,
      auth_password: recorder.password,
    }),
    ...overrides,
  };
  const response = await callApi(t, endpoints.createDvr, { body }, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.answer();
}

const shared = new Map<string, Promise<DvrRow>>();
/** The one row of the principal's branch at a recorder's address (one per address there). */
const sharedRow = (key: keyof typeof RECORDERS) => {
  if (!shared.has(key)) shared.set(key, recorderRow(key));
  return shared.get(key)!;
};

async function scan(id: number, who: SignedIn = principal): Promise<DvrScanAnswer> {
  const response = await scanning(id, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
}

const scanning = (id: number, who: SignedIn = principal) =>
  callApi(t, endpoints.scanDvr, { body: { id } }, who);

const camerasOf = async (dvrId: number) =>
  (
    await callApi(t, endpoints.cameraList, { query: { dvr_id: dvrId, limit: 100 } }, principal)
  ).answer();

/** A recorder's disks, clock or checks, as read from the console. */
const reading = (endpoint: typeof endpoints.dvrStorage | typeof endpoints.dvrTime, id: number) =>
  callApi(t, endpoint, { params: { id } }, principal);
const checksOf = (id: number, query: { limit?: number; page?: number } = {}) =>
  callApi(t, endpoints.dvrHealthHistory, { params: { id }, query }, principal);

describe('a scan', () => {
  it('adds a camera for each channel, with the vendor’s stream ids and whether it works', async () => {
    const dvr = await sharedRow('nvr');
    const answer = await scan(dvr.id);
    const recorder = RECORDERS.nvr!;
    expect(answer).toMatchObject({
      dvr_id: dvr.id,
      reachable: true,
      message: null,
      device: { serial_number: recorder.serialNumber, channel_count: recorder.channels.length },
      cameras_added: recorder.channels.length,
      cameras_updated: 0,
    });
    expect(answer.channels.map((c) => c.online)).toEqual(recorder.channels.map((c) => c.online));
    const cameras = await camerasOf(dvr.id);
    expect(
      cameras.map((c) => [c.channel_number, c.name, c.main_stream_id, c.sub_stream_id, c.flag]),
    ).toEqual(
      recorder.channels.map((channel, i) => [
        i + 1,
        channel.name,
        (i + 1) * 100 + 1,
        (i + 1) * 100 + 2,
        channel.online ? 1 : 0,
      ]),
    );
    // The audit log names the scan as the cameras' author.
    const audit = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM audit_log
      WHERE request = ${routeOf(endpoints.scanDvr)} AND item_type = 'cctv_cameras'
        AND action = 'created' AND item_id = ANY(${sql.param(cameras.map((c) => String(c.id)))}::text[])`);
    expect(audit.rows[0]!.n).toBe(cameras.length);
  });

  it('brings existing cameras to what the recorder lists, and changes nothing already so', async () => {
    const dvr = await recorderRow('dvr');
    await scan(dvr.id);
    const [first] = await camerasOf(dvr.id);
    // Staff renamed a camera; the recorder's title wins on the next scan. A dark camera lights.
    await callApi(
      t,
      endpoints.updateCamera,
      {
        params: { id: first!.id },
        body: { dvr_id: dvr.id, name: 'Renamed here', channel_number: first!.channel_number },
      },
      principal,
    );
    const dark = RECORDERS.dvr!.channels.findIndex((c) => !c.online);
    RECORDERS.dvr!.channels[dark]!.online = true;
    try {
      const again = await scan(dvr.id);
      expect(again).toMatchObject({ cameras_added: 0, cameras_updated: 2 });
      expect(again.health.state).toBe(DvrHealth.Healthy);
      const cameras = await camerasOf(dvr.id);
      expect(cameras[0]!.name).toBe(RECORDERS.dvr!.channels[0]!.name);
      expect(cameras.every((c) => c.flag === 1)).toBe(true);
      // A third scan finds nothing to change.
      expect(await scan(dvr.id)).toMatchObject({ cameras_added: 0, cameras_updated: 0 });
    } finally {
      RECORDERS.dvr!.channels[dark]!.online = false;
    }
  });

  it('without auto_scan_add_cameras only sets the existing cameras’ flags', async () => {
    const dvr = await recorderRow('flags', { auto_scan_add_cameras: false });
    const made: Record<number, number> = {};
    for (const channel of [1, 3, 9]) {
      const response = await callApi(
        t,
        endpoints.createCamera,
        { body: { dvr_id: dvr.id, name: `Ours ${channel}`, channel_number: channel } },
        principal,
      );
      made[channel] = response.answer().id;
    }
    const answer = await scan(dvr.id);
    // Channel 1 works, 3 is dark at the recorder, 9 it does not list: three flags set.
    expect(answer).toMatchObject({ reachable: true, cameras_added: 0, cameras_updated: 3 });
    const cameras = await camerasOf(dvr.id);
    expect(cameras.map((c) => [c.channel_number, c.name, c.flag])).toEqual([
      [1, 'Ours 1', 1],
      [3, 'Ours 3', 0],
      [9, 'Ours 9', 0],
    ]);
    expect(cameras.map((c) => c.id)).toEqual([made[1], made[3], made[9]]);
  });

  it('of an unreachable recorder answers why, and records the check', async () => {
    const dvr = await sharedRow('gone');
    const place = simulator.place('gone');
    const answer = await scan(dvr.id);
    expect(answer).toMatchObject({
      reachable: false,
      message: CctvMessages.recorderNotReached(`${place.host}:${place.port}`),
      device: null,
      channels: [],
      cameras_added: 0,
      health: { state: DvrHealth.Unreachable },
    });
    const row = (
      await callApi(t, endpoints.dvrList, { query: { id: dvr.id } }, principal)
    ).answer()[0]!;
    expect(row.health).toMatchObject({ state: DvrHealth.Unreachable, message: answer.message });
    expect(row.health.checked_at).toBe(answer.health.checked_at);
  });

  it('with the wrong password answers so, as a wrong_password check', async () => {
    // The row keeps the password from before it was changed on site.
    const dvr = await recorderRow('locked', { auth_password: 'Cctv@2024' });
    const answer = await scan(dvr.id);
    expect(answer).toMatchObject({
      reachable: false,
      message: 'The recorder refused the user name or password.',
      health: { state: DvrHealth.WrongPassword },
    });
  });

  it('records a check each time, listed newest first', async () => {
    const dvr = await sharedRow('disks');
    const first = await scan(dvr.id);
    const second = await scan(dvr.id);
    const history = await checksOf(dvr.id, { limit: 1 });
    expect(history.statusCode).toBe(200);
    expect(history.headers['x-total-count']).toBe('2');
    const rows = history.answer();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      checked_at: second.health.checked_at,
      state: DvrHealth.DiskError,
      disk_total_bytes: 6 * TERABYTE,
      disk_free_bytes: TERABYTE,
      channels_total: 1,
      channels_offline: 0,
    });
    const older = await checksOf(dvr.id, { limit: 1, page: 2 });
    expect(older.answer()[0]!.checked_at).toBe(first.health.checked_at);
  });
});

describe('a recorder’s disks and clock', () => {
  it('lists the disks as the recorder reports them, the failed one in error', async () => {
    const dvr = await sharedRow('disks');
    const response = await callApi(t, endpoints.dvrStorage, { params: { id: dvr.id } }, principal);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.answer();
    expect(answer.dvr_id).toBe(dvr.id);
    expect(answer.disks.map((d) => [d.state, d.capacity_bytes, d.free_bytes])).toEqual([
      ['ok', 2 * TERABYTE, TERABYTE],
      ['error', 4 * TERABYTE, 0],
    ]);
  });

  it('reads the clock and its drift from the server’s', async () => {
    const dvr = await sharedRow('clock');
    const response = await callApi(t, endpoints.dvrTime, { params: { id: dvr.id } }, principal);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.answer();
    expect(Math.abs(answer.drift_seconds - 440)).toBeLessThanOrEqual(1);
    expect(answer.ntp_enabled).toBe(false);
    const apart = (Date.parse(answer.device_time) - Date.parse(answer.server_time)) / 1000;
    expect(Math.abs(apart - 440)).toBeLessThanOrEqual(2);
  });

  it('answers 502 in staff’s words when the recorder cannot be read', async () => {
    const dvr = await sharedRow('gone');
    const place = simulator.place('gone');
    for (const endpoint of [endpoints.dvrStorage, endpoints.dvrTime]) {
      const response = await reading(endpoint, dvr.id);
      expect(response.statusCode, routeOf(endpoint)).toBe(502);
      expect(response.json().message).toBe(
        CctvMessages.recorderNotReached(`${place.host}:${place.port}`),
      );
    }
  });
});

describe('who may ask a recorder', () => {
  it('answers 400 to a scan without an id', async () => {
    const response = await callApi(t, endpoints.scanDvr, { body: {} }, principal);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CctvMessages.noIdToUpdate);
  });

  it('answers 409 for a deleted recorder, 404 for another branch’s', async () => {
    const deleted = await recorderRow('nvr', { http_port: 1 });
    await callApi(t, endpoints.deleteDvr, { params: { id: deleted.id } }, principal);
    const elsewhere = await recorderRow('nvr', { branch_id: branches.other }, admin);
    for (const [route, ask] of [
      [routeOf(endpoints.scanDvr), (id: number) => scanning(id)],
      [routeOf(endpoints.dvrStorage), (id: number) => reading(endpoints.dvrStorage, id)],
      [routeOf(endpoints.dvrTime), (id: number) => reading(endpoints.dvrTime, id)],
    ] as const) {
      const gone = await ask(deleted.id);
      expect(gone.statusCode, route).toBe(409);
      expect(gone.json().message).toBe(CctvMessages.dvrDeleted);
      const out = await ask(elsewhere.id);
      expect(out.statusCode, route).toBe(404);
      expect(out.json().message).toBe(CctvMessages.dvrNotFound);
    }
    const history = await checksOf(elsewhere.id);
    expect(history.statusCode).toBe(404);
    // The superuser reaches it; its scan changed nothing of the principal's.
    expect((await scan(elsewhere.id, admin)).reachable).toBe(true);
  });

  it('needs cctv_create to scan, cctv_read to read disks, clock and checks', async () => {
    const dvr = await sharedRow('clock');
    await openCctvToPrincipal(t, ['cctv_read']);
    try {
      expect((await scanning(dvr.id)).statusCode).toBe(403);
      for (const [route, response] of [
        [routeOf(endpoints.dvrStorage), await reading(endpoints.dvrStorage, dvr.id)],
        [routeOf(endpoints.dvrTime), await reading(endpoints.dvrTime, dvr.id)],
        [routeOf(endpoints.dvrHealthHistory), await checksOf(dvr.id)],
      ] as const) {
        expect(response.statusCode, route).toBe(200);
      }
      expect((await callApi(t, endpoints.healthBoard, {}, principal)).statusCode).toBe(200);
    } finally {
      await openCctvToPrincipal(t);
    }
  });
});
