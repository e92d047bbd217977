import { useSyncExternalStore } from 'react';
import {
  readStorage,
  StorageKey,
  writeStorage,
} from '../../platform/core/session/browser-storage.ts';

// The guided tour (000 §2): which pages' tours were seen is kept in the browser; while a tour
// runs the header keeps the user menu open so its steps can point at the menu's entries.

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

/** Tours ended with Skip in this page load: not started again until the next visit. */
const skippedThisVisit = new Set<string>();

/** Skip (or the close icon): the tour ends for now and comes back on the next visit. */
export function skipTour(page: string): void {
  skippedThisVisit.add(page);
  endTour();
}

/** Whether a page's tour should start by itself: not chosen away, not skipped this visit. */
export function tourDue(page: string): boolean {
  return !toursSeen().includes(page) && !skippedThisVisit.has(page);
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
