import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest lets bench/console-load.ts weigh exactly what each page loads.
  build: { manifest: true },
  server: {
    // In development Vite serves the console and hands /api to the API server.
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
