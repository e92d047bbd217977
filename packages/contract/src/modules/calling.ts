import { z } from 'zod';
import { queryCodeIn } from '../common/query-code.ts';
import { INT4_MAX, INT4_MIN, int4Id, queryInt4Id } from '../common/numbers.ts';
import { calendarDate } from '../common/dates.ts';
import { Messages } from '../messages.ts';
import { CALL_TYPE_CODES, CallType } from './call-types.ts';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { defineStatusMachine } from '../common/status-machine.ts';
import {
  listQueryFields,
  listSort,
  queryBoolean,
  queryIdList,
  searchById,
  searchEmployeeNumbers,
  searchMobile,
} from '../common/list.ts';

// Calling campaigns (001 §2, §3, §5, §7): one list of call records for every call type, the
// edits a reviewer makes (remarks, principal remarks, sentiment and its reason), the exports,
// the click-to-call and the call-status refresh. The call types and their permissions are in
// call-types.ts.

/**
 * Statuses of a call (001 §4 leaves the values open). A telephony vendor's words map onto
 * these; -1 is what the console reads for a number whose status it does not know (001 §3), and
 * what any other value reads as.
 */
export const CALL_STATUSES = defineCodes(
  {
    Unknown: { code: -1, label: 'Unknown', colour: 'grey' },
    Queued: { code: 0, label: 'Queued', colour: 'grey' },
    Ringing: { code: 1, label: 'Ringing', colour: 'cyan' },
    InProgress: { code: 2, label: 'In progress', colour: 'blue' },
    Completed: { code: 3, label: 'Completed', colour: 'green' },
    Busy: { code: 4, label: 'Busy', colour: 'orange' },
    NoAnswer: { code: 5, label: 'No answer', colour: 'gold' },
    Failed: { code: 6, label: 'Failed', colour: 'red' },
    Canceled: { code: 7, label: 'Canceled', colour: 'grey' },
  },
  { fallback: 'Unknown' },
);
export const CallStatus = CALL_STATUSES.code;
export type CallStatusCode = CodeOf<typeof CALL_STATUSES>;

const ENDINGS = ['Completed', 'Busy', 'NoAnswer', 'Failed', 'Canceled'] as const;

/**
 * How a call moves as the vendor reports it: only forward, and never out of an ending, so a
 * late or repeated report cannot turn an ended call back into a ringing one. Unknown is what we
 * read before the vendor says anything.
 */
export const CALL_STATUS_MACHINE = defineStatusMachine(CALL_STATUSES, {
  Unknown: ['Queued', 'Ringing', 'InProgress', ...ENDINGS],
  Queued: ['Ringing', 'InProgress', ...ENDINGS],
  Ringing: ['InProgress', ...ENDINGS],
  InProgress: [...ENDINGS],
});

/** Statuses a call never leaves: the refresh stops asking the vendor about them. */
export const FINAL_CALL_STATUSES: readonly CallStatusCode[] = ENDINGS.map(
  (name) => CallStatus[name],
);

/** The statuses a call record can hold (every one but Unknown), for the status filter. */
export const STORED_CALL_STATUSES = CALL_STATUSES.codes.filter(
  (code) => code !== CallStatus.Unknown,
);

/** A status as the console reads it: anything it does not know is Unknown (-1). */
export function readCallStatus(value: unknown): CallStatusCode {
  return CALL_STATUSES.read(
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  );
}

/** 001 §3 sentiment. */
export const SENTIMENTS = defineCodes({
  Dissatisfied: { code: -1, label: 'Dissatisfied', colour: 'red' },
  Neutral: { code: 0, label: 'Neutral', colour: 'grey' },
  Happy: { code: 1, label: 'Happy', colour: 'green' },
});
export const Sentiment = SENTIMENTS.code;
export type SentimentCode = CodeOf<typeof SENTIMENTS>;
export const SENTIMENT_CODES = SENTIMENTS.codes;

/**
 * How a renewal was made (the list's `renewal_mode`; the documents name the filter only):
 * online, at the branch, or not renewed yet. 0 in the filter means every mode.
 */
export const RenewalMode = { Online: 1, AtBranch: 2, NotRenewed: 3 } as const;
export type RenewalModeCode = (typeof RenewalMode)[keyof typeof RenewalMode];
export const RENEWAL_MODE_LABELS: Record<RenewalModeCode, string> = {
  [RenewalMode.Online]: 'Online',
  [RenewalMode.AtBranch]: 'At branch',
  [RenewalMode.NotRenewed]: 'Not renewed',
};

