// A server process for the benchmarks, on the database DATABASE_URL names, and a signed-in
// superuser. The server runs in its own process so its memory can be read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TOTP_SECRET, DemoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { currentStep, totpCode } from '../apps/server/src/platform/auth/totp.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  base: string;
  child: ChildProcess;
  headers: { authorization: string };
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

export function requireDatabaseUrl(usage: string): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(usage);
    process.exit(2);
  }
  return url;
}

export async function startBenchServer(databaseUrl: string, port: number): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error('server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    child.kill('SIGTERM');
    throw new Error(reason);
  }
  const { auth_token } = (await login.json()) as { auth_token: string };
  return {
    base,
    child,
    headers: { authorization: `Bearer ${auth_token}` },
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
