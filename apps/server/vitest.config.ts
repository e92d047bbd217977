import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The server as a process, and anything else run as a process of its own or on an embedded
    // cluster of its own (*.process.test.ts), has its own run (vitest.process.config.ts).
    exclude: ['test/process/**', '**/*.process.test.ts', '**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Two cores: each file brings its own database, copied from the run's template.
    maxWorkers: 2,
    // A worker runs file after file with the modules it has loaded (Fastify, Drizzle, zod, the
    // app): loading them afresh for every file was about half of the suite's CPU time. Files
    // share no state through them: each builds its own app on its own database, and the server
    // keeps no state in modules (the harness's TOTP steps are per app).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