/**
 * The list's `report_type` (named, not described, by 001 §7): which calls a reviewer's report
 * covers. Connected: completed calls; not connected: busy, no answer, failed or canceled;
 * reviewed: a sentiment or remarks recorded; pending review: completed without a sentiment.
 */
export const ReportType = {
  All: 0,
  Connected: 1,
  NotConnected: 2,
  Reviewed: 3,
  PendingReview: 4,
} as const;
export type ReportTypeCode = (typeof ReportType)[keyof typeof ReportType];
export const REPORT_TYPE_LABELS: Record<ReportTypeCode, string> = {
  [ReportType.All]: 'All calls',
  [ReportType.Connected]: 'Connected',
  [ReportType.NotConnected]: 'Not connected',
  [ReportType.Reviewed]: 'Reviewed',
  [ReportType.PendingReview]: 'Pending review',
};

export const CallingMessages = {
  callTypeInvalid: `Unknown call type. Use one of: ${CALL_TYPE_CODES.join(', ')}.`,
  sentimentInvalid: 'Choose a sentiment: Dissatisfied (-1), Neutral (0) or Happy (1).',
  sentimentReasonUnknown: 'Unknown sentiment reason.',
  sentimentReasonWithoutSentiment: 'Choose a sentiment before its reason.',
  sentimentReasonMismatch: 'This reason does not belong to the chosen sentiment.',
  remarksTooLong: 'Remarks must be at most 1000 characters.',
  nothingToUpdate: 'Send at least one of remarks, principal_remarks, sentiment, sentiment_reason.',
  callUpdated: 'Call updated.',
  oneCalleeRequired: 'Name exactly one person to call: student_id or staff_id.',
  numberNotRegistered: 'This number is not registered for the person called.',
  noNumberToCall: 'The person called has no mobile number on record.',
  noAgentNumber:
    'Your mobile number is not on record. Enter the number the call should ring first.',
  studentCallTypes:
    'Adoption, renewal, televerification and transport calls are made to students: send student_id.',
  staffCallTypes: 'Internal, DAR and IAT calls are made to staff members: send staff_id.',
  telephonyUnavailable: 'The call could not be placed. Try again in a moment.',
  callSidsRequired: 'Send between 1 and 100 call_sids.',
  noRecording: 'This call has no recording.',
  recordingUnavailable: 'The recording could not be fetched from the telephony service.',
} as const;

export const callTypeField = queryCodeIn(CALL_TYPE_CODES, CallingMessages.callTypeInvalid);
const sentimentField = queryCodeIn(SENTIMENT_CODES, CallingMessages.sentimentInvalid);

const shortText = (max: number) => z.string().trim().min(1).max(max);

/** Statuses as a comma list of codes (0–7). */
const statusList = queryIdList.refine(
  (codes) => !codes || codes.every((code) => (STORED_CALL_STATUSES as number[]).includes(code)),
  `Unknown call status. Use codes of: ${STORED_CALL_STATUSES.join(', ')}.`,
);

/**
 * Every filter of 001 §7's GET /adoption_call, shared by the list, its exports and the branch
 * summary. `call_type` defaults to adoption; `academic_year_id` to the current year. Also
 * `user_number` (001 §5's 10-digit mobile search) and `student_id` (a student's calls in the
 * student profile).
 */
const callFilterFields = {
  call_type: callTypeField.default(CallType.Adoption),
  academic_year_id: queryInt4Id.optional(),
  status_list: statusList.optional(),
  branch_ids: queryIdList.optional(),
  /** Inclusive calendar days (UTC) of the call's creation. */
  from_date: calendarDate.optional(),
  to_date: calendarDate.optional(),
  /** A segment id; 0 (All Segments) does not narrow. */
  segment: z.coerce.number().int().min(0).max(6).optional(),
  /** A RenewalMode code; 0 does not narrow. */
  renewal_mode: z.coerce.number().int().min(0).max(3).optional(),
  admission_number: shortText(30).optional(),
  /** Only each number's latest call of this type. */
  unique: queryBoolean.optional(),
  /** Only dissatisfied calls (sentiment -1). */
  negative: queryBoolean.optional(),
  report_type: queryCodeIn(
    Object.values(ReportType),
    'Unknown report type. Use 0 (all), 1 (connected), 2 (not connected), 3 (reviewed) or 4 (pending review).',
  ).optional(),
  sentiment: sentimentField.optional(),
  /** The agent's (caller's) name. */
  search_name: shortText(100).optional(),
  /** The called staff member's designation. */
  designation_ids: queryIdList.optional(),
  /** Employee numbers of the called staff, comma separated. */
  employee_number_list: searchEmployeeNumbers.optional(),
  student_name_search: shortText(100).optional(),
  sid: shortText(64).optional(),
  id: searchById.optional(),
  group_ids: queryIdList.optional(),
  program_ids: queryIdList.optional(),
  course_ids: queryIdList.optional(),
  user_number: searchMobile.optional(),
  student_id: queryInt4Id.optional(),
};

