import { defineConfig } from 'vitest/config';

// End-to-end journeys in Debian's Chromium against the built console and the real server
// (support/global-setup.ts).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // axe-core's verdict after every test (support/accessibility.ts).
    setupFiles: ['support/accessibility-setup.ts'],
    // One server and one database per worker, started before the journeys: a worker runs its
    // files one after another on its own server. One worker here (a journey run alone needs
    // one server); `npm run test:e2e` asks for two, whose journeys mostly wait on the browser
    // and the server, so two share the machine's two cores.
    maxWorkers: 1,
    // A worker loads Playwright, axe-core and the support modules once and runs file after
    // file: loading them afresh for each file was 50 s of the journeys' 270 (DECISIONS.md).
    // What a file must not inherit is reset before it (the pages axe has scanned); each file
    // opens its own browser and contexts.
    isolate: false,
    testTimeout: 60_000,
    // A browser on a busy CI machine can take a few seconds to settle after an action.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
  },
});
