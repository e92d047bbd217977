import {
  GlobalModule,
  PERMISSIONS,
  type MeResponse,
  type PermittedAssets,
} from '@console/contract';
import type { Db } from '../../db/client.ts';
import { loadOrgDirectory } from '../../platform/core/access/access.repo.ts';
import { visibleModules } from '../../platform/core/access/module-visibility.ts';
import { ALL_SEGMENT_IDS, computeScope, type Grant } from '../../platform/core/access/scope.ts';
import { userListSettings } from '../../platform/core/access/settings-cache.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import type { AccountProfile } from '../../platform/core/auth/session-lookup.ts';

const catalogueOrder = new Map<string, number>(PERMISSIONS.map((name, index) => [name, index]));

/**
 * Effective permissions in catalogue order (names outside the catalogue last, sorted). A
 * superuser holds the whole catalogue.
 */
export function effectivePermissions(
  auth: Pick<AuthContext, 'isSuperuser' | 'permissions'>,
): string[] {
  if (auth.isSuperuser) return [...PERMISSIONS];
  const rank = (name: string) => catalogueOrder.get(name) ?? PERMISSIONS.length;
  return [...auth.permissions].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** permitted_assets rows grouped per academic year (ascending), modules by module id. */
export function groupPermittedAssets(grants: readonly Grant[]): PermittedAssets {
  const years = new Map<number, Grant[]>();
  for (const grant of grants) {
    const list = years.get(grant.academicYearId) ?? [];
    list.push(grant);
    years.set(grant.academicYearId, list);
  }
  return [...years.entries()]
    .sort(([a], [b]) => a - b)
    .map(([academicYearId, rows]) => ({
      academic_year_id: academicYearId,
      permitted_modules: [...rows]
        .sort((a, b) => a.moduleId - b.moduleId)
        .map((grant) => ({
          module_id: grant.moduleId,
          permitted_branch_ids: [...grant.branchIds],
          permitted_state_ids: [...grant.stateIds],
          permitted_master_state_ids: [...grant.masterStateIds],
          permitted_segment_ids: [...grant.segmentIds],
        })),
    }));
}

/**
 * GET /me: the signed-in user, their module 0 scope and menu in one academic year. The account,
 * its profile and grants come with the session (one query); the organisation and the settings
 * from memory (access.repo.ts, settings-cache.ts).
 */
export async function describeMe(
  db: Db,
  auth: AuthContext & { profile: AccountProfile },
  academicYearId: number,
): Promise<MeResponse> {
  const [directory, settings] = await Promise.all([
    loadOrgDirectory(db),
    userListSettings(db, auth.settingsVersion),
  ]);
  const { grants, profile: row } = auth;
  const { user } = row;
  const grantsOfYear = grants.filter((grant) => grant.academicYearId === academicYearId);

  const scope = computeScope({
    grants,
    isSuperuser: auth.isSuperuser,
    staffBranchId: row.staff?.branchId ?? null,
    academicYearId,
    globalModule: GlobalModule.system_wide,
    directory,
  });
  const permitted = scope.all
    ? {
        branchIds: directory.branches.map((branch) => branch.id),
        stateIds: directory.stateIds,
        segmentIds: [...ALL_SEGMENT_IDS],
      }
    : scope;

  return {
    id: user.id,
    username: user.username,
    user_type: user.userType,
    first_name: user.firstName,
    last_name: user.lastName,
    staff: row.staff
      ? {
          employee_number: row.staff.employeeNumber,
          global_employee_id: row.staff.globalEmployeeId,
          branch_id: row.staff.branchId,
          branch_name: row.staff.branchName,
          designation_id: row.staff.designationId,
          designation_name: row.staff.designationName,
        }
      : null,
    is_superuser: user.isSuperuser,
    email: user.email,
    permissions: effectivePermissions(auth),
    permitted_branch_ids: permitted.branchIds,
    permitted_state_ids: permitted.stateIds,
    permitted_segment_ids: permitted.segmentIds,
    permitted_assets: groupPermittedAssets(grants),
    last_password_reset: user.lastPasswordReset?.toISOString() ?? null,
    status: user.status,
    created_at: user.createdAt.toISOString(),
    mobile_primary: user.mobilePrimary,
    mobile_secondary: user.mobileSecondary,
    level: user.level,
    permission_role_id: user.permissionRoleId,
    permission_role_name: row.roleName,
    staff_category_name: row.staffCategoryName,
    staff_sub_category_name: row.staffSubCategoryName,
    has_branch_level_permissions: auth.isSuperuser || grantsOfYear.length > 0,
    must_reset_password: auth.mustResetPassword,
    visible_modules: visibleModules({
      userId: user.id,
      isSuperuser: auth.isSuperuser,
      permissions: auth.permissions,
      grants: grantsOfYear,
      settings,
    }),
  };
}