const datesInOrder = <T extends { from_date?: string; to_date?: string }>(query: T) =>
  !query.from_date || !query.to_date || query.from_date <= query.to_date;
const datesInOrderIssue = { message: Messages.fromDateAfterToDate, path: ['from_date'] };

/** GET /adoption_call (and its exports): the filters, a page and a sort. */
export const callListQuery = z
  .strictObject({
    ...listQueryFields,
    sort: listSort(['created_at', 'id', 'duration', 'status']).optional(),
    ...callFilterFields,
  })
  .refine(datesInOrder, datesInOrderIssue);
export type CallListQuery = z.infer<typeof callListQuery>;

/**
 * GET /adoption_call/branch_summary (ours): the list's filters alone. A summary has no page or
 * sort, so sending one is refused like any unknown field.
 */
export const callBranchSummaryQuery = z
  .strictObject(callFilterFields)
  .refine(datesInOrder, datesInOrderIssue);
/** What selects calls: the list's query, or the summary's (the filters without a page). */
export type CallFilters = z.infer<typeof callBranchSummaryQuery>;

/** One call record as lists and the detail answer it. */
export const callRecord = z.object({
  id: z.number().int(),
  call_sid: z.string(),
  call_type: z.number().int(),
  user_number: z.string(),
  status: z.number().int(),
  /** Talk time in seconds, once the vendor reports it. */
  duration: z.number().int().nullable(),
  academic_year_id: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  segment_id: z.number().int().nullable(),
  student_id: z.number().int().nullable(),
  admission_number: z.string().nullable(),
  student_name: z.string().nullable(),
  staff_id: z.number().int().nullable(),
  employee_number: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  designation_id: z.number().int().nullable(),
  designation_name: z.string().nullable(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  group_id: z.number().int().nullable(),
  program_id: z.number().int().nullable(),
  program_name: z.string().nullable(),
  renewal_mode: z.number().int().nullable(),
  remarks: z.string().nullable(),
  principal_remarks: z.string().nullable(),
  sentiment: z.number().int().nullable(),
  sentiment_reason: z.number().int().nullable(),
  sentiment_reason_name: z.string().nullable(),
  agent_user_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  has_recording: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CallRecord = z.infer<typeof callRecord>;

export const callParams = z.strictObject({
  id: queryInt4Id,
});

/**
 * PUT /adoption_call/{id}: the fields sent are changed, the others kept; null clears one.
 * A reason needs a sentiment (sent now or already recorded) and must belong to it; clearing
 * the sentiment clears its reason.
 */
export const callUpdateBody = z
  .strictObject({
    remarks: z.string().trim().max(1000, CallingMessages.remarksTooLong).nullable().optional(),
    principal_remarks: z
      .string()
      .trim()
      .max(1000, CallingMessages.remarksTooLong)
      .nullable()
      .optional(),
    sentiment: z
      .number({ error: CallingMessages.sentimentInvalid })
      .int(CallingMessages.sentimentInvalid)
      .min(INT4_MIN, CallingMessages.sentimentInvalid)
      .max(INT4_MAX, CallingMessages.sentimentInvalid)
      .refine(
        (value) => (SENTIMENT_CODES as readonly number[]).includes(value),
        CallingMessages.sentimentInvalid,
      )
      .nullable()
      .optional(),
    sentiment_reason: int4Id.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: CallingMessages.nothingToUpdate,
  });
export type CallUpdateBody = z.infer<typeof callUpdateBody>;

/** GET /adoption_call/sentiment_reason: the reasons a reviewer picks, each for one sentiment. */
export const sentimentReason = z.object({
  id: z.number().int(),
  name: z.string(),
  sentiment: z.number().int(),
});
export type SentimentReason = z.infer<typeof sentimentReason>;

/**
 * POST /adoption_call/tele_call (001 §7 leaves the body open): a click-to-call of one student's
 * parent (adoption, renewal, televerification, transport) or one staff member (internal, DAR,
 * IAT). The telephony service rings `agent_number` (the caller's own mobile when absent)
 * first, then `user_number` (the person's registered number: a parent's for a student).
 */
export const teleCallBody = z
  .strictObject({
    call_type: callTypeField,
    student_id: int4Id.optional(),
    staff_id: int4Id.optional(),
    user_number: searchMobile.optional(),
    agent_number: searchMobile.optional(),
  })
  .refine((body) => (body.student_id === undefined) !== (body.staff_id === undefined), {
    message: CallingMessages.oneCalleeRequired,
  });
export type TeleCallBody = z.infer<typeof teleCallBody>;

/** POST /adoption_call/update_call_status. */
export const callStatusRefreshBody = z.strictObject({
  call_sids: z
    .array(z.string().trim().min(1).max(64))
    .min(1, CallingMessages.callSidsRequired)
    .max(100, CallingMessages.callSidsRequired),
});

/** One sid's answer: `found: false` and status -1 for a sid that is unknown (or not yours). */
export const callStatusReport = z.object({
  call_sid: z.string(),
  found: z.boolean(),
  id: z.number().int().nullable(),
  user_number: z.string().nullable(),
  status: z.number().int(),
  duration: z.number().int().nullable(),
  has_recording: z.boolean(),
});
export type CallStatusReport = z.infer<typeof callStatusReport>;
export const callStatusRefreshResponse = z.array(callStatusReport);

/** The MIS spreadsheet's sheets (GET /adoption_call/export/mis_excel), in order. */
export const MIS_SHEETS = {
  summary: 'Branch summary',
  reasons: 'Sentiment reasons',
  calls: 'Calls',
} as const;

/** The statuses a call record holds. */
export type StoredCallStatusCode = Exclude<CallStatusCode, typeof CallStatus.Unknown>;

/** The branch summary's field counting each stored status, in the statuses' order. */
export const CALL_STATUS_COUNT_FIELDS = {
  [CallStatus.Queued]: 'queued',
  [CallStatus.Ringing]: 'ringing',
  [CallStatus.InProgress]: 'in_progress',
  [CallStatus.Completed]: 'completed',
  [CallStatus.Busy]: 'busy',
  [CallStatus.NoAnswer]: 'no_answer',
  [CallStatus.Failed]: 'failed',
  [CallStatus.Canceled]: 'canceled',
} as const satisfies Record<StoredCallStatusCode, string>;

/** The branch summary's field counting each sentiment. */
export const SENTIMENT_COUNT_FIELDS = {
  [Sentiment.Happy]: 'happy',
  [Sentiment.Neutral]: 'neutral',
  [Sentiment.Dissatisfied]: 'dissatisfied',
} as const satisfies Record<SentimentCode, string>;

const count = z.number().int();
const statusCounts = Object.fromEntries(
  Object.values(CALL_STATUS_COUNT_FIELDS).map((field) => [field, count]),
) as Record<(typeof CALL_STATUS_COUNT_FIELDS)[StoredCallStatusCode], typeof count>;
const sentimentCounts = Object.fromEntries(
  Object.values(SENTIMENT_COUNT_FIELDS).map((field) => [field, count]),
) as Record<(typeof SENTIMENT_COUNT_FIELDS)[SentimentCode], typeof count>;

/**
 * The figures of the MIS spreadsheet's "Branch summary" sheet, per branch or for all of them:
 * calls, each status, connected % (completed of all; null without calls), talk time in
 * minutes, each sentiment and none yet, remarks and principal remarks recorded.
 */
const callSummaryFigures = {
  calls: count,
  ...statusCounts,
  connected_percent: z.number().nullable(),
  talk_time_minutes: z.number(),
  ...sentimentCounts,
  no_sentiment: count,
  remarks_recorded: count,
  principal_remarks_recorded: count,
};

export const callBranchSummaryRow = z.object({
  branch_id: z.number().int(),
  branch_code: z.string(),
  branch_name: z.string(),
  ...callSummaryFigures,
});
export type CallBranchSummaryRow = z.infer<typeof callBranchSummaryRow>;

/**
 * GET /adoption_call/branch_summary: the calls the list's filters select, per branch that has
 * any (by name), and for all branches together.
 */
export const callBranchSummaryResponse = z.object({
  branches: z.array(callBranchSummaryRow),
  all_branches: z.object(callSummaryFigures),
});
export type CallBranchSummary = z.infer<typeof callBranchSummaryResponse>;
