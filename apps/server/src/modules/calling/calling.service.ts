import {
  CallingMessages,
  CallStatus,
  CALL_STATUS_MACHINE,
  Messages,
  CURRENT_ACADEMIC_YEAR_ID,
  callTypeEntry,
  type CallBranchSummary,
  type CallFilters,
  type CallListQuery,
  type CallRecord,
  type CallStatusReport,
  type CallUpdateBody,
  type TeleCallBody,
} from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { TelephonyError, type TelephonyDriver } from './drivers/telephony/telephony.ts';
import {
  forbidden,
  HttpError,
  notFound,
  unprocessable,
} from '../../platform/core/http/http-error.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import type { MediaStorages } from '../../platform/kit/media/media-storage.ts';
import { findMediaFile, type MediaFile } from '../../platform/kit/media/media.repo.ts';
import { keepRecording } from './call-recordings.ts';
import {
  callInScope,
  callingScope,
  mayPlaceCallType,
  mayReadCallType,
  readableCallType,
} from './calling-access.ts';
import { readBranchSummary } from './calling-branch-summary.ts';
import { callListFrom, callListSpec } from './calling-list.ts';
import { misSheets, type MisWorkbook } from './calling-mis.ts';
import {
  agentMobile,
  callRecordOf,
  findCallFacts,
  findCallsBySid,
  findSentimentReason,
  findStaffCallee,
  findStudentCallee,
  insertCall,
  updateCall,
  type CallChanges,
  type CallFacts,
} from './calling.repo.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';

// The calling campaigns' rules (001 §3–§7): who reads which call, how a review is recorded,
// placing a click-to-call and following it to its end and its recording.

export interface CallingContext extends RequestContext {
  telephony: TelephonyDriver;
  media: { storages: MediaStorages; incomingDir: string };
  log: FastifyBaseLogger;
}

/** The list (or CSV export) of one call type, 403 without its permission. */
export async function callList(ctx: CallingContext, query: CallListQuery): Promise<ListSpec> {
  const type = readableCallType(ctx.auth, query.call_type);
  const scope = await callingScope(ctx.db, ctx.auth, query.academic_year_id);
  return callListSpec(query, type, scope);
}

/** The MIS spreadsheet of the same filters. */
export async function callMisWorkbook(
  ctx: CallingContext,
  query: CallListQuery,
): Promise<MisWorkbook> {
  const type = readableCallType(ctx.auth, query.call_type);
  const scope = await callingScope(ctx.db, ctx.auth, query.academic_year_id);
  return misSheets(ctx.db, callListFrom(query, type, scope), type.misFile);
}

/** The branch summary of the same filters (the MIS spreadsheet's first sheet, as JSON). */
export async function callBranchSummary(
  ctx: CallingContext,
  query: CallFilters,
): Promise<CallBranchSummary> {
  const type = readableCallType(ctx.auth, query.call_type);
  const scope = await callingScope(ctx.db, ctx.auth, query.academic_year_id);
  return readBranchSummary(ctx.db, callListFrom(query, type, scope));
}

/**
 * A call the caller may read: of a type they read, in their scope for the call's year. Anything
 * else is 404, exactly like a call that does not exist.
 */
export async function readableCall(
  ctx: Pick<CallingContext, 'db' | 'auth'>,
  id: number,
): Promise<CallFacts> {
  const call = await findCallFacts(ctx.db, id);
  const type = call && callTypeEntry(call.callType);
  if (!call || !type || !mayReadCallType(ctx.auth, type)) throw notFound(Messages.notFound);
  const scope = await callingScope(ctx.db, ctx.auth, call.academicYearId);
  if (!callInScope(scope, call)) throw notFound(Messages.notFound);
  return call;
}

async function recordOf(ctx: CallingContext, id: number): Promise<CallRecord> {
  const record = await callRecordOf(ctx.db, id);
  if (!record) throw notFound(Messages.notFound);
  return record;
}

export async function callDetail(ctx: CallingContext, id: number): Promise<CallRecord> {
  await readableCall(ctx, id);
  return recordOf(ctx, id);
}

/** Empty remarks are no remarks. */
const remarkOf = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : value;

/**
 * A reviewer's edit (PUT /adoption_call/{id}): the fields sent change. A reason needs a
 * sentiment and must be one of that sentiment's reasons; a sentiment that changes (or is
 * cleared) without a reason drops the old reason, which explained the old sentiment.
 */
