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

/**
 * Run as root, PostgreSQL needs to pass through every folder above its data directory. DATA_DIR
 * is ours and is opened for passing (not reading: o+x only); a folder above it that the cluster
 * user cannot pass is reported rather than changed.
 */
export function openPathFor(user: ClusterUser, dataDir: string): void {
  if (!user.ids) return;
  const mode = fs.statSync(dataDir).mode;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, (mode & 0o7777) | 0o011);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const { mode: parentMode, uid } = fs.statSync(dir);
    const passable = (parentMode & 0o001) !== 0 || uid === user.ids.uid;
    if (!passable) {
      throw new Error(
        `The embedded PostgreSQL runs as the "${user.name}" user, which cannot enter ${dir}. ` +
          'Give it search permission (chmod o+x) or choose a DATA_DIR it can reach.',
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}
