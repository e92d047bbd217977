import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

/**
 * antd's form context (which every Input, Select, Dropdown and popup imports) takes only
 * FormProvider from rc-form, but rc-form's index hangs Field, List, useForm and useWatch on its
 * default export, and the bundler keeps those writes: all of rc-form and its validator (about
 * 10 kB gzip) came with every themed page, home included, forms or not. That one import is
 * pointed at the module that defines FormProvider; the forms still import rc-form whole.
 */
function rcFormProviderOnly(): Plugin {
  return {
    name: 'rc-form-provider-only',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer?.endsWith('antd/es/form/context.js')) {
        return null;
      }
      const provider = await this.resolve('@rc-component/form/es/FormContext.js', importer);
      // An rc-form that moved the file fails the build here rather than weighing more.
      if (!provider) throw new Error('@rc-component/form/es/FormContext.js is gone');
      return provider;
    },
  };
}

export default defineConfig({
  plugins: [react(), rcFormProviderOnly(), precompress()],
  // The manifest lets bench/console-load.ts weigh exactly what each page loads.
  build: {
    manifest: true,
    // ECharts' own chunk (~510 kB, 173 kB gzip) loads only with the first chart a page draws;
    // a chunk larger than it still warns.
    chunkSizeWarningLimit: 520,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown's automatic chunking gives each set of pages sharing a module a chunk of
          // its own: with about a hundred lazy pages that made 274 scripts, 128 of them (many
          // under 2 kB) for a cold load of the gate-pass list, six at a time per connection
          // limit. A shared chunk smaller than this (source bytes, before minifying) is copied
          // into each chunk that imports it instead: the list loads 27 scripts, home 16 (49),
          // sign-in 5 (11), each page a little heavier for the copies (apps/web/src/app/
          // DECISIONS.md, "Fewer, larger scripts"). Larger shared chunks, echarts' among them,
          // stay shared. Inlining turns on strict execution order (modules run in source order
          // whatever their chunk), which this needs.
          experimentalInlineCommonChunks: { maxSize: 45_000 },
        },
      },
    },
  },
  server: {
    // In development Vite serves the console and hands /api to the API server.
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
