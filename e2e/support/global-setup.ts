import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer, type RunningServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: RunningServer | undefined;

/** Builds the product (unless E2E_SKIP_BUILD=1) and starts the server once for every journey. */
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
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
