import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { ALL_SEGMENT_IDS, type Scope } from '../platform/core/access/scope.ts';
import type { SearchHit } from '@console/contract';
import { secondaryLine } from '../platform/kit/search/search-sql.ts';
import {
  NEAR_NAME_CANDIDATES,
  nameNear,
  nearNameSearchable,
  nearNameThreshold,
  nearness,
  oneSlipAway,
} from '../platform/kit/search/near-names.ts';
import type { SearchTerms } from '../platform/kit/search/searcher.ts';
import { intArray } from '../platform/core/sql/sql-arrays.ts';
import { nameHas } from '../platform/core/sql/sql-text.ts';
import { personName, searchedPersonName } from '../platform/core/sql/person-name.ts';

// People found by the console's search (GET /search): students by name or admission number,
// staff by name, employee number or global employee id, within a scope. The queries live with
// the people's tables; the modules that show people decide where a hit opens.

export type FoundStudent = {
  id: number;
  name: string;
  admission_number: string;
  branch_name: string;
  status: number;
};

export type FoundStaff = {
  id: number;
  name: string;
  employee_number: number;
  global_employee_id: string;
  branch_name: string;
  designation_name: string | null;
  status: number;
};

/** A found student as a search hit opening `path` (the module showing students chooses it). */
export const studentHit = (student: FoundStudent, path: string): SearchHit => ({
  id: student.id,
  title: student.name,
  secondary: secondaryLine(
    student.admission_number,
    student.branch_name,
    student.status !== 1 && 'inactive',
  ),
  path,
});

/** A scope as conditions on a person's branch (and, for students, segment). */
function within(scope: Scope, branch: SQL, segment?: SQL): SQL {
  if (scope.all) return sql`TRUE`;
  if (scope.branchIds.length === 0) return sql`FALSE`;
  const branches = sql`${branch} = ANY(${intArray(scope.branchIds)})`;
  if (!segment || ALL_SEGMENT_IDS.every((id) => scope.segmentIds.includes(id))) return branches;
  return sql`${branches} AND ${segment} = ANY(${intArray(scope.segmentIds)})`;
}

const branchName = (column: SQL) => sql`(SELECT b.name FROM branches b WHERE b.id = ${column})`;

/** The text as a student's admission number: as typed, or in capitals (codes are upper-case). */
const admissionIs = (terms: SearchTerms): SQL =>
  sql`s.admission_number IN (${terms.text}, ${terms.text.toUpperCase()})`;

const studentNameHas = (terms: SearchTerms): SQL => nameHas(searchedPersonName('s'), terms.text);

/** How many matching students an item search (a student's passes, calls) looks at. */
export const ITEM_SEARCH_STUDENTS = 50;

/**
 * The ids of students of the year within the scope whose admission number is the text or whose
 * name holds it, at most `ITEM_SEARCH_STUDENTS`, as an int[] for `= ANY(…)`: a module's items
 * of those students are then read from its student index. Capped because a common name matches
 * tens of thousands of students (18,535 "kumar" on the large seed): reading them all took
 * 150-300 ms; typing more of the name narrows a search that found too many.
 */
export function studentIdsMatching(scope: Scope, academicYearId: number, terms: SearchTerms): SQL {
  return sql`ARRAY(SELECT s.id FROM students s
    WHERE (${admissionIs(terms)} OR ${studentNameHas(terms)})
      AND s.academic_year_id = ${academicYearId}
      AND ${within(scope, sql`s.branch_id`, sql`s.segment_id`)}
    LIMIT ${ITEM_SEARCH_STUDENTS})`;
}

/**
 * Students of the year within the scope whose admission number is the text (as typed or in
 * capitals) or whose name holds it (nameHas: two letters start a word). The exact admission
 * number comes first; name hits are found from students_name_trgm_idx and, to stay fast for a
 * common name, are not sorted before the limit: the few kept are sorted by name after.
 */
