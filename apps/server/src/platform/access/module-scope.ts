import { GlobalModule, MODULES, Messages } from '@console/contract';
import type { AuthContext } from '../auth/authenticate.ts';
import { forbidden } from '../http/http-error.ts';

/**
 * Whether a caller may work in one global module's targeting scope (asset lists, reach counts).
 * The module number comes from the caller, so it must not open a scope the user cannot use:
 * module 0 (system-wide) is every signed-in user's; a superuser may use any module; anyone else
 * needs the read permission of one of the module's menu entries (the calling campaigns share a
 * module, each entry with its own permission). A module without a registry entry, or whose
 * entries are for superusers only, is refused.
 */
export function mayUseModuleScope(
  auth: Pick<AuthContext, 'isSuperuser' | 'permissions'>,
  globalModule: number,
): boolean {
  if (globalModule === GlobalModule.system_wide || auth.isSuperuser) return true;
  return MODULES.some(
    (entry) =>
      entry.globalModule === globalModule &&
      !entry.superuserOnly &&
      entry.readPermission !== null &&
      auth.permissions.has(entry.readPermission),
  );
}

/** 403 unless the caller may use the module's scope (see mayUseModuleScope). */
export function assertModuleScope(
  auth: Pick<AuthContext, 'isSuperuser' | 'permissions'>,
  globalModule: number,
): void {
  if (!mayUseModuleScope(auth, globalModule)) throw forbidden(Messages.forbidden);
}
