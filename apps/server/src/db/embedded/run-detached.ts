import { spawn, type SpawnOptions } from 'node:child_process';

/**
 * Runs a program to its end in a process group of its own, collecting its output. A signal to
 * the server's group (Ctrl-C during start-up) must not kill initdb halfway: the server's own
 * handler decides, once the step it is in has finished.
 */
export function runDetached(
  command: string,
  args: string[],
  options: Pick<SpawnOptions, 'uid' | 'gid' | 'env'> = {},
): Promise<{ ok: boolean; outcome: string; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...options,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ ok: false, outcome: error.message, output }));
    child.once('close', (code, signal) =>
      resolve({
        ok: code === 0,
        outcome: signal ? `stopped by ${signal}` : `exit code ${code}`,
        output,
      }),
    );
  });
}
