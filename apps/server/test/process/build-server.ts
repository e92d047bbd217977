import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The process tests run dist/main.js: build it first when its sources changed. */
export default function setup(): void {
  const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-changed', 'server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}
