import {
  AUTHORIZED_MEMBER_LIMIT,
  GatePassMessages,
  type ArchiveAuthorizedMemberBody,
  type AuthorizedMember,
  type AuthorizedMemberBody,
} from '@console/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { conflict, notFound, unprocessable } from '../../platform/core/http/http-error.ts';
import { findMediaFile } from '../../platform/kit/media/media.repo.ts';
import {
  activeMembers,
  findMember,
  findStudentByAdmission,
  insertMember,
  setMemberArchived,
} from './authorized-members.repo.ts';
import { gatePassScope } from './gate-pass-scope.ts';
import { membersOfStudent } from './gate-pass.repo.ts';
import type { GatePassCaller } from './gate-pass.service.ts';

// Authorized members (001 §4, §7): a student has at most AUTHORIZED_MEMBER_LIMIT active
// members, no two active ones with the same mobile; archiving keeps a member (the gate's past
// records name them) and moves them to the end of the list; unarchiving checks the rules again.

const PHOTO_EXTENSIONS = new Set(['png', 'jpg', 'jpeg']);

async function studentOf(db: DbOrTx, admission: string, scope: Scope, lock = false) {
  const student = await findStudentByAdmission(db, admission, scope, { lock });
  if (!student) throw notFound(GatePassMessages.studentNotFound);
  return student;
}

/** Whether one more active member with this mobile keeps the student's list within the rules. */
async function assertRoomFor(
  tx: DbOrTx,
  studentId: number,
  mobile: string,
  exceptId?: number,
): Promise<void> {
  const active = await activeMembers(tx, studentId, exceptId);
  if (active.mobiles.includes(mobile)) throw conflict(GatePassMessages.memberMobileTaken);
  if (active.count >= AUTHORIZED_MEMBER_LIMIT) throw conflict(GatePassMessages.memberLimit);
}

/** A photo is an image the caller uploaded (POST /media); anyone else's file is not found. */
async function checkedPhoto(
  caller: GatePassCaller,
  photoMediaId: number | null | undefined,
): Promise<number | null> {
  if (photoMediaId == null) return null;
  const file = await findMediaFile(caller.db, photoMediaId);
  if (!file || file.uploadedBy !== caller.auth.userId) {
    throw unprocessable(GatePassMessages.memberPhotoNotFound);
  }
  if (!PHOTO_EXTENSIONS.has(file.extension)) {
    throw unprocessable('The photo must be a png or jpg image.');
  }
  return file.id;
}

export async function listAuthorizedMembers(
  caller: GatePassCaller,
  admission: string,
  academicYearId: number | undefined,
): Promise<AuthorizedMember[]> {
  const scope = await gatePassScope(caller.db, caller.auth, academicYearId);
  const student = await studentOf(caller.db, admission, scope);
  return membersOfStudent(caller.db, student.id);
}

export async function addAuthorizedMember(
  caller: GatePassCaller,
  admission: string,
  body: AuthorizedMemberBody,
  academicYearId: number | undefined,
): Promise<AuthorizedMember> {
  const scope = await gatePassScope(caller.db, caller.auth, academicYearId);
  const photoMediaId = await checkedPhoto(caller, body.photo_media_id);
  return caller.db.transaction(async (tx) => {
    const student = await studentOf(tx, admission, scope, true);
    await assertRoomFor(tx, student.id, body.mobile);
    return insertMember(tx, {
      studentId: student.id,
      name: body.name,
      relation: body.relation,
      mobile: body.mobile,
      photoMediaId,
      createdBy: caller.auth.userId,
    });
  });
}

/** Archive or unarchive; the same state again is a no-op (still 204). */
export async function archiveAuthorizedMember(
  caller: GatePassCaller,
  admission: string,
  body: ArchiveAuthorizedMemberBody,
  academicYearId: number | undefined,
): Promise<void> {
  const scope = await gatePassScope(caller.db, caller.auth, academicYearId);
  await caller.db.transaction(async (tx) => {
    const student = await studentOf(tx, admission, scope, true);
    const member = await findMember(tx, student.id, body.authorized_member_id);
    if (!member) throw notFound(GatePassMessages.memberNotFound);
    if (member.isArchived === body.is_archived) return;
    if (!body.is_archived) await assertRoomFor(tx, student.id, member.mobile, member.id);
    await setMemberArchived(tx, member.id, body.is_archived);
  });
}
