import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest lets bench/console-load.ts weigh exactly what each page loads.
  build: {
    manifest: true,
    // ECharts' own chunk (~510 kB, 173 kB gzip) loads only with the first chart a page draws;
    // a chunk larger than it still warns.
    chunkSizeWarningLimit: 520,
  },
  server: {
    // In development Vite serves the console and hands /api to the API server.
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
