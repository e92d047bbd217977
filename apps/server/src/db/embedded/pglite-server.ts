// Runs in a child process: PGlite (PostgreSQL in WebAssembly) behind a PostgreSQL wire-protocol
// socket on loopback. PGlite blocks its event loop for the length of every query, so it must
// not live in the API server's process (ENVIRONMENT.md).
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import path from 'node:path';
import { claimHolder, removeHolder, writeHolder } from './holder.ts';

export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'busy'; pid: number; port: number }
  | { type: 'failed'; message: string };

const dataDir = process.argv[2];
const send = (message: ChildMessage) => process.send?.(message);

async function main(): Promise<void> {
  if (!dataDir) throw new Error('usage: pglite-server <data-dir>');
  const claim = claimHolder(dataDir);
  if (!claim.claimed) {
    send({ type: 'busy', pid: claim.holder.pid, port: claim.holder.port });
    process.exit(0);
  }
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 32 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  writeHolder(dataDir, { pid: process.pid, port });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await server.stop();
      await db.close();
    } finally {
      removeHolder(dataDir);
      process.exit(0);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The parent went away without stopping us: do not outlive it.
  process.on('disconnect', stop);
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  send({ type: 'ready', port });
}

main().catch((error: unknown) => {
  if (dataDir) removeHolder(dataDir);
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
