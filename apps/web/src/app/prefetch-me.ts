import { getAcademicYear } from '../platform/academic-year/use-academic-year.ts';
import { meQueryOptions } from '../platform/me/use-me.ts';
import { getSession } from '../platform/session/session-store.ts';
import { queryClient } from './providers.tsx';

/**
 * Run by the signed-in routes' loader (routes.tsx): asks for GET /me as soon as a navigation
 * starts, alongside the page chunks, instead of after the layout has rendered. It does not wait for the answer (the
 * layout shows its own loading state), and a fresh cached answer is not asked again.
 */
export function prefetchMe(): null {
  const session = getSession();
  if (session) void queryClient.prefetchQuery(meQueryOptions(session.owner, getAcademicYear()));
  return null;
}
