import type { ListFilter } from './list-config.ts';
import type { FilterValues } from './list-state.ts';

// Which filters stand in the bar's one row and which wait behind "More filters": a list marks
// its primary filters, else the first two are; on a phone only the search stays in the row, as
// even two filters take a row each there.

/** The primary filters when a list marks none. */
export const DEFAULT_PRIMARY_COUNT = 2;

export function splitFilters(
  filters: readonly ListFilter[],
  narrow: boolean,
): { primary: ListFilter[]; more: ListFilter[] } {
  if (narrow) return { primary: [], more: [...filters] };
  const marked = filters.some((filter) => filter.primary);
  const isPrimary = (filter: ListFilter, index: number) =>
    marked ? filter.primary === true : index < DEFAULT_PRIMARY_COUNT;
  return {
    primary: filters.filter(isPrimary),
    more: filters.filter((filter, index) => !isPrimary(filter, index)),
  };
}

/** Whether a filter has a value in the list's state (either end of a date range counts). */
export function isFilterApplied(filter: ListFilter, values: FilterValues): boolean {
  if (values[filter.key] !== undefined) return true;
  return filter.kind === 'date-range' && values[filter.toKey] !== undefined;
}

/** The "(n)" of "More filters (n)": how many of the filters behind it are applied. */
export const appliedCount = (filters: readonly ListFilter[], values: FilterValues): number =>
  filters.filter((filter) => isFilterApplied(filter, values)).length;
