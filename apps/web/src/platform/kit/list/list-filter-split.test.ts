import { describe, expect, it } from 'vitest';
import type { ListFilter } from './list-config.ts';
import { appliedCount, splitFilters } from './list-filter-split.ts';

// The bar's one row of filters and the rest behind "More filters (n)".

const FILTERS: ListFilter[] = [
  { kind: 'select', key: 'status', label: 'Status', options: [] },
  { kind: 'multi-select', key: 'branch_ids', label: 'Branches', options: [] },
  { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Called' },
  { kind: 'switch', key: 'unique', label: 'Latest per number' },
];

const keys = (filters: readonly ListFilter[]) => filters.map((filter) => filter.key);

describe('splitFilters', () => {
  it('keeps the first two in the row when the list marks none', () => {
    const { primary, more } = splitFilters(FILTERS, false);
    expect(keys(primary)).toEqual(['status', 'branch_ids']);
    expect(keys(more)).toEqual(['from_date', 'unique']);
  });

  it('keeps the marked ones, in their order, when the list marks some', () => {
    const marked = FILTERS.map((filter) =>
      filter.key === 'from_date' || filter.key === 'status' ? { ...filter, primary: true } : filter,
    );
    const { primary, more } = splitFilters(marked, false);
    expect(keys(primary)).toEqual(['status', 'from_date']);
    expect(keys(more)).toEqual(['branch_ids', 'unique']);
  });

  it('puts every filter behind the button on a phone', () => {
    const { primary, more } = splitFilters(FILTERS, true);
    expect(primary).toEqual([]);
    expect(keys(more)).toEqual(keys(FILTERS));
  });
});

describe('appliedCount', () => {
  it('counts the applied filters, a date range by either end', () => {
    const more = splitFilters(FILTERS, false).more;
    expect(appliedCount(more, {})).toBe(0);
    expect(appliedCount(more, { to_date: '2026-01-31' })).toBe(1);
    expect(appliedCount(more, { to_date: '2026-01-31', unique: 'true', status: '1' })).toBe(2);
  });
});
