import { defineConfig } from 'vitest/config';

// The server as a process: the compiled server (dist/, built first when its sources changed)
// started, signalled and killed on the embedded database. Run once, not per database: these
// tests are about the process and its embedded cluster, not about the queries.
export default defineConfig({
  test: {
    include: ['test/process/**/*.test.ts'],
    globalSetup: ['test/process/build-server.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
