import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  loginStatQuery,
  loginStatRow,
  permissionGroup,
  roleBody,
  roleParams,
  roleRow,
  permittedBranch,
  permittedBranchesQuery,
  studentMobileAnswer,
  studentMobileParams,
  userListQuery,
  userParams,
  userRow,
  usernameAnswer,
  usernameQuery,
} from './user-management.ts';

/** User management (002 §7 "Users and roles"): accounts, to begin with their list. */
export const userManagementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/user',
    query: userListQuery,
    answer: z.array(userRow),
    list: true,
    summary:
      'Accounts in the caller’s branches (x-total-count), with their staff record; is_superuser is for superusers, ignore_branch_permission for superusers and user_branch_manage; export=true downloads users.csv',
    errors: [403, 422],
  }),
  loginStats: defineEndpoint({
    method: 'GET',
    path: '/login_stat',
    query: loginStatQuery,
    answer: z.array(loginStatRow),
    list: true,
    summary:
      'Sign-ins per account in the caller’s branches over a period, the total in x-login-count (and x-total-count); export=true downloads login-statistics.csv',
    errors: [403, 422],
  }),
  usernameAvailable: defineEndpoint({
    method: 'GET',
    path: '/user/username_avail',
    query: usernameQuery,
    answer: usernameAnswer,
    summary: 'Whether a username is free for a new account (compared in any case)',
    errors: [403, 422],
  }),
  staffPermittedBranches: defineEndpoint({
    method: 'GET',
    path: '/user/staff_permitted_branches',
    query: permittedBranchesQuery,
    answer: z.array(permittedBranch),
    summary:
      'The branches an account reaches in one module and year (000 §6): the caller’s, or with user_id another account in the caller’s reach',
    errors: [403, 404, 422],
  }),
  studentMobileNumber: defineEndpoint({
    method: 'GET',
    path: '/user/student_mobile_number/:admission_number',
    params: studentMobileParams,
    answer: studentMobileAnswer,
    summary:
      'A student of the caller’s branches by admission number, with the parents’ numbers (the second masked); nobody found is 404',
    errors: [403, 404, 422],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/user/:id',
    params: userParams,
    answer: userRow,
    summary: 'One account in the caller’s reach, else 404',
    errors: [403, 404],
  }),
  permissions: defineEndpoint({
    method: 'GET',
    path: '/permission',
    answer: z.array(permissionGroup),
    summary: 'The whole permission catalogue, grouped by menu entry',
    errors: [403],
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: '/permission/role',
    answer: z.array(roleRow),
    summary: 'Every role with its permissions and how many accounts hold it',
    errors: [403],
  }),
  role: defineEndpoint({
    method: 'GET',
    path: '/permission/role/:id',
    params: roleParams,
    answer: roleRow,
    summary: 'One role',
    errors: [403, 404],
  }),
  createRole: defineEndpoint({
    method: 'POST',
    path: '/permission/role',
    body: roleBody,
    answer: roleRow,
    status: 201,
    summary: 'A new role, of permissions the caller holds (403 naming any they do not)',
    errors: [403, 409, 422],
  }),
  updateRole: defineEndpoint({
    method: 'PUT',
    path: '/permission/role/:id',
    params: roleParams,
    body: roleBody,
    answer: roleRow,
    summary:
      'Rename a role or change its permissions: the caller holds every permission it has and gets (403 otherwise); its holders’ next requests carry the change',
    errors: [403, 404, 409, 422],
  }),
};
