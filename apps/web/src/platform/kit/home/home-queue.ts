import { DEFAULT_PAGE_SIZE } from '@console/contract';
import { callListEndpoint } from '../../core/api/call-endpoint.ts';
import type { ListConfig, ListSource } from '../list/list-config.ts';
import {
  listApiQuery,
  listSearchParams,
  type FilterValues,
  type ListState,
} from '../list/list-state.ts';
import type { PageAccess } from '../../core/pages/page-entry.ts';

// The day's work on home (issue 13): a module names the lists that hold work waiting for the
// user ("gate passes waiting for approval") as a list page and filter values. Home counts each
// by calling that list exactly as the list page would with those values in its address (the
// same configuration, the same query, page size 1, the server's total), and links to that
// address, so the count on home is the count the list shows.

export interface HomeQueueContext {
  academicYearId: number;
}

/** What of a list configuration a queue reads: any list's configuration is one. */
type QueueListConfig = ListSource<unknown> &
  Pick<
    ListConfig<never>,
    | 'filters'
    | 'search'
    | 'sortParams'
    | 'defaultLimit'
    | 'fixedQuery'
    | 'defaultValues'
    | 'defaultSort'
  >;

/** Where a queue's work is listed: the page, its list configuration and the filter values. */
export interface HomeQueueList {
  /** The list page's address, with any query that selects the page itself ('?call_type=…'). */
  path: string;
  /** The list's configuration: its source and what reads and writes its address. */
  config: QueueListConfig;
  values: FilterValues;
}

export interface HomeQueue {
  /** Unique across modules: 'gate-pass-waiting'. */
  id: string;
  /** What is counted, read after the number: '12 · Gate passes waiting for approval'. */
  label: string;
  /** Who sees the queue: as a page's access (module, permission). */
  access: PageAccess;
  /** The list, loaded on demand so home does not carry the module's list code. */
  list: (context: HomeQueueContext) => Promise<HomeQueueList>;
}

const stateOf = (list: HomeQueueList): ListState => ({
  page: 1,
  limit: list.config.defaultLimit ?? DEFAULT_PAGE_SIZE,
  values: list.values,
});

/** The list page's address with the queue's filters, as the list itself writes it. */
export function queueLink(list: HomeQueueList): string {
  const query = listSearchParams(stateOf(list), list.config).toString();
  if (!query) return list.path;
  return `${list.path}${list.path.includes('?') ? '&' : '?'}${query}`;
}

/** How many rows the list holds with the queue's filters (one row fetched, the total read). */
export async function queueCount(list: HomeQueueList, signal?: AbortSignal): Promise<number> {
  const query = { ...listApiQuery(stateOf(list), list.config), limit: 1 };
  return (await callListEndpoint(list.config.endpoint, { query, signal })).total;
}
