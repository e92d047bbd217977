import { USERS_EXPORT_FILE, type UserListQuery } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { withinBranchScope } from '../../platform/core/access/branch-scope-sql.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { personName, searchedPersonName } from '../../platform/core/sql/person-name.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import { isoTimestamp, selected, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';

// GET /user: accounts (`u`) with their staff record (`st`), the caller's branches applied.

export const userSource = sql`FROM users u LEFT JOIN staff st ON st.id = u.staff_id`;

/** The row's fields (contract userRow); names are looked up for the page's rows only. */
export const userColumns: Record<string, SQL> = {
  id: sql`u.id`,
  username: sql`u.username`,
  name: personName('u'),
  first_name: sql`u.first_name`,
  last_name: sql`u.last_name`,
  user_type: sql`u.user_type::int`,
  status: sql`u.status::int`,
  is_superuser: sql`u.is_superuser`,
  employee_number: sql`st.employee_number`,
  staff_status: sql`st.status::int`,
  branch_id: sql`st.branch_id`,
  branch_name: sql`(SELECT b.name FROM branches b WHERE b.id = st.branch_id)`,
  designation: sql`(SELECT d.name FROM designations d WHERE d.id = st.designation_id)`,
  mobile_primary: sql`u.mobile_primary`,
  email: sql`u.email`,
  permission_role_id: sql`u.permission_role_id`,
  role_name: sql`(SELECT r.name FROM permission_roles r WHERE r.id = u.permission_role_id)`,
  created_at: isoTimestamp(sql`u.created_at`),
};

/** The text in the name, the username, the employee number, the mobile or the email. */
export function textHas(text: string): SQL {
  const pattern = contains(text);
  return sql`(${searchedPersonName('u')} ILIKE ${pattern} OR u.username ILIKE ${pattern}
    OR st.employee_number::text LIKE ${pattern} OR u.mobile_primary LIKE ${pattern}
    OR u.email ILIKE ${pattern})`;
}

/**
 * The accounts a scope reaches: through their staff record's branch; a scope of every branch (a
 * superuser's) reaches the administrators too, who have none.
 */
export const userReach = (scope: Scope, chosen?: readonly number[]): SQL | undefined =>
  withinBranchScope(scope, sql`st.branch_id`, chosen);

/**
 * The list's spec. An account is in reach through its staff record's branch; `everyBranch` (the
 * caller may, and asked to, ignore their branches) reaches every branch and the accounts of none
 * (administrators), as a superuser's scope does.
 */
export function userListSpec(query: UserListQuery, scope: Scope, everyBranch: boolean): ListSpec {
  const reach = userReach(everyBranch ? { all: true } : scope, selected(query.branch_ids));
  return {
    columns: userColumns,
    from: sql`${userSource} WHERE ${whereAll([
      reach,
      query.user_type !== undefined && sql`u.user_type = ${query.user_type}`,
      query.status !== undefined && sql`u.status = ${query.status}`,
      query.staff_status !== undefined && sql`st.status = ${query.staff_status}`,
      query.is_superuser !== undefined && sql`u.is_superuser = ${query.is_superuser}`,
      query.search !== undefined && textHas(query.search),
    ])}`,
    sort: {
      columns: { name: personName('u'), id: sql`u.id`, created_at: sql`u.created_at` },
      default: { column: 'name', order: 'asc' },
      tieBreaker: sql`u.id`,
    },
    exportFile: { name: USERS_EXPORT_FILE, format: 'csv' },
  };
}
