import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests with logic run in happy-dom (jsdom does not install from this registry).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    // One worker per core loads React, antd and the DOM once and runs file after file;
    // src/test-support/fresh-file.ts gives each file fresh console modules, storage and page.
    isolate: false,
    // Vitest's default leaves one core free; on CI's two that halved the suite's pace.
    maxWorkers: 2,
    setupFiles: ['src/test-support/fresh-file.ts'],
    // Longer than the waits inside (10 s, fresh-file.ts): a test fails on what it checks.
    testTimeout: 30_000,
  },
});
