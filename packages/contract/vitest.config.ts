import { defineConfig } from 'vitest/config';

// The contract's tests read its schemas and nothing else: one worker loads the contract (zod and
// every endpoint) once and runs file after file, instead of loading it afresh for each of the
// files (about 20 s of CPU for half a second of tests, beside the typecheck and lint of CI's
// first step). The files share no state: they only read the contract's constants.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    isolate: false,
    pool: 'threads',
    maxWorkers: 1,
    // Longer than vitest's 5 s: the test that parses every source file took 5.9 s once beside a
    // busy machine's other work, and a test fails on what it checks, not on the machine's pace.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
