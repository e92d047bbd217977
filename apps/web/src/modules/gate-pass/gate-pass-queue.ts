import { GatePassStatus, gatePassEndpoints, type GatePassRow } from '@console/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { callListEndpoint } from '../../platform/core/api/call-endpoint.ts';
import {
  listQueryKey,
  listQueryPrefix,
  type ListPageData,
} from '../../platform/kit/list/list-cache.ts';
import { listPath, type ListConfig } from '../../platform/kit/list/list-config.ts';
import {
  listApiQuery,
  listSearchParams,
  readListState,
  type ListState,
} from '../../platform/kit/list/list-state.ts';

// A pass's page as a place in the list it was opened from. The list's address (filters, search,
// sort, page) travels on the pass's address (`/gatepass/12?status_list=1&page=2`), so back returns
// to the list as it was filtered, previous and next walk its rows, and "approve and next" finds
// the next pass waiting after this one. The pages are read through the list's own cache entries
// (same call, same key), so a pass opened from the list costs no extra call.

/** Pages scanned for the next waiting pass before going back to the list instead. */
export const NEXT_WAITING_SCAN_PAGES = 10;

export interface PassQueueSource {
  /** The list's configuration: its keys read the address, its fixed values join the call. */
  config: ListConfig<GatePassRow>;
  /** The list's page: '/gatepass'. */
  listPath: string;
  /** A pass's page in this list. */
  detailPath: (id: number) => string;
}

export interface PassQueue {
  /** The list as it was filtered (the back link). */
  listHref: string;
  /** "3 of 45": the pass's place, while it is in the list. */
  position: { number: number; total: number } | null;
  /** Opens the previous or next pass of the list; null at an end, or off the list. */
  previous: (() => void) | null;
  next: (() => void) | null;
  /** After deciding this pass: the next pass still waiting after it, else back to the list. */
  nextWaiting: () => Promise<void>;
  /** Reads the list again after this pass changed (it may have left a filtered list). */
  reload: () => void;
}

/** Where the pass was found: a page of the list, its rows and the pass's index there. */
interface Place {
  id: number;
  page: number;
  rows: readonly GatePassRow[];
  total: number;
  index: number;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

function pageQuery(config: ListConfig<GatePassRow>, state: ListState, page: number) {
  const query = listApiQuery({ ...state, page }, config);
  return {
    queryKey: listQueryKey(listPath(config), query),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ListPageData<GatePassRow>> =>
      callListEndpoint(gatePassEndpoints.list, { query, signal }),
  };
}

const placeIn = (
  id: number,
  page: number,
  data: ListPageData<GatePassRow> | undefined,
): Place | null => {
  const index = data?.rows.findIndex((row) => row.id === id) ?? -1;
  return data && index >= 0 ? { id, page, rows: data.rows, total: data.total, index } : null;
};

const placeKey = (place: Place | null) =>
  place && `${place.id}:${place.page}:${place.rows.map((row) => `${row.id}/${row.status}`).join()}`;

export function usePassQueue(id: number | null, source: PassQueueSource): PassQueue {
  const { config } = source;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = useMemo(() => readListState(params, config), [params, config]);

  const here = useQuery(pageQuery(config, state, state.page));
  const onThisPage = id !== null ? placeIn(id, state.page, here.data) : null;
  // Rows move between pages as others are decided: look one page either side before giving up.
  const missing = id !== null && here.data !== undefined && onThisPage === null;
  const around = useQueries({
    queries: [state.page + 1, state.page - 1].map((page) => ({
      ...pageQuery(config, state, page),
      enabled: missing && page >= 1,
    })),
  });
  const found =
    onThisPage ??
    (id === null
      ? null
      : (placeIn(id, state.page + 1, around[0]?.data) ??
        placeIn(id, state.page - 1, around[1]?.data)));

  // A pass decided in a filtered view leaves the list when it is read again; its neighbours
  // stay those it had.
  // (React's "adjust state while rendering": kept when the place changes, not per render.)
  const [remembered, setRemembered] = useState<Place | null>(null);
  if (found && placeKey(found) !== placeKey(remembered)) setRemembered(found);
  const place = found ?? (remembered?.id === id ? remembered : null);

  const hrefAt = (rowId: number, page: number) =>
    withQuery(source.detailPath(rowId), listSearchParams({ ...state, page }, config));
  const listHrefAt = (page: number) =>
    withQuery(source.listPath, listSearchParams({ ...state, page }, config));
  const open = (rowId: number, page: number) => void navigate(hrefAt(rowId, page));
  const openEdge = async (page: number, which: 'first' | 'last') => {
    const data = await client.fetchQuery(pageQuery(config, state, page));
    const row = which === 'first' ? data.rows[0] : data.rows.at(-1);
    if (row) open(row.id, page);
  };

  let previous: (() => void) | null = null;
  let next: (() => void) | null = null;
  if (place) {
    const before = place.rows[place.index - 1];
    const after = place.rows[place.index + 1];
    if (before) previous = () => open(before.id, place.page);
    else if (place.page > 1) previous = () => void openEdge(place.page - 1, 'last');
    if (after) next = () => open(after.id, place.page);
    else if (place.page * state.limit < place.total) {
      next = () => void openEdge(place.page + 1, 'first');
    }
  }

  const nextWaiting = async () => {
    const start = place ?? { page: state.page, rows: [], index: 0 };
    // Passes ahead of this one in the list as it was are not "next", wherever they are now.
    const passed = new Set(start.rows.slice(0, start.index).map((row) => row.id));
    let total = 0;
    for (let page = start.page; page < start.page + NEXT_WAITING_SCAN_PAGES; page++) {
      const data = await client.fetchQuery({ ...pageQuery(config, state, page), staleTime: 0 });
      total = data.total;
      const waiting = data.rows.find(
        (row) =>
          row.id !== id && row.status === GatePassStatus.WaitingForApproval && !passed.has(row.id),
      );
      if (waiting) return open(waiting.id, page);
      if (page * state.limit >= data.total) break;
    }
    // None left: the list, on a page that still has rows.
    const lastPage = Math.max(1, Math.ceil(total / state.limit));
    void navigate(listHrefAt(Math.min(state.page, lastPage)));
  };

  return {
    listHref: listHrefAt(place?.page ?? state.page),
    position: found
      ? { number: (found.page - 1) * state.limit + found.index + 1, total: found.total }
      : null,
    previous,
    next,
    nextWaiting,
    reload: () => void client.invalidateQueries({ queryKey: listQueryPrefix(listPath(config)) }),
  };
}
