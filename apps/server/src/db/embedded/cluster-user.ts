import fs from 'node:fs';
import path from 'node:path';
import { runDetached } from './run-detached.ts';

/**
 * Who the embedded PostgreSQL runs as. PostgreSQL refuses to run as root: a server started as
 * root (containers, CI) runs it as the `postgres` system user, created when missing; anyone
 * else runs it as themselves.
 */
export interface ClusterUser {
  /** Set when the server runs as root: the ids PostgreSQL's processes take. */
  ids: { uid: number; gid: number } | undefined;
  name: string;
}

const SYSTEM_USER = 'postgres';

export async function clusterUser(): Promise<ClusterUser> {
  if (process.getuid?.() !== 0) return { ids: undefined, name: 'the current user' };
  let ids = lookUp(SYSTEM_USER);
  if (!ids) {
    const created = await runDetached('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SYSTEM_USER,
    ]);
    ids = lookUp(SYSTEM_USER);
    if (!ids) {
      throw new Error(
        `The embedded PostgreSQL cannot run as root and the "${SYSTEM_USER}" user could not be ` +
          `created (${created.output.trim() || `useradd: ${created.outcome}`}). Create it, or ` +
          'run the server as another user.',
      );
    }
  }
  return { ids, name: SYSTEM_USER };
}

/** The user's ids from /etc/passwd (read, not asked of a program: nothing to signal or kill). */
function lookUp(name: string): { uid: number; gid: number } | undefined {
  let passwd: string;
  try {
    passwd = fs.readFileSync('/etc/passwd', 'utf8');
  } catch {
    return undefined;
  }
  for (const line of passwd.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid && gid) return { uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}

/** Gives a file or folder to the cluster's user (nothing to do when that is us). */
export function giveTo(user: ClusterUser, target: string): void {
  if (user.ids) fs.chownSync(target, user.ids.uid, user.ids.gid);
}

/** Whether the cluster's user may pass through `dir` (search permission, as the owner, group or other). */
function passable(ids: { uid: number; gid: number }, dir: string): boolean {
  const { mode, uid, gid } = fs.statSync(dir);
  if (uid === ids.uid) return (mode & 0o100) !== 0;
  if (gid === ids.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/**
 * The first folder above `dataDir` that the cluster's user cannot pass through, or null when
 * it can reach DATA_DIR (always, when the cluster runs as us).
 */
export function blockedFolderAbove(user: ClusterUser, dataDir: string): string | null {
  if (!user.ids) return null;
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if (!passable(user.ids, dir)) return dir;
    if (dir === path.dirname(dir)) return null;
  }
}

/**
 * Run as root, PostgreSQL passes through DATA_DIR to its cluster. DATA_DIR is ours (the
 * product's data folder, made by the first start) and is opened for passing (o+x only, not
 * reading); the folders above it are the user's and are never changed (cluster-home.ts).
 */
export function openForPassing(user: ClusterUser, dataDir: string): void {
  if (!user.ids) return;
  const mode = fs.statSync(dataDir).mode;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, (mode & 0o7777) | 0o011);
}
