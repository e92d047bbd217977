import {
  CURRENT_ACADEMIC_YEAR_ID,
  GlobalModule,
  Messages,
  UserManagementMessages as Say,
  type StudentMobileAnswer,
  type UserRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import { withinBranchScope } from '../../platform/core/access/branch-scope-sql.ts';
import { maskMobile } from '../../platform/core/auth/accounts.repo.ts';
import { moduleScope } from '../../platform/core/access/module-scope.ts';
import { canReachBranch } from '../../platform/core/access/scope.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import { personName } from '../../platform/core/sql/person-name.ts';
import { selectList } from '../../platform/kit/lists/send-list.ts';
import { userColumns, userReach, userSource } from './user-list.ts';

// GET /user/username_avail, /user/{id}, /user/staff_permitted_branches and
// /user/student_mobile_number/{admission_number}.

const userScope = (caller: RequestContext) =>
  moduleScope(caller.db, caller.auth, GlobalModule.user_management);

export async function usernameAvailability(caller: RequestContext, username: string) {
  const found = await caller.db.execute(
    sql`SELECT 1 FROM users WHERE lower(username) = lower(${username}) LIMIT 1`,
  );
  const available = found.rows.length === 0;
  return { username, available, message: available ? Say.usernameFree : Say.usernameTaken };
}

/** One account the caller reaches (their user-management scope), else 404. */
export async function userDetail(caller: RequestContext, id: number): Promise<UserRow> {
  const reach = userReach(await userScope(caller));
  const found = await caller.db.execute<UserRow>(sql`
    SELECT ${selectList(userColumns)} ${userSource}
     WHERE u.id = ${id}${reach ? sql` AND ${reach}` : sql``}`);
  const row = found.rows[0];
  if (!row) throw notFound(Messages.notFound);
  return row;
}

/**
 * The branches an account reaches in one module and year, by the rules of 000 §6 (its grants,
 * else its staff branch): the caller's own, or another account's the caller reaches.
 */
export async function permittedBranches(
  caller: RequestContext,
  query: { user_id?: number | undefined; module_id: number; academic_year_id?: number | undefined },
): Promise<{ id: number; name: string }[]> {
  const academicYearId = query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;
  const whose =
    query.user_id === undefined || query.user_id === caller.auth.userId
      ? caller.auth
      : await (async () => {
          const account = await userDetail(caller, query.user_id!);
          return {
            userId: account.id,
            isSuperuser: account.is_superuser,
            staffBranchId: account.branch_id,
          };
        })();
  const scope = await loadScope(caller.db, whose, query.module_id, academicYearId);
  const branches = await caller.db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM branches ORDER BY name, id`,
  );
  return branches.rows.filter((branch) => canReachBranch(scope, branch.id));
}

/**
 * A student of the caller's branches by admission number, the current year's record first (an
 * admission number stays with the student from year to year), with the parents' numbers: the
 * father's whole, the mother's masked to its last four digits (002 §3). Nobody in reach is 404,
 * worded as 002 §5 asks of an empty student lookup; another branch's student answers the same.
 */
export async function studentMobileNumbers(
  caller: RequestContext,
  admissionNumber: string,
): Promise<StudentMobileAnswer> {
  const reach = withinBranchScope(await userScope(caller), sql`s.branch_id`);
  const found = await caller.db.execute<StudentMobileAnswer & { mother_mobile: string | null }>(sql`
    SELECT s.id AS student_id, s.admission_number, ${personName('s')} AS name, s.branch_id,
           b.name AS branch_name, s.father_mobile AS mobile_primary, s.mother_mobile
      FROM students s JOIN branches b ON b.id = s.branch_id
     WHERE lower(s.admission_number) = lower(${admissionNumber})${reach ? sql` AND ${reach}` : sql``}
     ORDER BY (s.academic_year_id = ${CURRENT_ACADEMIC_YEAR_ID}) DESC, s.academic_year_id DESC, s.id
     LIMIT 1`);
  const student = found.rows[0];
  if (!student) throw notFound(Say.noStudent);
  const { mother_mobile: secondary, ...answer } = student;
  return { ...answer, mobile_secondary: secondary ? maskMobile(secondary) : null };
}
