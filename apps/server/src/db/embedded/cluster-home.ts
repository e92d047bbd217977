import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { blockedFolderAbove, giveTo, openForPassing, type ClusterUser } from './cluster-user.ts';
import { clusterFiles, clusterLink, type ClusterFiles } from './cluster.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';

// Where the cluster's files and PostgreSQL's programs live. Under DATA_DIR and in node_modules,
// unless the server runs as root and the `postgres` user it runs PostgreSQL as cannot pass
// through a folder above them (a clone in root's home, which is 0700): then in a state folder
// of the product that it can reach, the cluster linked from DATA_DIR/postgres so every later
// start, the seed and the admin CLI find it. The user's folders keep their permissions; only the
// cluster's files (and a copy of the programs) move.

/** The product's state folder (root only: this is for a server run as root). */
export const STATE_ROOT = '/var/lib/education-console';

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A DATA_DIR's own folder in the state folder: the same DATA_DIR path always finds the same. */
export function stateFolderFor(dataDir: string): string {
  return path.join(STATE_ROOT, shortHash(fs.realpathSync(dataDir)));
}

/**
 * Decides where the cluster of `dataDir` lives, making the state folder and the link on the
 * first start that needs them, and answers its files. Told on every start when the cluster
 * lives outside DATA_DIR.
 */
export function placeCluster(
  dataDir: string,
  user: ClusterUser,
  log: (message: string) => void = () => {},
): ClusterFiles {
  fs.mkdirSync(dataDir, { recursive: true });
  const link = clusterLink(dataDir);
  const entry = fs.lstatSync(link, { throwIfNoEntry: false });
  if (entry?.isSymbolicLink()) {
    const files = clusterFiles(dataDir);
    // The state folder was emptied (a new machine from a backup of DATA_DIR): made again.
    if (user.ids) makeOwnFolder(user, path.dirname(files.clusterDir));
    tellWhere(log, files, link);
    return files;
  }
  const blocked = blockedFolderAbove(user, dataDir);
  if (!blocked) {
    openForPassing(user, dataDir);
    return clusterFiles(dataDir);
  }
  const cannotEnter = `The embedded PostgreSQL runs as the "${user.name}" user, which cannot enter ${blocked}`;
  if (entry) {
    throw new Error(
      `${cannotEnter}, and the cluster in ${link} was made there. Move DATA_DIR where that user ` +
        'can reach it, or give it search permission (chmod o+x) on the folders above.',
    );
  }
  const home = stateFolderFor(dataDir);
  try {
    makeStateRoot();
    makeOwnFolder(user, home);
    fs.writeFileSync(path.join(home, 'data-dir'), `${fs.realpathSync(dataDir)}\n`);
  } catch (error) {
    throw new Error(
      `${cannotEnter}, and its files could not be kept in ${STATE_ROOT} instead ` +
        `(${(error as Error).message}). Choose a DATA_DIR that user can reach.`,
    );
  }
  const clusterDir = path.join(home, 'postgres');
  moveLeftoverAside(clusterDir, log);
  fs.symlinkSync(clusterDir, link);
  const files = clusterFiles(dataDir);
  tellWhere(log, files, link);
  return files;
}

function tellWhere(log: (message: string) => void, files: ClusterFiles, link: string): void {
  log(
    `PostgreSQL's files are in ${files.clusterDir} (linked from ${link}), where the cluster's ` +
      `user can reach them; the password and PostgreSQL's log stay in ${files.dataDir}.`,
  );
}

/** Root's, passable by all, writable by root alone: nobody else can plant a folder in it. */
function makeStateRoot(): void {
  fs.mkdirSync(STATE_ROOT, { recursive: true, mode: 0o755 });
  const stat = fs.lstatSync(STATE_ROOT);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${STATE_ROOT} must be a folder of root's that only root can write to`);
  }
}

/** The DATA_DIR's folder: the cluster user's, closed to everyone else. */
function makeOwnFolder(user: ClusterUser, home: string): void {
  fs.mkdirSync(home, { recursive: true, mode: 0o700 });
  giveTo(user, home);
  fs.chmodSync(home, 0o700);
}

/**
 * A cluster already in the DATA_DIR's folder, with no link to it, belonged to an earlier
 * DATA_DIR at this path, deleted or moved away (its password went with it). It is moved aside,
 * never deleted, and said where.
 */
function moveLeftoverAside(clusterDir: string, log: (message: string) => void): void {
  if (!fs.existsSync(clusterDir)) return;
  const aside = `${clusterDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(clusterDir, aside);
  log(
    `An earlier cluster of a DATA_DIR at this path, no longer linked from it, was moved to ` +
      `${aside}; delete it when it is not needed.`,
  );
}

/**
 * PostgreSQL's programs as the cluster's user can run them: the installed ones, or, when it
 * cannot reach node_modules, a copy in the state folder (root's, readable by all), one per
 * installed build (its version and place), made once and reused by every later start.
 */
export function reachableBinaries(
  binaries: PostgresBinaries,
  user: ClusterUser,
  log: (message: string) => void = () => {},
): PostgresBinaries {
  const blocked = blockedFolderAbove(user, binaries.postgres);
  if (!blocked) return binaries;
  const source = fs.realpathSync(binaries.nativeDir);
  const copy = path.join(STATE_ROOT, `postgresql-${buildVersion(source)}-${shortHash(source)}`);
  const at = (name: string) => path.join(copy, 'bin', name);
  if (!fs.existsSync(copy)) {
    try {
      makeStateRoot();
      // Copied beside its place and renamed into it: a copy cut short is never used.
      const partial = `${copy}.copying-${process.pid}`;
      fs.rmSync(partial, { recursive: true, force: true });
      fs.cpSync(source, partial, { recursive: true, verbatimSymlinks: true });
      fs.chmodSync(partial, 0o755);
      renameUnlessThere(partial, copy);
    } catch (error) {
      throw new Error(
        `The embedded PostgreSQL runs as the "${user.name}" user, which cannot enter ${blocked}, ` +
          `and its programs could not be copied to ${STATE_ROOT} (${(error as Error).message}). ` +
          'Install the product in a folder that user can reach.',
      );
    }
    log(
      `PostgreSQL's programs were copied to ${copy}: the "${user.name}" user cannot enter ${blocked}.`,
    );
  }
  return { nativeDir: copy, initdb: at('initdb'), postgres: at('postgres') };
}

/** The platform package's version (the build's), read beside its native folder. */
function buildVersion(nativeDir: string): string {
  try {
    const manifest = path.join(nativeDir, '..', 'package.json');
    const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: unknown };
    return typeof version === 'string' && /^[\w.+-]+$/.test(version) ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Two servers copying at once: the first rename wins, the other copy is dropped. */
function renameUnlessThere(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    fs.rmSync(from, { recursive: true, force: true });
    if (!fs.existsSync(to)) throw error;
  }
}
