import {
  readStorage,
  StorageKey,
  writeStorage,
} from '../../platform/core/session/browser-storage.ts';

// 000 §8: a chunk that fails to load (a new release replaced the files) reloads the page, at
// most once a minute so a broken deployment does not loop.

const RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|Unable to preload CSS/i.test(
    text,
  );
}

/** Reloads unless it already did within the last minute; answers whether it reloads. */
export function reloadAfterChunkError(now = Date.now()): boolean {
  const last = Number(readStorage(StorageKey.chunkReloadAt) ?? 0);
  if (now - last < RELOAD_INTERVAL_MS) return false;
  writeStorage(StorageKey.chunkReloadAt, String(now));
  window.location.reload();
  return true;
}
