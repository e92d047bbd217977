import { sql } from 'drizzle-orm';
import { UserType } from '@console/contract';
import type { DbOrTx } from '../client.ts';
import { insertInBatches, type ColumnSpec } from './bulk-insert.ts';
import type { StaffRow } from './generate-staff.ts';
import type { StudentRow } from './generate-students.ts';

// Students and staff in batches of 10,000 rows, each batch one statement in a transaction of
// its own. Staff rows and their user accounts are written by the same statement, so a staff
// member never exists without an account.

const staffColumns: readonly ColumnSpec<StaffRow>[] = [
  { name: 'employee_number', type: 'int4', value: (r) => r.employeeNumber },
  { name: 'global_employee_id', type: 'text', value: (r) => r.globalEmployeeId },
  { name: 'first_name', type: 'text', value: (r) => r.firstName },
  { name: 'last_name', type: 'text', value: (r) => r.lastName },
  { name: 'branch_id', type: 'int4', value: (r) => r.branchId },
  { name: 'designation_id', type: 'int4', value: (r) => r.designationId },
  { name: 'department_id', type: 'int4', value: (r) => r.departmentId },
  { name: 'sub_category_id', type: 'int4', value: (r) => r.subCategoryId },
  { name: 'gender', type: 'int2', value: (r) => r.gender },
  { name: 'mobile', type: 'text', value: (r) => r.mobile },
  { name: 'email', type: 'text', value: (r) => r.email },
  { name: 'staff_app_version', type: 'text', value: (r) => r.staffAppVersion },
];

const studentColumns: readonly ColumnSpec<StudentRow>[] = [
  { name: 'admission_number', type: 'text', value: (r) => r.admissionNumber },
  { name: 'first_name', type: 'text', value: (r) => r.firstName },
  { name: 'last_name', type: 'text', value: (r) => r.lastName },
  { name: 'branch_id', type: 'int4', value: (r) => r.branchId },
  { name: 'academic_year_id', type: 'int4', value: (r) => r.academicYearId },
  { name: 'segment_id', type: 'int4', value: (r) => r.segmentId },
  { name: 'course_id', type: 'int4', value: (r) => r.courseId },
  { name: 'batch_id', type: 'int4', value: (r) => r.batchId },
  { name: 'section_id', type: 'int4', value: (r) => r.sectionId },
  { name: 'gender', type: 'int2', value: (r) => r.gender },
  { name: 'is_hostel', type: 'bool', value: (r) => r.isHostel },
  { name: 'has_transport', type: 'bool', value: (r) => r.hasTransport },
  { name: 'is_coaching', type: 'bool', value: (r) => r.isCoaching },
  { name: 'father_mobile', type: 'text', value: (r) => r.fatherMobile },
  { name: 'mother_mobile', type: 'text', value: (r) => r.motherMobile },
  { name: 'parent_app_version', type: 'text', value: (r) => r.parentAppVersion },
];

/**
 * Staff and, in the same statement, their accounts: username = employee number, no password
 * (one-time code only), the staff mobile as primary number, level of the staff's branch.
 */
export function seedStaff(
  db: DbOrTx,
  rows: Iterable<StaffRow>,
  onBatch?: (written: number) => void,
): Promise<number> {
  return insertInBatches(
    db,
    rows,
    staffColumns,
    (buffer) => sql`
      WITH inserted AS (
        ${buffer.toInsert('staff')}
        RETURNING id, employee_number, first_name, last_name, email, mobile, branch_id
      )
      INSERT INTO users (username, first_name, last_name, email, mobile_primary, user_type,
                         staff_id, level, status)
      SELECT i.employee_number::text, i.first_name, i.last_name, i.email, i.mobile,
             ${sql.raw(String(UserType.Employee))}, i.id, b.level, 1
      FROM inserted i JOIN branches b ON b.id = i.branch_id
      ORDER BY i.id`,
    onBatch,
  );
}

export function seedStudents(
  db: DbOrTx,
  rows: Iterable<StudentRow>,
  onBatch?: (written: number) => void,
): Promise<number> {
  return insertInBatches(
    db,
    rows,
    studentColumns,
    (buffer) => buffer.toInsert('students'),
    onBatch,
  );
}
