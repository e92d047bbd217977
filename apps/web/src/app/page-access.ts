import type { MeResponse } from '@console/contract';
import type { PageAccess } from '../platform/core/pages/page-entry.ts';

export type { PageAccess };
import { moduleForLocation } from '../platform/core/active-module/active-module.ts';
import { hasPermission } from '../platform/core/me/use-me.ts';

/** Whether the user of this /me may open a page with this access at this address. */
export function admits(
  access: PageAccess,
  me: MeResponse,
  location: { pathname: string; search: string },
): boolean {
  const visible = (id: string | undefined) => !!id && me.visible_modules.includes(id);
  const permissions = access.permission
    ? typeof access.permission === 'string'
      ? [access.permission]
      : access.permission
    : [];
  return (
    (!access.superuser || me.is_superuser) &&
    (!access.module || visible(access.module)) &&
    (!access.moduleFromAddress ||
      visible(moduleForLocation(location.pathname, location.search)?.id)) &&
    (permissions.length === 0 || permissions.some((p) => hasPermission(me, p)))
  );
}
