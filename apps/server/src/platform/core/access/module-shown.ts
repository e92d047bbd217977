import { CURRENT_ACADEMIC_YEAR_ID, MODULES, Messages } from '@console/contract';
import { forbidden } from '../http/http-error.ts';
import type { RequestContext } from '../http/request-context.ts';
import { isModuleVisible } from './module-visibility.ts';
import { userListSettings } from './settings-cache.ts';

/**
 * 403 unless the caller's menu shows the module (000 §6): its read permission and a grant, and
 * for modules kept to listed users (CCTV, parent feedback, staff attendance) the caller among
 * them, superusers included. A hidden menu entry is not security: the module's routes ask this.
 */
export async function assertModuleShown(
  caller: RequestContext,
  moduleId: string,
  academicYearId: number = CURRENT_ACADEMIC_YEAR_ID,
): Promise<void> {
  const entry = MODULES.find((module) => module.id === moduleId);
  if (!entry) throw new Error(`No module "${moduleId}" in the contract's MODULES.`);
  const { auth } = caller;
  const settings = await userListSettings(caller.db, auth.settingsVersion);
  const shown = isModuleVisible(entry, {
    userId: auth.userId,
    isSuperuser: auth.isSuperuser,
    permissions: auth.permissions,
    grants: auth.grants.filter((grant) => grant.academicYearId === academicYearId),
    settings,
  });
  if (!shown) throw forbidden(Messages.forbidden);
}
