import { DEFAULT_PAGE_SIZE } from '@console/contract';
import type { QueryValue } from '../../core/api/api-client.ts';
import type { ListConfig } from './list-config.ts';

// The list's state lives in the URL query string so a filtered list can be shared and the back
// button walks through earlier filters. These pure functions translate between the two.

export type SortOrder = 'asc' | 'desc';
export type FilterValues = Record<string, string | string[]>;

export interface ListState {
  page: number;
  limit: number;
  sort?: { field: string; order: SortOrder };
  /** Filter and search values by query key; empty values are never kept. */
  values: FilterValues;
}

type AnyConfig = Pick<
  ListConfig<never>,
  | 'filters'
  | 'search'
  | 'sortParams'
  | 'defaultLimit'
  | 'fixedQuery'
  | 'defaultValues'
  | 'defaultSort'
>;

/** Every query key the page binds: filters (both ends of a date range) and search keys. */
function boundKeys(config: AnyConfig): { single: string[]; multiple: string[] } {
  const single: string[] = [];
  const multiple: string[] = [];
  for (const filter of config.filters ?? []) {
    if (filter.kind === 'multi-select') multiple.push(filter.key);
    else single.push(filter.key);
    if (filter.kind === 'date-range') single.push(filter.toKey);
  }
  for (const search of config.search ?? []) single.push(search.key);
  return { single, multiple };
}

function positiveInt(text: string | null, fallback: number, max = 2147483647): number {
  if (text === null || !/^\d{1,10}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= max ? value : fallback;
}

/**
 * The bound values in the address. A list's default value (`defaultValues`) applies to a key
 * the address leaves out; the key present and empty (`status_list=`) is the user's "none".
 */
function readValues(params: URLSearchParams, config: AnyConfig, withDefaults: boolean) {
  const { single, multiple } = boundKeys(config);
  const values: FilterValues = {};
  for (const key of single) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  for (const key of multiple) {
    const parts = params
      .getAll(key)
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.length > 0) values[key] = [...new Set(parts)];
  }
  if (withDefaults) {
    for (const [key, value] of Object.entries(config.defaultValues ?? {})) {
      if (!params.has(key)) values[key] = value;
    }
  }
  return values;
}

const sameValue = (a: string | string[] | undefined, b: string | string[] | undefined) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : a) ===
  JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

export function readListState(params: URLSearchParams, config: AnyConfig): ListState {
  const state: ListState = {
    page: positiveInt(params.get('page'), 1),
    limit: positiveInt(params.get('limit'), config.defaultLimit ?? DEFAULT_PAGE_SIZE, 500),
    values: readValues(params, config, true),
  };
  const field = params.get('sort');
  const order = params.get('order');
  if (config.sortParams && field && /^[a-z_]{1,40}$/.test(field)) {
    state.sort = { field, order: order === 'desc' ? 'desc' : 'asc' };
  }
  return state;
}

/** The URL query for a state: defaults and empty values are left out to keep links short. */
export function listSearchParams(state: ListState, config: AnyConfig): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = config.defaultValues ?? {};
  // A default value is left out; a default the user cleared is written empty, as "none".
  for (const key of Object.keys(defaults)) {
    if (!(key in state.values)) params.set(key, '');
  }
  for (const [key, value] of Object.entries(state.values)) {
    if (key in defaults && sameValue(value, defaults[key])) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value.trim() !== '') {
      params.set(key, value.trim());
    }
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== (config.defaultLimit ?? DEFAULT_PAGE_SIZE)) {
    params.set('limit', String(state.limit));
  }
  if (state.sort) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  return params;
}

/** Search values that fail their validator (a hand-edited URL): shown, never sent. */
export function invalidSearchValues(state: ListState, config: AnyConfig): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const search of config.search ?? []) {
    const value = state.values[search.key];
    if (typeof value !== 'string' || !search.validator) continue;
    const result = search.validator.safeParse(value);
    if (!result.success) errors[search.key] = result.error.issues[0]?.message ?? 'Invalid value';
  }
  for (const filter of config.filters ?? []) {
    const value = state.values[filter.key];
    if (filter.kind !== 'text' || typeof value !== 'string' || !filter.validator) continue;
    const result = filter.validator.safeParse(value);
    if (!result.success) errors[filter.key] = result.error.issues[0]?.message ?? 'Invalid value';
  }
  return errors;
}

/**
 * What selects the list's rows: the fixed query and the bound values (invalid searches left
 * out), without page or sort. A summary of the filtered rows (a chart) takes this.
 */
export function listFilterQuery(state: ListState, config: AnyConfig): Record<string, QueryValue> {
  const invalid = invalidSearchValues(state, config);
  const query: Record<string, QueryValue> = { ...config.fixedQuery };
  for (const [key, value] of Object.entries(state.values)) {
    if (!(key in invalid)) query[key] = value;
  }
  return query;
}

/** The list call's query: page, limit, the filters and the server's sort names. */
export function listApiQuery(state: ListState, config: AnyConfig): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    page: state.page,
    limit: state.limit,
    ...listFilterQuery(state, config),
  };
  // Without a sort in the address the list's own order applies (`defaultSort`).
  const sort = state.sort ?? config.defaultSort;
  if (sort && config.sortParams) {
    query[config.sortParams.field] = sort.field;
    query[config.sortParams.order] = sort.order;
  }
  return query;
}

/**
 * New filter values: empty ones are removed and the page goes back to 1, since the old page
 * number means nothing for a different result.
 */
export function withValues(
  state: ListState,
  changes: Record<string, string | string[] | undefined>,
): ListState {
  const values: FilterValues = { ...state.values };
  for (const [key, value] of Object.entries(changes)) {
    const empty =
      value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
    if (empty) delete values[key];
    else values[key] = Array.isArray(value) ? value : value.trim();
  }
  return { ...state, values, page: 1 };
}

/** Preset filters store the values only; paging starts over when one is applied. */
export function withPreset(
  state: ListState,
  data: Record<string, unknown>,
  config: AnyConfig,
): ListState {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) params.set(key, value.join(','));
    else if (value !== null && value !== undefined) params.set(key, String(value));
  }
  // A preset's values are the whole filter: a default it leaves out stays out.
  return { ...state, values: readValues(params, config, false), page: 1 };
}
