import { findModule, presetFilterEndpoints } from '@console/contract';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { clusterFiles, runningPostmaster } from '../../src/db/embedded/cluster.ts';
import { SIZE_PROFILES } from '../../src/db/seed/sizes.ts';
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

// SIGKILL of the server's whole process group: nothing runs its shutdown. The embedded
// cluster has a session of its own and survives; the next start adopts it (or, had it died
// too, PostgreSQL would replay its write-ahead log). Every write the server acknowledged is
// there afterwards, and a first start killed while seeding leaves no half group: the next
// start seeds the whole group again. bench/kill-restart.ts repeats both ten times.

const root = tempDir('console-kill');
let server: ServerChild | undefined;
let dataDir = root;

afterEach(async () => {
  await cleanUp(server, dataDir);
  server = undefined;
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Saves preset filters from `clients` loops until stopped; answers the acknowledged ones. */
function writeBurst(baseUrl: string, authorization: string, clients: number) {
  const acknowledged = new Map<number, string>();
  let stopped = false;
  let sent = 0;
  const done = Promise.all(
    Array.from({ length: clients }, async () => {
      while (!stopped) {
        const name = `burst ${(sent += 1)}`;
        try {
          const response = await fetchEndpoint(baseUrl, presetFilterEndpoints.create, {
            headers: { authorization },
            body: { page: findModule('gatepass')!.path, name, data: { n: sent } },
          });
          if (response.status === 201) {
            const saved = (await response.json()) as { id: number; name: string };
            acknowledged.set(saved.id, saved.name);
          } else {
            await response.arrayBuffer();
          }
        } catch {
          return;
        }
      }
    }),
  );
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

describe('SIGKILL of the whole server', () => {
  it('during a burst of writes: every acknowledged write is there after the restart', async () => {
    dataDir = path.join(root, 'burst');
    server = await spawnServer({ dataDir });
    await waitUntilReady(server);
    const { headers } = await signIn(server.baseUrl, 'principal');
    const burst = writeBurst(server.baseUrl, headers.authorization, 6);
    await expect.poll(() => burst.acknowledged.size, { timeout: 30_000 }).toBeGreaterThan(50);
    server.signalGroup('SIGKILL');
    await server.exited;
    await burst.stop();
    const postmaster = runningPostmaster(clusterFiles(dataDir));
    expect(postmaster).not.toBeNull();

    server = await spawnServer({ dataDir });
    await waitUntilReady(server);
    expect(server.output()).toMatch(/is still running .* using it/);
    const rows = await clusterQuery<{ id: number; name: string }>(
      dataDir,
      `SELECT id, name FROM preset_filters WHERE name LIKE 'burst %'`,
    );
    const stored = new Map(rows.map((row) => [row.id, row.name]));
    const lost = [...burst.acknowledged].filter(([id, name]) => stored.get(id) !== name);
    expect(lost).toEqual([]);
    expect(burst.acknowledged.size).toBeGreaterThan(50);
  });

  it('during first-start seeding: the next start seeds the whole group, with nothing half done', async () => {
    dataDir = path.join(root, 'seeding');
    server = await spawnServer({ dataDir, env: { SEED_SIZE: 'demo' } });
    await server.waitForLog(/seeding the demo group/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.signalGroup('SIGKILL');
    await server.exited;

    server = await spawnServer({ dataDir, env: { SEED_SIZE: 'demo' } });
    await waitUntilReady(server, 300_000);
    const demo = SIZE_PROFILES.demo;
    const [counts] = await clusterQuery<Record<string, number>>(
      dataDir,
      `SELECT (SELECT count(*)::int FROM students) AS students,
              (SELECT count(*)::int FROM staff) AS staff,
              (SELECT count(*)::int FROM branches) AS branches,
              (SELECT count(*)::int FROM users WHERE username = 'admin') AS admins`,
    );
    expect(counts).toEqual({
      students: demo.students,
      staff: demo.staff,
      branches: 200,
      admins: 1,
    });
  });
});
