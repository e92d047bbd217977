import {
  CAMERA_CHANNEL_MAX,
  CAMERA_NAME_MAX,
  CctvMessages,
  DvrHealth,
  cctvEndpoints as endpoints,
  type DvrRow,
  type DvrScanAnswer,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEveryRecorder } from '../../src/modules/cctv/health-check.job.ts';
import { dvrPasswords, resealUnboundPasswords } from '../../src/modules/cctv/dvr-password.ts';
import { recorderReach } from '../../src/modules/cctv/recorder-reach.ts';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import { hikvisionAnswer } from '../../src/modules/cctv/simulators/simulated-hikvision.ts';
import type { SimulatedRecorder } from '../../src/modules/cctv/simulators/simulated-recorder.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { startCredentialTrap, type CredentialTrap } from '../recorders/credential-trap.ts';
import { simulatedRecorder } from '../recorders/recorder-fixtures.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// Issue 23, item 2: recorder addresses are kept to the networks the deployment allows, every
// way a recorder fails to answer reads the same to staff, and what a scan stores is bounded.
// This file's recorders: 127.80.1.0/24 (allowed here), 127.80.2.0/24 (not allowed).

const ALLOWED = '10.0.0.0/8,127.80.1.0/24';

const RECORDERS: Record<string, SimulatedRecorder> = {
  down: simulatedRecorder({
    key: 'down',
    vendor: 'hikvision',
    address: '127.80.1.1',
    fault: 'unreachable',
  }),
  silent: simulatedRecorder({
    key: 'silent',
    vendor: 'hikvision',
    address: '127.80.1.2',
    fault: 'silent',
  }),
  garbled: simulatedRecorder({
    key: 'garbled',
    vendor: 'hikvision',
    address: '127.80.1.3',
    fault: 'garbled',
  }),
  // A CP Plus recorder in a row that says Hikvision.
  other: simulatedRecorder({ key: 'other', vendor: 'dahua', address: '127.80.1.4' }),
  basic: simulatedRecorder({
    key: 'basic',
    vendor: 'hikvision',
    address: '127.80.1.5',
    authentication: 'basic',
  }),
  locked: simulatedRecorder({
    key: 'locked',
    vendor: 'hikvision',
    address: '127.80.1.6',
    password: 'Changed@on-site',
  }),
  crowded: simulatedRecorder({
    key: 'crowded',
    vendor: 'hikvision',
    address: '127.80.1.7',
    channels: Array.from({ length: 300 }, (_, i) => ({
      name:
        [
          '<img src=x onerror=alert(1)>',
          '=HYPERLINK("http://example.test/x","Open")',
          'Gate\u0007\u001b[31m red\u0085',
          `Long ${'x'.repeat(400)}`,
        ][i % 4] ?? '',
      online: true,
    })),
  }),
};

let t: TestApp;
let principal: SignedIn;
let branches: { own: number; other: number };
let simulator: RecorderSimulator;
let outside: CredentialTrap;
let overflowing: http.Server;

beforeAll(async () => {
  simulator = await startRecorderSimulator(Object.values(RECORDERS));
  outside = await startCredentialTrap('127.80.2.1');
  overflowing = await startOverflowingRecorder('127.80.1.20');
  t = await startTestApp({
    env: { RECORDER_TIMEOUT_MS: '1500', RECORDER_ALLOWED_NETWORKS: ALLOWED },
  });
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
  await openCctvToPrincipal(t);
});
afterAll(async () => {
  await t?.close();
  await simulator?.close();
  await outside?.close();
  await new Promise((resolve) => overflowing?.close(resolve));
});

/**
 * A recorder-shaped answer from anywhere: ISAPI answers without sign-in, its analog inputs
 * numbered past what a PostgreSQL integer holds.
 */
