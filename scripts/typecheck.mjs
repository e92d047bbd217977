// `npm run typecheck`: the four TypeScript projects, one after another, checked by TypeScript 7
// (the native compiler, `typescript-native` in package.json): a quarter of TypeScript 5's time
// here (apps/server 13 s against 52 s), with the same verdict on this code. TypeScript 5 stays
// the `typescript` package, for the tools that load its JavaScript API (typescript-eslint,
// scripts/import-cycles.mjs, drizzle-kit). scripts/DECISIONS.md "Typecheck by TypeScript 7".
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** TypeScript 7's command, wherever npm put the package. */
export const nativeTsc = join(
  dirname(createRequire(join(root, 'package.json')).resolve('typescript-native/package.json')),
  'bin/tsc',
);

export const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'e2e'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const project of PROJECTS) {
    const { status } = spawnSync(process.execPath, [nativeTsc, '-p', project], {
      cwd: root,
      stdio: 'inherit',
    });
    if (status !== 0) {
      console.error(`typecheck failed in ${project}`);
      process.exit(status ?? 1);
    }
  }
}
