import { userFilterEndpoints, type ReachCount, type TargetingFilter } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import type { TargetingScope } from './targeting-assets.ts';
import { compactFilter } from './targeting-rules.ts';

// The live reach count (POST /user_filter). Asked only once the filter has been still for a
// moment, and a request whose filter has changed meanwhile is cancelled (TanStack Query aborts
// the signal of a query nobody observes any more), so a slow answer never overwrites a newer one.

export const REACH_DEBOUNCE_MS = 400;

/** The value, once it has not changed (by content) for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  // The content key decides, not the object's identity: the timer settles on the value as it
  // is when it fires.
  const latest = useRef(value);
  latest.current = value;
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest.current), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}

export function reachCountKey(scope: TargetingScope, filter: TargetingFilter) {
  return ['user_filter', scope.globalModuleId, scope.academicYearId, filter] as const;
}

/** POST /user_filter: who a (compacted) filter reaches in a module's scope. */
export function fetchReachCount(
  scope: TargetingScope,
  filter: TargetingFilter,
  signal?: AbortSignal,
): Promise<ReachCount> {
  return callEndpoint(userFilterEndpoints.reachCount, {
    query: { global_module_id: scope.globalModuleId, academic_year_id: scope.academicYearId },
    body: filter,
    signal,
  });
}

export function useReachCount(
  filter: TargetingFilter,
  scope: TargetingScope,
  /** `enabled: false` counts nothing (the reach is shown, and counted, elsewhere). */
  { delay = REACH_DEBOUNCE_MS, enabled = true }: { delay?: number; enabled?: boolean } = {},
) {
  const settled = useDebouncedValue(compactFilter(filter), delay);
  const pending = enabled && JSON.stringify(compactFilter(filter)) !== JSON.stringify(settled);
  const reach = useQuery({
    queryKey: reachCountKey(scope, settled),
    queryFn: ({ signal }) => fetchReachCount(scope, settled, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    enabled,
  });
  return { ...reach, pending };
}
