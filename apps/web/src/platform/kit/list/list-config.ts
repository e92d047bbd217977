import type { ListEndpoint } from '@console/contract';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { QueryValue } from '../../core/api/api-client.ts';
import type { BulkAction } from './bulk-action.ts';

// What a module hands to the list controller (and ListPage): its call, its columns, its filters
// and its bulk actions as data (DESIGN.md "The kit"). The controller binds every filter to the
// URL query string under the same name the server's list call takes, so the URL query and the
// API query are the same record.

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterPlacement {
  /**
   * Shown in the bar's one row; the others wait behind "More filters". Without any marked,
   * the first two filters are the primary ones (list-filter-split.ts).
   */
  primary?: boolean;
}

interface FilterBase extends FilterPlacement {
  /** The query-string key, identical to the list call's query parameter. */
  key: string;
  label: string;
  placeholder?: string;
}

export type ListFilter =
  | (FilterBase & { kind: 'select'; options: readonly FilterOption[] })
  /** Several values, sent as a comma list; an empty selection is left out of the query. */
  | (FilterBase & { kind: 'multi-select'; options: readonly FilterOption[] })
  /** Free text checked with a contract validator before it reaches the URL. */
  | (FilterBase & { kind: 'text'; validator?: ZodType<string> })
  /** Two dates (YYYY-MM-DD) under two keys, e.g. from_date and to_date. */
  | (FilterPlacement & { kind: 'date-range'; key: string; toKey: string; label: string })
  /** An on/off choice (e.g. self_only): `true` in the query when on, absent when off. */
  | (FilterPlacement & { kind: 'switch'; key: string; label: string });

/** One choice of the search box's key selector, with the 000 §5 validator for that key. */
export interface SearchKey {
  key: string;
  label: string;
  placeholder?: string;
  validator?: ZodType<string>;
}

export interface ListColumn<Row> {
  key: string;
  title: string;
  render?: (row: Row) => ReactNode;
  /** Sortable on the server: the value sent as `sort` (the column key when true). */
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /**
   * Kept in view while the table scrolls sideways. A column keyed `actions` is fixed to the
   * right without saying so (table-view.tsx).
   */
  fixed?: 'left' | 'right';
  /**
   * Whether the user may hide it with "Columns". By default every column may be hidden but the
   * record's key, `status`, `actions` and fixed columns (list-view.ts); a list marks its name
   * column `hideable: false` too.
   */
  hideable?: boolean;
  /**
   * Shown at first on a phone-wide screen as well. There a hideable column starts hidden unless
   * it says this, so the record's key, name and status fit; the user may show any of them.
   */
  shownWhenNarrow?: boolean;
  /**
   * Starts hidden on every screen (the user may show it with "Columns"): a column the list's
   * first screen at 1440 px has no room for, whose value is also a filter or on the record.
   */
  startsHidden?: boolean;
  /** The cell's content wraps at this width (px), so one long value does not widen the table. */
  maxWidth?: number;
}

/**
 * How a row reads as a card on a phone (card-list-view.tsx): the column that names the record,
 * the key fields under it (column keys, or a field only the card shows), and the row's actions
 * beneath. Without it the card takes the first column that is not the key, status or actions as
 * its title, then the status and the next columns (card-parts.ts).
 */
export interface ListCard<Row> {
  title?: string;
  fields?: readonly (string | ListColumn<Row>)[];
}

/** Where a list's rows come from: its list endpoint of the contract (`list: true`). */
export interface ListSource<Row> {
  endpoint: ListEndpoint<Row>;
}

/** The list call's path under /api: the cache key of its pages. */
export const listPath = (source: ListSource<unknown>): string => source.endpoint.path;

export type ListConfig<Row> = ListSource<Row> & ListConfigFields<Row>;

interface ListConfigFields<Row> {
  /** Preset filters are saved per page; defaults to the route path. */
  presetPage?: string;
  title: string;
  rowKey: keyof Row & string;
  columns: readonly ListColumn<Row>[];
  /** The row as a card on a phone; a sensible default from the columns without it. */
  card?: ListCard<Row>;
  filters?: readonly ListFilter[];
  search?: readonly SearchKey[];
  /** Query names of the server's sort parameters; without them no column is sortable. */
  sortParams?: { field: string; order: string };
  /**
   * The order the list opens in, while the address names none (a sortable column's key). Left
   * out of the address like every default.
   */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * Filter values the list opens with (the gate-pass queue opens on Waiting). Left out of the
   * address while they hold; one the user clears is written empty (`status_list=`), so a link
   * to "all" stays "all".
   */
  defaultValues?: Readonly<Record<string, string | string[]>>;
  /** Offer an export of the whole filtered list (`export=true` on the same query). */
  exportFileName?: string;
  emptyText?: string;
  defaultLimit?: number;
  /** Sent with every list call and export but not kept in the URL (e.g. the academic year). */
  fixedQuery?: Record<string, QueryValue>;
  /**
   * Address query keys that choose the page rather than filter the list (the calling entries'
   * `call_type`): kept as they are when the list rewrites the address, never sent to the call.
   */
  pageParams?: readonly string[];
  /** Reload the page of rows every so many ms while the rows call for it (e.g. a send running). */
  refetchInterval?: (rows: readonly Row[]) => number | false;
  /**
   * Actions on the selected rows (give them only to users who may take them). With any, the
   * table shows a checkbox per row and a bar with the actions once something is selected.
   */
  bulkActions?: readonly BulkAction<Row>[];
  /** A row in words for its checkbox ("Select Announcement 12"); the key by default. */
  rowLabel?: (row: Row) => string;
}
