import { useCallback, useMemo, useState } from 'react';
import type { RowKey } from './bulk-action.ts';

// The rows a user has ticked. Kept in component state, not the URL: a selection is a moment's
// work, not something to share or walk back to. It belongs to one result: when the filters (the
// `scope`) change, the old keys no longer mean "these rows of this list" and are dropped. Keys
// survive paging, and the rows they were ticked on are remembered so an action can see them.

export interface ListSelection<Row> {
  keys: readonly RowKey[];
  /** The selected rows as last shown (the page on screen first, then remembered ones). */
  rows: readonly Row[];
  count: number;
  isSelected: (key: RowKey) => boolean;
  /** Replaces the selection (a table's checkboxes answer the whole set). */
  set: (keys: readonly RowKey[]) => void;
  toggle: (key: RowKey, selected?: boolean) => void;
  /** Adds every row of the page on screen. */
  selectPage: () => void;
  /** Every row of the page on screen is selected (and there is one at least). */
  pageSelected: boolean;
  clear: () => void;
}

interface Stored<Row> {
  scope: string;
  keys: readonly RowKey[];
  known: ReadonlyMap<RowKey, Row>;
}

const NOTHING = { keys: [] as readonly RowKey[], known: new Map() };

export function useListSelection<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => RowKey,
  scope: string,
): ListSelection<Row> {
  const [stored, setStored] = useState<Stored<Row>>({ scope, ...NOTHING });
  // Other filters: the selection is dropped for good (React's "adjust state while rendering"),
  // so walking back to the old filters does not bring it back.
  if (stored.scope !== scope) setStored({ scope, ...NOTHING });
  const current = stored.scope === scope ? stored : { scope, ...NOTHING };
  const onPage = useMemo(() => new Map(rows.map((row) => [keyOf(row), row])), [rows, keyOf]);

  const set = useCallback(
    (keys: readonly RowKey[]) =>
      setStored((previous) => {
        const known = new Map(previous.scope === scope ? previous.known : NOTHING.known);
        const unique = [...new Set(keys)];
        for (const key of unique) {
          const row = onPage.get(key);
          if (row !== undefined) known.set(key, row);
        }
        for (const key of known.keys()) if (!unique.includes(key)) known.delete(key);
        return { scope, keys: unique, known };
      }),
    [scope, onPage],
  );

  const keys = current.keys;
  const selectedSet = useMemo(() => new Set(keys), [keys]);
  const pageSelected = onPage.size > 0 && [...onPage.keys()].every((key) => selectedSet.has(key));

  return {
    keys,
    rows: keys
      .map((key) => onPage.get(key) ?? current.known.get(key))
      .filter((row): row is Row => row !== undefined),
    count: keys.length,
    isSelected: (key) => selectedSet.has(key),
    set,
    toggle: (key, selected = !selectedSet.has(key)) =>
      set(selected ? [...keys, key] : keys.filter((other) => other !== key)),
    selectPage: () => set([...keys, ...onPage.keys()]),
    pageSelected,
    clear: () => set([]),
  };
}
