import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { giveTo, type ClusterUser } from './cluster-user.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';
import { runDetached } from './run-detached.ts';

// One PostgreSQL cluster under DATA_DIR: its files, its first initialisation, starting it as a
// process of its own, noticing one that is already running, and stopping it.

export interface ClusterFiles {
  dataDir: string;
  /**
   * PGDATA: the cluster itself, DATA_DIR/postgres, or where that link points when the cluster
   * lives where its user can reach it (cluster-home.ts).
   */
  clusterDir: string;
  /** PostgreSQL's own log (its standard error), kept across starts. */
  logFile: string;
  /** The generated password of the `postgres` role (scram-sha-256 on loopback). */
  passwordFile: string;
}

/** DATA_DIR/postgres: the cluster's folder, or a link to it. */
export const clusterLink = (dataDir: string) => path.join(dataDir, 'postgres');

/** The cluster's real folder: PostgreSQL is given it, and its command line names it. */
function clusterDirOf(dataDir: string): string {
  const link = clusterLink(dataDir);
  try {
    return path.resolve(dataDir, fs.readlinkSync(link));
  } catch {
    return link;
  }
}

export function clusterFiles(dataDir: string): ClusterFiles {
  return {
    dataDir,
    clusterDir: clusterDirOf(dataDir),
    logFile: path.join(dataDir, 'postgres.log'),
    passwordFile: path.join(dataDir, 'postgres-password'),
  };
}

export const CLUSTER_ROLE = 'postgres';

/**
 * Makes the cluster on first use, where placeCluster (cluster-home.ts) put its folder, and
 * answers its password. initdb writes into a scratch folder
 * renamed into place when it has finished, so a start killed during initdb leaves no cluster
 * that looks whole; the next start begins again.
 */
export async function initialiseCluster(
  files: ClusterFiles,
  binaries: PostgresBinaries,
  user: ClusterUser,
): Promise<{ password: string; created: boolean }> {
  if (fs.existsSync(path.join(files.clusterDir, 'PG_VERSION'))) {
    if (!fs.existsSync(files.passwordFile)) {
      throw new Error(
        `${files.passwordFile} is missing, so the embedded database cannot be signed in to. ` +
          'Restore it from a backup of DATA_DIR, or move DATA_DIR away to start a new database.',
      );
    }
    return { password: fs.readFileSync(files.passwordFile, 'utf8').trim(), created: false };
  }
  if (fs.existsSync(files.clusterDir) && fs.readdirSync(files.clusterDir).length > 0) {
    throw new Error(
      `${files.clusterDir} holds files but no PostgreSQL cluster (no PG_VERSION). ` +
        'Move it away and start again.',
    );
  }
  const scratch = `${files.clusterDir}.initialising`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { mode: 0o700 });
  giveTo(user, scratch);

  const password = randomBytes(24).toString('hex');
  // initdb reads the password from a file the cluster's user can read, removed right after.
  const pwfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-pw-')), 'pw');
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  giveTo(user, path.dirname(pwfile));
  giveTo(user, pwfile);
  try {
    const result = await runDetached(
      binaries.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${CLUSTER_ROLE}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Code-point order and Unicode case mapping built into PostgreSQL: the same on every
        // machine, whatever locales the operating system has.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      { ...user.ids, env: { ...process.env, LC_ALL: 'C' } },
    );
    if (!result.ok) {
      const output = result.output.trim().split('\n').slice(-15);
      throw new Error(`initdb failed (${result.outcome}):\n  ${output.join('\n  ')}`);
    }
  } finally {
    fs.rmSync(path.dirname(pwfile), { recursive: true, force: true });
  }
  writeFileAtomically(files.passwordFile, `${password}\n`);
  fs.rmSync(files.clusterDir, { recursive: true, force: true });
  fs.renameSync(scratch, files.clusterDir);
  return { password, created: true };
}

function writeFileAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** A running cluster's postmaster: its process, its port, and the files it serves. */
export interface Postmaster {
  pid: number;
  port: number;
  clusterDir: string;
}

/** The cluster's postmaster when one is running on these files, else null. */
export function runningPostmaster(files: ClusterFiles): Postmaster | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(files.clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const postmaster = {
    pid: Number(lines[0]),
    port: Number(lines[3]),
    clusterDir: files.clusterDir,
  };
  if (!Number.isInteger(postmaster.pid) || postmaster.pid <= 0) return null;
  return isAlive(postmaster) ? postmaster : null;
}

