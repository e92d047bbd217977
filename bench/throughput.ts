// Throughput of the two calls every console page makes: GET /api/me (the principal) and one page
// of 30 gate passes with x-total-count (GET /api/gate_pass, the zonal coordinator: 44 branches),
// at 50 connections with autocannon, and the queries each request sends (counted in the server
// process by bench/count-queries.ts). With --reference <dir> (a checkout of an older commit with
// its node_modules) the two checkouts run alternately, the first of each round flipping, so the
// machine's load falls on both alike. With --embedded <dir> this checkout also runs on the
// embedded PostgreSQL in that DATA_DIR (seeded with the demo group on its first start), in
// turn with the PostgreSQL server, so the two databases are compared in one run.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db seeded with --size demo> \
//     npm run bench:throughput -- [--reference /tmp/old-checkout] [--embedded /tmp/data]
//       [--rounds 2] [--seconds 10] [--log-level info]
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { median, requireDatabaseUrl, round, signInStaff, spawnServer } from './bench-server.ts';

const url = requireDatabaseUrl(
  'Set DATABASE_URL to a PostgreSQL database seeded with `npm run seed -- --size demo`.',
);
const { values: options } = parseArgs({
  options: {
    reference: { type: 'string' },
    embedded: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '10' },
    /** The servers' LOG_LEVEL; their log lines go to /dev/null (what logging costs to make). */
    'log-level': { type: 'string', default: 'warn' },
  },
});
const ROUNDS = Number(options.rounds);
const SECONDS = Number(options.seconds);
const CONNECTIONS = 50;
/** Requests sent one at a time to count queries per request exactly. */
const COUNTED = 100;
const PORT = 3941;
const COUNTER_PORT = 3942;
const here = path.resolve(import.meta.dirname, '..');

interface Target {
  name: string;
  root: string;
  /** The embedded cluster's DATA_DIR; the PostgreSQL server (DATABASE_URL) when unset. */
  dataDir?: string;
}
const checkouts: Target[] = [
  ...(options.reference ? [{ name: 'reference', root: path.resolve(options.reference) }] : []),
  { name: 'this', root: here },
  ...(options.embedded
    ? [{ name: 'embedded', root: here, dataDir: path.resolve(options.embedded) }]
    : []),
];

/** The embedded cluster a server holds: its port and password, as the server left them. */
function embeddedUrl(dataDir: string): string {
  const { port } = JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-db.json'), 'utf8')) as {
    port: number;
  };
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/console`;
}

interface Endpoint {
  label: string;
  path: string;
  account: 'principal' | 'zonal';
}
const endpoints: Endpoint[] = [
  { label: 'GET /me', path: '/api/me', account: 'principal' },
  { label: 'GET /gate_pass', path: '/api/gate_pass', account: 'zonal' },
];

const queriesSoFar = async () =>
  ((await (await fetch(`http://127.0.0.1:${COUNTER_PORT}/`)).json()) as { queries: number })
    .queries;

const APP_NAME = 'console-throughput-bench';
const TICK_MS = 10; // CLK_TCK 100

/** CPU time (user + system) a process has used so far, in ms. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // ended since
  }
}

/** The CPU time of the server process and of its PostgreSQL backends. */
async function cpuSoFar(monitor: pg.Client, serverPid: number) {
  const { rows } = await monitor.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [APP_NAME],
  );
  return {
    server: cpuMs(serverPid),
    backends: new Map(rows.map(({ pid }) => [pid, cpuMs(pid)])),
  };
}

async function cpuPerRequest(
  monitor: pg.Client,
  serverPid: number,
  before: Awaited<ReturnType<typeof cpuSoFar>>,
  requests: number,
) {
  const after = await cpuSoFar(monitor, serverPid);
  let database = 0;
  for (const [pid, used] of after.backends) database += used - (before.backends.get(pid) ?? 0);
  return {
    server: round((after.server - before.server) / requests, 3),
    database: round(database / requests, 3),
  };
}

interface Figure {
  checkout: string;
  round: number;
  endpoint: string;
  load1: number;
  requestsPerS: number;
  p50: number;
  p99: number;
  errors: number;
  queriesPerRequest: number;
  serverCpuMs: number;
  databaseCpuMs: number;
  total: string;
}

