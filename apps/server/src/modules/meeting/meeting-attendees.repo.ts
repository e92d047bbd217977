import type { MeetingAttendeesQuery, TargetingFilter } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { withinBranchScope } from '../../platform/core/access/branch-scope-sql.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { isoTimestamp, whereAll } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import { resolveTargeting } from '../../platform/kit/targeting/reach-count.ts';
import { staffCondition } from '../../platform/kit/targeting/targeting-sql.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// A meeting's attendee rows and the totals kept on its row. Every change here runs in the
// transaction that locked the meeting row first, so the totals move with the rows they count.

export interface AttendeeEditor {
  userId: number;
  /** Full access: every attendee's mark (the organiser, a superuser). */
  fullAccess: boolean;
}

/** The attendee rows (`a`) the editor may change. */
const editable = (editor: AttendeeEditor): SQL | undefined =>
  editor.fullAccess ? undefined : sql`a.added_by_user_id = ${editor.userId}`;

/** GET /meeting/{id}/attendees: the attendee with their staff record and who added them. */
export function attendeeListSpec(
  meetingId: number,
  query: MeetingAttendeesQuery,
  editor: AttendeeEditor,
): ListSpec {
  const name = personName('u');
  const filters = [
    sql`a.meeting_id = ${meetingId}`,
    query.attended !== undefined && sql`a.attended = ${query.attended}`,
    query.search !== undefined &&
      sql`(${name} ILIKE ${contains(query.search)} OR st.employee_number::text = ${query.search})`,
  ];
  const columns = {
    user_id: sql`a.user_id`,
    added_by_user_id: sql`a.added_by_user_id`,
    attended: sql`a.attended`,
    name,
    employee_number: sql`st.employee_number`,
    designation: sql`(SELECT d.name FROM designations d WHERE d.id = st.designation_id)`,
    branch_name: sql`(SELECT b.name FROM branches b WHERE b.id = st.branch_id)`,
    added_by_name: sql`(SELECT ${personName('ab')} FROM users ab
      WHERE ab.id = a.added_by_user_id)`,
    added_at: isoTimestamp(sql`a.added_at`),
    marked_at: isoTimestamp(sql`a.marked_at`),
    may_change: editor.fullAccess ? sql`TRUE` : sql`(a.added_by_user_id = ${editor.userId})`,
  };
  return {
    columns,
    from: sql`FROM meeting_attendees a JOIN users u ON u.id = a.user_id
      LEFT JOIN staff st ON st.id = u.staff_id
      WHERE ${whereAll(filters)}`,
    sort: {
      columns: {
        name,
        employee_number: sql`st.employee_number`,
        attended: sql`a.attended`,
        added_at: sql`a.added_at`,
      },
      default: { column: 'name', order: 'asc' },
      tieBreaker: sql`a.user_id`,
    },
    exportFile: { name: 'meeting-attendees.csv', format: 'csv' },
  };
}

/**
 * Adds the active staff users a staff filter reaches within the scope (the targeting engine's
 * staff condition), added by the caller; those already attending are left as they are.
 * Answers the user ids added.
 */
export async function addAttendeesByFilter(
  tx: Tx,
  meetingId: number,
  filter: TargetingFilter,
  scope: Scope,
  academicYearId: number,
  addedBy: number,
): Promise<number> {
  const targeting = await resolveTargeting(tx, filter, { scope, academicYearId });
  const inserted = await tx.execute(sql`
    INSERT INTO meeting_attendees (meeting_id, user_id, added_by_user_id)
    SELECT ${meetingId}::int, u.id, ${addedBy}::int
    FROM staff st JOIN users u ON u.staff_id = st.id AND u.status = 1
    WHERE ${staffCondition(filter, targeting)}
    ON CONFLICT DO NOTHING`);
  return inserted.rowCount ?? 0;
}

