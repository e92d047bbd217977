import { CURRENT_ACADEMIC_YEAR_ID } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loadUserListSettings } from '../../core/access/access.repo.ts';
import { moduleScope } from '../../core/access/module-scope.ts';
import type { Scope } from '../../core/access/scope.ts';
import type { AuthContext } from '../../core/auth/authenticate.ts';
import type { ContentKind } from './content-kinds.ts';

/**
 * Whether the module is hidden for this user by its server setting (SMS and marketing: 000 §6
 * "hidden for two named user ids"). Binds superusers too, like the menu: a module the menu
 * hides is refused by the server as well.
 */
export async function isHiddenFor(db: Db, kind: ContentKind, userId: number): Promise<boolean> {
  if (!kind.hiddenForUsersSetting) return false;
  const settings = await loadUserListSettings(db);
  return (settings.get(kind.hiddenForUsersSetting) ?? []).includes(userId);
}

/**
 * The caller's scope in a messaging module for one academic year (000 §6): what they may see,
 * change and send to. Non-superusers also need the module's read permission (module-scope.ts).
 */
export async function contentScope(
  db: Db,
  auth: AuthContext,
  kind: ContentKind,
  academicYearId: number = CURRENT_ACADEMIC_YEAR_ID,
): Promise<Scope> {
  return moduleScope(db, auth, kind.globalModule, academicYearId);
}

/**
 * An item is within a scope when every branch it reaches is: a principal never sees or changes
 * an item that also reaches another principal's branch. False is answered as 404.
 */
export function withinScope(scope: Scope, branchIds: SQL = sql`c.branch_ids`): SQL | undefined {
  if (scope.all) return undefined;
  return sql`${branchIds} <@ ${sql.param(scope.branchIds)}::int[]`;
}
