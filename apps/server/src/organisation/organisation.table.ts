import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The group's organisation (issue 2 §3): places, branches and what they teach, students and
// staff. Ids are integers as the documents' targeting lists use them.

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [index('districts_state_idx').on(t.stateId)],
);

/**
 * Master, admission, payroll and accounting "branches" are groupings a branch belongs to,
 * each with its own state (000 §6 "Admission and payroll states come from their own lists").
 */
export const BRANCH_GROUP_KINDS = ['master', 'admission', 'payroll', 'accounting'] as const;
export type BranchGroupKind = (typeof BRANCH_GROUP_KINDS)[number];

export const branchGroups = pgTable(
  'branch_groups',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: BRANCH_GROUP_KINDS }).notNull(),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [index('branch_groups_kind_idx').on(t.kind)],
);

export const segments = pgTable('segments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  colour: text('colour').notNull(),
});

export const officeTypes = pgTable('office_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** 1 College, 2 School, 3 other. */
    level: smallint('level').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    masterBranchId: integer('master_branch_id').references(() => branchGroups.id),
    admissionBranchId: integer('admission_branch_id').references(() => branchGroups.id),
    payrollBranchId: integer('payroll_branch_id').references(() => branchGroups.id),
    accountingBranchId: integer('accounting_branch_id').references(() => branchGroups.id),
    officeTypeId: integer('office_type_id').references(() => officeTypes.id),
    /** 1 boys, 2 girls, 3 co-ed. */
    coed: smallint('coed').notNull(),
    /** 1 day, 2 hostel, 3 day and hostel. */
    hostelCampus: smallint('hostel_campus').notNull(),
    isCbse: boolean('is_cbse').notNull(),
    apexId: integer('apex_id').notNull(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    index('branches_state_idx').on(t.stateId),
    index('branches_district_idx').on(t.districtId),
  ],
);

export const academicYears = pgTable('academic_years', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  startYear: integer('start_year').notNull(),
  isCurrent: boolean('is_current').notNull().default(false),
  isSelectable: boolean('is_selectable').notNull().default(false),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  segmentId: integer('segment_id')
    .notNull()
    .references(() => segments.id),
});

export const batches = pgTable('batches', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  name: text('name').notNull(),
});

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    name: text('name').notNull(),
  },
  (t) => [index('sections_branch_idx').on(t.branchId, t.academicYearId)],
);

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => groups.id),
  academicYearId: integer('academic_year_id')
    .notNull()
    .references(() => academicYears.id),
  name: text('name').notNull(),
});

export const designations = pgTable('designations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const staffCategories = pgTable('staff_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const subCategories = pgTable('sub_categories', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => staffCategories.id),
  name: text('name').notNull(),
});

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    admissionNumber: text('admission_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    batchId: integer('batch_id').references(() => batches.id),
    sectionId: integer('section_id').references(() => sections.id),
    /** 1 male, 2 female. */
    gender: smallint('gender').notNull(),
    isHostel: boolean('is_hostel').notNull(),
    hasTransport: boolean('has_transport').notNull(),
    isCoaching: boolean('is_coaching').notNull(),
    fatherMobile: text('father_mobile'),
    motherMobile: text('mother_mobile'),
    /** Parent app version installed, or null when the parent has only a phone. */
    parentAppVersion: text('parent_app_version'),
    status: smallint('status').notNull().default(1),
    /**
     * Who a message about this student reaches: the parents' contact number (the father's,
     * else the mother's) as its last 10 digits. Siblings and parents sharing a number have one
     * key, so the reach count counts them once (platform/kit/targeting).
     */
    recipientKey: bigint('recipient_key', { mode: 'number' }).generatedAlwaysAs(
      sql`(nullif(right(regexp_replace(coalesce(nullif(father_mobile, ''), mother_mobile, ''), '[^0-9]', '', 'g'), 10), ''))::bigint`,
    ),
    /**
     * Another student row has the same recipient key. Kept by a statement trigger (migration
     * 0001); it may stay true after a change (harmless), never false for a shared key: the reach
     * count de-duplicates only these rows and counts the rest one by one.
     */
    recipientShared: boolean('recipient_shared').notNull().default(false),
  },
  (t) => [
    uniqueIndex('students_admission_number_idx').on(t.admissionNumber),
    index('students_branch_idx').on(t.branchId, t.academicYearId),
    // Covers the reach count: a state- or branch-limited count (the usual case for anyone but
    // a superuser) reads only this index's entries for its branches (an index-only scan),
    // not the table. Key columns rather than INCLUDE, which Drizzle's builder cannot express.
    index('students_reach_idx').on(
      t.academicYearId,
      t.branchId,
      t.status,
      t.segmentId,
      t.gender,
      t.isCoaching,
      t.hasTransport,
      t.isHostel,
      t.recipientShared,
      t.courseId,
      t.batchId,
      t.sectionId,
      t.parentAppVersion,
      t.recipientKey,
    ),
    // The calls list's student-name search, `first_name || ' ' || last_name ILIKE '%…%'`: a
    // trigram index (pg_trgm, created by migration 0006) answers any substring, any case.
    index('students_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('students_father_mobile_idx').on(t.fatherMobile),
    index('students_recipient_key_idx').on(t.recipientKey),
    index('students_shared_recipient_idx')
      .on(t.academicYearId, t.recipientKey)
      .where(sql`recipient_shared`),
  ],
);

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    employeeNumber: integer('employee_number').notNull(),
    globalEmployeeId: text('global_employee_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    designationId: integer('designation_id').references(() => designations.id),
    departmentId: integer('department_id').references(() => departments.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    gender: smallint('gender').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    staffAppVersion: text('staff_app_version'),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's mobile as its last 10 digits: one recipient per number. */
    recipientKey: bigint('recipient_key', { mode: 'number' }).generatedAlwaysAs(
      sql`(nullif(right(regexp_replace(coalesce(mobile, ''), '[^0-9]', '', 'g'), 10), ''))::bigint`,
    ),
  },
  (t) => [
    uniqueIndex('staff_employee_number_idx').on(t.employeeNumber),
    uniqueIndex('staff_global_employee_id_idx').on(t.globalEmployeeId),
    index('staff_branch_idx').on(t.branchId),
    // The console search's staff names (organisation/people-search.ts): any part, any case.
    // Without it a name that matches nobody read all 20,000 rows of the large seed (24-42 ms).
    index('staff_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);
