// A server process for the benchmarks, on the database DATABASE_URL names, and a signed-in
// superuser. The server runs in its own process so its memory can be read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TOTP_SECRET, DemoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { currentStep, totpCode } from '../apps/server/src/platform/core/auth/totp.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer extends ServerProcess {
  headers: { authorization: string };
}

export function requireDatabaseUrl(usage: string): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(usage);
    process.exit(2);
  }
  return url;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts `apps/server/src/main.ts` of a checkout (this one unless `root` names another, e.g. an
 * older commit to compare with) on DATABASE_URL and waits until it answers /api/health.
 */
export async function spawnServer(options: {
  databaseUrl: string;
  port: number;
  root?: string;
  env?: Record<string, string>;
  /** Modules loaded before the server (after tsx), e.g. bench/count-queries.ts. */
  preload?: string[];
  /** Drop the server's standard output (its log lines) instead of passing it through. */
  quiet?: boolean;
}): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  const preload = (options.preload ?? []).flatMap((file) => ['--import', path.resolve(file)]);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...preload, 'apps/server/src/main.ts'],
    {
      cwd: options.root ?? root,
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        PORT: String(options.port),
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    },
  );
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    // A first start on an empty embedded database seeds the demo group first.
    if (i > 3000) throw new Error('server did not start within 300 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function startBenchServer(databaseUrl: string, port: number): Promise<BenchServer> {
  const server = await spawnServer({ databaseUrl, port });
  const { base } = server;
  const { username, password } = DemoAccounts.superuser;
  const signIn = (step: number) =>
    fetch(`${base}/api/auth/second_leg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, totp_code: totpCode(DEMO_TOTP_SECRET, step) }),
    });
  const firstStep = currentStep();
  let login = await signIn(firstStep);
  if (login.status === 401) {
    // A code is accepted once: a bench started right after another one waits for the next.
    while (currentStep() === firstStep) await new Promise((resolve) => setTimeout(resolve, 250));
    login = await signIn(currentStep());
  }
  if (!login.ok) {
    const reason = `sign-in failed: ${login.status} ${await login.text()}`;
    await server.stop();
    throw new Error(reason);
  }
  const { auth_token } = (await login.json()) as { auth_token: string };
  return { ...server, headers: { authorization: `Bearer ${auth_token}` } };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The 90th percentile of timings. */
export const p90 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

/** Signs a demo staff account in by password (no second step): its authorization header. */
export async function signInStaff(
  base: string,
  account: 'principal' | 'zonal',
): Promise<{ authorization: string }> {
  const { username, password } = DemoAccounts[account];
  const response = await fetch(`${base}/api/auth/first_leg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${account} failed: ${response.status}`);
  const { auth_token } = (await response.json()) as { auth_token: string };
  return { authorization: `Bearer ${auth_token}` };
}
