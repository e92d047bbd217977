import { GatePassStatus, GatePassType, LEAVE_PASS_MONTHLY_LIMIT } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// The SQL pieces the gate-pass queries share: how a row reads on the wire, and the monthly
// leave-pass count behind has_limit_reached.

/**
 * A pass with its student (`gp` the pass, `s` the student): what the filters and the scope read.
 * A left join on a primary key, so a count over this source reads the passes alone (PostgreSQL
 * drops unused left joins).
 */
export const passSource = sql`FROM gate_passes gp LEFT JOIN students s ON s.id = gp.student_id`;

/**
 * passSource with the branch (`b`), the pickup member (`pm`) and the user who decided (`du`)
 * joined: for a file of every matching pass, where one join beats a lookup per row.
 */
export const passExportSource = sql`${passSource}
  LEFT JOIN branches b ON b.id = gp.branch_id
  LEFT JOIN gate_pass_authorized_members pm ON pm.id = gp.pickup_member_id
  LEFT JOIN users du ON du.id = gp.decided_by`;

/** The decider's name over passExportSource; null when nobody has decided. */
export const decidedByJoined = sql`CASE WHEN du.id IS NULL THEN NULL ELSE ${personName('du')} END`;

// A page names the branch, pickup member and decider of its 30 rows by lookups rather than
// joins: PostgreSQL plans a five-table join anew for every list call (1.2 ms of planning against
// 0.2 ms, on a 0.5 ms query), and with a LIMIT it runs the lookups for the page's rows only.
const branchName = sql`(SELECT b.name FROM branches b WHERE b.id = gp.branch_id)`;
const pickupMemberName = sql`(SELECT pm.name FROM gate_pass_authorized_members pm
  WHERE pm.id = gp.pickup_member_id)`;
const decidedByName = sql`(SELECT ${personName('du')} FROM users du WHERE du.id = gp.decided_by)`;

/** The list row's fields (contract gatePassRow), over passSource. */
export const passColumns: Record<string, SQL> = {
  id: sql`gp.id`,
  status: sql`gp.status::int`,
  type: sql`gp.type::int`,
  reason: sql`gp.reason`,
  out_time: isoTimestamp(sql`gp.out_time`),
  in_time: isoTimestamp(sql`gp.in_time`),
  pickup_type: sql`gp.pickup_type::int`,
  pickup_member_id: sql`gp.pickup_member_id`,
  pickup_member_name: pickupMemberName,
  student_id: sql`gp.student_id`,
  student_name: personName('s'),
  admission_number: sql`s.admission_number`,
  branch_id: sql`gp.branch_id`,
  branch_name: branchName,
  academic_year_id: sql`gp.academic_year_id`,
  rejection_reason: sql`gp.rejection_reason`,
  rejection_reason_type: sql`gp.rejection_reason_type`,
  decided_by_name: decidedByName,
  decided_at: isoTimestamp(sql`gp.decided_at`),
  created_at: isoTimestamp(sql`gp.created_at`),
};

/** The start of the calendar month (India time) of a timestamp, as a timestamptz. */
const monthStart = (at: SQL): SQL =>
  sql`(date_trunc('month', ${at} AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')`;

/**
 * Whether the pass's student has used up the month's leave passes: approved or used leave
 * passes with an out time in the same calendar month (India time) as this pass's, this one
 * included once approved. Gate passes (outings within the day) have no limit.
 */
export const limitReached = (pass: string): SQL => {
  const outTime = sql.raw(`${pass}.out_time`);
  return sql`(${sql.raw(pass)}.type = ${GatePassType.LeavePass} AND (
    SELECT count(*) FROM gate_passes other
    WHERE other.student_id = ${sql.raw(pass)}.student_id
      AND other.type = ${GatePassType.LeavePass}
      AND other.status IN (${GatePassStatus.Approved}, ${GatePassStatus.PassUsed})
      AND other.out_time >= ${monthStart(outTime)}
      AND other.out_time < ${monthStart(outTime)} + interval '1 month'
  ) >= ${LEAVE_PASS_MONTHLY_LIMIT})`;
};

/** An authorized member's fields (contract authorizedMember) over alias `m`. */
export const memberColumns: Record<string, SQL> = {
  id: sql`m.id`,
  student_id: sql`m.student_id`,
  name: sql`m.name`,
  relation: sql`m.relation::int`,
  mobile: sql`m.mobile`,
  photo_media_id: sql`m.photo_media_id`,
  is_archived: sql`m.is_archived`,
  created_at: isoTimestamp(sql`m.created_at`),
};

/** Active members first, archived last (001 §4); then in the order they were added. */
export const memberOrder = sql`m.is_archived ASC, m.created_at ASC, m.id ASC`;

/** An entry/exit log's fields (contract gatePassEntryExitLog) over `l` and its decider `lu`. */
export const logColumns: Record<string, SQL> = {
  id: sql`l.id`,
  gate_pass_id: sql`l.gate_pass_id`,
  direction: sql`l.direction::int`,
  pickup_member_id: sql`l.pickup_member_id`,
  person_name: sql`l.person_name`,
  person_mobile: sql`l.person_mobile`,
  person_relation: sql`l.person_relation::int`,
  person_photo_media_id: sql`l.person_photo_media_id`,
  is_matched: sql`l.is_matched`,
  is_approved: sql`l.is_approved`,
  rejection_reason: sql`l.rejection_reason`,
  rejection_reason_id: sql`l.rejection_reason_id`,
  decided_by_name: sql`CASE WHEN lu.id IS NULL THEN NULL ELSE ${personName('lu')} END`,
  decided_at: isoTimestamp(sql`l.decided_at`),
  at: isoTimestamp(sql`l.at`),
};

export const logSource = sql`FROM gate_pass_entry_exit_logs l LEFT JOIN users lu ON lu.id = l.decided_by`;
