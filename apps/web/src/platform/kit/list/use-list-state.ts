import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ListConfig } from './list-config.ts';
import { noteListAddress } from './list-return.ts';
import { listSearchParams, readListState, type ListState } from './list-state.ts';

/** The list's state read from and written to the URL; every change is a history entry. */
export function useListState<Row>(config: ListConfig<Row>): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const state = useMemo(() => readListState(params, config), [params, config]);
  // A detail page's "back" returns here with these filters (list-return.ts).
  useEffect(() => noteListAddress(pathname, search), [pathname, search]);
  const setState = useCallback(
    (next: ListState) =>
      setParams((current) => {
        const written = listSearchParams(next, config);
        for (const key of config.pageParams ?? []) {
          const value = current.get(key);
          if (value !== null) written.set(key, value);
        }
        return written;
      }),
    [setParams, config],
  );
  return [state, setState];
}
