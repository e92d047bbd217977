// Running check:new-module's steps: each a command in the scratch checkout, its output kept and
// printed whole when it ends (lanes run side by side and would interleave), its time noted, and
// its failure named. Steps of one lane run one after another, every one even after a failure.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

// A step's CPU time (user + system, its processes together) is read with GNU time where the
// machine has it: on two shared cores the wall time alone says little.
const GNU_TIME = '/usr/bin/time';
const cpuDir = existsSync(GNU_TIME) ? mkdtempSync(join(tmpdir(), 'check-new-module-cpu-')) : null;
let stepCount = 0;

function cpuSeconds(file) {
  try {
    const [user, system] = readFileSync(file, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
    return user + system;
  } catch {
    return undefined;
  }
}

const running = new Set();
let stopped = false;

/** Stops the steps running and skips the rest (an interrupted check still cleans up). */
export function stopSteps() {
  stopped = true;
  // Each step is a process group of its own (GNU time would not pass a signal on).
  for (const child of running) process.kill(-child.pid, 'SIGTERM');
}

/** Runs one step; resolves to { name, seconds, cpu, ok } (cpu undefined without GNU time). */
export function runStep({ name, command, args, cwd }) {
  const started = performance.now();
  if (stopped) return Promise.resolve({ name, seconds: 0, cpu: undefined, ok: false });
  const cpuFile = cpuDir && join(cpuDir, `${++stepCount}.txt`);
  const [program, argv] = cpuFile
    ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, command, ...args]]
    : [command, args];
  return new Promise((resolve) => {
    const child = spawn(program, argv, {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const end = (ok, extra = '') => {
      // 'error' (the command could not start) may be followed by 'close': one verdict.
      if (!running.delete(child)) return;
      const seconds = (performance.now() - started) / 1000;
      const cpu = cpuFile ? cpuSeconds(cpuFile) : undefined;
      const used = cpu === undefined ? '' : `, ${cpu.toFixed(0)} s CPU`;
      console.log(`\n== ${name} (${seconds.toFixed(0)} s${used}, ${ok ? 'passed' : 'FAILED'})`);
      console.log(`   ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      if (extra) console.log(extra);
      resolve({ name, seconds, cpu, ok });
    };
    child.on('error', (error) => end(false, error.message));
    child.on('close', (code) => end(code === 0));
  });
}

/** Runs the lanes side by side, each lane's steps in order; resolves to every step's result. */
export async function runLanes(lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane) done.push(await runStep(step));
      return done;
    }),
  );
  return results.flat();
}

/** Removes the CPU time files. */
export function cleanUpSteps() {
  if (cpuDir) rmSync(cpuDir, { recursive: true, force: true });
}
