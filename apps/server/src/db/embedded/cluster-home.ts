import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { blockedFolderAbove, giveTo, openForPassing, type ClusterUser } from './cluster-user.ts';
import { clusterFiles, clusterLink, type ClusterFiles } from './cluster.ts';

// Where the cluster's files live. Under DATA_DIR, unless the server runs as root and the
// `postgres` user it runs PostgreSQL as cannot pass through a folder above DATA_DIR (a clone in
// root's home, which is 0700): then in a state folder of the product that it can reach, linked
// from DATA_DIR/postgres so every later start, the seed and the admin CLI find it. The user's
// folders keep their permissions; only the cluster's files move.

/** The product's state folder (root only: this is for a server run as root). */
export const STATE_ROOT = '/var/lib/education-console';

/** A DATA_DIR's own folder in the state folder: the same DATA_DIR path always finds the same. */
export function stateFolderFor(dataDir: string): string {
  const id = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);
  return path.join(STATE_ROOT, id);
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
