import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/template-database.ts';
import { clusterFiles, isAlive, runningPostmaster } from './cluster.ts';
import { clusterUser } from './cluster-user.ts';
import { findPostgresBinaries } from './postgres-binaries.ts';
import { holderFile, type Holder } from './holder.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './start-embedded.ts';

// The embedded PostgreSQL cluster's life: first start, one holder per data directory, a
// borrower using the holder's cluster, a cluster left running by a killed server adopted, a
// crashed cluster recovered from its write-ahead log, a start failure told in PostgreSQL's own
// words, a cluster that dies under us reported, a DATA_DIR inside a folder only its owner may
// enter (a clone in root's home).

const root = tempDir('console-embedded');
const started: EmbeddedDatabase[] = [];
const childScript = fileURLToPath(
  new URL('../../../test/support/embedded-holder-child.ts', import.meta.url),
);

afterEach(async () => {
  for (const database of started.splice(0)) await database.stop();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let dirs = 0;
const freshDir = () => path.join(root, `data-${(dirs += 1)}`);

async function start(
  dataDir: string,
  options: Parameters<typeof startEmbeddedDatabase>[1] = { onBusy: 'refuse' },
) {
  const database = await startEmbeddedDatabase(dataDir, options);
  started.push(database);
  return database;
}

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A process holding the data directory's cluster, as a server would; tests kill it. */
async function startHolderChild(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`holder child exited (${code})`)));
  });
  const password = fs.readFileSync(clusterFiles(dataDir).passwordFile, 'utf8').trim();
  return { child, port, url: `postgres://postgres:${password}@127.0.0.1:${port}/console` };
}

const readHolderFile = (dataDir: string) =>
  JSON.parse(fs.readFileSync(holderFile(dataDir), 'utf8')) as Holder;

