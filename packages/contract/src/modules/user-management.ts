import { z } from 'zod';
import { queryCodeIn } from '../common/query-code.ts';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { calendarDate } from '../common/dates.ts';
import { listQueryFields, listSort, queryBoolean, queryIdList } from '../common/list.ts';
import { INT4_MAX, queryInt4Id } from '../common/numbers.ts';
import { UserType } from '../enums.ts';
import { PERMISSIONS } from '../permissions.ts';

// User management's accounts (002 §3 "User", §7 GET /user): the people who sign in to the
// console, with their staff record where they have one. The list a user picker searches.

/** A staff member's employment status (002 §4). */
export const STAFF_STATUSES = defineCodes({
  Other: { code: 0, label: 'Other', colour: 'grey' },
  Active: { code: 1, label: 'Active', colour: 'green' },
  Cancelled: { code: 2, label: 'Cancelled', colour: 'red' },
  Resigned: { code: 3, label: 'Resigned', colour: 'orange' },
  Expired: { code: 4, label: 'Expired', colour: 'grey' },
  Suspended: { code: 5, label: 'Suspended', colour: 'red' },
  Transferred: { code: 6, label: 'Transferred', colour: 'blue' },
  UnpaidLeave: { code: 7, label: 'Unpaid leave', colour: 'orange' },
  NotAvailable: { code: 8, label: 'Not available', colour: 'grey' },
});
export const StaffStatus = STAFF_STATUSES.code;
export type StaffStatusCode = CodeOf<typeof STAFF_STATUSES>;

/** An account's own status: whether it may sign in. */
export const ACCOUNT_STATUSES = defineCodes({
  Disabled: { code: 0, label: 'Disabled', colour: 'red' },
  Active: { code: 1, label: 'Active', colour: 'green' },
});

export const USER_TYPES = defineCodes({
  Student: { code: UserType.Student, label: 'Student', colour: 'blue' },
  Employee: { code: UserType.Employee, label: 'Staff', colour: 'green' },
  AdminOnly: { code: UserType.AdminOnly, label: 'Administrator', colour: 'purple' },
});

export const USERS_EXPORT_FILE = 'users.csv';
export const LOGIN_STATS_EXPORT_FILE = 'login-statistics.csv';

export const UserManagementMessages = {
  username: 'A username has 3 to 50 letters, digits or . _ - @ and no spaces.',
  usernameTaken: 'That username is taken.',
  usernameFree: 'That username is free.',
  searchText: 'Search with 1 to 100 characters.',
  superuserFilter: 'Only superusers can look for superusers.',
  allBranches: 'Only superusers and those who manage users’ branches can list every branch.',
  admissionNumber: 'An admission number has 1 to 30 characters.',
  // 002 §5: a student lookup that finds nobody is an error, said in the staff's words.
  noStudent: 'No student with this admission number was found.',
} as const;

/** GET /user: the accounts in the caller's branches, or every branch's (ignore_branch_permission). */
export const userListQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['name', 'id', 'created_at']).optional(),
  user_type: queryCodeIn(
    USER_TYPES.codes,
    'User type is Student 1, Staff 2 or Administrator 3.',
  ).optional(),
  status: queryCodeIn(ACCOUNT_STATUSES.codes, 'Status is Disabled 0 or Active 1.').optional(),
  staff_status: queryCodeIn(STAFF_STATUSES.codes, 'Staff status is 0 to 8.').optional(),
  branch_ids: queryIdList.optional(),
  /** Part of the name, the username, the employee number, the mobile or the email, any case. */
  search: z
    .string()
    .trim()
    .min(1, UserManagementMessages.searchText)
    .max(100, UserManagementMessages.searchText)
    .optional(),
  /** Superusers only: true keeps the superusers, false the others. */
  is_superuser: queryBoolean.optional(),
  /**
   * Every branch's accounts, whatever the caller's own branches (superusers and holders of
   * user_branch_manage), and the accounts of no branch.
   */
  ignore_branch_permission: queryBoolean.optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userRow = z.object({
  id: z.number().int(),
  username: z.string(),
  /** First and last name as shown. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.number().int(),
  status: z.number().int(),
  is_superuser: z.boolean(),
  employee_number: z.number().int().nullable(),
  staff_status: z.number().int().nullable(),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  designation: z.string().nullable(),
  mobile_primary: z.string().nullable(),
  email: z.string().nullable(),
  permission_role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  created_at: z.string(),
});
export type UserRow = z.infer<typeof userRow>;

export const userParams = z.strictObject({ id: queryInt4Id });

/**
 * GET /login_stat: how often each account in the caller's branches signed in over a period (every
 * sign-in opens one session), the total in x-login-count (002 §7).
 */
export const loginStatQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['name', 'login_count', 'last_login_at']).optional(),
  /** Inclusive calendar days of the sign-ins (UTC); none: since the account's first. */
  from_date: calendarDate.optional(),
  to_date: calendarDate.optional(),
  branch_ids: queryIdList.optional(),
  user_type: userListQuery.shape.user_type,
  search: userListQuery.shape.search,
  /** true: only those who signed in during the period; false: only those who did not. */
  did_login: queryBoolean.optional(),
});
export type LoginStatQuery = z.infer<typeof loginStatQuery>;

