import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { academicYears, branches, students } from '../../organisation/organisation.table.ts';
import { users } from '../../platform/core/access/access.table.ts';
import { mediaFiles } from '../../platform/kit/media/media.table.ts';

// Gate pass (001 §3): passes, the people allowed to collect a student, what happened at the
// gate, and the reasons a pass or a pickup person is refused (module info).

/** The reasons offered when rejecting (GET /gate_pass/module_info). */
export const gatePassRejectionReasons = pgTable('gate_pass_rejection_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** Retired reasons stay for the passes that name them, but are no longer offered. */
  isActive: boolean('is_active').notNull().default(true),
});

/** People a student's parents allow to collect the student; archived ones sort last. */
export const gatePassAuthorizedMembers = pgTable(
  'gate_pass_authorized_members',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    name: text('name').notNull(),
    /** 001 §3 student relation: Father 1 … Other 8. */
    relation: smallint('relation').notNull(),
    mobile: text('mobile').notNull(),
    photoMediaId: integer('photo_media_id').references(() => mediaFiles.id),
    isArchived: boolean('is_archived').notNull().default(false),
    /** The console user who added the member; null for members added by the parent app. */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gate_pass_members_student_idx').on(t.studentId, t.isArchived, t.createdAt)],
);

export const gatePasses = pgTable(
  'gate_passes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** The student's branch when the pass was asked for: the scope of the pass. */
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    /** GatePass 1, LeavePass 2. */
    type: smallint('type').notNull(),
    /** 001 §4: Disabled 0 … Pass Used 5. */
    status: smallint('status').notNull().default(1),
    reason: text('reason').notNull(),
    /** When the student is to go out, and to come back (null: not said). */
    outTime: timestamp('out_time', { withTimezone: true }).notNull(),
    inTime: timestamp('in_time', { withTimezone: true }),
    /** Self 1, Other 2. */
    pickupType: smallint('pickup_type').notNull(),
    pickupMemberId: integer('pickup_member_id').references(() => gatePassAuthorizedMembers.id),
    rejectionReason: text('rejection_reason'),
    rejectionReasonType: integer('rejection_reason_type').references(
      () => gatePassRejectionReasons.id,
    ),
    /** Who approved or rejected the pass, and when (the status says which). */
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's default order (the latest out time first) and its date filter, for a caller
    // who reaches every branch: read from the index in order and stopped at the page's end.
    index('gate_passes_year_out_idx').on(t.academicYearId, t.outTime, t.id),
    // The same within the caller's branches (a principal's one, a coordinator's few dozen);
    // status and type ride along, so a branch's counts with those filters read the index only.
    index('gate_passes_branch_out_idx').on(
      t.branchId,
      t.academicYearId,
      t.outTime,
      t.status,
      t.type,
    ),
    // Sorting by when the pass was asked for.
    index('gate_passes_year_created_idx').on(t.academicYearId, t.createdAt, t.id),
    // Passes waiting for a decision: the principal's working list, small whatever the year.
    index('gate_passes_waiting_idx')
      .on(t.branchId, t.outTime)
      .where(sql`status = 1`),
    // One student's passes (admission number filter, the profile, the monthly leave count).
    index('gate_passes_student_idx').on(t.studentId, t.type, t.outTime),
  ],
);

/** What happened at the gate: exits and entries, with the person who collected the student. */
export const gatePassEntryExitLogs = pgTable(
  'gate_pass_entry_exit_logs',
  {
    id: serial('id').primaryKey(),
    gatePassId: integer('gate_pass_id')
      .notNull()
      .references(() => gatePasses.id),
    /** Exit 1, Entry 2. */
    direction: smallint('direction').notNull(),
    /** The authorized member who came; null for a person not on the list. */
    pickupMemberId: integer('pickup_member_id').references(() => gatePassAuthorizedMembers.id),
    personName: text('person_name').notNull(),
    personMobile: text('person_mobile'),
    personRelation: smallint('person_relation'),
    personPhotoMediaId: integer('person_photo_media_id').references(() => mediaFiles.id),
    /** The person matched the authorized list (the pickup tag). */
    isMatched: boolean('is_matched').notNull(),
    /** Null while an unauthorized person waits for a decision. */
    isApproved: boolean('is_approved'),
    rejectionReason: text('rejection_reason'),
    rejectionReasonId: integer('rejection_reason_id').references(() => gatePassRejectionReasons.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gate_pass_logs_pass_idx').on(t.gatePassId, t.at)],
);
