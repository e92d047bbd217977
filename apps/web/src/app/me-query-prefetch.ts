import type { MeResponse } from '@console/contract';
import { meQueryOptions } from '../platform/core/me/use-me.ts';
import { queryClient } from './providers.tsx';

/**
 * Puts GET /me for this sign-in and year into the query cache (prefetch-me.ts): the answer
 * already asked for, when there is one, else a request unless a fresh answer is cached.
 */
export function prefetchMeQuery(
  owner: string,
  academicYearId: number,
  early?: Promise<MeResponse>,
): void {
  const options = meQueryOptions(owner, academicYearId);
  void queryClient.prefetchQuery(early ? { ...options, queryFn: () => early } : options);
}
