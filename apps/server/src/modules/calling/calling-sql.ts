import {
  CALL_STATUS_META,
  CALL_TYPES,
  RENEWAL_MODE_LABELS,
  SEGMENTS,
  SENTIMENT_META,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { isoText, labelOf } from '../../platform/content/content-labels.ts';
import { isoTimestamp } from '../../platform/lists/list-query.ts';

// The SQL of a call record as every answer and file shows it: the joined source, the wire
// columns (001 §3 plus the names a reviewer reads) and the export file's columns.

/**
 * call_records with the people and names it points to. Kept to five LEFT JOINs on primary keys,
 * and no filter reads a joined table (calling-list.ts filters through call_records' own
 * columns): below PostgreSQL's join_collapse_limit (8) the planner orders the joins freely, so a
 * page is the 30 newest matching calls found by index, then joined; a count that needs none of
 * the joins reads call_records alone (PostgreSQL removes them). The small lists (designations,
 * courses, programs) are looked up per answered row instead (nameOf).
 */
export const CALL_SOURCE = sql`FROM call_records c
  LEFT JOIN branches b ON b.id = c.branch_id
  LEFT JOIN students s ON s.id = c.student_id
  LEFT JOIN staff st ON st.id = c.staff_id
  LEFT JOIN call_sentiment_reasons r ON r.id = c.sentiment_reason_id
  LEFT JOIN users agent ON agent.id = c.agent_user_id`;

/** A reference list's name for an id column of the call, null without one. */
const nameOf = (table: 'designations' | 'courses' | 'programs', column: string) =>
  sql.raw(
    `CASE WHEN c.${column} IS NULL THEN NULL ELSE (SELECT name FROM ${table} WHERE id = c.${column}) END`,
  );

const fullName = (alias: string) =>
  sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

/** `expression AS "name", …` of a name → expression record, in its order. */
export const selectColumns = (columns: Record<string, SQL>): SQL =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
    sql`, `,
  );

/** Playable now, or fetchable from the telephony service on first play. */
export const HAS_RECORDING = sql`(c.recording_media_id IS NOT NULL OR c.recording_url IS NOT NULL)`;

/** The answer's columns, in the contract's order (callRecord). */
export const CALL_COLUMNS: Record<string, SQL> = {
  id: sql`c.id`,
  call_sid: sql`c.call_sid`,
  call_type: sql`c.call_type::int`,
  user_number: sql`c.user_number`,
  status: sql`c.status::int`,
  duration: sql`c.duration`,
  academic_year_id: sql`c.academic_year_id`,
  branch_id: sql`c.branch_id`,
  branch_name: sql`b.name`,
  segment_id: sql`c.segment_id`,
  student_id: sql`c.student_id`,
  admission_number: sql`s.admission_number`,
  student_name: fullName('s'),
  staff_id: sql`c.staff_id`,
  employee_number: sql`st.employee_number`,
  staff_name: fullName('st'),
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
  sentiment_reason_name: sql`r.name`,
  agent_user_id: sql`c.agent_user_id`,
  agent_name: fullName('agent'),
  has_recording: HAS_RECORDING,
  created_at: isoTimestamp(sql`c.created_at`),
  updated_at: isoTimestamp(sql`c.updated_at`),
};

const labels = <T extends { label: string }>(meta: Record<number, T>) =>
  Object.fromEntries(Object.entries(meta).map(([code, entry]) => [code, entry.label]));

export const STATUS_LABELS = labels(CALL_STATUS_META);
export const SENTIMENT_LABELS = labels(SENTIMENT_META);
const CALL_TYPE_LABELS = Object.fromEntries(CALL_TYPES.map((type) => [type.code, type.name]));
const SEGMENT_LABELS = Object.fromEntries(SEGMENTS.map((segment) => [segment.id, segment.name]));

/** What the export files hold: the words a reader reads, not the wire's ids. */
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
  Student: fullName('s'),
  'Employee number': sql`st.employee_number`,
  Staff: fullName('st'),
  Designation: nameOf('designations', 'designation_id'),
  Course: nameOf('courses', 'course_id'),
  Program: nameOf('programs', 'program_id'),
  'Renewal mode': sql`CASE WHEN c.renewal_mode IS NULL THEN NULL ELSE ${labelOf(sql`c.renewal_mode`, RENEWAL_MODE_LABELS)} END`,
  Sentiment: sql`CASE WHEN c.sentiment IS NULL THEN NULL ELSE ${labelOf(sql`c.sentiment`, SENTIMENT_LABELS)} END`,
  'Sentiment reason': sql`r.name`,
  Remarks: sql`c.remarks`,
  'Principal remarks': sql`c.principal_remarks`,
  Agent: fullName('agent'),
  Recording: sql`CASE WHEN ${HAS_RECORDING} THEN 'yes' ELSE 'no' END`,
  'Created at': isoText(sql`c.created_at`),
};