export const loginStatRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  user_type: z.number().int(),
  employee_number: z.number().int().nullable(),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  /** Sign-ins in the period. */
  login_count: z.number().int(),
  /** The period's last sign-in, or null for none. */
  last_login_at: z.string().nullable(),
});
export type LoginStatRow = z.infer<typeof loginStatRow>;

/** A username as people type it: sign-in matches it in any case. */
export const username = z
  .string({ error: UserManagementMessages.username })
  .trim()
  .regex(/^[A-Za-z0-9._@-]{3,50}$/, UserManagementMessages.username);

export const usernameQuery = z.strictObject({ username });

export const usernameAnswer = z.object({
  username: z.string(),
  available: z.boolean(),
  message: z.string(),
});

/** GET /user/staff_permitted_branches: whose (default: the caller), for which module and year. */
export const permittedBranchesQuery = z.strictObject({
  user_id: queryInt4Id.optional(),
  /** The global module (0, the default: the scope of every module). */
  module_id: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  academic_year_id: queryInt4Id.optional(),
});

export const permittedBranch = z.object({ id: z.number().int(), name: z.string() });

/** GET /user/student_mobile_number/{admission_number}: a student's parents' numbers. */
export const studentMobileParams = z.strictObject({
  admission_number: z
    .string({ error: UserManagementMessages.admissionNumber })
    .trim()
    .min(1, UserManagementMessages.admissionNumber)
    .max(30, UserManagementMessages.admissionNumber),
});

export const studentMobileAnswer = z.object({
  student_id: z.number().int(),
  admission_number: z.string(),
  name: z.string(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  /** The father's number, the one messages go to first. */
  mobile_primary: z.string().nullable(),
  /** The mother's number, masked to its last four digits (002 §3). */
  mobile_secondary: z.string().nullable(),
});
export type StudentMobileAnswer = z.infer<typeof studentMobileAnswer>;

// ----- roles and the permission catalogue (002 §7 GET /permission, /permission/role) -----

export const RoleMessages = {
  name: 'A role needs a name of 1 to 100 characters.',
  permission: 'Choose permissions from the catalogue.',
  nameTaken: 'A role of that name exists.',
  beyondOwn: (names: readonly string[]) =>
    `You can grant only permissions you hold. Not yours: ${names.join(', ')}.`,
  notYours:
    'This role holds permissions you do not: only someone who holds them all can change it.',
} as const;

export const permissionGroup = z.object({
  module_id: z.string().nullable(),
  title: z.string(),
  permissions: z.array(z.string()),
});

export const roleParams = z.strictObject({ id: queryInt4Id });

export const roleBody = z.strictObject({
  name: z
    .string({ error: RoleMessages.name })
    .trim()
    .min(1, RoleMessages.name)
    .max(100, RoleMessages.name),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: RoleMessages.permission }), {
      error: RoleMessages.permission,
    })
    .max(PERMISSIONS.length, RoleMessages.permission)
    // Once each, in the catalogue's order.
    .transform((chosen) => PERMISSIONS.filter((permission) => chosen.includes(permission))),
});
export type RoleBody = z.infer<typeof roleBody>;

export const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** Accounts holding the role. */
  user_count: z.number().int(),
  created_at: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;
