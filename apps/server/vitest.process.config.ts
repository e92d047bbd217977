import { defineConfig } from 'vitest/config';

// The server as a process: the compiled server (dist/, built first when its sources changed)
// started, signalled and killed on the embedded database. Run once, not per database: these
// tests are about the process and its embedded cluster, not about the queries.
export default defineConfig({
  test: {
    // Also every *.process.test.ts: the embedded cluster's life, the admin CLI spawned on its own
    // data directory. They never use DATABASE_URL, so a second run on the PostgreSQL server
    // would only repeat them.
    include: ['test/process/**/*.test.ts', 'src/**/*.process.test.ts'],
    globalSetup: ['test/process/build-server.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
