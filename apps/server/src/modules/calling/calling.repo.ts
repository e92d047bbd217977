import type { CallRecord, SentimentReason } from '@console/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, students } from '../../organisation/organisation.table.ts';
import { users } from '../../platform/core/access/access.table.ts';
import { mediaFiles } from '../../platform/kit/media/media.table.ts';
import { callRecords, callSentimentReasons } from './calling.table.ts';
import { CALL_COLUMNS, CALL_ROWS, selectColumns } from './calling-sql.ts';

// The calling module's queries. Scope and permission checks are the service's: these read and
// write what they are told.

export type CallFacts = Pick<
  typeof callRecords.$inferSelect,
  | 'id'
  | 'callSid'
  | 'callType'
  | 'academicYearId'
  | 'branchId'
  | 'segmentId'
  | 'userNumber'
  | 'agentUserId'
  | 'status'
  | 'duration'
  | 'driver'
  | 'sentiment'
  | 'sentimentReasonId'
  | 'recordingMediaId'
  | 'recordingUrl'
>;

const factColumns = {
  id: callRecords.id,
  callSid: callRecords.callSid,
  callType: callRecords.callType,
  academicYearId: callRecords.academicYearId,
  branchId: callRecords.branchId,
  segmentId: callRecords.segmentId,
  userNumber: callRecords.userNumber,
  agentUserId: callRecords.agentUserId,
  status: callRecords.status,
  duration: callRecords.duration,
  driver: callRecords.driver,
  sentiment: callRecords.sentiment,
  sentimentReasonId: callRecords.sentimentReasonId,
  recordingMediaId: callRecords.recordingMediaId,
  recordingUrl: callRecords.recordingUrl,
};

export async function findCallFacts(db: Db, id: number): Promise<CallFacts | undefined> {
  const [row] = await db.select(factColumns).from(callRecords).where(eq(callRecords.id, id));
  return row;
}

export async function findCallsBySid(db: Db, callSids: string[]): Promise<CallFacts[]> {
  if (callSids.length === 0) return [];
  return db.select(factColumns).from(callRecords).where(inArray(callRecords.callSid, callSids));
}

/** One call as the contract's callRecord. */
export async function callRecordOf(db: Db, id: number): Promise<CallRecord | undefined> {
  const result = await db.execute<CallRecord>(
    sql`SELECT ${selectColumns(CALL_COLUMNS)} ${CALL_ROWS} WHERE c.id = ${id}`,
  );
  return result.rows[0];
}

export type CallChanges = Partial<
  Pick<
    typeof callRecords.$inferInsert,
    | 'remarks'
    | 'principalRemarks'
    | 'sentiment'
    | 'sentimentReasonId'
    | 'status'
    | 'duration'
    | 'recordingUrl'
  >
>;

export async function updateCall(db: Db, id: number, changes: CallChanges): Promise<void> {
  await db
    .update(callRecords)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(callRecords.id, id));
}

export async function insertCall(
  db: Db,
  call: Omit<typeof callRecords.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<number> {
  const [row] = await db.insert(callRecords).values(call).returning({ id: callRecords.id });
  if (!row) throw new Error('call insert returned no row');
  return row.id;
}

/**
 * Makes a kept recording the call's, unless another request kept one first (answers false:
 * the caller removes its copy).
 */
export async function attachRecording(db: Db, id: number, mediaId: number): Promise<boolean> {
  const updated = await db
    .update(callRecords)
    .set({ recordingMediaId: mediaId, updatedAt: sql`now()` })
    .where(and(eq(callRecords.id, id), isNull(callRecords.recordingMediaId)))
    .returning({ id: callRecords.id });
  return updated.length > 0;
}

export async function deleteMediaRow(db: Db, mediaId: number): Promise<void> {
  await db.delete(mediaFiles).where(eq(mediaFiles.id, mediaId));
}

export async function sentimentReasons(db: Db): Promise<SentimentReason[]> {
  return db
    .select({
      id: callSentimentReasons.id,
      name: callSentimentReasons.name,
      sentiment: callSentimentReasons.sentiment,
    })
    .from(callSentimentReasons)
    .orderBy(asc(callSentimentReasons.sentiment), asc(callSentimentReasons.name));
}

export async function findSentimentReason(
  db: Db,
  id: number,
): Promise<SentimentReason | undefined> {
  const [row] = await db
    .select({
      id: callSentimentReasons.id,
      name: callSentimentReasons.name,
      sentiment: callSentimentReasons.sentiment,
    })
    .from(callSentimentReasons)
    .where(eq(callSentimentReasons.id, id));
  return row;
}

/** A student as a click-to-call needs them: where they are and their parents' numbers. */
export async function findStudentCallee(db: Db, id: number) {
  const [row] = await db
    .select({
      id: students.id,
      branchId: students.branchId,
      segmentId: students.segmentId,
      courseId: students.courseId,
      academicYearId: students.academicYearId,
      numbers: sql<(string | null)[]>`ARRAY[${students.fatherMobile}, ${students.motherMobile}]`,
    })
    .from(students)
    .where(eq(students.id, id));
  return row;
}

export async function findStaffCallee(db: Db, id: number) {
  const [row] = await db
    .select({
      id: staff.id,
      branchId: staff.branchId,
      designationId: staff.designationId,
      numbers: sql<(string | null)[]>`ARRAY[${staff.mobile}]`,
    })
    .from(staff)
    .where(eq(staff.id, id));
  return row;
}

/** The caller's own mobile: the account's primary number, else their staff record's. */
export async function agentMobile(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ mobile: sql<string | null>`coalesce(${users.mobilePrimary}, ${staff.mobile})` })
    .from(users)
    .leftJoin(staff, eq(staff.id, users.staffId))
    .where(eq(users.id, userId));
  return row?.mobile ?? null;
}
