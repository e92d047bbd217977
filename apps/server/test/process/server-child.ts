import { authEndpoints, healthEndpoints, type AnyEndpoint } from '@console/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  clusterFiles,
  freePort,
  runningPostmaster,
  stopPostmaster,
} from '../../src/db/embedded/cluster.ts';
import { readHolder } from '../../src/db/embedded/holder.ts';
import { DEMO_TOTP_SECRET, DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { currentStep, totpCode } from '../../src/platform/core/auth/totp.ts';
import { urlOf, type EndpointInput } from '../support/endpoint-client.ts';

// The compiled server (dist/main.js, exactly what `npm start` runs) as a child process of its
// own process group, so a test can signal the group as a terminal or a supervisor would.

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
export const serverEntry = path.join(serverDir, 'dist', 'main.js');

export interface ServerChild {
  process: ChildProcess;
  pid: number;
  baseUrl: string;
  dataDir: string;
  output(): string;
  /** Resolves with the exit code (null after a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until a log line matches (the server logs JSON lines through pino). */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Signals the server's whole process group. */
  signalGroup(signal: NodeJS.Signals): void;
}

export async function spawnServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<ServerChild> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build first`);
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
    COOKIE_SECURE: 'false',
    SEED_SIZE: 'test',
    ...options.env,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: serverDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    process: child,
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir: options.dataDir,
    output: () => output,
    exited,
    waitForLog(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no log line matched ${pattern} in ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          if (!listeners.has(check)) return;
          cleanup();
          reject(new Error(`the server exited before logging ${pattern}:\n${output}`));
        });
        check();
      });
    },
    signalGroup(signal) {
      process.kill(-child.pid!, signal);
    },
  };
}

/**
 * A call of `endpoint` to the running server over HTTP, as the console makes it: the endpoint's
 * method and path (its parameters filled in), the query, and the body as JSON.
 */
export function fetchEndpoint<E extends AnyEndpoint>(
  baseUrl: string,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<Response> {
  const url = new URL(urlOf(endpoint, input.params as Record<string, string | number>), baseUrl);
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(key, String(one));
    }
  }
  const json: Record<string, string> =
    input.body === undefined ? {} : { 'content-type': 'application/json' };
  return fetch(url, {
    method: endpoint.method,
    headers: { ...json, ...input.headers },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
}

/** Waits until /api/ready answers 200: migrated, seeded, listening, jobs running. */
export async function waitUntilReady(server: ServerChild, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${server.output()}`);
    try {
      const response = await fetchEndpoint(server.baseUrl, healthEndpoints.ready, {});
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`not ready in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs a demo account in through the real flow (the superuser with its TOTP code). */
export async function signIn(
  baseUrl: string,
  account: keyof typeof DemoAccounts,
): Promise<{ headers: { authorization: string }; username: string }> {
  const { username, password } = DemoAccounts[account];
  const superuser = account === 'superuser';
  const response = await fetchEndpoint(
    baseUrl,
    superuser ? authEndpoints.secondLeg : authEndpoints.firstLeg,
    {
      body: {
        username,
        password,
        ...(superuser ? { totp_code: totpCode(DEMO_TOTP_SECRET, currentStep()) } : {}),
      },
    },
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { auth_token: string };
  return { headers: { authorization: `Bearer ${body.auth_token}` }, username };
}

/** A direct connection to a data directory's cluster, as its holder left it in the files. */
export async function clusterQuery<Row extends pg.QueryResultRow>(
  dataDir: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const files = clusterFiles(dataDir);
  const port = readHolder(dataDir)?.port ?? runningPostmaster(files)?.port;
  if (!port) throw new Error(`no cluster is running on ${dataDir}`);
  const password = fs.readFileSync(files.passwordFile, 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/console`,
  });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Kills the server's group if it still runs and stops a cluster it left behind. */
export async function cleanUp(server: ServerChild | undefined, dataDir: string): Promise<void> {
  if (server && server.process.exitCode === null && server.process.signalCode === null) {
    try {
      server.signalGroup('SIGKILL');
    } catch {
      // already gone
    }
    await server.exited;
  }
  const postmaster = runningPostmaster(clusterFiles(dataDir));
  if (postmaster) await stopPostmaster(postmaster);
}
