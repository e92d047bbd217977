// Cold start of the embedded server, and GET /me latency under 50 concurrent connections.
//   npx tsx bench/me-latency.ts                 (embedded PostgreSQL, fresh DATA_DIR under /tmp)
//   DATABASE_URL=postgres://… npx tsx bench/me-latency.ts
// Reports: first start (with demo seeding), cold start with demo data, /me p50/p90/p99, req/s.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3917;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));

function startServer(): { child: ChildProcess; ready: Promise<number> } {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ready = (async () => {
    for (let i = 0; i < 1200; i += 1) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start within 120 s');
  })();
  return { child, ready };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function main() {
  const first = startServer();
  const firstMs = await first.ready;
  await stop(first.child);
  const cold = startServer();
  const coldMs = await cold.ready;
  try {
    const login = await fetch(`${base}/api/auth/first_leg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'principal', password: 'Principal@2025' }),
    });
    const { auth_token } = (await login.json()) as { auth_token: string };
    const load = (url: string, connections: number, duration: number) =>
      autocannon({
        url: `${base}${url}`,
        connections,
        duration,
        headers: { authorization: `Bearer ${auth_token}` },
      });
    // The same run gives the context: one connection (no queueing) and the health check (one
    // trivial query) under the same load, so the ratio says what /me itself costs.
    const single = await load('/api/me', 1, 5);
    const health = await load('/api/health', 50, 10);
    const result = await load('/api/me', 50, 10);
    const report = {
      database: process.env.DATABASE_URL ? 'postgres' : 'embedded',
      first_start_ms: Math.round(firstMs),
      cold_start_ms: Math.round(coldMs),
      me_single_connection_p50_ms: single.latency.p50,
      health_50_p50_ms: health.latency.p50,
      health_50_requests_per_s: Math.round(health.requests.average),
      me_50_p50_ms: result.latency.p50,
      me_50_p90_ms: result.latency.p90,
      me_50_p99_ms: result.latency.p99,
      me_50_requests_per_s: Math.round(result.requests.average),
      me_to_health_p50_ratio: Number(
        (result.latency.p50 / Math.max(health.latency.p50, 0.01)).toFixed(2),
      ),
      non_2xx: result.non2xx + single.non2xx + health.non2xx,
      errors: result.errors,
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await stop(cold.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
