import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's holder file: which process serves the data directory, on which
 * port. It keeps two processes from opening the same PGlite files, and lets the admin CLI use
 * a running server's database instead of opening the files itself.
 */
export interface Holder {
  pid: number;
  port: number;
}

const holderFile = (dataDir: string) => path.join(dataDir, 'embedded-db.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the data directory, or null (a stale file is ignored). */
export function readHolder(dataDir: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(holderFile(dataDir), 'utf8')) as Holder;
    return isAlive(holder.pid) && holder.pid !== process.pid ? holder : null;
  } catch {
    return null;
  }
}

export function writeHolder(dataDir: string, holder: Holder): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(holderFile(dataDir), JSON.stringify(holder));
}

export function removeHolder(dataDir: string): void {
  fs.rmSync(holderFile(dataDir), { force: true });
}
