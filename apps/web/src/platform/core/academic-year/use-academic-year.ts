import { CURRENT_ACADEMIC_YEAR_ID, SELECTABLE_ACADEMIC_YEAR_IDS } from '@console/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, StorageKey, writeStorage } from '../session/browser-storage.ts';

// The header's academic year (000 §1, §9): one of the selectable years, kept in the browser so a
// reload keeps the choice. Every screen that scopes by year reads it here. A first visit starts
// on the current year (20). A stored year that is no longer selectable is cleared, not silently
// replaced: the header then shows its placeholder ('Select AY' on mobile) until the user picks
// one, while screens use the current year meanwhile.

type Listener = () => void;
const listeners = new Set<Listener>();

function isSelectable(id: number): boolean {
  return (SELECTABLE_ACADEMIC_YEAR_IDS as readonly number[]).includes(id);
}

let chosen = ((): number | null => {
  const raw = readStorage(StorageKey.academicYear);
  if (raw === null) return CURRENT_ACADEMIC_YEAR_ID;
  if (isSelectable(Number(raw))) return Number(raw);
  writeStorage(StorageKey.academicYear, null);
  return null;
})();

/** The year screens scope by: the chosen one, else the current year. */
export function getAcademicYear(): number {
  return chosen ?? CURRENT_ACADEMIC_YEAR_ID;
}

/** The year the user has chosen, or null when none is (the select shows its placeholder). */
export function getChosenAcademicYear(): number | null {
  return chosen;
}

export function setAcademicYear(id: number): void {
  if (!isSelectable(id) || id === chosen) return;
  chosen = id;
  writeStorage(StorageKey.academicYear, String(id));
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The academic year id screens use, and its setter. */
export function useAcademicYear(): [number, (id: number) => void] {
  const id = useSyncExternalStore(subscribe, getAcademicYear, getAcademicYear);
  return [id, setAcademicYear];
}

/** The header select's value: the chosen year, or null before one is chosen. */
export function useChosenAcademicYear(): number | null {
  return useSyncExternalStore(subscribe, getChosenAcademicYear, getChosenAcademicYear);
}
