import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The server as a process has its own run (vitest.process.config.ts).
    exclude: ['test/process/**', '**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Two cores: each file brings its own database, copied from the run's template.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
