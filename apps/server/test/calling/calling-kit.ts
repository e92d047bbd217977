import { GlobalModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import { callRecords } from '../../src/modules/calling/calling.table.ts';
import { loadScope } from '../../src/platform/core/access/access.repo.ts';
import type { TestApp } from '../harness.ts';

// What the calling tests share: the demo accounts' places, a way to give the `staff` account
// exactly the permissions a test needs, and calls written straight into the table.

export type CallRow = typeof callRecords.$inferInsert;

export interface CallingPlaces {
  /** The principal's only branch. */
  principalBranch: number;
  /** Branches in the zonal coordinator's calling scope (year 20). */
  zonalBranches: number[];
  /** A campus outside the zonal coordinator's scope. */
  outsideZonal: number;
}

export async function callingPlaces(t: TestApp): Promise<CallingPlaces> {
  const accounts = await t.db.execute<{ username: string; id: number; branch_id: number }>(sql`
    SELECT u.username, u.id, st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE u.username IN ('principal', 'zonal')`);
  const of = (name: string) => accounts.rows.find((row) => row.username === name)!;
  const zonal = of('zonal');
  const scope = await loadScope(
    t.db,
    { userId: zonal.id, isSuperuser: false, staffBranchId: zonal.branch_id },
    GlobalModule.adoption_calling,
    20,
  );
  if (scope.all) throw new Error('the zonal coordinator has a limited scope');
  const campuses = await t.db.execute<{ id: number }>(sql`
    SELECT b.id FROM branches b WHERE EXISTS (SELECT 1 FROM students s WHERE s.branch_id = b.id)
    ORDER BY b.id DESC`);
  return {
    principalBranch: of('principal').branch_id,
    zonalBranches: scope.branchIds,
    outsideZonal: campuses.rows.find((row) => !scope.branchIds.includes(row.id))!.id,
  };
}

/** The `staff` account with exactly these permissions (no role), for permission tests. */
export async function giveStaffPermissions(t: TestApp, permissions: string[]): Promise<void> {
  await t.db.execute(sql`
    UPDATE users SET permissions = ${sql.param(permissions)}::text[], permission_role_id = NULL
    WHERE username = 'staff'`);
}

/** A student of a branch (this year unless told), with their parents' 10-digit number. */
export async function studentAt(
  t: TestApp,
  branchId: number,
  offset = 0,
): Promise<{
  id: number;
  segment_id: number;
  course_id: number;
  number: string;
  admission_number: string;
}> {
  const rows = await t.db.execute<{
    id: number;
    segment_id: number;
    course_id: number;
    number: string;
    admission_number: string;
  }>(sql`
    SELECT id, segment_id, course_id, admission_number,
      right(regexp_replace(coalesce(nullif(father_mobile, ''), mother_mobile), '[^0-9]', '', 'g'), 10) AS number
    FROM students
    WHERE branch_id = ${branchId} AND academic_year_id = 20
      AND coalesce(nullif(father_mobile, ''), mother_mobile) IS NOT NULL
    ORDER BY id OFFSET ${offset} LIMIT 1`);
  const student = rows.rows[0];
  if (!student) throw new Error(`no student at branch ${branchId}`);
  return student;
}

let sidCounter = 0;

/** Writes calls straight into the table (defaults: an ended adoption call); answers their ids. */
export async function insertCalls(t: TestApp, rows: Partial<CallRow>[]): Promise<number[]> {
  const values = rows.map((row) => ({
    callSid: `test-${process.pid}-${++sidCounter}`,
    callType: 1,
    academicYearId: 20,
    userNumber: '9876500000',
    status: 3,
    driver: 'test',
    ...row,
    branchId: row.branchId!,
  }));
  const inserted = await t.db.insert(callRecords).values(values).returning({ id: callRecords.id });
  return inserted.map((row) => row.id);
}