async function startOverflowingRecorder(host: string): Promise<http.Server> {
  const recorder = simulatedRecorder({
    key: 'overflow',
    vendor: 'hikvision',
    address: host,
    inputs: 'analog',
  });
  const server = http.createServer((request, response) => {
    request.resume();
    const url = request.url ?? '/';
    const answer = url.startsWith('/ISAPI/System/Video/inputs/channels')
      ? {
          status: 200,
          contentType: 'application/xml',
          body:
            '<VideoInputChannelList>' +
            '<VideoInputChannel><id>3000000000</id><name>Past int4</name></VideoInputChannel>' +
            '<VideoInputChannel><id>2</id><name>Yard</name></VideoInputChannel>' +
            '<VideoInputChannel><id>2</id><name>Yard again</name></VideoInputChannel>' +
            '</VideoInputChannelList>',
        }
      : hikvisionAnswer(recorder, request.method ?? 'GET', url, Date.now());
    response.writeHead(answer.status, { 'content-type': answer.contentType });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen({ host, port: 0 }, resolve));
  return server;
}

const addressOf = (key: string) => simulator.place(key);

const addDvr = (body: object) => callApi(t, endpoints.createDvr, { body }, principal);

async function recorderAt(host: string, port: number, password = 'Cctv@2024'): Promise<DvrRow> {
  const response = await addDvr(
    dvrBody(branches.own, {
      model_id: 1,
      ip_address: host,
      http_port: port,
      auth_password: password,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.answer();
}

async function scan(id: number): Promise<DvrScanAnswer> {
  const response = await callApi(t, endpoints.scanDvr, { body: { id } }, principal);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
}

/** A recorder's disks or clock, as read from the console. */
const reading = (endpoint: typeof endpoints.dvrStorage | typeof endpoints.dvrTime, id: number) =>
  callApi(t, endpoint, { params: { id } }, principal);

describe('a recorder’s address', () => {
  it('is refused with 422 outside the allowed networks, and where it never may be', async () => {
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cctv_dvrs`)).rows[0]!.n;
    const before = await count();
    for (const [ip_address, http_port] of [
      ['127.0.0.1', 8080],
      ['0.0.0.0', 80],
      ['169.254.169.254', 80],
      ['100.100.100.200', 80],
      ['metadata.google.internal', 80],
      ['localhost', 8080],
      ['8.8.8.8', 80],
      [outside.host, outside.port],
      // Allowed network, but the server's own port there.
      ['127.80.1.50', t.config.port],
    ] as const) {
      const refused = await addDvr(dvrBody(branches.own, { ip_address, http_port }));
      expect(refused.statusCode, `${ip_address}:${http_port}`).toBe(422);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'body.ip_address', message: CctvMessages.addressNotAllowed }],
      });
    }
    expect(await count()).toBe(before);
    // Moving a recorder there is refused as well, password or not.
    const dvr = await recorderAt('127.80.1.50', 8081);
    const moved = await callApi(
      t,
      endpoints.updateDvr,
      {
        params: { id: dvr.id },
        body: { ...dvrBody(branches.own, { ip_address: '169.254.169.254' }) },
      },
      principal,
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toContain(CctvMessages.addressNotAllowed);
    expect(outside.connections).toBe(0);
  });

  it('stored before the setting is never connected to: scan, disks, clock and the health check', async () => {
    // A row written before the allowed networks existed, pointing at the attacker's listener,
    // its password sealed for that address as the start-up step leaves old rows.
    const dvr = await recorderAt('127.80.1.51', 80);
    const unbound = dvrPasswords(t.app.services.signingSecret).seal('Sd@12345');
    await t.db.execute(sql`
      UPDATE cctv_dvrs SET ip_address = ${outside.host}, http_port = ${outside.port},
        auth_password_sealed = ${unbound}
      WHERE id = ${dvr.id}`);
    await resealUnboundPasswords(t.db, dvrPasswords(t.app.services.signingSecret));

    const answer = await scan(dvr.id);
    for (const endpoint of [endpoints.dvrStorage, endpoints.dvrTime]) {
      const response = await reading(endpoint, dvr.id);
      expect(response.statusCode, routeOf(endpoint)).toBe(502);
      expect(response.json().message).toBe(CctvMessages.addressNotAllowed);
    }
    // The health check's next run: this recorder alone is due.
    await t.db.execute(sql`UPDATE cctv_dvrs SET health_checked_at = now() WHERE id <> ${dvr.id}`);
    await t.db.execute(sql`UPDATE cctv_dvrs SET health_checked_at = NULL WHERE id = ${dvr.id}`);
    await checkEveryRecorder(t.db, recorderReach(t.app.services), {
      heartbeat: async () => {},
      signal: new AbortController().signal,
    });
    expect(outside.connections).toBe(0);
    expect(answer).toMatchObject({
      reachable: false,
      message: CctvMessages.addressNotAllowed,
      health: { state: DvrHealth.Unreachable },
    });
    const row = (
      await callApi(t, endpoints.dvrList, { query: { id: dvr.id } }, principal)
    ).answer()[0]!;
    expect(row.health).toMatchObject({
      state: DvrHealth.Unreachable,
      message: CctvMessages.addressNotAllowed,
    });
  });
});

describe('a recorder that does not answer as one', () => {
  it('reads the same to staff whether nothing listens, it stays silent, garbles, is another model or asks for plain sign-in', async () => {
    const messages: string[] = [];
    for (const key of ['down', 'silent', 'garbled', 'other', 'basic']) {
      const place = addressOf(key);
      const dvr = await recorderAt(place.host, place.port);
      const answer = await scan(dvr.id);
      expect(answer.reachable, key).toBe(false);
      expect(answer.health.state, key).toBe(DvrHealth.Unreachable);
      messages.push(answer.message!.replace(`${place.host}:${place.port}`, '{place}'));
      const storage = await reading(endpoints.dvrStorage, dvr.id);
      expect(storage.json().message.replace(`${place.host}:${place.port}`, '{place}'), key).toBe(
        messages.at(-1),
      );
    }
    expect(new Set(messages)).toEqual(new Set([CctvMessages.recorderNotReached('{place}')]));
    // A refused password is still told apart: only a recorder that answered can refuse it.
    const locked = addressOf('locked');
    const wrong = await scan((await recorderAt(locked.host, locked.port)).id);
    expect(wrong).toMatchObject({
      message: 'The recorder refused the user name or password.',
      health: { state: DvrHealth.WrongPassword },
    });
  });
});

describe('what a scan stores', () => {
  it('is at most one camera per channel 1 to 256, names cleaned and cut to the camera’s limit', async () => {
    const place = addressOf('crowded');
    const dvr = await recorderAt(place.host, place.port);
    const answer = await scan(dvr.id);
    expect(answer.reachable).toBe(true);
    expect(answer.cameras_added).toBe(CAMERA_CHANNEL_MAX);
    const cameras = (
      await callApi(
        t,
        endpoints.cameraList,
        { query: { dvr_id: dvr.id, limit: 500, sort: 'channel_number' } },
        principal,
      )
    ).answer();
    expect(cameras).toHaveLength(CAMERA_CHANNEL_MAX);
    expect(cameras.at(-1)!.channel_number).toBe(CAMERA_CHANNEL_MAX);
    expect(cameras.slice(0, 4).map((camera) => camera.name)).toEqual([
      '<img src=x onerror=alert(1)>',
      '=HYPERLINK("http://example.test/x","Open")',
      'Gate[31m red',
      `Long ${'x'.repeat(CAMERA_NAME_MAX - 5)}`,
    ]);
    // A name that reads as a formula is text in the export.
    const file = await callApi(
      t,
      endpoints.cameraList,
      { query: { dvr_id: dvr.id, export: true } },
      principal,
    );
    expect(file.body).toContain(`'=HYPERLINK(`);
  });

  it('leaves out channel numbers past 256 (one past int4 answered 500) and repeated ones', async () => {
    const port = (overflowing.address() as AddressInfo).port;
    const dvr = await recorderAt('127.80.1.20', port);
    const answer = await scan(dvr.id);
    expect(answer).toMatchObject({ reachable: true, cameras_added: 1 });
    expect(answer.channels.map((channel) => channel.channel_number)).toEqual([2]);
  });
});
