// A scratch checkout for check:new-module: a detached git worktree of HEAD under a folder of
// /tmp that every user may pass through (the embedded PostgreSQL runs as `postgres` when the
// tests run as root), whose node_modules reuses this checkout's by symlink instead of an install.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** The node_modules folders a checkout may have (workspaces may keep some of their own). */
const NODE_MODULES = [
  'node_modules',
  'apps/server/node_modules',
  'apps/web/node_modules',
  'packages/contract/node_modules',
  'e2e/node_modules',
];

/** Caches tools write into node_modules: the scratch gets its own, or it would write ours. */
const CACHES = new Set(['.cache', '.vite', '.vite-temp']);

const isWorkspaceLink = (path) =>
  lstatSync(path).isSymbolicLink() && !isAbsolute(readlinkSync(path));

/**
 * `into` as a real folder whose entries link to `from`'s, except the workspace links
 * (`@console/contract -> ../../packages/contract`), made again as they are so that they lead to
 * the scratch's own workspaces, and the caches, left out.
 */
function linkEntries(from, into) {
  mkdirSync(into, { recursive: true });
  for (const name of readdirSync(from)) {
    if (CACHES.has(name)) continue;
    const source = join(from, name);
    if (isWorkspaceLink(source)) symlinkSync(readlinkSync(source), join(into, name));
    else if (
      name.startsWith('@') &&
      readdirSync(source).some((child) => isWorkspaceLink(join(source, child)))
    )
      linkEntries(source, join(into, name));
    else symlinkSync(source, join(into, name));
  }
}

/** Adds the worktree and links the node_modules; `remove()` takes both away. */
export function scratchCheckout(root) {
  const scratch = mkdtempSync(join(tmpdir(), 'check-new-module-'));
  // mkdtemp makes 0700, which the postgres user could not pass through.
  chmodSync(scratch, 0o755);
  const dir = join(scratch, 'repo');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    rmSync(scratch, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  };
  const added = spawnSync('git', ['worktree', 'add', '--detach', '--quiet', dir, 'HEAD'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (added.status !== 0) {
    remove();
    throw new Error('could not add a worktree of HEAD');
  }
  for (const tree of NODE_MODULES)
    if (existsSync(join(root, tree))) linkEntries(join(root, tree), join(dir, tree));
  return { dir, remove };
}
