import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  branches,
  designations,
  staff,
  staffCategories,
  subCategories,
} from '../../organisation/organisation.table.ts';
import { permissionRoles, users } from '../../platform/access/access.table.ts';

export interface MeRow {
  user: typeof users.$inferSelect;
  staff: {
    employeeNumber: number;
    globalEmployeeId: string;
    branchId: number;
    branchName: string;
    designationId: number | null;
    designationName: string | null;
  } | null;
  roleName: string | null;
  staffCategoryName: string | null;
  staffSubCategoryName: string | null;
}

const staffBranch = alias(branches, 'staff_branch');

/** The account and what the current-user answer names about it, in one query. */
export async function loadMeRow(db: Db, userId: number): Promise<MeRow | undefined> {
  const [row] = await db
    .select({
      user: users,
      employeeNumber: staff.employeeNumber,
      globalEmployeeId: staff.globalEmployeeId,
      branchId: staff.branchId,
      branchName: staffBranch.name,
      designationId: staff.designationId,
      designationName: designations.name,
      roleName: permissionRoles.name,
      staffCategoryName: staffCategories.name,
      staffSubCategoryName: subCategories.name,
    })
    .from(users)
    .leftJoin(staff, eq(staff.id, users.staffId))
    .leftJoin(staffBranch, eq(staffBranch.id, staff.branchId))
    .leftJoin(designations, eq(designations.id, staff.designationId))
    .leftJoin(permissionRoles, eq(permissionRoles.id, users.permissionRoleId))
    .leftJoin(subCategories, eq(subCategories.id, staff.subCategoryId))
    .leftJoin(staffCategories, eq(staffCategories.id, subCategories.categoryId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { employeeNumber, globalEmployeeId, branchId } = row;
  return {
    user: row.user,
    staff:
      employeeNumber !== null && globalEmployeeId !== null && branchId !== null
        ? {
            employeeNumber,
            globalEmployeeId,
            branchId,
            branchName: row.branchName ?? '',
            designationId: row.designationId,
            designationName: row.designationName,
          }
        : null,
    roleName: row.roleName,
    staffCategoryName: row.staffCategoryName,
    staffSubCategoryName: row.staffSubCategoryName,
  };
}