/**
 * Whether the postmaster still runs. After a reboot the pid in a stale postmaster.pid may
 * belong to anything, another PostgreSQL included: only a process started with `-D` on these
 * files counts.
 */
export function isAlive(postmaster: Pick<Postmaster, 'pid' | 'clusterDir'>): boolean {
  try {
    process.kill(postmaster.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  let args: string[];
  try {
    args = fs.readFileSync(`/proc/${postmaster.pid}/cmdline`, 'utf8').split('\0');
  } catch {
    // No /proc to ask (not Linux): the process exists, take the pid file's word for it.
    return process.platform !== 'linux';
  }
  return args[args.indexOf('-D') + 1] === postmaster.clusterDir;
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const LOG_ROTATE_BYTES = 10 * 1024 * 1024;

/**
 * Starts PostgreSQL on the cluster as a process of its own session: a signal to the server's
 * process group (Ctrl-C, a supervisor's SIGTERM) reaches the server, which finishes its
 * requests first and then stops the database itself. Its output goes to the log file, which
 * outlives us; answers where this start's lines begin.
 */
export function spawnPostgres(
  files: ClusterFiles,
  binaries: PostgresBinaries,
  user: ClusterUser,
  port: number,
): { child: ChildProcess; logOffset: number } {
  rotateLog(files.logFile);
  const log = fs.openSync(files.logFile, 'a', 0o600);
  const logOffset = fs.fstatSync(log).size;
  try {
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        files.clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        // TCP on loopback only: no socket file in /tmp for other clusters to trip over.
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        '-c',
        'fsync=on',
        '-c',
        'lc_messages=C',
      ],
      {
        ...user.ids,
        detached: true,
        stdio: ['ignore', log, log],
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
    child.unref();
    return { child, logOffset };
  } finally {
    fs.closeSync(log);
  }
}

function rotateLog(logFile: string): void {
  try {
    if (fs.statSync(logFile).size > LOG_ROTATE_BYTES) fs.renameSync(logFile, `${logFile}.1`);
  } catch {
    // no log yet
  }
}

/** The last lines PostgreSQL wrote since `offset`: what a failed start shows. */
export function logLinesSince(logFile: string, offset: number, count = 20): string[] {
  try {
    const text = fs.readFileSync(logFile).subarray(offset).toString('utf8');
    return text.trimEnd().split('\n').slice(-count);
  } catch {
    return [];
  }
}

export function connectionUrl(port: number, password: string, database: string): string {
  return `postgres://${CLUSTER_ROLE}:${password}@127.0.0.1:${port}/${database}`;
}

/**
 * Waits until the cluster answers a query. A cluster that crashed replays its write-ahead log
 * first ("the database system is starting up"), which can take a while on a large database;
 * `exited` says when the process is gone, and then waiting is pointless.
 */
export async function waitUntilAnswering(options: {
  port: number;
  password: string;
  exited: () => boolean;
  timeoutMs: number;
}): Promise<'ready' | 'exited' | 'timeout'> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.exited()) return 'exited';
    const client = new pg.Client({
      connectionString: connectionUrl(options.port, options.password, 'postgres'),
      connectionTimeoutMillis: 2000,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return 'ready';
    } catch (error) {
      // A wrong password is not a cluster still starting: nothing will change by waiting.
      if ((error as { code?: string }).code === '28P01') throw error;
    } finally {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) return 'timeout';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Stops the cluster with PostgreSQL's fast shutdown (SIGINT: open transactions roll back, a
 * checkpoint is written); past the deadline, an immediate shutdown (SIGQUIT), after which the
 * next start recovers from the write-ahead log.
 */
export async function stopPostmaster(postmaster: Postmaster, timeoutMs = 30_000): Promise<void> {
  const gone = async (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (!isAlive(postmaster)) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return !isAlive(postmaster);
  };
  if (!isAlive(postmaster) || !signal(postmaster.pid, 'SIGINT')) return;
  if (await gone(timeoutMs)) return;
  signal(postmaster.pid, 'SIGQUIT');
  await gone(10_000);
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}
