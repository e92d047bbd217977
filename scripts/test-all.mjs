// `npm test`: every check, one stage after another, stopping at the first that fails, then the
// time each stage took (CI's budget is watched stage by stage).
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const stages = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['contract', 'npm run test -w packages/contract'],
  ['console', 'npm run test -w apps/web'],
  ['server routes', 'npm run test -w apps/server'],
  ['server process', 'npm run test:process -w apps/server'],
  ['end to end', 'npm run test:e2e'],
];

const timings = [];
let failed;
for (const [name, command] of stages) {
  console.log(`\n== ${name}: ${command}`);
  const started = performance.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  timings.push([name, (performance.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

console.log('\n== time per stage');
for (const [name, seconds] of timings)
  console.log(`${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`${'total'.padEnd(16)} ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