export async function findStudents(
  db: DbOrTx,
  { scope, academicYearId, terms, limit }: PeopleSearch,
): Promise<FoundStudent[]> {
  const inScope = within(scope, sql`s.branch_id`, sql`s.segment_id`);
  const columns = sql`s.id, ${personName('s')} AS name, s.admission_number,
    ${branchName(sql`s.branch_id`)} AS branch_name, s.status::int AS status`;
  const result = await db.execute<FoundStudent & { exact: boolean }>(sql`
    (SELECT ${columns}, TRUE AS exact FROM students s
      WHERE ${admissionIs(terms)} AND s.academic_year_id = ${academicYearId} AND ${inScope})
    UNION ALL
    (SELECT ${columns}, FALSE AS exact FROM students s
      WHERE ${studentNameHas(terms)} AND s.academic_year_id = ${academicYearId} AND ${inScope}
      LIMIT ${limit})`);
  const near = await nearPeople<FoundStudent>(
    db,
    result.rows,
    limit,
    terms,
    (name) =>
      sql`SELECT ${columns} FROM students s
      WHERE s.academic_year_id = ${academicYearId} AND ${inScope}
        AND ${nameNear(searchedPersonName('s'), name)}
      ORDER BY ${nearness(searchedPersonName('s'), name)} DESC
      LIMIT ${NEAR_NAME_CANDIDATES}`,
  );
  return [...ordered(result.rows, limit), ...near].slice(0, limit);
}

/**
 * Staff within the scope by employee number or global employee id (exact), or by a part of the
 * name (staff_name_trgm_idx).
 */
export async function findStaff(
  db: DbOrTx,
  { scope, terms, limit }: Omit<PeopleSearch, 'academicYearId'>,
): Promise<FoundStaff[]> {
  const inScope = within(scope, sql`st.branch_id`);
  const columns = sql`st.id, ${personName('st')} AS name, st.employee_number,
    st.global_employee_id, ${branchName(sql`st.branch_id`)} AS branch_name,
    (SELECT d.name FROM designations d WHERE d.id = st.designation_id) AS designation_name,
    st.status::int AS status`;
  const exact =
    terms.id !== null
      ? sql`st.employee_number = ${terms.id}`
      : sql`st.global_employee_id IN (${terms.text}, ${terms.text.toUpperCase()})`;
  const result = await db.execute<FoundStaff & { exact: boolean }>(sql`
    (SELECT ${columns}, TRUE AS exact FROM staff st WHERE ${exact} AND ${inScope})
    UNION ALL
    (SELECT ${columns}, FALSE AS exact FROM staff st
      WHERE ${nameHas(searchedPersonName('st'), terms.text)} AND ${inScope}
      LIMIT ${limit})`);
  const near = await nearPeople<FoundStaff>(
    db,
    result.rows,
    limit,
    terms,
    (name) =>
      sql`SELECT ${columns} FROM staff st
      WHERE ${inScope} AND ${nameNear(searchedPersonName('st'), name)}
      ORDER BY ${nearness(searchedPersonName('st'), name)} DESC
      LIMIT ${NEAR_NAME_CANDIDATES}`,
  );
  return [...ordered(result.rows, limit), ...near].slice(0, limit);
}

/**
 * People whose name is one letter away from the text (near-names.ts), after and apart from
 * those found: looked for only when the exact and part-of-name matches leave room, so a common
 * name costs nothing more. The candidates' query runs in a transaction of its own, where the
 * index's looseness is set.
 */
async function nearPeople<Row extends { id: number; name: string }>(
  db: DbOrTx,
  found: readonly { id: number }[],
  limit: number,
  terms: SearchTerms,
  candidates: (text: string) => SQL,
): Promise<Row[]> {
  const seen = new Set(found.map((row) => row.id));
  if (seen.size >= limit || terms.id !== null || !nearNameSearchable(terms.text)) return [];
  const rows: Row[] = await db.transaction(async (tx) => {
    await tx.execute(nearNameThreshold());
    return (await tx.execute(candidates(terms.text))).rows as Row[];
  });
  return rows
    .filter((row) => !seen.has(row.id) && oneSlipAway(terms.text, row.name))
    .slice(0, limit - seen.size);
}
export interface PeopleSearch {
  scope: Scope;
  academicYearId: number;
  terms: SearchTerms;
  limit: number;
}

/** Exact number matches first, then by name; each person once. */
function ordered<Row extends { id: number; name: string; exact: boolean }>(
  rows: readonly Row[],
  limit: number,
): Omit<Row, 'exact'>[] {
  const seen = new Set<number>();
  return [...rows]
    .sort(
      (a, b) => Number(b.exact) - Number(a.exact) || a.name.localeCompare(b.name) || a.id - b.id,
    )
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit)
    .map(({ exact: _exact, ...person }) => person);
}
