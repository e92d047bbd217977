import { GATE_PASS_STATUSES, GATE_PASS_TYPE_LABELS, type SearchHit } from '@console/contract';
import { sql } from 'drizzle-orm';
import { findStudents, studentHit, studentIdsMatching } from '../../organisation/people-search.ts';
import { searchDay, secondaryLine } from '../../platform/kit/search/search-sql.ts';
import { defineSearcher } from '../../platform/kit/search/searcher.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { withinGatePassScope, gatePassScope } from './gate-pass-scope.ts';
import { passSource } from './gate-pass-sql.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// What the console's search finds in gate passes: passes by id or by their student's name or
// admission number, and students, each within the caller's gate-pass scope of the year.

const MODULE_IDS = ['gatepass'] as const;

/**
 * Passes by id, or of the students the text names (name or admission number; the first
 * ITEM_SEARCH_STUDENTS of them), newest out time first.
 */
export const gatePassSearcher = defineSearcher({
  kind: 'gate_pass',
  label: 'Gate passes',
  moduleIds: MODULE_IDS,
  // "See all": the list searched by the student's name (an id is one pass: nothing more).
  seeAll: (terms) =>
    terms.id === null
      ? `/gatepass?${new URLSearchParams({ student_name_search: terms.text }).toString()}`
      : null,
  async search(context, terms, limit) {
    const scope = await gatePassScope(context.db, context.auth, context.academicYearId);
    const matches =
      terms.id !== null
        ? sql`gp.id = ${terms.id}`
        : sql`gp.student_id = ANY(${studentIdsMatching(scope, context.academicYearId, terms)})`;
    const where = whereAll([
      sql`gp.academic_year_id = ${context.academicYearId}`,
      withinGatePassScope(scope, { branchId: sql`gp.branch_id`, segmentId: sql`s.segment_id` }),
      matches,
    ]);
    const result = await context.db.execute<{
      id: number;
      type: number;
      status: number;
      student_name: string;
      branch_name: string;
      out_day: string;
    }>(sql`
      SELECT gp.id, gp.type::int AS type, gp.status::int AS status,
        ${personName('s')} AS student_name,
        (SELECT b.name FROM branches b WHERE b.id = gp.branch_id) AS branch_name,
        ${searchDay(sql`gp.out_time`)} AS out_day
      ${passSource} WHERE ${where}
      ORDER BY gp.out_time DESC, gp.id DESC LIMIT ${limit}`);
    return result.rows.map((pass): SearchHit => ({
      id: pass.id,
      title: `${GATE_PASS_TYPE_LABELS[pass.type as keyof typeof GATE_PASS_TYPE_LABELS] ?? 'Pass'} ${pass.id} · ${pass.student_name}`,
      secondary: secondaryLine(
        pass.branch_name,
        GATE_PASS_STATUSES.label(pass.status),
        `out ${pass.out_day}`,
      ),
      path: `/gatepass/${pass.id}`,
    }));
  },
});

/**
 * Students within the gate-pass scope. The console has no student page of its own yet: a
 * student opens the gate-pass list filtered by the admission number (every pass of the student,
 * the list's filters and breadcrumbs at hand).
 */
export const studentSearcher = defineSearcher({
  kind: 'student',
  label: 'Students',
  moduleIds: MODULE_IDS,
  people: true,
  // "See all": the list searched by the student's name (an id is one pass: nothing more).
  seeAll: (terms) =>
    terms.id === null
      ? `/gatepass?${new URLSearchParams({ student_name_search: terms.text }).toString()}`
      : null,
  async search(context, terms, limit) {
    const scope = await gatePassScope(context.db, context.auth, context.academicYearId);
    const students = await findStudents(context.db, {
      scope,
      academicYearId: context.academicYearId,
      terms,
      limit,
    });
    return students.map((student) =>
      studentHit(
        student,
        `/gatepass?admission_number=${encodeURIComponent(student.admission_number)}`,
      ),
    );
  },
});