export async function updateCallReview(
  ctx: CallingContext,
  id: number,
  body: CallUpdateBody,
): Promise<CallRecord> {
  const call = await readableCall(ctx, id);
  const changes: CallChanges = {
    remarks: remarkOf(body.remarks),
    principalRemarks: remarkOf(body.principal_remarks),
  };
  const sentiment = body.sentiment === undefined ? call.sentiment : body.sentiment;
  if (body.sentiment !== undefined) changes.sentiment = body.sentiment;
  if (body.sentiment_reason !== undefined && body.sentiment_reason !== null) {
    if (sentiment === null) throw unprocessable(CallingMessages.sentimentReasonWithoutSentiment);
    const reason = await findSentimentReason(ctx.db, body.sentiment_reason);
    if (!reason) throw unprocessable(CallingMessages.sentimentReasonUnknown);
    if (reason.sentiment !== sentiment) {
      throw unprocessable(CallingMessages.sentimentReasonMismatch);
    }
    changes.sentimentReasonId = reason.id;
  } else if (body.sentiment_reason === null || sentiment !== call.sentiment) {
    changes.sentimentReasonId = null;
  }
  await updateCall(ctx.db, id, changes);
  return recordOf(ctx, id);
}

/** A number as its last 10 digits, or null when it has fewer. */
function tenDigits(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? digits : null;
}

/**
 * Who a click-to-call reaches: where they are (for the scope and the list's filters) and their
 * registered numbers. Staff calls belong to the current academic year.
 */
async function calleeOf(ctx: CallingContext, body: TeleCallBody) {
  if (body.student_id !== undefined) {
    const student = await findStudentCallee(ctx.db, body.student_id);
    return (
      student && {
        numbers: student.numbers,
        call: {
          branchId: student.branchId,
          segmentId: student.segmentId,
          academicYearId: student.academicYearId,
          studentId: student.id,
          courseId: student.courseId,
        },
      }
    );
  }
  const member = await findStaffCallee(ctx.db, body.staff_id!);
  return (
    member && {
      numbers: member.numbers,
      call: {
        branchId: member.branchId,
        segmentId: null,
        academicYearId: CURRENT_ACADEMIC_YEAR_ID,
        staffId: member.id,
        designationId: member.designationId,
      },
    }
  );
}

/**
 * POST /adoption_call/tele_call: rings the agent, then the person called (a student's parent
 * or a staff member in the caller's scope), and records the call with the service's sid.
 */
export async function placeTeleCall(ctx: CallingContext, body: TeleCallBody): Promise<CallRecord> {
  const type = callTypeEntry(body.call_type)!;
  if (!mayPlaceCallType(ctx.auth, type)) throw forbidden(Messages.forbidden);
  if (type.callee === 'student' && body.student_id === undefined) {
    throw unprocessable(CallingMessages.studentCallTypes);
  }
  if (type.callee === 'staff' && body.staff_id === undefined) {
    throw unprocessable(CallingMessages.staffCallTypes);
  }
  const callee = await calleeOf(ctx, body);
  const scope = callee && (await callingScope(ctx.db, ctx.auth, callee.call.academicYearId));
  if (!callee || !scope || !callInScope(scope, callee.call)) throw notFound(Messages.notFound);

  const numbers = callee.numbers.map(tenDigits).filter((number) => number !== null);
  if (body.user_number !== undefined && !numbers.includes(body.user_number)) {
    throw unprocessable(CallingMessages.numberNotRegistered);
  }
  const userNumber = body.user_number ?? numbers[0];
  if (!userNumber) throw unprocessable(CallingMessages.noNumberToCall);
  const agentNumber = body.agent_number ?? tenDigits(await agentMobile(ctx.db, ctx.auth.userId));
  if (!agentNumber) throw unprocessable(CallingMessages.noAgentNumber);

  let placed;
  try {
    placed = await ctx.telephony.connect({ from: agentNumber, to: userNumber });
  } catch (error) {
    if (!(error instanceof TelephonyError)) throw error;
    ctx.log.warn({ err: error, driver: ctx.telephony.name }, 'placing a tele call failed');
    throw new HttpError(502, CallingMessages.telephonyUnavailable);
  }
  const id = await insertCall(ctx.db, {
    ...callee.call,
    callSid: placed.callSid,
    callType: type.code,
    userNumber,
    agentNumber,
    agentUserId: ctx.auth.userId,
    status: placed.status === CallStatus.Unknown ? CallStatus.Queued : placed.status,
    duration: placed.duration,
    recordingUrl: placed.recordingUrl,
    driver: ctx.telephony.name,
  });
  return recordOf(ctx, id);
}

/** Whether the service still has news about this call: not ended, or ended without recording. */
const worthAsking = (call: CallFacts) =>
  !CALL_STATUS_MACHINE.isFinal(call.status) ||
  (call.status === CallStatus.Completed && call.recordingUrl === null && !call.recordingMediaId);

