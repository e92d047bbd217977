import { readStorage, writeStorage } from './browser-storage.ts';

// One refresh at a time across every tab of this console. The server treats a second use of
// the same refresh token as reuse and revokes the whole session, so two tabs whose timers fire
// together must take turns: the second one then finds the session already rotated and adopts it.

export const REFRESH_LOCK_NAME = 'console-refresh';
export const REFRESH_LEASE_KEY = 'console.refresh_lease';
/** A lease older than this was left by a tab that closed mid-refresh. */
export const REFRESH_LEASE_MS = 15_000;
const LEASE_POLL_MS = 50;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** Runs `task` while holding the console-wide refresh lock. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks) return locks.request(REFRESH_LOCK_NAME, task);
  return withLocalStorageLease(task);
}

function readLease(): { owner: string; until: number } | null {
  const raw = readStorage(REFRESH_LEASE_KEY);
  const [owner, until] = raw?.split('|') ?? [];
  return owner && until ? { owner, until: Number(until) } : null;
}

/**
 * Fallback where the Web Locks API is missing: a lease in localStorage (shared by the tabs),
 * taken when free or expired, confirmed after a short wait (two tabs writing at once: the
 * last write wins and the other tab sees it is not the owner), released when done.
 */
async function withLocalStorageLease<T>(task: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + REFRESH_LEASE_MS * 2;
  for (;;) {
    const lease = readLease();
    if (!lease || lease.until <= Date.now() || Date.now() > deadline) {
      writeStorage(REFRESH_LEASE_KEY, `${tabId}|${Date.now() + REFRESH_LEASE_MS}`);
      await sleep(LEASE_POLL_MS / 5);
      if (readLease()?.owner === tabId) break;
    }
    await sleep(LEASE_POLL_MS);
  }
  try {
    return await task();
  } finally {
    if (readLease()?.owner === tabId) writeStorage(REFRESH_LEASE_KEY, null);
  }
}
