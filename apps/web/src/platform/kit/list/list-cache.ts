import type { QueryClient } from '@tanstack/react-query';

// The cached pages of a list, shared by ListPage and the screens that change a row in place
// (000 §4: after a status change "the list is updated locally", without reloading it).

/** One loaded page of a list: its rows and the total the server counted. */
export interface ListPageData<Row> {
  rows: Row[];
  total: number;
}

export function listQueryKey(path: string, query: Record<string, unknown>) {
  return ['list', path, query] as const;
}

/** Every cached page of the list at `path`, whatever its filters. */
export const listQueryPrefix = (path: string) => ['list', path] as const;

/**
 * Rewrites the rows of every cached page of a list: `update` answers the row to keep (the same
 * object when unchanged) or null to take it out, which also lowers the page's total.
 */
export function updateListRows<Row>(
  client: QueryClient,
  path: string,
  update: (row: Row) => Row | null,
): void {
  client.setQueriesData<ListPageData<Row>>({ queryKey: listQueryPrefix(path) }, (data) => {
    if (!data) return data;
    let changed = false;
    const rows: Row[] = [];
    for (const row of data.rows) {
      const next = update(row);
      if (next !== row) changed = true;
      if (next !== null) rows.push(next);
    }
    if (!changed) return data;
    return { rows, total: Math.max(0, data.total - (data.rows.length - rows.length)) };
  });
}
