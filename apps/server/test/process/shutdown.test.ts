import {
  findModule,
  gatePassEndpoints,
  meEndpoints,
  presetFilterEndpoints,
} from '@console/contract';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { clusterFiles, freePort, runningPostmaster } from '../../src/db/embedded/cluster.ts';
import { holderFile } from '../../src/db/embedded/holder.ts';
import { SIZE_PROFILES } from '../../src/db/seed/sizes.ts';
import { demoRecorders } from '../../src/modules/cctv/simulators/demo-recorders.ts';
import { testDriver } from '../recorders/recorder-fixtures.ts';
import { tempDir } from '../template-database.ts';
import {
  cleanUp,
  clusterQuery,
  fetchEndpoint,
  signIn,
  spawnServer,
  waitUntilReady,
  type ServerChild,
} from './server-child.ts';

// Stopping the compiled server as terminals and supervisors do: SIGTERM or SIGINT to the whole
// process group (Ctrl-C, `kill -- -pgid`) or to the main process alone, with requests in
// flight, and during start-up. Every request answered gets a real answer (no 5xx), the
// database stops only after the last answer, nothing is left running, and the next start works.

const root = tempDir('console-stop');
let server: ServerChild | undefined;
const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = path.join(root, `data-${dataDirs.length + 1}`);
  dataDirs.push(dir);
  return dir;
};

afterEach(async () => {
  await cleanUp(server, dataDirs.at(-1) ?? root);
  server = undefined;
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

interface LoadReport {
  statuses: Map<number, number>;
  answeredAfterSignal: number;
  notAnswered: number;
}

/**
 * Keeps `clients` requests in flight (reads of /me, a 30-row list, saves of a preset filter)
 * until the server stops answering; `signalSent()` says when the signal went out.
 */
async function keepBusy(
  baseUrl: string,
  clients: number,
  signalSent: () => number | undefined,
): Promise<LoadReport> {
  const { headers: principal } = await signIn(baseUrl, 'principal');
  const report: LoadReport = { statuses: new Map(), answeredAfterSignal: 0, notAnswered: 0 };
  const requests = [
    () => fetchEndpoint(baseUrl, meEndpoints.me, { headers: principal }),
    () =>
      fetchEndpoint(baseUrl, gatePassEndpoints.list, { query: { limit: 30 }, headers: principal }),
    (n: number) =>
      fetchEndpoint(baseUrl, presetFilterEndpoints.create, {
        headers: principal,
        body: { page: findModule('gatepass')!.path, name: `busy ${n}`, data: { status: 1 } },
      }),
  ];
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; ; i += clients) {
        sent += 1;
        try {
          const response = await requests[i % requests.length]!(sent);
          await response.arrayBuffer();
          report.statuses.set(response.status, (report.statuses.get(response.status) ?? 0) + 1);
          const signalAt = signalSent();
          if (signalAt !== undefined && Date.now() > signalAt) report.answeredAfterSignal += 1;
        } catch {
          // Refused or closed before an answer: the client would try another server.
          report.notAnswered += 1;
          if (signalSent() !== undefined) return;
        }
      }
    }),
  );
  return report;
}

const serverErrors = (report: LoadReport) =>
  [...report.statuses].filter(([status]) => status >= 500);

async function expectStoppedCleanly(stopped: ServerChild, dataDir: string): Promise<void> {
  expect(await stopped.exited, stopped.output()).toEqual({ code: 0, signal: null });
  expect(stopped.output()).toMatch(/"msg":"stopped"/);
  expect(stopped.output()).not.toMatch(/Called end on pool|"level":50|"level":60/);
  expect(runningPostmaster(clusterFiles(dataDir))).toBeNull();
  expect(fs.existsSync(holderFile(dataDir))).toBe(false);
}

describe('a stop while requests are in flight', () => {
  const dataDir = freshDataDir();

  for (const [target, signal] of [
    ['the process group', 'SIGTERM'],
    ['the main process alone', 'SIGINT'],
  ] as const) {
    it(`${signal} to ${target}: every request answered is answered properly, then the database stops`, async () => {
      server = await spawnServer({ dataDir });
      await waitUntilReady(server);
      let signalAt: number | undefined = undefined;
      const load = keepBusy(server.baseUrl, 8, () => signalAt);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      signalAt = Date.now();
      if (target === 'the process group') server.signalGroup(signal);
      else server.process.kill(signal);
      const report = await load;

      expect(serverErrors(report)).toEqual([]);
      expect(report.statuses.get(200)).toBeGreaterThan(0);
      expect(report.statuses.get(201)).toBeGreaterThan(0);
      // Requests were in flight when the signal came, and they got their answers.
      expect(report.answeredAfterSignal).toBeGreaterThan(0);
      await expectStoppedCleanly(server, dataDir);
    });
  }

  it('starts again on the same data after a stop, with what was saved', async () => {
    server = await spawnServer({ dataDir });
    await waitUntilReady(server);
    const [saved] = await clusterQuery<{ n: number }>(
      dataDir,
      `SELECT count(*)::int AS n FROM preset_filters WHERE name LIKE 'busy %'`,
    );
    expect(saved!.n).toBeGreaterThan(0);
  });

  it('runs the modules’ start hooks before it listens, and their stops after the last answer', async () => {
    // CCTV's: the demo recorders answer while the server runs, at RECORDER_SIMULATOR_PORT.
    const branches = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const port = await freePort();
    const healthy = demoRecorders(branches, { httpPort: port }).find(
      (recorder) => recorder.scenario === 'healthy',
    )!;
    const read = () => testDriver(healthy.dvr, { timeoutMs: 2000 }).deviceInfo();
    server = await spawnServer({ dataDir, env: { RECORDER_SIMULATOR_PORT: String(port) } });
    await waitUntilReady(server);
    const output = server.output();
    expect(output.search(/simulating \d+ demo recorders/)).toBeGreaterThan(-1);
    expect(output.search(/simulating \d+ demo recorders/)).toBeLessThan(
      output.search(/Console ready/),
    );
    expect((await read()).serial_number).toBe(healthy.dvr.serial_number);
    server.signalGroup('SIGTERM');
    await expectStoppedCleanly(server, dataDir);
    await expect(read()).rejects.toThrow();
  });
});

describe('a stop during start-up', () => {
  it('while seeding: stops at once, keeps no half group, and the next start seeds the whole group', async () => {
    const dataDir = freshDataDir();
    server = await spawnServer({ dataDir, env: { SEED_SIZE: 'demo' } });
    await server.waitForLog(/seeding the demo group/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server.signalGroup('SIGTERM');
    await expectStoppedCleanly(server, dataDir);
    expect(server.output()).toMatch(/stopped during start-up|"reason":"SIGTERM"/);

    server = await spawnServer({ dataDir });
    await waitUntilReady(server);
    const test = SIZE_PROFILES.test;
    const [counts] = await clusterQuery<{ students: number; staff: number }>(
      dataDir,
      'SELECT (SELECT count(*)::int FROM students) AS students, (SELECT count(*)::int FROM staff) AS staff',
    );
    // The second start seeded the test-sized group: nothing of the demo-sized one was kept.
    expect(counts).toEqual({ students: test.students, staff: test.staff });
  });

  it('right after its database came up: stops cleanly, and the next start works', async () => {
    const dataDir = freshDataDir();
    server = await spawnServer({ dataDir });
    await server.waitForLog(/Created a PostgreSQL cluster/);
    server.signalGroup('SIGTERM');
    await expectStoppedCleanly(server, dataDir);

    server = await spawnServer({ dataDir });
    await waitUntilReady(server);
  });
});
