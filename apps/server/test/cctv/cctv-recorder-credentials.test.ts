import {
  CctvMessages,
  DvrHealth,
  cctvEndpoints as endpoints,
  type DvrRow,
  type DvrScanAnswer,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dvrPasswords, resealUnboundPasswords } from '../../src/modules/cctv/dvr-password.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';
import { startGo2rtcSimulator, type Go2rtcSimulator } from '../support/go2rtc-simulator.ts';
import { startCredentialTrap, type CredentialTrap } from '../recorders/credential-trap.ts';
import { cctvBranches, dvrBody, openCctvToPrincipal } from './cctv-kit.ts';

// Issue 23, item 1: a recorder's stored password goes only to the address it was stored for.
// The probe changed a recorder's address without its password, scanned, and cracked the
// digest answer its listener received. Here two listeners stand where an attacker's would, on
// this file's own 127.79.0.0/24 (allowed for the file, so the password rule is what is tested).

let t: TestApp;
let principal: SignedIn;
let branches: { own: number; other: number };
let stored: CredentialTrap;
let attacker: CredentialTrap;

beforeAll(async () => {
  stored = await startCredentialTrap('127.79.0.1');
  attacker = await startCredentialTrap('127.79.0.2');
  t = await startTestApp({
    env: { RECORDER_TIMEOUT_MS: '3000', RECORDER_ALLOWED_NETWORKS: '10.0.0.0/8,127.79.0.0/24' },
  });
  principal = await t.signIn('principal');
  branches = await cctvBranches(t);
  await openCctvToPrincipal(t);
});
afterAll(async () => {
  await t?.close();
  await stored?.close();
  await attacker?.close();
});

