import { searchEndpoints, type SearchAnswer } from '@console/contract';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';

// Loaded with the first search, not with the header: the endpoint's schemas bring zod, which
// the sign-in and home pages do not otherwise load (../DECISIONS.md "Weight").

/** GET /search for the header's search field. */
export function searchConsole(
  q: string,
  academicYearId: number,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  return callEndpoint(searchEndpoints.search, {
    query: { q, academic_year_id: academicYearId },
    signal,
  });
}
