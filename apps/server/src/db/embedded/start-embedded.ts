import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { holderFile, readHolder } from './holder.ts';
import type { ChildMessage } from './pglite-server.ts';

export interface EmbeddedDatabase {
  port: number;
  /** True when another process already serves this data directory and we only connected. */
  borrowed: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Another live process serves the directory: use its port (admin CLI) or refuse (server). */
  onBusy: 'borrow' | 'refuse';
  /** The child died after it had started; the caller cannot go on without its database. */
  onUnexpectedExit?: (code: number | null) => void;
}

const childScript = fileURLToPath(new URL('./pglite-server.ts', import.meta.url));

/** Starts PGlite for `dataDir` in a child process and resolves once it accepts connections. */
export function startEmbeddedDatabase(
  dataDir: string,
  onBusy: EmbeddedOptions['onBusy'],
  onUnexpectedExit?: EmbeddedOptions['onUnexpectedExit'],
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
          borrow(dataDir, message.pid).then(
            (port) => resolve({ port, borrowed: true, stop: async () => {} }),
            reject,
          );
        }
      } else {
        let stopping = false;
        child.once('exit', (code) => {
          if (!stopping) onUnexpectedExit?.(code);
        });
        resolve({
          port: message.port,
          borrowed: false,
          stop: () => {
            stopping = true;
            return stopChild(child);
          },
        });
      }
    });
  });
}

/** Waits for the holder to finish starting, then checks its port really answers. */
async function borrow(dataDir: string, pid: number): Promise<number> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const holder = readHolder(dataDir);
    if (!holder) break;
    if (holder.port > 0) {
      if (await accepts(holder.port)) return holder.port;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${holderFile(dataDir)} names process ${pid}, which does not serve the database. ` +
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

function stopChild(child: ChildProcess): Promise<void> {
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
