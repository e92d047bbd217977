import { CURRENT_ACADEMIC_YEAR_ID, GlobalModule, MODULES, Messages } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { loadScope } from './access.repo.ts';
import type { Scope } from './scope.ts';
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

/**
 * The one way into a module's branch-bearing data: 403 unless the caller may use the module
 * (its read permission, see mayUseModuleScope), then the caller's branches and segments for it
 * in one academic year (000 §6). Repos take the scope it answers; an item outside is a 404.
 */
export async function moduleScope(
  db: Db,
  auth: AuthContext,
  globalModule: number,
  academicYearId: number = CURRENT_ACADEMIC_YEAR_ID,
): Promise<Scope> {
  assertModuleScope(auth, globalModule);
  return loadScope(db, auth, globalModule, academicYearId);
}
