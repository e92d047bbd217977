// `npm test`: every check, step after step, stopping at the first step that fails, then the time
// each stage took (CI's budget is watched stage by stage).
//
// Typecheck, lint and the contract tests (one process each) run side by side; every other stage
// runs alone: on two cores, the journeys beside the process tests and the PostgreSQL run timed
// out by the dozen (DECISIONS.md "CI on two cores"). The skeleton check (check:new-module)
// is alone too: it runs two lanes of its own, and keeps both cores busy. Output of side-by-side
// stages is printed whole when each ends, so it does not interleave.
//
// TEST_POSTGRES_URL (set by .ci/run): the server route suite runs again against that PostgreSQL
// server, last.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const postgres = process.env.TEST_POSTGRES_URL;

const steps = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['contract', 'npm run test -w packages/contract'],
  ],
  [['new module skeleton', 'npm run check:new-module']],
  [['console', 'npm run test -w apps/web']],
  [['server routes', 'npm run test -w apps/server']],
  [['server process', 'npm run test:process -w apps/server']],
  [['end to end', 'npm run test:e2e']],
  ...(postgres
    ? [[['server on PostgreSQL', 'npm run test -w apps/server', { DATABASE_URL: postgres }]]]
    : []),
];

/** Runs one stage; alone it prints as it goes, beside others it prints whole at its end. */
function run([name, command, env = {}], alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n== ${name}: ${command} (${seconds.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, seconds, ok: code === 0 });
    });
  });
}

const timings = [];
const failed = [];
const startedAll = performance.now();
for (const step of steps) {
  const alone = step.length === 1;
  if (alone) console.log(`\n== ${step[0][0]}: ${step[0][1]}`);
  else console.log(`\n== side by side: ${step.map(([name]) => name).join(', ')}`);
  const results = await Promise.all(step.map((stage) => run(stage, alone)));
  for (const result of results) {
    timings.push([result.name, result.seconds]);
    if (!result.ok) failed.push(result.name);
  }
  if (failed.length > 0) break;
}

console.log('\n== time per stage (stages of one step ran side by side)');
for (const [name, seconds] of timings)
  console.log(`${name.padEnd(20)} ${seconds.toFixed(0).padStart(5)} s`);
const wall = (performance.now() - startedAll) / 1000;
console.log(`${'total (wall)'.padEnd(20)} ${wall.toFixed(0).padStart(5)} s`);
if (failed.length > 0) {
  console.error(`\nnpm test failed at: ${failed.join(', ')}`);
  process.exit(1);
}
