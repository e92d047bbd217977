import { readStorage, writeStorage } from '../../core/session/browser-storage.ts';
import type { ListColumn } from './list-config.ts';

// How one user sees one list's table: which columns are shown and how dense the rows are. Kept
// in the browser under the user's id and the list, so a reload, another tab or the next sign-in
// of the same person finds the same table, and another person using the browser their own.

export type Density = 'comfortable' | 'compact';

export const DEFAULT_DENSITY: Density = 'comfortable';

/**
 * What the user chose: a column's entry exists only once they toggled it, so a column they
 * never touched follows the screen's default (every column when wide, the essential ones on a
 * phone) and a column added to the list later shows up.
 */
export interface ListViewChoice {
  columns: Record<string, boolean>;
  density: Density;
}

export const NO_CHOICE: ListViewChoice = { columns: {}, density: DEFAULT_DENSITY };

/** The localStorage key of one user's view of one list. */
export const listViewKey = (userId: string, listKey: string) => `list-view:${userId}:${listKey}`;

/** The record's key, its status and its actions always show, and so does a fixed column. */
export function isHideable(column: ListColumn<never>, rowKey: string): boolean {
  if (column.hideable !== undefined) return column.hideable;
  return (
    column.key !== rowKey &&
    column.key !== 'status' &&
    column.key !== 'actions' &&
    column.fixed === undefined
  );
}

/** Shown unless chosen otherwise; on a narrow screen a hideable column starts hidden. */
export function isShown(
  column: ListColumn<never>,
  rowKey: string,
  choice: ListViewChoice,
  narrow: boolean,
): boolean {
  if (!isHideable(column, rowKey)) return true;
  return (
    choice.columns[column.key] ??
    (column.startsHidden !== true && (!narrow || column.shownWhenNarrow === true))
  );
}

export function readListViewChoice(key: string): ListViewChoice {
  const raw = readStorage(key);
  if (!raw) return NO_CHOICE;
  try {
    const stored = JSON.parse(raw) as Partial<ListViewChoice> | null;
    const columns = Object.fromEntries(
      Object.entries(stored?.columns ?? {}).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
    const density = stored?.density === 'compact' ? 'compact' : DEFAULT_DENSITY;
    return { columns, density };
  } catch {
    return NO_CHOICE;
  }
}

/** Whether the choice differs from the default view. */
export const isCustomised = (choice: ListViewChoice): boolean =>
  Object.keys(choice.columns).length > 0 || choice.density !== DEFAULT_DENSITY;

/** Writes the choice; the default view is not kept at all (Reset removes the key). */
export function writeListViewChoice(key: string, choice: ListViewChoice): void {
  writeStorage(key, isCustomised(choice) ? JSON.stringify(choice) : null);
}
