// `npm run check:new-module [-- <id>]`: proves that the skeleton `npm run new-module` writes
// passes as written. In a temporary worktree of HEAD (this checkout's node_modules hard-linked
// in, so nothing is installed) it generates a module of the contract's MODULES that is not built
// yet, then typechecks, lints and formats what changed and runs the tests a new module touches:
// its own routes test, the audit walk, the registry, migration and route-access tests and the
// console's module registry. Every step runs even after one fails; the script names the steps
// that failed, prints the time each took, exits non-zero on any failure, and removes the
// worktree either way. Nothing it generates reaches this checkout. Run with tsx: it reads the
// contract's TypeScript.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { MODULES } from '../packages/contract/src/modules.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The node_modules trees a checkout may have (workspaces keep some of their own). */
const NODE_MODULES = [
  'node_modules',
  'apps/server/node_modules',
  'apps/web/node_modules',
  'packages/contract/node_modules',
  'e2e/node_modules',
];

const run = (command, args, cwd) =>
  spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
const output = (command, args, cwd) =>
  spawnSync(command, args, { cwd, encoding: 'utf8' }).stdout.trim();

/**
 * A module id the generator may write in this checkout: in MODULES with a read permission, no
 * folder or contract file of its name yet, and its address not already a console page.
 * Hyphenated ids first: they exercise every spelling of the names (camel, snake, Pascal).
 */
function unbuiltModuleId(dir) {
  const webModules = join(dir, 'apps/web/src/modules');
  const manifests = readdirSync(webModules)
    .filter((folder) => existsSync(join(webModules, folder, 'index.ts')))
    .map((folder) => readFileSync(join(webModules, folder, 'index.ts'), 'utf8'))
    .join('\n');
  const free = MODULES.filter(
    ({ id, path, readPermission }) =>
      readPermission &&
      !existsSync(join(dir, 'apps/server/src/modules', id)) &&
      !existsSync(join(dir, 'apps/web/src/modules', id)) &&
      !existsSync(join(dir, 'packages/contract/src/modules', `${id}.ts`)) &&
      !manifests.includes(`'${path.split('?')[0]}'`),
  );
  return (free.find(({ id }) => id.includes('-')) ?? free[0])?.id;
}

/** Links this checkout's node_modules into the worktree (copies when links cannot cross). */
function linkNodeModules(dir) {
  for (const tree of NODE_MODULES) {
    if (!existsSync(join(root, tree))) continue;
    if (run('cp', ['-al', join(root, tree), join(dir, tree)], root).status !== 0) {
      console.log(`${tree}: hard links failed (another file system?); copying`);
      rmSync(join(dir, tree), { recursive: true, force: true });
      cpSync(join(root, tree), join(dir, tree), { recursive: true, verbatimSymlinks: true });
    }
    // Caches are written in place: a hard-linked cache file would change this checkout's too.
    for (const cache of ['.vite', '.vite-temp', '.cache'])
      rmSync(join(dir, tree, cache), { recursive: true, force: true });
  }
}

const timings = [];
const failed = [];
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    interrupted = true;
  });

function step(name, command, args, cwd) {
  if (interrupted) return false;
  console.log(`\n== ${name}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const result = run(command, args, cwd);
  timings.push([name, (performance.now() - started) / 1000]);
  const passed = result.status === 0;
  if (!passed) failed.push(name);
  return passed;
}

const head = output('git', ['rev-parse', '--short', 'HEAD'], root);
const scratch = mkdtempSync(join(tmpdir(), 'check-new-module-'));
// Readable by all, as a checkout is: the embedded PostgreSQL runs its binaries as another user
// when started as root, and mkdtemp's 0700 would lock it out.
chmodSync(scratch, 0o755);
const dir = join(scratch, 'repo');
const started = performance.now();
try {
  if (run('git', ['worktree', 'add', '--detach', dir, 'HEAD'], root).status !== 0)
    throw new Error('could not add a worktree of HEAD');
  linkNodeModules(dir);
  const id = process.argv[2] ?? unbuiltModuleId(dir);
  if (!id) throw new Error('no module of MODULES is left to generate');
  console.log(`\nchecking the skeleton of "${id}" on ${head} in ${dir}`);

  if (step('generate', 'npm', ['run', '--silent', 'new-module', '--', id], dir)) {
    // What the generator wrote or changed: the registries, the contract index, the migration
    // chain and the route snapshot as well as the new folders.
    const changed = [
      ...output('git', ['diff', '--name-only'], dir).split('\n'),
      ...output('git', ['ls-files', '--others', '--exclude-standard'], dir).split('\n'),
    ].filter(Boolean);
    const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
    const webTests = changed.filter((file) => /^apps\/web\/.*\.test\.tsx?$/.test(file));

    step('typecheck contract', 'npx', ['tsc', '-p', 'packages/contract'], dir);
    step('typecheck server', 'npx', ['tsc', '-p', 'apps/server'], dir);
    step('typecheck console', 'npx', ['tsc', '-p', 'apps/web'], dir);
    step('lint', 'npx', ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...code], dir);
    step('format', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed], dir);
    step(
      'server tests',
      'npx',
      [
        'vitest',
        'run',
        `test/${id}/`,
        'test/audit/',
        'test/module-registry.test.ts',
        'test/migrations.test.ts',
        'test/route-access.test.ts',
      ],
      join(dir, 'apps/server'),
    );
    step(
      'console tests',
      'npx',
      [
        'vitest',
        'run',
        'src/app/',
        'src/platform/tags/',
        ...webTests.map((file) => file.slice('apps/web/'.length)),
      ],
      join(dir, 'apps/web'),
    );
    step('contract tests', 'npx', ['vitest', 'run'], join(dir, 'packages/contract'));
  }
} catch (error) {
  failed.push(`setup: ${error.message}`);
} finally {
  run('git', ['worktree', 'remove', '--force', dir], root);
  rmSync(scratch, { recursive: true, force: true });
}

console.log('\n== time per step');
for (const [name, seconds] of timings)
  console.log(`${name.padEnd(20)} ${seconds.toFixed(0).padStart(5)} s`);
const total = (performance.now() - started) / 1000;
console.log(`${'total'.padEnd(20)} ${total.toFixed(0).padStart(5)} s`);
if (interrupted) failed.push('interrupted');
if (failed.length > 0) {
  console.error(`\ncheck:new-module failed at: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\ncheck:new-module: the generated skeleton passes');
