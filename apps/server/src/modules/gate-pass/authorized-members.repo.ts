import type { AuthorizedMember } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { selectColumns } from '../../platform/engines/content/content-item-sql.ts';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { withinGatePassScope } from './gate-pass-scope.ts';
import { memberColumns } from './gate-pass-sql.ts';

// The people allowed to collect a student (001 §7 "student_authorized_member(s)"), reached
// through the student's admission number within the caller's scope.

/**
 * The student with this admission number, when in scope; with `lock` the student row is held
 * for the transaction, so two additions for one student cannot both pass the limit checks.
 */
export async function findStudentByAdmission(
  db: DbOrTx,
  admission: string,
  scope: Scope,
  options: { lock?: boolean } = {},
): Promise<{ id: number } | null> {
  const lock = options.lock ? sql`FOR UPDATE` : sql``;
  const result = await db.execute<{ id: number }>(sql`
    SELECT s.id FROM students s WHERE ${whereAll([
      sql`s.admission_number IN (${admission}, ${admission.toUpperCase()})`,
      withinGatePassScope(scope, { branchId: sql`s.branch_id`, segmentId: sql`s.segment_id` }),
    ])} ORDER BY s.id LIMIT 1 ${lock}`);
  return result.rows[0] ?? null;
}

/** Active (unarchived) members of a student, other than `exceptId`: count and mobiles. */
export async function activeMembers(
  db: DbOrTx,
  studentId: number,
  exceptId?: number,
): Promise<{ count: number; mobiles: string[] }> {
  const result = await db.execute<{ mobile: string }>(sql`
    SELECT mobile FROM gate_pass_authorized_members
    WHERE student_id = ${studentId} AND NOT is_archived
      AND id <> ${exceptId ?? 0}`);
  return { count: result.rows.length, mobiles: result.rows.map((row) => row.mobile) };
}

export interface NewMember {
  studentId: number;
  name: string;
  relation: number;
  mobile: string;
  photoMediaId: number | null;
  createdBy: number;
}

export async function insertMember(tx: DbOrTx, member: NewMember): Promise<AuthorizedMember> {
  const result = await tx.execute<AuthorizedMember>(sql`
    WITH m AS (
      INSERT INTO gate_pass_authorized_members
        (student_id, name, relation, mobile, photo_media_id, created_by)
      VALUES (${member.studentId}, ${member.name}, ${member.relation}, ${member.mobile},
        ${member.photoMediaId}, ${member.createdBy})
      RETURNING *)
    SELECT ${selectColumns(memberColumns)} FROM m`);
  const row = result.rows[0];
  if (!row) throw new Error('authorized member insert returned no row');
  return row;
}

export async function findMember(
  db: DbOrTx,
  studentId: number,
  memberId: number,
): Promise<{ id: number; mobile: string; isArchived: boolean } | null> {
  const result = await db.execute<{ id: number; mobile: string; isArchived: boolean }>(sql`
    SELECT id, mobile, is_archived AS "isArchived" FROM gate_pass_authorized_members
    WHERE id = ${memberId} AND student_id = ${studentId}`);
  return result.rows[0] ?? null;
}

export async function setMemberArchived(
  tx: DbOrTx,
  memberId: number,
  isArchived: boolean,
): Promise<void> {
  await tx.execute(sql`
    UPDATE gate_pass_authorized_members SET is_archived = ${isArchived} WHERE id = ${memberId}`);
}
