// `npm run test:e2e:soak [-- --rounds 10] [journey files…]`: every journey file run again and
// again (the whole suite per round, as CI runs it: two workers, a fresh server each round), with
// the product built once. A journey that fails once in ten is a defect to find, not to retry:
// the report names each failure with its round and first line, and the script fails if any.
//
// Writes e2e/artifacts/soak/round-<n>.json (vitest's JSON report) and e2e/artifacts/soak/report.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 10;
const files = args.filter((arg, index) => index !== roundsAt && index !== roundsAt + 1);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('--rounds takes a whole number of rounds, 1 or more');
  process.exit(2);
}

const outDir = path.join(root, 'e2e/artifacts/soak');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

/** Per journey file: rounds run, tests failed (with round and first message line), seconds. */
const byFile = new Map();
const roundSeconds = [];
for (let round = 1; round <= rounds; round++) {
  const report = path.join(outDir, `round-${round}.json`);
  const started = performance.now();
  const run = spawnSync(
    'sh',
    [
      'scripts/private-network.sh',
      'npx',
      'vitest',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--maxWorkers=2',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_SKIP_BUILD: '1' } },
  );
  const seconds = (performance.now() - started) / 1000;
  roundSeconds.push(seconds);
  if (!fs.existsSync(report)) {
    console.error(`round ${round}: no report (vitest exited ${run.status}); stopping`);
    process.exit(1);
  }
  const results = JSON.parse(fs.readFileSync(report, 'utf8')).testResults;
  for (const result of results) {
    const file = path.relative(path.join(root, 'e2e'), result.name);
    const entry = byFile.get(file) ?? { runs: 0, failures: [], seconds: 0 };
    entry.runs += 1;
    entry.seconds += (result.endTime - result.startTime) / 1000;
    for (const test of result.assertionResults) {
      if (test.status === 'failed') {
        const first = (test.failureMessages[0] ?? '').split('\n')[0];
        entry.failures.push({ round, test: test.fullName, message: first });
      }
    }
    if (result.status === 'failed' && result.assertionResults.every((t) => t.status !== 'failed')) {
      entry.failures.push({ round, test: '(file)', message: result.message ?? 'failed' });
    }
    byFile.set(file, entry);
  }
  const failedNow = results.filter((result) => result.status === 'failed').length;
  console.log(
    `\n== soak round ${round}/${rounds}: ${seconds.toFixed(0)} s, ${failedNow} file(s) failed`,
  );
}

const lines = [
  `# Journey soak: ${rounds} rounds`,
  '',
  `Rounds took ${roundSeconds.map((s) => s.toFixed(0)).join(', ')} s.`,
  '',
  '| journey file | runs | failed tests | mean s |',
  '| --- | ---: | ---: | ---: |',
];
const sorted = [...byFile.entries()].sort(([a], [b]) => a.localeCompare(b));
for (const [file, entry] of sorted) {
  lines.push(
    `| ${file} | ${entry.runs} | ${entry.failures.length} | ${(entry.seconds / entry.runs).toFixed(1)} |`,
  );
}
const failures = sorted.flatMap(([file, entry]) =>
  entry.failures.map((failure) => ({ file, ...failure })),
);
lines.push('', failures.length === 0 ? 'No failures.' : '## Failures', '');
for (const failure of failures) {
  lines.push(`- round ${failure.round}, ${failure.file}: ${failure.test} — ${failure.message}`);
}
const shortRuns = sorted.filter(([, entry]) => entry.runs < rounds).map(([file]) => file);
if (shortRuns.length > 0)
  lines.push('', `Files run fewer than ${rounds} times: ${shortRuns.join(', ')}`);
fs.writeFileSync(path.join(outDir, 'report.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}`);
process.exit(failures.length === 0 && shortRuns.length === 0 ? 0 : 1);
