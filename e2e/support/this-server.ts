import { inject } from 'vitest';

export interface ServerRef {
  baseUrl: string;
  dataDir: string;
}

/**
 * The server this worker's journeys drive (support/global-setup.ts starts one per worker).
 * Vitest numbers its workers 1 to maxWorkers and gives a number to one worker at a time.
 */
export function thisServer(): ServerRef {
  const servers = inject('servers');
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[id - 1];
  if (!server) throw new Error(`no server for worker ${id} (${servers.length} started)`);
  return server;
}
