import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest as cctv } from '../../src/modules/cctv/index.ts';
import { dvrPasswords } from '../../src/modules/cctv/dvr-password.ts';
import { demoRecorders } from '../../src/modules/cctv/simulators/demo-recorders.ts';
import { startModules } from '../../src/platform/modules/module-lifecycle.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { testDriver } from '../recorders/recorder-fixtures.ts';

// CCTV's start hook, as the server process runs it before it listens (buildApp runs none): older
// recorder passwords are bound to their addresses, and RECORDER_SIMULATOR=on serves the demo
// recorders until the hook's stop.

const log = pino({ level: 'silent' });
/** The test seed's branches whose demo recorders the simulator serves. */
const SEED_BRANCHES = Array.from({ length: 13 }, (_, i) => ({ id: i + 1 }));

/** A port free right now at an address. */
async function freePortAt(host: string): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePortAt(demoRecorders(SEED_BRANCHES, { httpPort: 1 })[0]!.device.address);
  t = await startTestApp({ env: { RECORDER_SIMULATOR_PORT: String(port) } });
});
afterAll(() => t?.close());

describe('CCTV at the server’s start', () => {
  it('binds passwords sealed before address binding to the address their recorder has', async () => {
    const [dvr] = (
      await t.db.execute<{ id: number }>(sql`SELECT id FROM cctv_dvrs ORDER BY id LIMIT 1`)
    ).rows;
    const unbound = dvrPasswords(t.app.services.signingSecret).seal('Sd@12345');
    await t.db.execute(
      sql`UPDATE cctv_dvrs SET auth_password_sealed = ${unbound} WHERE id = ${dvr!.id}`,
    );
    const started = await startModules([cctv], t.app.services, log);
    await started.stop();
    const [after] = (
      await t.db.execute<{ sealed: string }>(
        sql`SELECT auth_password_sealed AS sealed FROM cctv_dvrs WHERE id = ${dvr!.id}`,
      )
    ).rows;
    expect(after!.sealed).toMatch(/^v2\./);
  });

  it('serves the demo recorders at RECORDER_SIMULATOR_PORT until it stops', async () => {
    const healthy = demoRecorders(SEED_BRANCHES, { httpPort: port }).find(
      (recorder) => recorder.scenario === 'healthy',
    )!;
    const read = () => testDriver(healthy.dvr, { timeoutMs: 2000 }).deviceInfo();
    await expect(read()).rejects.toThrow();

    const started = await startModules([cctv], t.app.services, log);
    expect((await read()).serial_number).toBe(healthy.dvr.serial_number);
    await started.stop();
    await expect(read()).rejects.toThrow();
  });
});