describe('embedded PostgreSQL cluster', () => {
  it('initialises a real PostgreSQL cluster on first start, with durable writes, on loopback, behind a password', async () => {
    const dataDir = freshDir();
    const database = await start(dataDir);
    expect(database).toMatchObject({ borrowed: false, adopted: false });
    const [settings] = await query<Record<string, string>>(
      database.url,
      `SELECT current_database() AS database, current_setting('server_version_num') AS version,
              current_setting('fsync') AS fsync, current_setting('listen_addresses') AS listen,
              current_setting('synchronous_commit') AS synchronous_commit`,
    );
    expect(settings).toMatchObject({
      database: 'console',
      fsync: 'on',
      listen: '127.0.0.1',
      synchronous_commit: 'on',
    });
    expect(Number(settings!.version)).toBeGreaterThanOrEqual(180000);
    const extensions = await query<{ name: string }>(
      database.url,
      `SELECT name FROM pg_available_extensions
       WHERE name IN ('pg_trgm', 'pgcrypto', 'btree_gin', 'pg_stat_statements') ORDER BY name`,
    );
    expect(extensions.map((e) => e.name)).toEqual([
      'btree_gin',
      'pg_stat_statements',
      'pg_trgm',
      'pgcrypto',
    ]);
    expect(readHolderFile(dataDir)).toEqual({ pid: process.pid, port: database.port });
    const files = clusterFiles(dataDir);
    expect(fs.statSync(files.passwordFile).mode & 0o077).toBe(0);
    // Without the generated password the cluster does not let anyone in.
    const wrong = database.url.replace(/:[0-9a-f]{48}@/, ':not-the-password@');
    await expect(query(wrong, 'SELECT 1')).rejects.toThrow(/password authentication failed/);
  });

  it('refuses a second server on the same directory, and lets a borrower use the holder’s cluster', async () => {
    const dataDir = freshDir();
    const holder = await start(dataDir);
    const postmaster = runningPostmaster(clusterFiles(dataDir));
    await expect(startEmbeddedDatabase(dataDir, { onBusy: 'refuse' })).rejects.toThrow(
      /is held by process \d+\. Stop that server first/,
    );
    const borrowed = await startEmbeddedDatabase(dataDir, { onBusy: 'borrow' });
    expect(borrowed).toMatchObject({ borrowed: true, port: holder.port, url: holder.url });
    await query(borrowed.url, 'CREATE TABLE written_by_borrower (id int)');
    await borrowed.stop();
    // The borrower started no second postmaster and stopped nothing.
    expect(runningPostmaster(clusterFiles(dataDir))).toEqual(postmaster);
    expect(await query(holder.url, 'SELECT count(*)::int AS n FROM written_by_borrower')).toEqual([
      { n: 0 },
    ]);
  });

  it('stops its cluster and removes its holder file; the next start finds the data', async () => {
    const dataDir = freshDir();
    const first = await startEmbeddedDatabase(dataDir, { onBusy: 'refuse' });
    await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    const postmaster = runningPostmaster(clusterFiles(dataDir))!;
    await first.stop();
    await first.stop();
    expect(isAlive(postmaster)).toBe(false);
    expect(fs.existsSync(holderFile(dataDir))).toBe(false);
    const second = await start(dataDir);
    expect(second.adopted).toBe(false);
    expect(await query(second.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
  });

  it('adopts the cluster a killed server left running, with every committed row', async () => {
    const dataDir = freshDir();
    const { child, port, url } = await startHolderChild(dataDir);
    const postmaster = runningPostmaster(clusterFiles(dataDir))!;
    expect(readHolderFile(dataDir).port).toBe(port);
    await query(url, 'CREATE TABLE acknowledged (n int); INSERT INTO acknowledged VALUES (1), (2)');

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The cluster has a session of its own: the holder's death did not take it down.
    expect(isAlive(postmaster)).toBe(true);

    const adopted = await start(dataDir);
    expect(adopted).toMatchObject({ adopted: true, port });
    expect(await query(adopted.url, 'SELECT n FROM acknowledged ORDER BY n')).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
    expect(readHolderFile(dataDir).pid).toBe(process.pid);
    await adopted.stop();
    expect(isAlive(postmaster)).toBe(false);
  });

  it('starts at once over a cluster killed together with the server that held it', async () => {
    const dataDir = freshDir();
    const { child, url } = await startHolderChild(dataDir);
    await query(url, 'CREATE TABLE acknowledged (n int); INSERT INTO acknowledged VALUES (3)');
    const postmaster = runningPostmaster(clusterFiles(dataDir))!;
    // As a power cut would: the server and PostgreSQL die together. The postmaster, orphaned,
    // is reaped by whoever adopts orphans here, in its own time; its backends notice later.
    child.kill('SIGKILL');
    process.kill(postmaster.pid, 'SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const restarted = await start(dataDir);
    expect(restarted.adopted).toBe(false);
    expect(await query(restarted.url, 'SELECT n FROM acknowledged')).toEqual([{ n: 3 }]);
  });

  it('recovers a cluster whose postmaster was killed, reporting the death to the holder', async () => {
    const dataDir = freshDir();
    const lost: string[][] = [];
    const first = await startEmbeddedDatabase(dataDir, {
      onBusy: 'refuse',
      onUnexpectedExit: (lines) => lost.push(lines),
    });
    await query(first.url, 'CREATE TABLE committed (n int); INSERT INTO committed VALUES (7)');
    const { pid } = runningPostmaster(clusterFiles(dataDir))!;
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => lost.length, { timeout: 10_000 }).toBe(1);
    await first.stop();

    const second = await start(dataDir);
    expect(await query(second.url, 'SELECT n FROM committed')).toEqual([{ n: 7 }]);
    const log = fs.readFileSync(clusterFiles(dataDir).logFile, 'utf8');
    expect(log).toMatch(/database system was interrupted|was not properly shut down/);
  });

  it('shows PostgreSQL’s own last log lines when the cluster cannot start', async () => {
    const dataDir = freshDir();
    const first = await startEmbeddedDatabase(dataDir, { onBusy: 'refuse' });
    await first.stop();
    fs.appendFileSync(
      path.join(clusterFiles(dataDir).clusterDir, 'postgresql.conf'),
      '\nshared_buffers = not_a_size\n',
    );
    await expect(startEmbeddedDatabase(dataDir, { onBusy: 'refuse' })).rejects.toThrow(
      /did not start\. Its last log lines[\s\S]*invalid value for parameter "shared_buffers"/,
    );
    expect(fs.existsSync(holderFile(dataDir))).toBe(false);
  });

  it('does not mistake a stale postmaster.pid, whose pid another program now has, for the cluster', async () => {
    const dataDir = freshDir();
    const first = await startEmbeddedDatabase(dataDir, { onBusy: 'refuse' });
    const files = clusterFiles(dataDir);
    const pidFile = path.join(files.clusterDir, 'postmaster.pid');
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    await first.stop();
    // As after a reboot: the file is back, naming a live process that is not this PostgreSQL.
    lines[0] = String(process.pid);
    fs.writeFileSync(pidFile, lines.join('\n'));
    expect(runningPostmaster(files)).toBeNull();
    const second = await start(dataDir);
    expect(second.adopted).toBe(false);
    expect(await query(second.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('keeps the cluster where its user can reach it when DATA_DIR is inside a private folder, changing no folder’s permissions', async () => {
    // As a clone in root's home (0700): the cluster's user may not pass through it.
    const home = path.join(root, `home-${(dirs += 1)}`);
    fs.mkdirSync(home, { mode: 0o700 });
    const dataDir = path.join(home, 'clone', 'data');
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const modes = () => [home, dataDir].map((dir) => fs.statSync(dir).mode & 0o7777);
    const before = modes();
    // And the clone's node_modules with it, so PostgreSQL's programs are out of its reach too.
    const installed = findPostgresBinaries();
    const nativeDir = path.join(home, 'clone', 'node_modules', 'native');
    fs.cpSync(installed.nativeDir, nativeDir, { recursive: true, verbatimSymlinks: true });
    const binaries = {
      nativeDir,
      initdb: path.join(nativeDir, 'bin', 'initdb'),
      postgres: path.join(nativeDir, 'bin', 'postgres'),
    };
    const told: string[] = [];
    const options = {
      onBusy: 'refuse' as const,
      log: (line: string) => told.push(line),
      binaries,
    };
    const { ids } = await clusterUser();
    const link = path.join(dataDir, 'postgres');
    try {
      const first = await start(dataDir, options);
      await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (12)');
      await first.stop();
      const second = await start(dataDir, options);
      expect(await query(second.url, 'SELECT n FROM kept')).toEqual([{ n: 12 }]);
      await second.stop();
      expect(modes()).toEqual(before);
      // What the README's backup advice reads stays in DATA_DIR: the password and the log.
      expect(fs.existsSync(clusterFiles(dataDir).passwordFile)).toBe(true);
      expect(fs.existsSync(clusterFiles(dataDir).logFile)).toBe(true);
      if (ids) {
        // Run as root: the cluster's files are in the product's state folder, linked from
        // DATA_DIR, owned by the cluster's user and closed to everyone else; each start says so.
        expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
        const clusterDir = fs.readlinkSync(link);
        expect(clusterDir).toMatch(/^\/var\/lib\/education-console\/[0-9a-f]{16}\/postgres$/);
        expect(clusterFiles(dataDir).clusterDir).toBe(clusterDir);
        for (const dir of [clusterDir, path.dirname(clusterDir)]) {
          const stat = fs.statSync(dir);
          expect({ uid: stat.uid, mode: stat.mode & 0o777 }).toEqual({ uid: ids.uid, mode: 0o700 });
        }
        expect(told.filter((line) => line.includes(`files are in ${clusterDir}`))).toHaveLength(2);
        // PostgreSQL's programs ran from a copy it can reach, made once.
        const copied = told.filter((line) => line.includes("PostgreSQL's programs were copied to"));
        expect(copied).toHaveLength(1);
        expect(copied[0]).toContain(`/var/lib/education-console/postgresql-`);

        // Starting over as the README says (delete DATA_DIR): a new, empty cluster; the old one
        // is moved aside in the state folder, never deleted, and the start says where.
        fs.rmSync(dataDir, { recursive: true });
        const fresh = await start(dataDir, options);
        expect(await query(fresh.url, "SELECT to_regclass('kept') IS NULL AS gone")).toEqual([
          { gone: true },
        ]);
        const aside = fs
          .readdirSync(path.dirname(clusterDir))
          .filter((name) => name.startsWith('postgres.replaced-'));
        expect(aside).toHaveLength(1);
        const movedTo = path.join(path.dirname(clusterDir), aside[0]!);
        expect(told.filter((line) => line.includes(movedTo))).toHaveLength(1);
      } else {
        expect(fs.lstatSync(link).isDirectory()).toBe(true);
      }
    } finally {
      for (const database of started.splice(0)) await database.stop();
      // What this test put in the product's state folder, and the folder when that was all.
      const ours = told.flatMap((line) =>
        [/files are in (\S+)\/postgres /, /programs were copied to (\S+):/]
          .map((pattern) => pattern.exec(line)?.[1])
          .filter((dir) => dir !== undefined),
      );
      for (const dir of ours) fs.rmSync(dir, { recursive: true, force: true });
      const state = '/var/lib/education-console';
      if (fs.existsSync(state) && fs.readdirSync(state).length === 0) fs.rmdirSync(state);
    }
  });

  it('starts again over a first start killed during initdb', async () => {
    const dataDir = freshDir();
    const files = clusterFiles(dataDir);
    fs.mkdirSync(`${files.clusterDir}.initialising`, { recursive: true });
    fs.writeFileSync(path.join(`${files.clusterDir}.initialising`, 'half-written'), '');
    const database = await start(dataDir);
    expect(await query(database.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(fs.existsSync(`${files.clusterDir}.initialising`)).toBe(false);
  });
});
