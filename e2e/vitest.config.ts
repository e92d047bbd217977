import { defineConfig } from 'vitest/config';

// End-to-end journeys in Debian's Chromium against the built console and the real server,
// started once for the whole run (support/global-setup.ts).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One server and one database for every journey: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    // A browser on a busy CI machine can take a few seconds to settle after an action.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
  },
});
