import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  branches,
  designations,
  staff,
  staffCategories,
  subCategories,
} from '../../../organisation/organisation.table.ts';
import { permissionRoles, users } from '../access/access.table.ts';
import type { Grant } from '../access/scope.ts';
import { SETTINGS_VERSION } from '../access/settings-cache.ts';
import { sessions } from './auth.table.ts';

// The one query behind every authenticated request: the session named by the token, its
// account, the account's role permissions, staff branch and grants, and the server settings'
// version. Read fresh each time, so ending a session, disabling an account or changing a
// permission or grant takes effect on the next request; only the parsing and planning are
// saved: the statement is built once per database and prepared once per pooled connection
// under a name (no parsing nor planning per request).

/** academic_year_id, module_id, branch_ids, state_ids, master_state_ids, segment_ids */
type GrantTuple = [number, number, number[], number[], number[], number[]];

const grantsOfUser = sql<GrantTuple[]>`(
  SELECT coalesce(json_agg(json_build_array(g.academic_year_id, g.module_id, g.branch_ids,
    g.state_ids, g.master_state_ids, g.segment_ids) ORDER BY g.academic_year_id, g.module_id),
    '[]'::json)
  FROM permitted_assets g WHERE g.user_id = ${users.id})`;

const sessionColumns = {
  sessionId: sessions.id,
  method: sessions.method,
  revokedAt: sessions.revokedAt,
  expiresAt: sessions.expiresAt,
  userId: users.id,
  username: users.username,
  isSuperuser: users.isSuperuser,
  status: users.status,
  userPermissions: users.permissions,
  lastPasswordReset: users.lastPasswordReset,
  rolePermissions: permissionRoles.permissions,
  staffBranchId: staff.branchId,
  grants: grantsOfUser,
  settingsVersion: SETTINGS_VERSION,
};

const staffBranch = alias(branches, 'staff_branch');

/** What GET /me shows of the account beyond the session's columns. */
const profileColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobilePrimary: users.mobilePrimary,
  mobileSecondary: users.mobileSecondary,
  userType: users.userType,
  level: users.level,
  permissionRoleId: users.permissionRoleId,
  createdAt: users.createdAt,
  employeeNumber: staff.employeeNumber,
  globalEmployeeId: staff.globalEmployeeId,
  staffBranchName: staffBranch.name,
  designationId: staff.designationId,
  designationName: designations.name,
  roleName: permissionRoles.name,
  staffCategoryName: staffCategories.name,
  staffSubCategoryName: subCategories.name,
};

function prepareLookups(db: Db) {
  const session = db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(permissionRoles, eq(permissionRoles.id, users.permissionRoleId))
    .leftJoin(staff, eq(staff.id, users.staffId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('auth_session');
  const withProfile = db
    .select({ ...sessionColumns, ...profileColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(permissionRoles, eq(permissionRoles.id, users.permissionRoleId))
    .leftJoin(staff, eq(staff.id, users.staffId))
    .leftJoin(staffBranch, eq(staffBranch.id, staff.branchId))
    .leftJoin(designations, eq(designations.id, staff.designationId))
    .leftJoin(subCategories, eq(subCategories.id, staff.subCategoryId))
    .leftJoin(staffCategories, eq(staffCategories.id, subCategories.categoryId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('auth_session_profile');
  return { session, withProfile };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

export type SessionRow = Awaited<
  ReturnType<ReturnType<typeof prepareLookups>['session']['execute']>
>[number];
export type SessionProfileRow = Awaited<
  ReturnType<ReturnType<typeof prepareLookups>['withProfile']['execute']>
>[number];

/** The account as GET /me names it (read with the session when the route asks for it). */
export interface AccountProfile {
  user: {
    id: number;
    username: string;
    userType: number;
    firstName: string;
    lastName: string;
    isSuperuser: boolean;
    email: string | null;
    mobilePrimary: string | null;
    mobileSecondary: string | null;
    status: number;
    level: number | null;
    permissionRoleId: number | null;
    lastPasswordReset: Date | null;
    createdAt: Date;
  };
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

export function lookupSession(db: Db, sessionId: string): Promise<SessionRow | undefined>;
export function lookupSession(
  db: Db,
  sessionId: string,
  options: { profile: true },
): Promise<SessionProfileRow | undefined>;
export function lookupSession(
  db: Db,
  sessionId: string,
  options: { profile: boolean },
): Promise<SessionRow | SessionProfileRow | undefined>;
export async function lookupSession(
  db: Db,
  sessionId: string,
  options: { profile?: boolean } = {},
): Promise<SessionRow | SessionProfileRow | undefined> {
  let lookups = prepared.get(db);
  if (!lookups) {
    lookups = prepareLookups(db);
    prepared.set(db, lookups);
  }
  const query = options.profile ? lookups.withProfile : lookups.session;
  const [row] = await query.execute({ sessionId });
  return row;
}

export function grantsOf(row: SessionRow): Grant[] {
  return row.grants.map(
    ([academicYearId, moduleId, branchIds, stateIds, masterStateIds, segmentIds]) => ({
      academicYearId,
      moduleId,
      branchIds,
      stateIds,
      masterStateIds,
      segmentIds,
    }),
  );
}

export function profileOf(row: SessionProfileRow): AccountProfile {
  const { employeeNumber, globalEmployeeId, staffBranchId } = row;
  return {
    user: {
      id: row.userId,
      username: row.username,
      userType: row.userType,
      firstName: row.firstName,
      lastName: row.lastName,
      isSuperuser: row.isSuperuser,
      email: row.email,
      mobilePrimary: row.mobilePrimary,
      mobileSecondary: row.mobileSecondary,
      status: row.status,
      level: row.level,
      permissionRoleId: row.permissionRoleId,
      lastPasswordReset: row.lastPasswordReset,
      createdAt: row.createdAt,
    },
    staff:
      employeeNumber !== null && globalEmployeeId !== null && staffBranchId !== null
        ? {
            employeeNumber,
            globalEmployeeId,
            branchId: staffBranchId,
            branchName: row.staffBranchName ?? '',
            designationId: row.designationId,
            designationName: row.designationName,
          }
        : null,
    roleName: row.roleName,
    staffCategoryName: row.staffCategoryName,
    staffSubCategoryName: row.staffSubCategoryName,
  };
}