/** Asks the service about one call and keeps what changed; the service's failures are logged. */
async function refreshCall(ctx: CallingContext, call: CallFacts): Promise<CallFacts> {
  if (call.driver !== ctx.telephony.name) return call;
  let current = call;
  if (worthAsking(call)) {
    const state = await ctx.telephony.callState(call.callSid).catch((error: unknown) => {
      if (!(error instanceof TelephonyError)) throw error;
      ctx.log.warn({ err: error, callSid: call.callSid }, 'reading a call status failed');
      return null;
    });
    if (state) {
      const next = {
        // Only forward: a late or out-of-order report (or Unknown) keeps what we know.
        status: CALL_STATUS_MACHINE.canMove(call.status, state.status) ? state.status : call.status,
        duration: state.duration ?? call.duration,
        recordingUrl: state.recordingUrl ?? call.recordingUrl,
      };
      if (
        next.status !== call.status ||
        next.duration !== call.duration ||
        next.recordingUrl !== call.recordingUrl
      ) {
        await updateCall(ctx.db, call.id, next);
        current = { ...call, ...next };
      }
    }
  }
  if (
    current.status === CallStatus.Completed &&
    current.recordingUrl &&
    !current.recordingMediaId
  ) {
    const kept = await fetchAndKeepRecording(ctx, current).catch((error: unknown) => {
      ctx.log.warn({ err: error, callSid: call.callSid }, 'keeping a call recording failed');
      return null;
    });
    if (kept) current = { ...current, recordingMediaId: kept.id };
  }
  return current;
}

async function fetchAndKeepRecording(
  ctx: CallingContext,
  call: CallFacts,
): Promise<MediaFile | null> {
  const recording = await ctx.telephony.fetchRecording(call);
  if (!recording) return null;
  return keepRecording(
    ctx.db,
    { storage: ctx.media.storages.forUploads, incomingDir: ctx.media.incomingDir },
    call,
    call.agentUserId ?? ctx.auth.userId,
    recording,
  );
}

/** Calls asked about at once while refreshing a list of sids. */
const REFRESH_CONCURRENCY = 5;

/**
 * POST /adoption_call/update_call_status: each sid's current status, asked of the telephony
 * service while the call is under way. A sid that is unknown, or names a call the caller may
 * not read (another call type, another branch), answers `found: false` and status -1, the
 * console's "unknown".
 */
export async function refreshCallStatuses(
  ctx: CallingContext,
  callSids: string[],
): Promise<CallStatusReport[]> {
  const sids = [...new Set(callSids)];
  const calls = new Map((await findCallsBySid(ctx.db, sids)).map((call) => [call.callSid, call]));
  const visible = new Map<string, CallFacts>();
  for (const call of calls.values()) {
    const type = callTypeEntry(call.callType);
    const mine = call.agentUserId === ctx.auth.userId;
    if (!type || !(mayReadCallType(ctx.auth, type) || mine)) continue;
    const scope = await callingScope(ctx.db, ctx.auth, call.academicYearId);
    if (callInScope(scope, call)) visible.set(call.callSid, call);
  }
  const queue = [...visible.values()];
  const refreshed = new Map<string, CallFacts>();
  const worker = async () => {
    for (let call = queue.shift(); call; call = queue.shift()) {
      refreshed.set(call.callSid, await refreshCall(ctx, call));
    }
  };
  await Promise.all(Array.from({ length: REFRESH_CONCURRENCY }, worker));
  return callSids.map((callSid) => {
    const call = refreshed.get(callSid);
    if (!call) {
      return {
        call_sid: callSid,
        found: false,
        id: null,
        user_number: null,
        status: CallStatus.Unknown,
        duration: null,
        has_recording: false,
      };
    }
    return {
      call_sid: callSid,
      found: true,
      id: call.id,
      user_number: call.userNumber,
      status: call.status,
      duration: call.duration,
      has_recording: call.recordingMediaId !== null || call.recordingUrl !== null,
    };
  });
}

/**
 * The recording of a call the caller reads: from the media storage, fetched there from the
 * telephony service on first play when the service still holds it.
 */
export async function openRecording(
  ctx: CallingContext,
  id: number,
): Promise<{ file: MediaFile; content: Readable }> {
  const call = await readableCall(ctx, id);
  let mediaId = call.recordingMediaId;
  if (
    mediaId === null &&
    call.status === CallStatus.Completed &&
    call.recordingUrl &&
    call.driver === ctx.telephony.name
  ) {
    const kept = await fetchAndKeepRecording(ctx, call).catch((error: unknown) => {
      if (!(error instanceof TelephonyError)) throw error;
      ctx.log.warn({ err: error, callSid: call.callSid }, 'fetching a call recording failed');
      throw new HttpError(502, CallingMessages.recordingUnavailable);
    });
    mediaId = kept?.id ?? (await findCallFacts(ctx.db, id))?.recordingMediaId ?? null;
  }
  const file = mediaId === null ? undefined : await findMediaFile(ctx.db, mediaId);
  const storage = file && ctx.media.storages.holding(file.storage);
  const content = storage ? await storage.open(file!.storedName) : null;
  if (!file || !content) throw notFound(CallingMessages.noRecording);
  return { file, content };
}
