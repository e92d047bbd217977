import { sql, type SQL } from 'drizzle-orm';
import type { OrganisationAssetList } from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { LimitedScope, Scope } from '../../platform/core/access/scope.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

// The targeting pickers' lists (000 §3 "Targeting store lists"), each within the caller's scope
// (000 §6): a superuser reads everything, anyone else what their scope reaches.

const some = (values: readonly number[] | undefined): values is readonly number[] =>
  values !== undefined && values.length > 0;
const limited = (scope: Scope): scope is LimitedScope => !scope.all;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

export interface BranchNarrowing {
  stateIds?: number[] | undefined;
  districtIds?: number[] | undefined;
  segmentIds?: number[] | undefined;
  levels?: number[] | undefined;
}

const branchSegments = sql`array(
  SELECT DISTINCT c.segment_id FROM sections sec JOIN courses c ON c.id = sec.course_id
  WHERE sec.branch_id = b.id ORDER BY 1)`;

export function listBranches(db: Db, scope: Scope, narrowing: BranchNarrowing) {
  return rows(
    db,
    sql`SELECT b.id, b.name, b.code, b.state_id, b.district_id, b.level::int AS level,
               ${branchSegments} AS segment_ids, b.master_branch_id, b.admission_branch_id,
               b.payroll_branch_id, b.accounting_branch_id
        FROM branches b
        WHERE ${whereAll([
          sql`b.status = 1`,
          limited(scope) && sql`b.id = ANY(${intArray(scope.branchIds)})`,
          some(narrowing.stateIds) && sql`b.state_id = ANY(${intArray(narrowing.stateIds)})`,
          some(narrowing.districtIds) &&
            sql`b.district_id = ANY(${intArray(narrowing.districtIds)})`,
          some(narrowing.levels) && sql`b.level = ANY(${intArray(narrowing.levels)})`,
          some(narrowing.segmentIds) && sql`${branchSegments} && ${intArray(narrowing.segmentIds)}`,
        ])}
        ORDER BY b.name, b.id`,
  );
}

