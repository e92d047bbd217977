import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer, type RunningServer } from './server.ts';
import type { ServerRef } from './this-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: worker n (VITEST_POOL_ID) drives servers[n - 1]. */
    servers: ServerRef[];
  }
}

let servers: RunningServer[] = [];

/**
 * Builds the product (unless E2E_SKIP_BUILD=1) and starts one server per worker, each on its own
 * data directory: a worker runs its journeys one after another on its server, so no two
 * journeys ever share a server at the same time.
 */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The product as shipped: the console's production build and the compiled server, each
    // rebuilt only when its sources changed since the last build.
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-changed'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
  }
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(repoRoot, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first`);
    }
  }
  fs.mkdirSync(path.join(repoRoot, 'e2e/artifacts'), { recursive: true });
  const count = Math.max(1, project.config.maxWorkers);
  const starting = Array.from({ length: count }, () => startServer());
  const started = await Promise.allSettled(starting);
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
}