async function measure(serverMonitor: pg.Client, checkout: Target, round_: number) {
  const server = await spawnServer({
    // An empty DATABASE_URL means unset: the server starts its embedded cluster in DATA_DIR.
    databaseUrl: checkout.dataDir ? '' : url,
    port: PORT,
    root: checkout.root,
    preload: [path.join(here, 'bench/count-queries.ts')],
    // No job runner: its polling would add queries (and load) to the figures.
    env: {
      JOBS_ENABLED: 'false',
      QUERY_COUNTER_PORT: String(COUNTER_PORT),
      PGAPPNAME: APP_NAME,
      LOG_LEVEL: options['log-level'],
      ...(checkout.dataDir ? { DATA_DIR: checkout.dataDir } : {}),
    },
    quiet: true,
  });
  const figures: Figure[] = [];
  let monitor = serverMonitor;
  try {
    if (checkout.dataDir) {
      monitor = new pg.Client({
        connectionString: embeddedUrl(checkout.dataDir),
        application_name: 'bench-monitor',
      });
      await monitor.connect();
      await monitor.query('VACUUM ANALYZE');
    }
    for (const endpoint of endpoints) {
      const { authorization } = await signInStaff(server.base, endpoint.account);
      const address = `${server.base}${endpoint.path}`;
      // Exact queries per request: one request at a time, after a first one that warms caches.
      let total = '';
      let counted = 0;
      for (let i = 0; i <= COUNTED; i += 1) {
        if (i === 1) counted = await queriesSoFar();
        const response = await fetch(address, { headers: { authorization } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${endpoint.label}: ${response.status}`);
        total = response.headers.get('x-total-count') ?? '';
      }
      const queriesPerRequest = ((await queriesSoFar()) - counted) / COUNTED;
      const load = (duration: number) =>
        autocannon({
          url: address,
          connections: CONNECTIONS,
          duration,
          headers: { authorization },
        });
      await load(2); // warm-up: JIT, pool connections, PostgreSQL's caches
      const load1 = os.loadavg()[0]!;
      const cpuBefore = await cpuSoFar(monitor, server.child.pid!);
      const result = await load(SECONDS);
      // Requests the client gave up on at the end are still running in the server.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const cpu = await cpuPerRequest(monitor, server.child.pid!, cpuBefore, result.requests.total);
      figures.push({
        checkout: checkout.name,
        round: round_,
        endpoint: endpoint.label,
        load1: round(load1, 2),
        requestsPerS: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        queriesPerRequest,
        serverCpuMs: cpu.server,
        databaseCpuMs: cpu.database,
        total,
      });
    }
  } finally {
    if (monitor !== serverMonitor) await monitor.end();
    await server.stop();
  }
  return figures;
}

async function main() {
  const monitor = new pg.Client({ connectionString: url, application_name: 'bench-monitor' });
  await monitor.connect();
  // What autovacuum does after the seed's bulk load (this server runs with autovacuum off):
  // statistics for the planner and a visibility map.
  await monitor.query('VACUUM ANALYZE');
  const figures: Figure[] = [];
  try {
    for (let round_ = 1; round_ <= ROUNDS; round_ += 1) {
      const order = round_ % 2 ? checkouts : [...checkouts].reverse();
      for (const checkout of order) figures.push(...(await measure(monitor, checkout, round_)));
    }
  } finally {
    await monitor.end();
  }
  console.table(
    figures.map((figure) => ({
      checkout: figure.checkout,
      round: figure.round,
      endpoint: figure.endpoint,
      'load 1 min': figure.load1,
      'req/s': figure.requestsPerS,
      'p50 ms': figure.p50,
      'p99 ms': figure.p99,
      errors: figure.errors,
      'queries/request': figure.queriesPerRequest,
      'server CPU ms/request': figure.serverCpuMs,
      'PostgreSQL CPU ms/request': figure.databaseCpuMs,
      'x-total-count': figure.total,
    })),
  );
  const summary = endpoints.map((endpoint) => {
    const of = (name: string) =>
      figures.filter((figure) => figure.checkout === name && figure.endpoint === endpoint.label);
    const row: Record<string, string | number> = { endpoint: endpoint.label };
    for (const { name } of checkouts) {
      const runs = of(name);
      row[`${name} req/s (median)`] = median(runs.map((figure) => figure.requestsPerS));
      row[`${name} p50/p99 ms`] =
        `${median(runs.map((figure) => figure.p50))}/${median(runs.map((figure) => figure.p99))}`;
      row[`${name} queries/request`] = runs[0]?.queriesPerRequest ?? '';
      row[`${name} CPU ms/request (server + PostgreSQL)`] =
        `${median(runs.map((figure) => figure.serverCpuMs))} + ${median(runs.map((figure) => figure.databaseCpuMs))}`;
    }
    if (options.embedded) {
      row['embedded / server req/s'] = round(
        Number(row['embedded req/s (median)']) / Number(row['this req/s (median)']),
        2,
      );
    }
    if (options.reference) {
      row['req/s ratio'] = round(
        Number(row['this req/s (median)']) / Number(row['reference req/s (median)']),
        2,
      );
    }
    return row;
  });
  console.table(summary);
}

void main();
