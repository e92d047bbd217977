import {
  CALL_STATUSES,
  CALL_TYPES,
  RENEWAL_MODE_LABELS,
  SEGMENTS,
  SENTIMENTS,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { personName } from '../../platform/core/sql/person-name.ts';
import { isoText, labelOf } from '../../platform/engines/content/content-labels.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';

// The SQL of a call record as every answer and file shows it: the wire columns (001 §3 plus the
// names a reviewer reads), the export file's columns, and the sources they read from.

/** call_records alone: what a page, a count and one call read (CALL_COLUMNS looks names up). */
export const CALL_ROWS = sql`FROM call_records c`;

/**
 * call_records with the people and names it points to, for reads of every matching call (the
 * CSV export, the MIS sheets): five LEFT JOINs on primary keys, hashed once for the whole file,
 * where a lookup per row would cost 3-5 times as long. No filter reads a joined table
 * (calling-list.ts filters through call_records' own columns).
 */
export const CALL_SOURCE = sql`FROM call_records c
  LEFT JOIN branches b ON b.id = c.branch_id
  LEFT JOIN students s ON s.id = c.student_id
  LEFT JOIN staff st ON st.id = c.staff_id
  LEFT JOIN call_sentiment_reasons r ON r.id = c.sentiment_reason_id
  LEFT JOIN users agent ON agent.id = c.agent_user_id`;

/** A person's name as a call shows it: null rather than empty. */
const nameOrNull = (alias?: string): SQL => sql`nullif(${personName(alias)}, '')`;

/**
 * A value of the row a call's id column points to, null without one: looked up for each
 * answered row. A page of 30 reads its names this way rather than through CALL_SOURCE's joins,
 * which PostgreSQL plans by searching every join order: 3-11 ms of planning for each page (and
 * 20-90 ms beside the student-name search's semi-join) against well under a millisecond here.
 */
const lookup = (table: string, value: SQL, idColumn: string): SQL => {
  const id = sql.raw(`c.${idColumn}`);
  return sql`CASE WHEN ${id} IS NULL THEN NULL ELSE (SELECT ${value} FROM ${sql.raw(table)} WHERE id = ${id}) END`;
};

/** A reference list's name for an id column of the call, null without one. */
const nameOf = (table: 'designations' | 'courses' | 'programs', column: string) =>
  lookup(table, sql`name`, column);

/** `expression AS "name", …` of a name → expression record, in its order. */
export const selectColumns = (columns: Record<string, SQL>): SQL =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
    sql`, `,
  );

/** Playable now, or fetchable from the telephony service on first play. */
export const HAS_RECORDING = sql`(c.recording_media_id IS NOT NULL OR c.recording_url IS NOT NULL)`;

/** The answer's columns, in the contract's order (callRecord), over CALL_ROWS. */
export const CALL_COLUMNS: Record<string, SQL> = {
  id: sql`c.id`,
  call_sid: sql`c.call_sid`,
  call_type: sql`c.call_type::int`,
  user_number: sql`c.user_number`,
  status: sql`c.status::int`,
  duration: sql`c.duration`,
  academic_year_id: sql`c.academic_year_id`,
  branch_id: sql`c.branch_id`,
  branch_name: lookup('branches', sql`name`, 'branch_id'),
  segment_id: sql`c.segment_id`,
  student_id: sql`c.student_id`,
  admission_number: lookup('students', sql`admission_number`, 'student_id'),
  student_name: lookup('students', nameOrNull(), 'student_id'),
  staff_id: sql`c.staff_id`,
  employee_number: lookup('staff', sql`employee_number`, 'staff_id'),
  staff_name: lookup('staff', nameOrNull(), 'staff_id'),
  designation_id: sql`c.designation_id`,
  designation_name: nameOf('designations', 'designation_id'),
  course_id: sql`c.course_id`,
  course_name: nameOf('courses', 'course_id'),
  group_id: sql`c.group_id`,
  program_id: sql`c.program_id`,
  program_name: nameOf('programs', 'program_id'),
  renewal_mode: sql`c.renewal_mode::int`,
  remarks: sql`c.remarks`,
  principal_remarks: sql`c.principal_remarks`,
  sentiment: sql`c.sentiment::int`,
  sentiment_reason: sql`c.sentiment_reason_id`,
  sentiment_reason_name: lookup('call_sentiment_reasons', sql`name`, 'sentiment_reason_id'),
  agent_user_id: sql`c.agent_user_id`,
  agent_name: lookup('users', nameOrNull(), 'agent_user_id'),
  has_recording: HAS_RECORDING,
  created_at: isoTimestamp(sql`c.created_at`),
  updated_at: isoTimestamp(sql`c.updated_at`),
};

export const STATUS_LABELS = CALL_STATUSES.labels;
export const SENTIMENT_LABELS = SENTIMENTS.labels;
const CALL_TYPE_LABELS = Object.fromEntries(CALL_TYPES.map((type) => [type.code, type.name]));
const SEGMENT_LABELS = Object.fromEntries(SEGMENTS.map((segment) => [segment.id, segment.name]));

/** What the export files hold, over CALL_SOURCE: the words a reader reads, not the wire's ids. */
export const CALL_EXPORT_COLUMNS: Record<string, SQL> = {
  ID: sql`c.id`,
  'Call SID': sql`c.call_sid`,
  'Call type': labelOf(sql`c.call_type`, CALL_TYPE_LABELS),
  Status: labelOf(sql`c.status`, STATUS_LABELS),
  'Duration (s)': sql`c.duration`,
  'User number': sql`c.user_number`,
  Branch: sql`b.name`,
  Segment: sql`CASE WHEN c.segment_id IS NULL THEN NULL ELSE ${labelOf(sql`c.segment_id`, SEGMENT_LABELS)} END`,
  'Admission number': sql`s.admission_number`,
  Student: nameOrNull('s'),
  'Employee number': sql`st.employee_number`,
  Staff: nameOrNull('st'),
  Designation: nameOf('designations', 'designation_id'),
  Course: nameOf('courses', 'course_id'),
  Program: nameOf('programs', 'program_id'),
  'Renewal mode': sql`CASE WHEN c.renewal_mode IS NULL THEN NULL ELSE ${labelOf(sql`c.renewal_mode`, RENEWAL_MODE_LABELS)} END`,
  Sentiment: sql`CASE WHEN c.sentiment IS NULL THEN NULL ELSE ${labelOf(sql`c.sentiment`, SENTIMENT_LABELS)} END`,
  'Sentiment reason': sql`r.name`,
  Remarks: sql`c.remarks`,
  'Principal remarks': sql`c.principal_remarks`,
  Agent: nameOrNull('agent'),
  Recording: sql`CASE WHEN ${HAS_RECORDING} THEN 'yes' ELSE 'no' END`,
  'Created at': isoText(sql`c.created_at`),
};
