import { meEndpointRefs, type MeResponse } from '@console/contract';
import { getAcademicYear } from '../platform/core/academic-year/use-academic-year.ts';
import { callEndpoint } from '../platform/core/api/call-endpoint.ts';
import { getSession } from '../platform/core/session/session-store.ts';

/** Whether the query cache's code has loaded (it comes with the signed-in pages' chunks). */
let cacheLoaded = false;

/**
 * Loader of the signed-in routes: asks for GET /me as soon as a navigation starts, alongside the
 * page chunks, instead of after the layout has rendered. It does not wait for the answer (the
 * layout shows its own loading state), and a fresh cached answer is not asked again. The first
 * time, the query cache is not loaded yet (the sign-in page does without it): /me is asked at
 * once all the same and its answer handed to the cache when that has loaded.
 */
export function prefetchMe(): null {
  const session = getSession();
  if (!session) return null;
  const academicYearId = getAcademicYear();
  let early: Promise<MeResponse> | undefined;
  if (!cacheLoaded) {
    early = callEndpoint(meEndpointRefs.me, { query: { academic_year_id: academicYearId } });
    // Its failure is the query's to report (useMe), not an unhandled rejection meanwhile.
    early.catch(() => undefined);
  }
  void import('./me-query-prefetch.ts').then(({ prefetchMeQuery }) => {
    cacheLoaded = true;
    prefetchMeQuery(session.owner, academicYearId, early);
  });
  return null;
}
