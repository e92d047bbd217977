// SIGKILL of the whole server, ten times over, on the embedded database (no DATABASE_URL):
//   npm run bench:kill [-- --rounds 10]
// Each round, on a fresh DATA_DIR:
//   burst     a burst of preset-filter saves from 6 clients, the server's process group killed
//             mid-burst, a restart (it adopts the PostgreSQL left running): every acknowledged
//             save must be there;
//   crash     the same, but PostgreSQL is killed too (as a power cut would), so the restart
//             replays the write-ahead log;
//   seeding   a first start (demo size) killed at a random moment while seeding, a restart:
//             the whole demo group must be there, nothing of the interrupted seed.
// Prints one line per round and the totals. Builds the server first when its sources changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { clusterFiles, runningPostmaster } from '../apps/server/src/db/embedded/cluster.ts';
import { SIZE_PROFILES } from '../apps/server/src/db/seed/sizes.ts';
import {
  cleanUp,
  clusterQuery,
  signIn,
  spawnServer,
  waitUntilReady,
  type ServerChild,
} from '../apps/server/test/process/server-child.ts';
import { tempDir } from '../apps/server/test/template-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '10' } } });
const rounds = Number(values.rounds);

interface Outcome {
  acknowledged: number;
  lost: number;
  ok: boolean;
  detail: string;
}

async function burst(dataDir: string, killDatabase: boolean): Promise<Outcome> {
  let server: ServerChild | undefined = await spawnServer({ dataDir });
  try {
    await waitUntilReady(server);
    const { headers } = await signIn(server.baseUrl, 'principal');
    const acknowledged = new Map<number, string>();
    let stop = false;
    let sent = 0;
    const clients = Array.from({ length: 6 }, async () => {
      while (!stop) {
        const name = `burst ${(sent += 1)}`;
        try {
          const response = await fetch(`${server!.baseUrl}/api/preset_filter`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ page: '/gatepass', name, data: { n: sent } }),
          });
          if (response.status !== 201) continue;
          const saved = (await response.json()) as { id: number; name: string };
          acknowledged.set(saved.id, saved.name);
        } catch {
          return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
    const postmaster = runningPostmaster(clusterFiles(dataDir));
    server.signalGroup('SIGKILL');
    if (killDatabase && postmaster) process.kill(postmaster.pid, 'SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(clients);

    server = await spawnServer({ dataDir });
    await waitUntilReady(server);
    const rows = await clusterQuery<{ id: number; name: string }>(
      dataDir,
      `SELECT id, name FROM preset_filters WHERE name LIKE 'burst %'`,
    );
    const stored = new Map(rows.map((row) => [row.id, row.name]));
    const lost = [...acknowledged].filter(([id, name]) => stored.get(id) !== name).length;
    const recovered = /database system was interrupted|not properly shut down/.test(
      fs.readFileSync(clusterFiles(dataDir).logFile, 'utf8'),
    );
    return {
      acknowledged: acknowledged.size,
      lost,
      ok: lost === 0 && acknowledged.size > 0,
      detail: killDatabase ? `WAL recovery: ${recovered ? 'yes' : 'no'}` : 'adopted',
    };
  } finally {
    await cleanUp(server, dataDir);
  }
}

async function seeding(dataDir: string): Promise<Outcome> {
  let server: ServerChild | undefined = await spawnServer({ dataDir, env: { SEED_SIZE: 'demo' } });
  try {
    await server.waitForLog(/seeding the demo group/);
    const killAfterMs = 200 + Math.random() * 6000;
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    const seededBeforeKill = /"msg":"seeded /.test(server.output());
    server.signalGroup('SIGKILL');
    await server.exited;

    server = await spawnServer({ dataDir, env: { SEED_SIZE: 'demo' } });
    await waitUntilReady(server, 600_000);
    const [counts] = await clusterQuery<Record<string, number>>(
      dataDir,
      `SELECT (SELECT count(*)::int FROM students) AS students,
              (SELECT count(*)::int FROM staff) AS staff,
              (SELECT count(*)::int FROM branches) AS branches`,
    );
    const demo = SIZE_PROFILES.demo;
    const whole =
      counts!.students === demo.students &&
      counts!.staff === demo.staff &&
      counts!.branches === 200;
    return {
      acknowledged: 0,
      lost: 0,
      ok: whole,
      detail:
        `killed ${(killAfterMs / 1000).toFixed(1)} s into the seed` +
        `${seededBeforeKill ? ' (it had finished)' : ''}; after the restart ` +
        `${counts!.branches} branches, ${counts!.students} students, ${counts!.staff} staff`,
    };
  } finally {
    await cleanUp(server, dataDir);
  }
}

async function main() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-changed', 'server'], {
    cwd: root,
    stdio: 'inherit',
  });
  const scenarios = {
    burst: (dir: string) => burst(dir, false),
    crash: (dir: string) => burst(dir, true),
    seeding,
  };
  const totals = Object.fromEntries(
    Object.keys(scenarios).map((name) => [name, { ok: 0, acknowledged: 0, lost: 0 }]),
  );
  const work = tempDir('console-kill-bench');
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const [name, run] of Object.entries(scenarios)) {
        const dataDir = path.join(work, `${name}-${round}`);
        const outcome = await run(dataDir);
        fs.rmSync(dataDir, { recursive: true, force: true });
        const total = totals[name]!;
        total.ok += outcome.ok ? 1 : 0;
        total.acknowledged += outcome.acknowledged;
        total.lost += outcome.lost;
        console.log(
          `round ${round} ${name.padEnd(7)} ${outcome.ok ? 'ok  ' : 'FAIL'} ` +
            `acknowledged ${outcome.acknowledged}, lost ${outcome.lost}; ${outcome.detail}`,
        );
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  for (const [name, total] of Object.entries(totals)) {
    console.log(
      `${name}: ${total.ok} of ${rounds} rounds whole; ${total.acknowledged} acknowledged ` +
        `writes, ${total.lost} lost`,
    );
  }
}

await main();
