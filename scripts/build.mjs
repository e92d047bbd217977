// Builds what `npm start` runs: the console (Vite, to apps/web/dist) and the server (esbuild,
// to apps/server/dist, run with plain `node`). With --if-changed a part is built only when its
// sources differ from those of its last build (a fingerprint of their contents kept in the
// output folder), so a restart with nothing changed starts at once.
//
//   node scripts/build.mjs [--if-changed] [web] [server]     (both when none is named)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(repoRoot, ...parts);
const FINGERPRINT_FILE = '.build-fingerprint';

const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];

const parts = {
  web: {
    out: at('apps/web/dist'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-plugins',
      'apps/web/package.json',
      ...shared,
    ],
    // Build-time settings of the console (store listings, Storybook) change its output too.
    settings: () => Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')),
    build: buildWeb,
  },
  server: {
    out: at('apps/server/dist'),
    sources: ['apps/server/src', 'apps/server/package.json', 'scripts/build.mjs', ...shared],
    settings: () => [],
    build: buildServer,
  },
};

function buildWeb() {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // The product as shipped: React's and antd's production builds.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

async function buildServer(out) {
  const manifest = JSON.parse(fs.readFileSync(at('apps/server/package.json'), 'utf8'));
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: at('apps/server/src/main.ts'),
      admin: at('apps/server/src/admin/cli.ts'),
      seed: at('apps/server/src/admin/seed-cli.ts'),
    },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Installed packages are loaded from node_modules as they are; the workspace's own
    // TypeScript (the server and the contract, with zod) is compiled into the bundle.
    external: Object.keys(manifest.dependencies ?? {}),
    logLevel: 'warning',
  });
  // Migrations are read at run time, next to the code that applies them.
  fs.cpSync(at('apps/server/src/db/migrations'), path.join(out, 'migrations'), {
    recursive: true,
  });
}

/** A hash of every source file's path and content (tests excluded), plus the settings. */
function fingerprint(part) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = at(relative);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.join(relative, name));
      return;
    }
    if (/\.test\.tsx?$/.test(relative)) return;
    hash.update(`${relative}\0`).update(fs.readFileSync(full)).update('\0');
  };
  for (const source of part.sources) visit(source);
  hash.update(JSON.stringify(part.settings()));
  return hash.digest('hex');
}

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const named = args.filter((arg) => !arg.startsWith('--'));
for (const name of named.length > 0 ? named : Object.keys(parts)) {
  const part = parts[name];
  if (!part) throw new Error(`Unknown part "${name}": web or server.`);
  const fingerprintFile = path.join(part.out, FINGERPRINT_FILE);
  const current = fingerprint(part);
  const previous = fs.existsSync(fingerprintFile) ? fs.readFileSync(fingerprintFile, 'utf8') : '';
  if (ifChanged && previous === current) {
    console.log(`${name}: up to date`);
    continue;
  }
  const started = performance.now();
  await part.build(part.out);
  fs.writeFileSync(fingerprintFile, current);
  console.log(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
