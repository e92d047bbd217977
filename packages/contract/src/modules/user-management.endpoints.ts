import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { userListQuery, userRow } from './user-management.ts';

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
};
