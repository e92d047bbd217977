// `npm run check:new-module [-- <id>]`: proves that the skeleton `npm run new-module` writes
// passes as written. In a scratch worktree of HEAD (check-new-module/scratch-checkout.mjs: this
// checkout's node_modules linked in, nothing installed) it generates the next module of the
// contract's MODULES that is not built, then checks what the generator wrote and changed:
// typecheck (TypeScript 7) of the server, console and journeys projects, which check the
// contract's files; lint and format of those files, and the import cycles of the whole tree; the
// module's routes test with the registry, migrations and route-access tests and the audit and
// history walks' tests a module can change (one server run: one embedded PostgreSQL); the
// module's console tests with the console's registry test; the contract tests that read its
// barrel or the index of decisions. Two lanes run side by side (the typechecks and the console's
// tests; the rest), each step after step and every step even after one fails. It names the
// steps that failed and the wall and CPU time each took, exits non-zero on any failure, and
// removes the worktree either way; nothing it generates reaches this checkout. Run with tsx: it
// reads TypeScript.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { MODULES } from '../packages/contract/src/modules.ts';
import { scratchCheckout } from './check-new-module/scratch-checkout.mjs';
import { cleanUpSteps, runLanes, runStep, stopSteps } from './check-new-module/steps.mjs';
import { modulePages } from './new-module/pages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();

/**
 * The first module of MODULES, in the menu's order, that the generator may write in `dir`: a
 * read permission, the skeleton's addresses, and no folder or contract file of its name yet.
 */
function nextUnbuiltModule(dir) {
  return MODULES.find(
    (entry) =>
      entry.readPermission &&
      modulePages(entry).pages &&
      ![
        `apps/server/src/modules/${entry.id}`,
        `apps/web/src/modules/${entry.id}`,
        `packages/contract/src/modules/${entry.id}.ts`,
      ].some((path) => existsSync(join(dir, path))),
  )?.id;
}

const lines = (text) => text.split('\n').filter(Boolean);
const git = (args, cwd) => spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout;

/**
 * The audit and history walks' tests that a new module's routes and items can change: every
 * "covers every route or item type" test, and the module's own recipes (the other modules' are
 * walked by the server suite of npm test, and the generator changes nothing they read).
 */
const walkedForModule = (snake) =>
  [
    `^(?!a call through each write route leaves its audit row (?!\\S+ /api/${snake}(/|$)))`,
    `(?!item histories of (?!${snake}_items |a type ))`,
  ].join('');

/** The checks of a generated module in `dir`, in two lanes of about equal CPU time. */
function lanesFor(id, dir) {
  const changed = [
    ...lines(git(['diff', '--name-only'], dir)),
    ...lines(git(['ls-files', '--others', '--exclude-standard'], dir)),
  ];
  const code = changed.filter((file) => /\.(ts|tsx|mjs)$/.test(file));
  const bin = (name) => join(dir, 'node_modules/.bin', name);
  // The contract's files are typechecked in the server's and the console's programs, with the
  // same strictness (tsconfig.base.json): the contract's own project would check them a third
  // time. The generated contract files have no tests for its project to add.
  const typecheck = (project) => ({
    name: `typecheck ${project}`,
    command: process.execPath,
    args: [join(dir, 'node_modules/typescript-native/bin/tsc'), '-p', project],
    cwd: dir,
  });
  const vitest = (name, workspace, args) => ({
    name,
    command: bin('vitest'),
    args: ['run', ...args],
    cwd: join(dir, workspace),
  });
  const snake = id.replaceAll('-', '_');
  // The lanes as even as their CPU time is (two cores): the typechecks with the console's tests,
  // and the rest.
  return [
    [
      typecheck('apps/server'),
      typecheck('apps/web'),
      typecheck('e2e'),
      vitest('console tests', 'apps/web', [`src/modules/${id}/`, 'src/app/web-modules.test.ts']),
    ],
    [
      {
        name: 'lint',
        command: bin('eslint'),
        args: ['--max-warnings', '0', '--no-warn-ignored', ...code],
        cwd: dir,
      },
      {
        name: 'import cycles',
        command: process.execPath,
        args: ['scripts/import-cycles.mjs'],
        cwd: dir,
      },
      {
        name: 'format',
        command: bin('prettier'),
        args: ['--check', '--ignore-unknown', ...changed],
        cwd: dir,
      },
      vitest('server tests', 'apps/server', [
        `test/${id}/${id}.routes.test.ts`,
        'test/module-registry.test.ts',
        'test/route-access.test.ts',
        'test/migrations.test.ts',
        'test/audit/audit-walk.test.ts',
        'test/audit/history-walk.test.ts',
        '--testNamePattern',
        walkedForModule(snake),
      ]),
      // The contract's tests that read its barrel, where the module's exports join the rest,
      // and the one that holds docs/decisions.md to every DECISIONS.md.
      vitest('contract tests', 'packages/contract', [
        'src/modules-index.test.ts',
        'src/decisions-index.test.ts',
        'src/contract.test.ts',
        'src/modules/statuses.test.ts',
      ]),
    ],
  ];
}

const timings = [];
const failed = [];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopSteps);

let checkout;
// Whatever ends the run, the scratch worktree goes (its removal is synchronous).
process.on('exit', () => {
  checkout?.remove();
  cleanUpSteps();
});
try {
  checkout = scratchCheckout(root);
  const { dir } = checkout;
  timings.push({ name: 'scratch checkout', seconds: (performance.now() - started) / 1000 });
  const id = process.argv[2] ?? nextUnbuiltModule(dir);
  if (!id) throw new Error('no module of MODULES is left for the skeleton');
  const head = git(['rev-parse', '--short', 'HEAD'], root).trim();
  console.log(`checking the skeleton of "${id}" on ${head} in ${dir}`);

  const generated = await runStep({
    name: 'generate',
    command: join(dir, 'node_modules/.bin/tsx'),
    args: ['scripts/new-module.mjs', id],
    cwd: dir,
  });
  const results = generated.ok ? [generated, ...(await runLanes(lanesFor(id, dir)))] : [generated];
  for (const result of results) {
    timings.push(result);
    if (!result.ok) failed.push(result.name);
  }
} catch (error) {
  failed.push(`setup (${error.message})`);
} finally {
  checkout?.remove();
  cleanUpSteps();
}

console.log('\n== time per step, wall and CPU (the two lanes after generate ran side by side)');
const seconds = (value) => (value === undefined ? '' : `${value.toFixed(0).padStart(5)} s`);
for (const { name, seconds: wall, cpu } of timings)
  console.log(`${name.padEnd(28)} ${seconds(wall)} ${seconds(cpu)}`);
const cpuTotal = timings.reduce((sum, step) => sum + (step.cpu ?? 0), 0);
const total = (performance.now() - started) / 1000;
console.log(`${'total'.padEnd(28)} ${seconds(total)} ${seconds(cpuTotal || undefined)}`);
if (failed.length > 0) {
  console.error(`\ncheck:new-module failed at: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\ncheck:new-module: the generated skeleton passes');
