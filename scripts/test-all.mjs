// `npm test`: every check, then the time each stage took (CI's budget is watched stage by stage).
//
// Two steps, the second after the first has passed. A step has lanes that run at the same time;
// a lane's stages run one after another, and no lane starts a stage once one has failed.
// - First: typecheck, lint, the contract's tests and the build of the product, each one process
//   mostly on one core.
// - Then the suites that keep both cores busy (console, server routes, server process) one after
//   another, beside the journeys, which mostly wait on the browser and the server: their two
//   workers leave most of the machine to the other lane. The journeys use the product built in
//   the first step; the server process tests find it built and do not build it again.
// The output of a stage is held and printed whole when the stage ends, so lanes do not mix lines.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const steps = [
  [
    [['typecheck', 'npm run typecheck']],
    [['lint', 'npm run lint']],
    [['contract', 'npm run test -w packages/contract']],
    [['build', 'node scripts/build.mjs --if-changed']],
  ],
  [
    [
      ['console', 'npm run test -w apps/web'],
      ['server routes', 'npm run test -w apps/server'],
      ['server process', 'npm run test:process -w apps/server'],
    ],
    [['end to end', 'E2E_SKIP_BUILD=1 npm run test:e2e']],
  ],
];

const runStarted = performance.now();
const clock = () => `${((performance.now() - runStarted) / 1000).toFixed(0).padStart(4)} s`;
const seconds = new Map();
const failed = [];

/** Runs one stage with its output held; answers whether it passed. */
function runStage(name, command) {
  return new Promise((resolve) => {
    console.log(`${clock()}  ${name}: ${command}`);
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const took = (performance.now() - started) / 1000;
      seconds.set(name, took);
      const outcome = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n== ${name}: ${outcome} in ${took.toFixed(0)} s\n${output}\n`);
      resolve(code === 0);
    });
  });
}

async function runLane(lane) {
  for (const [name, command] of lane) {
    if (failed.length > 0) return;
    if (!(await runStage(name, command))) failed.push(name);
  }
}

for (const lanes of steps) {
  await Promise.all(lanes.map(runLane));
  if (failed.length > 0) break;
}

console.log('\n== time per stage (each beside the other lanes of its step)');
for (const [name] of steps.flat(2)) {
  if (seconds.has(name))
    console.log(`${name.padEnd(16)} ${seconds.get(name).toFixed(0).padStart(5)} s`);
}
console.log(
  `${'total'.padEnd(16)} ${((performance.now() - runStarted) / 1000).toFixed(0).padStart(5)} s`,
);
if (failed.length > 0) {
  console.error(`\nnpm test failed at: ${failed.join(', ')}`);
  process.exit(1);
}