/** Of the given users, those who are active staff at a branch within the scope. */
export async function staffUsersInScope(
  db: DbOrTx,
  userIds: readonly number[],
  scope: Scope,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    SELECT u.id FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE ${whereAll([
      sql`u.id = ANY(${intArray(userIds)})`,
      sql`u.status = 1 AND st.status = 1`,
      withinBranchScope(scope, sql`st.branch_id`),
    ])}`);
  return result.rows.map((row) => row.id);
}

export async function addAttendeesById(
  tx: Tx,
  meetingId: number,
  userIds: readonly number[],
  addedBy: number,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const inserted = await tx.execute(sql`
    INSERT INTO meeting_attendees (meeting_id, user_id, added_by_user_id)
    SELECT ${meetingId}::int, id, ${addedBy}::int FROM unnest(${intArray(userIds)}) AS id
    ON CONFLICT DO NOTHING`);
  return inserted.rowCount ?? 0;
}

/** Who of the given users attends the meeting, and whether the editor may change them. */
export async function attendeesAmong(
  db: DbOrTx,
  meetingId: number,
  userIds: readonly number[],
  editor: AttendeeEditor,
): Promise<{ user_id: number; may_change: boolean }[]> {
  const mayChange = editable(editor) ?? sql`TRUE`;
  const result = await db.execute<{ user_id: number; may_change: boolean }>(sql`
    SELECT a.user_id, ${mayChange} AS may_change FROM meeting_attendees a
    WHERE a.meeting_id = ${meetingId} AND a.user_id = ANY(${intArray(userIds)})`);
  return result.rows;
}

/** Removes attendees; answers how many went and how many of them were marked present. */
export async function removeAttendees(
  tx: Tx,
  meetingId: number,
  userIds: readonly number[],
): Promise<{ removed: number; present: number }> {
  if (userIds.length === 0) return { removed: 0, present: 0 };
  const result = await tx.execute<{ removed: number; present: number }>(sql`
    WITH gone AS (
      DELETE FROM meeting_attendees a
      WHERE a.meeting_id = ${meetingId} AND a.user_id = ANY(${intArray(userIds)})
      RETURNING a.attended
    )
    SELECT count(*)::int AS removed, count(*) FILTER (WHERE attended)::int AS present FROM gone`);
  return result.rows[0] ?? { removed: 0, present: 0 };
}

/**
 * Marks attendees present or absent: only rows whose mark differs change (IS DISTINCT FROM);
 * answers how many changed and exactly how far the present count moves.
 */
export async function markAttendees(
  tx: Tx,
  meetingId: number,
  userIds: readonly number[],
  attended: boolean,
  markedBy: number,
): Promise<{ changed: number; present: number }> {
  if (userIds.length === 0) return { changed: 0, present: 0 };
  // A row goes from not marked (null) or the other mark; only a row that was present and is no
  // longer moves the present count down, so the previous mark comes back with each row.
  const result = await tx.execute<{ changed: number; present: number }>(sql`
    WITH marked AS (
      UPDATE meeting_attendees a
      SET attended = ${attended}, marked_by_user_id = ${markedBy}, marked_at = now()
      FROM meeting_attendees was
      WHERE a.meeting_id = ${meetingId} AND a.user_id = ANY(${intArray(userIds)})
        AND a.attended IS DISTINCT FROM ${attended}
        AND was.meeting_id = a.meeting_id AND was.user_id = a.user_id
      RETURNING was.attended AS was_present
    )
    SELECT count(*)::int AS changed,
      (CASE WHEN ${attended} THEN count(*) FILTER (WHERE was_present IS NOT TRUE)
            ELSE -count(*) FILTER (WHERE was_present) END)::int AS present
    FROM marked`);
  return result.rows[0]!;
}

/** Moves the totals on the meeting row by the changes just made; answers the new totals. */
export async function moveTotals(
  tx: Tx,
  meetingId: number,
  change: { attendees: number; present: number },
): Promise<{ total_attendees: number; total_present: number }> {
  const result = await tx.execute<{ total_attendees: number; total_present: number }>(sql`
    UPDATE meetings
    SET total_attendees = total_attendees + ${change.attendees},
        total_present = total_present + ${change.present},
        updated_at = CASE WHEN ${change.attendees} <> 0 OR ${change.present} <> 0
                          THEN now() ELSE updated_at END
    WHERE id = ${meetingId}
    RETURNING total_attendees, total_present`);
  const row = result.rows[0];
  if (!row) throw new Error(`meeting ${meetingId} vanished while locked`);
  return row;
}
