import type { MeResponse, Permission } from '@console/contract';
import { moduleForLocation } from '../platform/modules/active-module.ts';
import { hasPermission } from '../platform/me/use-me.ts';

/** Every condition given must hold; the server refuses the calls anyway. */
export interface PageAccess {
  /** A module registry id that must be among the user's visible modules (GET /me). */
  module?: string;
  /**
   * The menu entry the address selects must be visible: for /adoption-calling the calling
   * entry its `call_type` query names (renewal, televerification, …; none is adoption).
   */
  moduleFromAddress?: boolean;
  /** A permission, or a list of which any one suffices (superusers hold all). */
  permission?: Permission | readonly Permission[];
  superuser?: boolean;
}

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