/** A recorder stored with its password at the first listener (the only one at either). */
async function recorderAtStored(): Promise<DvrRow> {
  await t.db.execute(
    sql`DELETE FROM cctv_dvrs WHERE ip_address IN (${stored.host}, ${attacker.host})`,
  );
  const response = await callApi(
    t,
    endpoints.createDvr,
    { body: dvrBody(branches.own, { ip_address: stored.host, http_port: stored.port }) },
    principal,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.answer();
}

const updateDvr = (id: number, body: object) =>
  callApi(t, endpoints.updateDvr, { params: { id }, body }, principal);

const fieldsOf = (dvr: DvrRow) => ({
  name: dvr.name,
  model_id: dvr.model_id,
  branch_id: dvr.branch_id,
  ip_address: dvr.ip_address,
  http_port: dvr.http_port,
  rtsp_port: dvr.rtsp_port,
  server_port: dvr.server_port,
  is_https: dvr.is_https,
  is_active: dvr.is_active,
  auth_username: dvr.auth_username,
  auto_scan_add_cameras: dvr.auto_scan_add_cameras,
});

async function scan(id: number): Promise<DvrScanAnswer> {
  const response = await callApi(t, endpoints.scanDvr, { body: { id } }, principal);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer();
}

describe('a recorder’s stored password', () => {
  it('is not sent to a new address given without it: the change is refused, naming the field', async () => {
    const dvr = await recorderAtStored();
    const moved = await updateDvr(dvr.id, {
      ...fieldsOf(dvr),
      ip_address: attacker.host,
      http_port: attacker.port,
    });
    await scan(dvr.id);
    // The probe's reproduction: the attacker's listener must hear nothing.
    expect(attacker.authorizations).toEqual([]);
    expect(attacker.connections).toBe(0);
    expect(moved.statusCode, moved.body).toBe(422);
    const message = CctvMessages.passwordForNewAddress('IP address and HTTP port');
    expect(moved.json()).toMatchObject({
      errors: [{ field: 'body.auth_password', message }],
    });
    // The recorder stayed where it was, and its own address still gets its sign-in.
    const row = (
      await callApi(t, endpoints.dvrList, { query: { id: dvr.id } }, principal)
    ).answer()[0]!;
    expect([row.ip_address, row.http_port]).toEqual([stored.host, stored.port]);
    expect(stored.authorizations.length).toBeGreaterThan(0);
  });

  it('must be entered again when the RTSP port or HTTPS changes, each named', async () => {
    const dvr = await recorderAtStored();
    for (const [change, what] of [
      [{ rtsp_port: 10554 }, 'RTSP port'],
      [{ is_https: true }, 'HTTPS setting'],
      [{ ip_address: '127.79.0.9' }, 'IP address'],
    ] as const) {
      const refused = await updateDvr(dvr.id, { ...fieldsOf(dvr), ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(422);
      expect(refused.json().message).toContain(CctvMessages.passwordForNewAddress(what));
    }
    // With the password the move is made, and the new one signs in there with SHA-256, the
    // stronger of the two digests the listener offers.
    const before = attacker.authorizations.length;
    const moved = await updateDvr(dvr.id, {
      ...fieldsOf(dvr),
      ip_address: attacker.host,
      http_port: attacker.port,
      auth_password: 'Typed@again1',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await scan(dvr.id);
    const sent = attacker.authorizations.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('algorithm=SHA-256');
  });

  it('does not open at an address changed behind the service’s back (a direct SQL edit)', async () => {
    const dvr = await recorderAtStored();
    await t.db.execute(sql`
      UPDATE cctv_dvrs SET ip_address = ${attacker.host}, http_port = ${attacker.port}
      WHERE id = ${dvr.id}`);
    const before = attacker.connections;
    const answer = await scan(dvr.id);
    expect(attacker.connections).toBe(before);
    expect(answer).toMatchObject({
      reachable: false,
      message: CctvMessages.passwordNotForAddress,
      health: { state: DvrHealth.WrongPassword },
    });
  });

  it('sealed before passwords were bound to addresses, is bound to the address it has at start', async () => {
    const dvr = await recorderAtStored();
    // An older database's seal: the purpose only, no address.
    const unbound = dvrPasswords(t.app.services.signingSecret).seal('Sd@12345');
    await t.db.execute(
      sql`UPDATE cctv_dvrs SET auth_password_sealed = ${unbound} WHERE id = ${dvr.id}`,
    );
    const refused = await scan(dvr.id);
    expect(refused.message).toBe(CctvMessages.passwordNotForAddress);
    expect(await resealUnboundPasswords(t.db, dvrPasswords(t.app.services.signingSecret))).toBe(1);
    const before = stored.authorizations.length;
    await scan(dvr.id);
    expect(stored.authorizations.length).toBe(before + 1);
  });
});

describe('a stream gateway that signs in to recorders (go2rtc)', () => {
  let g: TestApp;
  let go2rtc: Go2rtcSimulator;
  let boss: SignedIn;

  beforeAll(async () => {
    go2rtc = await startGo2rtcSimulator();
    g = await startTestApp({
      env: {
        STREAM_GATEWAY: 'go2rtc',
        GO2RTC_URL: go2rtc.url,
        RECORDER_ALLOWED_NETWORKS: '10.0.0.0/8,127.79.0.0/24',
      },
    });
    boss = await g.signIn('superuser');
  });
  afterAll(async () => {
    await g?.close();
    await go2rtc?.close();
  });

  it('is given the password only with the address it was stored for', async () => {
    const dvr = (
      await callApi(g, endpoints.createDvr, { body: dvrBody(branches.own) }, boss)
    ).answer();
    const camera = await callApi(
      g,
      endpoints.createCamera,
      { body: { dvr_id: dvr.id, name: 'Gate', channel_number: 1 } },
      boss,
    );
    const id = camera.answer().id;
    const reload = () =>
      callApi(g, endpoints.reloadStream, { params: { id }, query: { stream: 2 } }, boss);
    expect((await reload()).statusCode).toBe(200);
    expect([...go2rtc.streams.values()]).toEqual([
      `rtsp://admin:Sd%4012345@${dvr.ip_address}:554/Streaming/Channels/102`,
    ]);
    // Moved behind the service's back: the gateway is not handed the password for there.
    await g.db.execute(
      sql`UPDATE cctv_dvrs SET ip_address = ${attacker.host} WHERE id = ${dvr.id}`,
    );
    const moved = await reload();
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(CctvMessages.passwordNotForAddress);
    expect(
      go2rtc.calls.map((c) => c.query.src).filter((src) => src?.includes(attacker.host)),
    ).toEqual([]);
  });
});
