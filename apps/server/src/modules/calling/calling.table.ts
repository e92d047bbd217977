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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/core/access/access.table.ts';
import { mediaFiles } from '../../platform/kit/media/media.table.ts';
import {
  academicYears,
  branches,
  courses,
  designations,
  groups,
  programs,
  segments,
  staff,
  students,
} from '../../organisation/organisation.table.ts';

/** The reasons a reviewer gives for a sentiment (GET /adoption_call/sentiment_reason). */
export const callSentimentReasons = pgTable('call_sentiment_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The sentiment the reason explains: -1, 0 or 1. */
  sentiment: smallint('sentiment').notNull(),
});

/**
 * One call of a calling campaign (001 §3): who was called (a student's parent or a staff
 * member) at which number, by whom, how it went (status, talk time, recording) and what the
 * reviewers recorded. Branch, segment, course, group and program are copied from the person
 * when the call is placed, so the list filters without joining students or staff.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: serial('id').primaryKey(),
    /** The telephony service's id of the call. */
    callSid: text('call_sid').notNull(),
    /** 1 Adoption, 2 Renewal, 3 Televerification, 4 Transport, 5 Internal, 7 DAR, 9 IAT. */
    callType: smallint('call_type').notNull(),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    segmentId: integer('segment_id').references(() => segments.id),
    studentId: integer('student_id').references(() => students.id),
    staffId: integer('staff_id').references(() => staff.id),
    /** The called staff member's designation (internal, DAR and IAT calls). */
    designationId: integer('designation_id').references(() => designations.id),
    courseId: integer('course_id').references(() => courses.id),
    groupId: integer('group_id').references(() => groups.id),
    programId: integer('program_id').references(() => programs.id),
    /** The number called (10 digits). */
    userNumber: text('user_number').notNull(),
    /** The number rung first: the agent's. */
    agentNumber: text('agent_number'),
    agentUserId: integer('agent_user_id').references(() => users.id),
    /** CallStatus: 0 queued … 7 canceled. */
    status: smallint('status').notNull().default(0),
    /** Talk time in seconds, once reported. */
    duration: integer('duration'),
    /** RenewalMode of renewal calls: 1 online, 2 at branch, 3 not renewed. */
    renewalMode: smallint('renewal_mode'),
    /** The recording, once kept in the media storage. */
    recordingMediaId: integer('recording_media_id').references(() => mediaFiles.id),
    /** Where the vendor offers the recording, until it is fetched into the media storage. */
    recordingUrl: text('recording_url'),
    /** Which telephony driver placed the call (simulator, exotel; seed for demo rows). */
    driver: text('driver').notNull(),
    remarks: text('remarks'),
    principalRemarks: text('principal_remarks'),
    /** -1 Dissatisfied, 0 Neutral, 1 Happy; null until a reviewer records one. */
    sentiment: smallint('sentiment'),
    sentimentReasonId: integer('sentiment_reason_id').references(() => callSentimentReasons.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A later call (by created_at, then id) to the same number, of the same call type and
     * academic year, exists: the list's `unique` keeps the calls that are not superseded, each
     * number's latest. Kept by the database, never written by the application: statement
     * triggers (migration 0008) recompute it after every insert, update and delete, under a
     * lock per number, so two calls placed to one number at once leave exactly one latest.
     */
    superseded: boolean('superseded').notNull().default(false),
  },
  (t) => [
    uniqueIndex('call_records_sid_idx').on(t.callSid),
    // Newest first within a call type and year: the list's first page and date ranges.
    index('call_records_list_idx').on(t.callType, t.academicYearId, t.createdAt, t.id),
    // A branch filter or a narrow scope, still newest first.
    index('call_records_branch_idx').on(
      t.callType,
      t.academicYearId,
      t.branchId,
      t.createdAt,
      t.id,
    ),
    // Counts by status and sentiment (x-total-count of filtered lists, the MIS summary).
    index('call_records_status_idx').on(
      t.callType,
      t.academicYearId,
      t.status,
      t.sentiment,
      t.branchId,
    ),
    // A number's calls: the user_number search and the triggers that find its latest call.
    index('call_records_number_idx').on(t.callType, t.userNumber, t.createdAt, t.id),
    // `unique`: each number's latest call, newest first (the page) and counted from the index.
    index('call_records_latest_idx')
      .on(t.callType, t.academicYearId, t.createdAt, t.id)
      .where(sql`NOT superseded`),
    // `unique`'s x-total-count for every branch: deduplicated to a few hundred pages, counted in
    // half the time of the ordered index above (238,706 calls of a year).
    index('call_records_latest_count_idx')
      .on(t.callType, t.academicYearId)
      .where(sql`NOT superseded`),
    // `unique` within a scope: the branch and segment are read from the index, not the table.
    index('call_records_latest_branch_idx')
      .on(t.callType, t.academicYearId, t.branchId, t.segmentId, t.createdAt, t.id)
      .where(sql`NOT superseded`),
    // A student's calls (the profile, the student-name search): the scope's branch and segment
    // and the list order are in the index, so a search counts its calls from the index alone.
    index('call_records_student_idx').on(
      t.studentId,
      t.callType,
      t.academicYearId,
      t.branchId,
      t.segmentId,
      t.createdAt,
      t.id,
    ),
    index('call_records_staff_idx').on(t.staffId),
  ],
);
