import type { MeResponse, ModuleEntry, Permission } from '@console/contract';
import { meEndpointRefs, MODULES } from '@console/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint.ts';
import { useAcademicYear } from '../academic-year/use-academic-year.ts';
import { useSession } from '../session/use-session.ts';

/** Keyed by whose sign-in it is: another user never gets this user's /me from the cache. */
export const meQueryKey = (owner: string | null, academicYearId: number) =>
  ['me', owner, academicYearId] as const;

/** The /me query of one sign-in and academic year, shared by the hook and the route prefetch. */
export function meQueryOptions(owner: string | null, academicYearId: number) {
  return queryOptions({
    queryKey: meQueryKey(owner, academicYearId),
    queryFn: ({ signal }) =>
      callEndpoint(meEndpointRefs.me, { query: { academic_year_id: academicYearId }, signal }),
    staleTime: 60_000,
  });
}

/** GET /me for the selected academic year: the user, permissions and visible menu entries. */
export function useMe() {
  const session = useSession();
  const [academicYearId] = useAcademicYear();
  return useQuery({
    ...meQueryOptions(session?.owner ?? null, academicYearId),
    enabled: session !== null,
  });
}

/** Whether the user holds a permission (a superuser holds all). */
export function hasPermission(me: MeResponse | undefined, permission: Permission): boolean {
  return !!me && (me.is_superuser || me.permissions.includes(permission));
}

/** The menu entries the server says this user sees, in the registry's (menu) order. */
export function visibleModules(me: MeResponse | undefined): ModuleEntry[] {
  if (!me) return [];
  const visible = new Set(me.visible_modules);
  return MODULES.filter((entry) => visible.has(entry.id));
}
