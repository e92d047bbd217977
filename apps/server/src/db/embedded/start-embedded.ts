import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './pglite-server.ts';

export interface EmbeddedDatabase {
  port: number;
  /** True when another process already serves this data directory and we only connected. */
  borrowed: boolean;
  stop(): Promise<void>;
}

const childScript = fileURLToPath(new URL('./pglite-server.ts', import.meta.url));

/**
 * Starts PGlite for `dataDir` in a child process and resolves once it accepts connections.
 * If another live process already serves the directory, `onBusy` decides: borrow its port
 * (the admin CLI) or refuse (a second server).
 */
export function startEmbeddedDatabase(
  dataDir: string,
  onBusy: 'borrow' | 'refuse',
): Promise<EmbeddedDatabase> {
  const child = fork(childScript, [dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('exit', (code) => fail(new Error(`The embedded database exited (code ${code}).`)));
    child.once('message', (message: ChildMessage) => {
      child.removeAllListeners('exit');
      if (message.type === 'failed') {
        fail(new Error(`The embedded database did not start: ${message.message}`));
      } else if (message.type === 'busy') {
        if (onBusy === 'refuse') {
          fail(
            new Error(
              `The embedded database in ${dataDir} is held by process ${message.pid}. ` +
                'Stop that server first, or point DATABASE_URL at a PostgreSQL server.',
            ),
          );
        } else {
          resolve({ port: message.port, borrowed: true, stop: async () => {} });
        }
      } else {
        resolve({ port: message.port, borrowed: false, stop: () => stopChild(child) });
      }
    });
  });
}

function stopChild(child: ReturnType<typeof fork>): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('stop');
  });
}
