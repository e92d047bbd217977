import { CURRENT_ACADEMIC_YEAR_ID, SELECTABLE_ACADEMIC_YEAR_IDS } from '@console/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, StorageKey, writeStorage } from '../session/browser-storage.ts';

// The header's academic year (000 §1, §9): one of the selectable years, 20 by default, kept in
// the browser so a reload keeps the choice. Every screen that scopes by year reads it here.

type Listener = () => void;
const listeners = new Set<Listener>();

function isSelectable(id: number): boolean {
  return (SELECTABLE_ACADEMIC_YEAR_IDS as readonly number[]).includes(id);
}

let selected = ((): number => {
  const stored = Number(readStorage(StorageKey.academicYear));
  return isSelectable(stored) ? stored : CURRENT_ACADEMIC_YEAR_ID;
})();

export function getAcademicYear(): number {
  return selected;
}

export function setAcademicYear(id: number): void {
  if (!isSelectable(id) || id === selected) return;
  selected = id;
  writeStorage(StorageKey.academicYear, String(id));
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selected academic year id and its setter. */
export function useAcademicYear(): [number, (id: number) => void] {
  const id = useSyncExternalStore(subscribe, getAcademicYear, getAcademicYear);
  return [id, setAcademicYear];
}
