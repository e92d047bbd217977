import { searchById, searchMobile } from '@console/contract';
import { describe, expect, it } from 'vitest';
import type { ListConfig } from './list-config.ts';
import {
  listApiQuery,
  listFilterQuery,
  listSearchParams,
  readListState,
  withPreset,
  withValues,
} from './list-state.ts';

const config: Pick<ListConfig<never>, 'filters' | 'search' | 'sortParams'> = {
  filters: [
    { kind: 'select', key: 'status', label: 'Status', options: [] },
    { kind: 'multi-select', key: 'branch_ids', label: 'Branches', options: [] },
    { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Date' },
  ],
  search: [
    { key: 'search_by_id', label: 'ID', validator: searchById },
    { key: 'mobile', label: 'Mobile', validator: searchMobile },
  ],
  sortParams: { field: 'sort_by', order: 'sort_order' },
};

describe('list state in the URL', () => {
  it('reads filters, page, limit and sort from the query string and ignores unknown keys', () => {
    const state = readListState(
      new URLSearchParams(
        'status=sent&branch_ids=3,7,3&from_date=2025-01-01&page=4&limit=50&sort=id&order=desc&x=1',
      ),
      config,
    );
    expect(state).toEqual({
      page: 4,
      limit: 50,
      sort: { field: 'id', order: 'desc' },
      values: { status: 'sent', branch_ids: ['3', '7'], from_date: '2025-01-01' },
    });
  });

  it('falls back to page 1 and 30 rows for malformed paging', () => {
    const state = readListState(new URLSearchParams('page=-2&limit=abc'), config);
    expect(state.page).toBe(1);
    expect(state.limit).toBe(30);
    expect(readListState(new URLSearchParams('limit=100000'), config).limit).toBe(30);
  });

  it('writes a short URL: defaults and empty selections are left out, and reads back the same', () => {
    const state = withValues(readListState(new URLSearchParams(), config), {
      status: 'failed',
      branch_ids: [],
      mobile: '  ',
    });
    expect(listSearchParams(state, config).toString()).toBe('status=failed');
    const paged = { ...state, page: 3, sort: { field: 'created_at', order: 'asc' as const } };
    const params = listSearchParams(paged, config);
    expect(params.toString()).toBe('status=failed&page=3&sort=created_at&order=asc');
    expect(readListState(params, config)).toEqual(paged);
  });

  it('goes back to page 1 when a filter changes', () => {
    const state = readListState(new URLSearchParams('page=5&status=sent'), config);
    const next = withValues(state, { status: 'failed' });
    expect(next.page).toBe(1);
    expect(next.values).toEqual({ status: 'failed' });
    expect(withValues(next, { status: undefined }).values).toEqual({});
  });

  it('builds the API query with the server sort names and without invalid search values', () => {
    const state = readListState(
      new URLSearchParams('branch_ids=3,7&search_by_id=12a&sort=id&order=desc'),
      config,
    );
    expect(listApiQuery(state, config)).toEqual({
      page: 1,
      limit: 30,
      branch_ids: ['3', '7'],
      sort_by: 'id',
      sort_order: 'desc',
    });
    const valid = withValues(state, { search_by_id: '12' });
    expect(listApiQuery(valid, config).search_by_id).toBe('12');
  });

  it('gives a summary of the rows the filters alone, without page or sort', () => {
    const state = readListState(
      new URLSearchParams('branch_ids=3,7&search_by_id=12a&page=2&limit=50&sort=id&order=desc'),
      config,
    );
    expect(listFilterQuery(state, { ...config, fixedQuery: { call_type: 1 } })).toEqual({
      call_type: 1,
      branch_ids: ['3', '7'],
    });
  });

  it('applies a preset: its values replace the filters and paging starts over', () => {
    const state = readListState(new URLSearchParams('page=3&status=sent'), config);
    const applied = withPreset(state, { branch_ids: [4, 5], mobile: '9000000001' }, config);
    expect(applied.page).toBe(1);
    expect(applied.values).toEqual({ branch_ids: ['4', '5'], mobile: '9000000001' });
  });
});
