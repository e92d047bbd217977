import {
  CALL_STATUSES,
  CALL_TYPES,
  callTypeEntry,
  type CallTypeEntry,
  type SearchHit,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  findStaff,
  findStudents,
  studentHit,
  studentIdsMatching,
} from '../../organisation/people-search.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { searchDay, secondaryLine } from '../../platform/kit/search/search-sql.ts';
import { defineSearcher, type SearchContext } from '../../platform/kit/search/searcher.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { callingScope, mayReadCallType, withinCallScope } from './calling-access.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// What the console's search finds in calling campaigns: calls by id or by their student's name
// or admission number, and the people calls are made to (a fallback for students when the
// gate-pass search is not the caller's; staff always), each within the calling scope.

const ENTRY_IDS = CALL_TYPES.flatMap((type) => (type.moduleId ? [type.moduleId] : []));

/** The call types whose list the caller may open: read permission and a visible menu entry. */
function openTypes(context: SearchContext, callee?: CallTypeEntry['callee']): CallTypeEntry[] {
  return CALL_TYPES.filter(
    (type) =>
      type.moduleId !== null &&
      context.visibleModules.has(type.moduleId) &&
      mayReadCallType(context.auth, type) &&
      (callee === undefined || type.callee === callee),
  );
}

/** A calling entry's list, narrowed by one more filter: where a call or a person opens. */
function listAddress(type: CallTypeEntry, filter: Record<string, string>): string {
  const query = new URLSearchParams({
    ...(type.flag ? { call_type: type.flag } : {}),
    ...filter,
  });
  return `/adoption-calling?${query.toString()}`;
}

export const callSearcher = defineSearcher({
  kind: 'call',
  label: 'Calls',
  moduleIds: ENTRY_IDS,
  async search(context, terms, limit) {
    const types = openTypes(context);
    if (types.length === 0) return [];
    const scope = await callingScope(context.db, context.auth, context.academicYearId);
    // Students first, then their calls through call_records_student_idx (as the list does).
    const matches =
      terms.id !== null
        ? sql`c.id = ${terms.id}`
        : sql`c.student_id = ANY(${studentIdsMatching(scope, context.academicYearId, terms)})`;
    const where = whereAll([
      sql`c.call_type = ANY(${intArray(types.map((type) => type.code))})`,
      sql`c.academic_year_id = ${context.academicYearId}`,
      withinCallScope(scope),
      matches,
    ]);
    const result = await context.db.execute<{
      id: number;
      call_type: number;
      status: number;
      person: string | null;
      branch_name: string;
      called_day: string;
    }>(sql`
      SELECT c.id, c.call_type::int AS call_type, c.status::int AS status,
        COALESCE(
          (SELECT ${personName('s')} FROM students s WHERE s.id = c.student_id),
          (SELECT ${personName('st')} FROM staff st WHERE st.id = c.staff_id)
        ) AS person,
        (SELECT b.name FROM branches b WHERE b.id = c.branch_id) AS branch_name,
        ${searchDay(sql`c.created_at`)} AS called_day
      FROM call_records c WHERE ${where}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit}`);
    return result.rows.flatMap((call): SearchHit[] => {
      const type = callTypeEntry(call.call_type);
      if (!type) return [];
      return [
        {
          id: call.id,
          title: secondaryLine(`${type.name} call ${call.id}`, call.person),
          secondary: secondaryLine(
            call.branch_name,
            CALL_STATUSES.label(call.status),
            call.called_day,
          ),
          path: listAddress(type, { id: String(call.id) }),
        },
      ];
    });
  },
});

/** Students for a caller who may not search gate passes: they open the student's calls. */
export const calledStudentSearcher = defineSearcher({
  kind: 'student',
  label: 'Students',
  moduleIds: ENTRY_IDS,
  people: true,
  preference: 1,
  async search(context, terms, limit) {
    const [type] = openTypes(context, 'student');
    if (!type) return [];
    const scope = await callingScope(context.db, context.auth, context.academicYearId);
    const students = await findStudents(context.db, {
      scope,
      academicYearId: context.academicYearId,
      terms,
      limit,
    });
    return students.map((student) =>
      studentHit(student, listAddress(type, { admission_number: student.admission_number })),
    );
  },
});

/**
 * Staff members within the calling scope. The console has no staff page: a staff member opens
 * the calls made to them (the first staff calling entry the caller may open, by employee number).
 */
export const staffSearcher = defineSearcher({
  kind: 'staff',
  label: 'Staff',
  moduleIds: ENTRY_IDS,
  people: true,
  async search(context, terms, limit) {
    const [type] = openTypes(context, 'staff');
    if (!type) return [];
    const scope = await callingScope(context.db, context.auth, context.academicYearId);
    const staff = await findStaff(context.db, { scope, terms, limit });
    return staff.map((member) => ({
      id: member.id,
      title: member.name,
      secondary: secondaryLine(
        `Employee ${member.employee_number}`,
        member.designation_name,
        member.branch_name,
        member.status !== 1 && 'inactive',
      ),
      path: listAddress(type, { employee_number_list: String(member.employee_number) }),
    }));
  },
});
