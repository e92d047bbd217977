import { useSyncExternalStore } from 'react';
import {
  readStorage,
  StorageKey,
  writeStorage,
} from '../../platform/core/session/browser-storage.ts';

// The guided tour (000 §2): which tour is running, and the browser's copy of the tours the user
// has ended (the server keeps them: tours-done.ts). No step opens a menu: each points at
// something on the page itself, so the tour's buttons never sit under a popup.

type Listener = () => void;
const listeners = new Set<Listener>();
let running: string | null = null;

function emit() {
  for (const listener of listeners) listener();
}

export function toursSeen(): string[] {
  try {
    const parsed = JSON.parse(readStorage(StorageKey.toursSeen) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function markTourSeen(page: string): void {
  const seen = new Set(toursSeen());
  seen.add(page);
  writeStorage(StorageKey.toursSeen, JSON.stringify([...seen]));
}

export function startTour(page: string): void {
  running = page;
  emit();
}

export function endTour(): void {
  running = null;
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page whose tour is running, or null. */
export function useRunningTour(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => running,
    () => null,
  );
}

/** Element ids the tour points at: `tour-<page>-<step>`. */
export const tourTarget = (page: string, step: string) => `tour-${page}-${step}`;
