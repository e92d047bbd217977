import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's holder file: which process manages the data directory's cluster,
 * and the cluster's port (0 while it is still starting). It keeps two processes from starting
 * PostgreSQL on the same files, and lets the admin CLI and the seed use a running server's
 * cluster instead of starting their own.
 */
export interface Holder {
  pid: number;
  port: number;
}

export const holderFile = (dataDir: string) => path.join(dataDir, 'embedded-db.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readFile(dataDir: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(holderFile(dataDir), 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/** The live holder of the data directory, or null (a stale file is ignored). */
export function readHolder(dataDir: string): Holder | null {
  const holder = readFile(dataDir);
  return holder && isAlive(holder.pid) ? holder : null;
}

/**
 * Claims the directory for this process by creating the holder file exclusively, so of two
 * processes starting at once only one opens the files. Answers the live holder when another
 * process has it; a file left by a dead process is replaced.
 */
export function claimHolder(
  dataDir: string,
): { claimed: true } | { claimed: false; holder: Holder } {
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(holderFile(dataDir), JSON.stringify({ pid: process.pid, port: 0 }), {
        flag: 'wx',
      });
      return { claimed: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(dataDir);
      if (holder) return { claimed: false, holder };
      fs.rmSync(holderFile(dataDir), { force: true });
    }
  }
  throw new Error(`Could not claim ${holderFile(dataDir)}.`);
}

export function writeHolder(dataDir: string, holder: Holder): void {
  fs.writeFileSync(holderFile(dataDir), JSON.stringify(holder));
}

export function removeHolder(dataDir: string): void {
  if (readFile(dataDir)?.pid === process.pid) fs.rmSync(holderFile(dataDir), { force: true });
}
