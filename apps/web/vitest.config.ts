import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests with logic run in happy-dom (jsdom does not install from this registry).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