export async function branchIdsByLocation(
  db: Db,
  scope: Scope,
  narrowing: Pick<BranchNarrowing, 'stateIds' | 'districtIds'>,
): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT b.id FROM branches b WHERE ${whereAll([
      sql`b.status = 1`,
      limited(scope) && sql`b.id = ANY(${intArray(scope.branchIds)})`,
      some(narrowing.stateIds) && sql`b.state_id = ANY(${intArray(narrowing.stateIds)})`,
      some(narrowing.districtIds) && sql`b.district_id = ANY(${intArray(narrowing.districtIds)})`,
    ])} ORDER BY b.id`,
  );
  return found.map((row) => row.id);
}

export const listStates = (db: Db, scope: Scope) =>
  rows(
    db,
    sql`SELECT id, name FROM states
        WHERE ${limited(scope) ? sql`id = ANY(${intArray(scope.stateIds)})` : sql`TRUE`}
        ORDER BY name, id`,
  );

export const listDistricts = (db: Db, scope: Scope) =>
  rows(
    db,
    sql`SELECT id, name, state_id FROM districts
        WHERE ${limited(scope) ? sql`id = ANY(${intArray(scope.districtIds)})` : sql`TRUE`}
        ORDER BY name, id`,
  );

export const listSegments = (db: Db, scope: Scope) =>
  rows(
    db,
    sql`SELECT id, name, colour FROM segments
        WHERE ${limited(scope) ? sql`id = ANY(${intArray(scope.segmentIds)})` : sql`TRUE`}
        ORDER BY id`,
  );

/** Courses taught this year at a branch in scope, in a segment in scope. */
export const listCourses = (db: Db, scope: Scope, academicYearId: number) =>
  rows(
    db,
    sql`SELECT c.id, c.name, c.segment_id FROM courses c
        WHERE ${
          limited(scope)
            ? sql`c.segment_id = ANY(${intArray(scope.segmentIds)}) AND EXISTS (
                SELECT 1 FROM sections sec WHERE sec.course_id = c.id
                AND sec.academic_year_id = ${academicYearId}
                AND sec.branch_id = ANY(${intArray(scope.branchIds)}))`
            : sql`TRUE`
        }
        ORDER BY c.name, c.id`,
  );

export const listBatches = (db: Db, scope: Scope, academicYearId: number) =>
  rows(
    db,
    sql`SELECT bt.id, bt.name, bt.course_id FROM batches bt
        WHERE ${
          limited(scope)
            ? sql`bt.course_id IN (SELECT c.id FROM courses c
                WHERE c.segment_id = ANY(${intArray(scope.segmentIds)}) AND EXISTS (
                  SELECT 1 FROM sections sec WHERE sec.course_id = c.id
                  AND sec.academic_year_id = ${academicYearId}
                  AND sec.branch_id = ANY(${intArray(scope.branchIds)})))`
            : sql`TRUE`
        }
        ORDER BY bt.name, bt.id`,
  );

export type BranchGroupAsset = 'master' | 'admission' | 'payroll' | 'accounting';

/**
 * Master, admission, payroll and accounting branches: a limited scope reaches the groups its
 * branches belong to, and for masters also those of its permitted master states.
 */
export function listBranchGroups(db: Db, scope: Scope, kind: BranchGroupAsset) {
  const column = sql.identifier(`${kind}_branch_id`);
  const reach = !limited(scope)
    ? sql`TRUE`
    : kind === 'master'
      ? sql`g.id = ANY(${intArray(scope.masterBranchIds)})`
      : sql`g.id IN (SELECT b.${column} FROM branches b WHERE b.id = ANY(${intArray(scope.branchIds)}))`;
  const accounting = kind === 'accounting' ? sql`, g.id AS accounting_branch_id` : sql``;
  return rows(
    db,
    sql`SELECT g.id, g.name, g.state_id ${accounting} FROM branch_groups g
        WHERE g.kind = ${kind} AND ${reach} ORDER BY g.name, g.id`,
  );
}

/** Reference lists that carry no branch: the same for everyone signed in, each in its table. */
export const REFERENCE_TABLES = {
  staff_designation: 'designations',
  staff_department: 'departments',
  staff_sub_category: 'sub_categories',
  subject: 'subjects',
  office_type: 'office_types',
  group: 'groups',
} as const satisfies Record<OrganisationAssetList, string>;

export const listReference = (
  db: Db,
  table: (typeof REFERENCE_TABLES)[keyof typeof REFERENCE_TABLES],
) => rows(db, sql`SELECT id, name FROM ${sql.identifier(table)} ORDER BY name, id`);

export const listAcademicYears = (db: Db) =>
  rows(
    db,
    sql`SELECT id, name, start_year, is_current, is_selectable FROM academic_years ORDER BY id`,
  );

export const listPrograms = (db: Db, academicYearId: number | undefined, groupIds?: number[]) =>
  rows(
    db,
    sql`SELECT id, name, group_id FROM programs WHERE ${whereAll([
      academicYearId !== undefined && sql`academic_year_id = ${academicYearId}`,
      some(groupIds) && sql`group_id = ANY(${intArray(groupIds)})`,
    ])} ORDER BY name, id`,
  );

export function listSections(
  db: Db,
  scope: Scope,
  academicYearId: number,
  branchIds?: number[],
  courseIds?: number[],
) {
  return rows(
    db,
    sql`SELECT id, name, branch_id, course_id FROM sections WHERE ${whereAll([
      sql`academic_year_id = ${academicYearId}`,
      limited(scope) && sql`branch_id = ANY(${intArray(scope.branchIds)})`,
      some(branchIds) && sql`branch_id = ANY(${intArray(branchIds)})`,
      some(courseIds) && sql`course_id = ANY(${intArray(courseIds)})`,
    ])} ORDER BY branch_id, course_id, name, id`,
  );
}

/** Admission numbers of students in scope, by prefix, at most `limit`. */
export async function listAdmissionNumbers(
  db: Db,
  scope: Scope,
  academicYearId: number,
  options: { branchIds?: number[] | undefined; search?: string | undefined; limit: number },
): Promise<string[]> {
  const prefix = options.search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const found = await rows<{ admission_number: string }>(
    db,
    sql`SELECT admission_number FROM students WHERE ${whereAll([
      sql`academic_year_id = ${academicYearId}`,
      sql`status = 1`,
      limited(scope) && sql`branch_id = ANY(${intArray(scope.branchIds)})`,
      limited(scope) && sql`segment_id = ANY(${intArray(scope.segmentIds)})`,
      some(options.branchIds) && sql`branch_id = ANY(${intArray(options.branchIds)})`,
      prefix !== undefined && prefix !== '' && sql`admission_number LIKE ${`${prefix}%`}`,
    ])} ORDER BY admission_number LIMIT ${options.limit}`,
  );
  return found.map((row) => row.admission_number);
}
