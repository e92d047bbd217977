import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useMemo, useState } from 'react';
import type { QueryValue } from '../../core/api/api-client.ts';
import { callListEndpoint } from '../../core/api/call-endpoint.ts';
import { PageActiveContext } from '../layout/layout-slots.tsx';
import type { BulkAction, BulkResult, RowKey } from './bulk-action.ts';
import { failedBulkRun, reportBulkRun, undoBulkRun } from './bulk-report.ts';
import { listQueryKey, listQueryPrefix, type ListPageData } from './list-cache.ts';
import { listPath, type ListConfig } from './list-config.ts';
import {
  invalidSearchValues,
  listApiQuery,
  withPreset,
  withValues,
  type ListState,
  type SortOrder,
} from './list-state.ts';
import { useListSelection, type ListSelection } from './use-list-selection.ts';
import { useListState } from './use-list-state.ts';
import { useListView, type ListView } from './use-list-view.ts';

// The headless list (DESIGN.md "The kit"): everything a list screen knows, without a pixel of
// it. Filters, paging and sort live in the URL (list-state.ts), the selection in state; the page
// of rows comes from the list call through the shared list cache, the columns and density from
// the user's kept view (use-list-view.ts). Views (TableView, CardGridView, CalendarView) and the
// filter bar take the controller and only draw it.

export interface BulkRun {
  /** What the run answered; null when it failed as a whole (nothing is known to have changed). */
  result: BulkResult | null;
  /** Reverses the run now (what the toast's "Undo" calls), when the action can. */
  undo?: () => Promise<void>;
}

export interface ListController<Row> {
  config: ListConfig<Row>;
  state: ListState;
  /** The list call's query (paging, filters, sort, fixed values); an export sends the same. */
  query: Record<string, QueryValue>;
  rows: readonly Row[];
  total: number;
  /** A page is on its way (not a poll in the background, which keeps the rows on screen). */
  loading: boolean;
  /** The page has been answered at least once (an empty list is then really empty). */
  loaded: boolean;
  error: Error | null;
  /** Reloads every cached page of this list (after a change), the one on screen at once. */
  refresh: () => Promise<void>;
  keyOf: (row: Row) => RowKey;
  /** Values in the address that fail their validator, by key: shown, never sent. */
  invalid: Record<string, string>;
  /** Some filter or search is applied. */
  filtered: boolean;
  setFilters: (changes: Record<string, string | string[] | undefined>) => void;
  clearFilters: () => void;
  /** One search key at a time: searching by one clears the others. */
  search: (key: string, value: string | undefined) => void;
  applyPreset: (data: Record<string, unknown>) => void;
  /** A new page size starts over at page 1. */
  setPage: (page: number, limit?: number) => void;
  setSort: (sort: { field: string; order: SortOrder } | undefined) => void;
  selection: ListSelection<Row>;
  /**
   * Runs a bulk action on the selection (or on `keys`), unconfirmed: the caller asks first
   * (`input`: what the action's prompt confirmed). Reports the counts, clears the selection,
   * reloads the list and offers Undo when it can.
   */
  runBulk: (action: BulkAction<Row>, keys?: readonly RowKey[], input?: unknown) => Promise<BulkRun>;
  /** The key of the bulk action running, if any. */
  bulkRunning: string | null;
  /** The columns and density this user keeps for the list (not in the URL: not shared). */
  view: ListView<Row>;
}

export function useListController<Row extends object>(
  config: ListConfig<Row>,
): ListController<Row> {
  const [state, setState] = useListState(config);
  const view = useListView(config);
  const active = useContext(PageActiveContext);
  const client = useQueryClient();
  const query = useMemo(() => listApiQuery(state, config), [state, config]);
  const list = useQuery({
    queryKey: listQueryKey(listPath(config), query),
    queryFn: ({ signal }): Promise<ListPageData<Row>> =>
      callListEndpoint(config.endpoint, { query, signal }),
    placeholderData: keepPreviousData,
    // A kept-alive list hidden behind another page does not poll.
    refetchInterval: (current) => {
      const rows = current.state.data?.rows;
      return rows && active && config.refetchInterval ? config.refetchInterval(rows) : false;
    },
  });
  // A poll in the background keeps the rows on screen without a spinner over them.
  const polling = !!config.refetchInterval && !list.isPending && !list.isPlaceholderData;
  const rows = list.data?.rows ?? NO_ROWS;

  const keyOf = useCallback((row: Row) => row[config.rowKey] as RowKey, [config.rowKey]);
  // The selection belongs to one result: other filters (or another fixed academic year) drop it.
  const scope = JSON.stringify([listPath(config), state.values, config.fixedQuery ?? null]);
  const selection = useListSelection(rows as Row[], keyOf, scope);

  const path = listPath(config);
  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: listQueryPrefix(path) }),
    [client, path],
  );

  const [bulkRunning, setBulkRunning] = useState<string | null>(null);
  const runBulk = async (
    action: BulkAction<Row>,
    keys?: readonly RowKey[],
    input?: unknown,
  ): Promise<BulkRun> => {
    const chosen = keys ?? selection.keys;
    const chosenRows = selection.rows.filter((row) => chosen.includes(keyOf(row)));
    setBulkRunning(action.key);
    let result: BulkResult;
    try {
      // The input its prompt confirmed, of the type defineBulkAction checked (and erased).
      const run = action.run.bind(action) as (
        ...args: [readonly RowKey[], readonly Row[], unknown]
      ) => Promise<BulkResult>;
      result = await (action.prompt
        ? run(chosen, chosenRows, input)
        : action.run(chosen, chosenRows));
    } catch (error) {
      // Kept selected, so the user can try again.
      failedBulkRun(action, error);
      await refresh();
      return { result: null };
    } finally {
      setBulkRunning(null);
    }
    selection.clear();
    await refresh();
    const undo =
      action.undo && result.succeeded > 0 ? () => undoBulkRun(action, result, refresh) : undefined;
    reportBulkRun(action, result, undo && (() => void undo()));
    return undo ? { result, undo } : { result };
  };

  const searchKeys = config.search ?? [];
  return {
    config,
    state,
    query,
    rows,
    total: list.data?.total ?? 0,
    loading: list.isFetching && !polling,
    loaded: list.data !== undefined,
    error: list.isError ? list.error : null,
    refresh,
    keyOf,
    invalid: invalidSearchValues(state, config),
    filtered: Object.keys(state.values).length > 0,
    setFilters: (changes) => setState(withValues(state, changes)),
    clearFilters: () => setState({ ...state, values: {}, page: 1 }),
    search: (key, value) => {
      const cleared = Object.fromEntries(searchKeys.map((other) => [other.key, undefined]));
      setState(withValues(state, { ...cleared, [key]: value }));
    },
    applyPreset: (data) => setState(withPreset(state, data, config)),
    setPage: (page, limit = state.limit) =>
      setState({ ...state, limit, page: limit !== state.limit ? 1 : page }),
    setSort: (sort) => setState({ ...state, page: 1, sort }),
    selection,
    runBulk,
    bulkRunning,
    view,
  };
}

const NO_ROWS: readonly never[] = [];
