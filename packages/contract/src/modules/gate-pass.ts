import { z } from 'zod';
import { queryCodeIn } from '../common/query-code.ts';
import { queryInt4Id } from '../common/numbers.ts';
import { calendarDate } from '../common/dates.ts';
import { Messages } from '../messages.ts';
import { MOBILE_PATTERN } from '../common/patterns.ts';
import { listQueryFields, queryBoolean, queryIdList } from '../common/list.ts';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { defineStatusMachine } from '../common/status-machine.ts';

// Gate pass (001 §3, §4, §7, §9): students' gate and leave passes, their approval or rejection,
// the authorized pickup members of a student, and the entry/exit log at the gate. The codes and
// colours are the documents'; the transitions, the monthly leave-pass limit and the messages are
// ours (apps/server/src/modules/gate-pass/DECISIONS.md).

/**
 * 001 §4 status codes, names and colours. Disabled's colour is not shown in the documents: it
 * shows plain (grey), like Cancelled.
 */
export const GATE_PASS_STATUSES = defineCodes({
  Disabled: { code: 0, label: 'Disabled', colour: 'grey' },
  WaitingForApproval: { code: 1, label: 'Waiting For Approval', colour: 'yellow' },
  Approved: { code: 2, label: 'Approved', colour: 'green' },
  Rejected: { code: 3, label: 'Rejected', colour: 'red' },
  Cancelled: { code: 4, label: 'Cancelled', colour: 'grey' },
  PassUsed: { code: 5, label: 'Pass Used', colour: 'blue' },
});
export const GatePassStatus = GATE_PASS_STATUSES.code;
export type GatePassStatusCode = CodeOf<typeof GATE_PASS_STATUSES>;
export const GATE_PASS_STATUS_CODES = GATE_PASS_STATUSES.codes;
/** The list's status filter, in code order: Disabled is not offered. */
export const GATE_PASS_STATUS_FILTER_OPTIONS = GATE_PASS_STATUS_CODES.filter(
  (code) => code !== GatePassStatus.Disabled,
);

/** 001 §3: GatePass 1 (an outing within the day), LeavePass 2 (leave away from school). */
export const GatePassType = { GatePass: 1, LeavePass: 2 } as const;
export type GatePassTypeCode = (typeof GatePassType)[keyof typeof GatePassType];
export const GATE_PASS_TYPE_LABELS: Record<GatePassTypeCode, string> = {
  [GatePassType.GatePass]: 'Gate Pass',
  [GatePassType.LeavePass]: 'Leave Pass',
};

/** 001 §3: who collects the student: the requesting parent (Self) or another member (Other). */
export const PickupType = { Self: 1, Other: 2 } as const;
export type PickupTypeCode = (typeof PickupType)[keyof typeof PickupType];
export const PICKUP_TYPE_LABELS: Record<PickupTypeCode, string> = {
  [PickupType.Self]: 'Self',
  [PickupType.Other]: 'Other',
};

/** 001 §3 student relation of an authorized member. */
export const StudentRelation = {
  Father: 1,
  Mother: 2,
  Sibling: 3,
  Cousin: 4,
  Aunty: 5,
  Uncle: 6,
  GrandParent: 7,
  Other: 8,
} as const;
export type StudentRelationCode = (typeof StudentRelation)[keyof typeof StudentRelation];
export const STUDENT_RELATION_LABELS: Record<StudentRelationCode, string> = {
  [StudentRelation.Father]: 'Father',
  [StudentRelation.Mother]: 'Mother',
  [StudentRelation.Sibling]: 'Sibling',
  [StudentRelation.Cousin]: 'Cousin',
  [StudentRelation.Aunty]: 'Aunty',
  [StudentRelation.Uncle]: 'Uncle',
  [StudentRelation.GrandParent]: 'Grand Parent',
  [StudentRelation.Other]: 'Other',
};

/** A record at the gate: the student going out, or coming back. */
export const GateDirection = { Exit: 1, Entry: 2 } as const;
export type GateDirectionCode = (typeof GateDirection)[keyof typeof GateDirection];
export const GATE_DIRECTION_LABELS: Record<GateDirectionCode, string> = {
  [GateDirection.Exit]: 'Exit',
  [GateDirection.Entry]: 'Entry',
};

/**
 * Approved (or used) leave passes a student may have in one calendar month (India time) before
 * `has_limit_reached` says so. The documents name the flag, not the number; approval past the
 * limit is not refused (the principal decides), the flag warns.
 */
export const LEAVE_PASS_MONTHLY_LIMIT = 3;
/** Authorized members a student may have at once (archived ones do not count). */
export const AUTHORIZED_MEMBER_LIMIT = 10;

export const GATE_PASS_EXPORT_FILE = 'gate-passes.csv';

export const GatePassMessages = {
  approved: 'Gate pass approved successfully.',
  rejected: 'Gate pass rejected successfully.',
  decisionStatus: 'A gate pass can only be approved (2) or rejected (3).',
  reasonRequired: 'Choose a rejection reason to reject the gate pass.',
  reasonOnlyWhenRejecting: 'A rejection reason is given only when rejecting.',
  unknownReason: 'Choose one of the rejection reasons.',
  alreadyInStatus: (label: string) => `This gate pass is already ${label}.`,
  cancelledIsFinal:
    'This gate pass was cancelled by the parent and can no longer be approved or rejected.',
  usedIsFinal: 'This gate pass has already been used and can no longer be approved or rejected.',
  disabledIsFinal: 'This gate pass is disabled and cannot be approved or rejected.',
  approvedCannotBeRejected:
    'This gate pass has already been approved and can no longer be rejected.',
  rejectedCannotBeApproved:
    'This gate pass has already been rejected and can no longer be approved.',
  studentNotFound: 'No student with this admission number was found.',
  memberNameRequired: 'Enter the member’s name.',
  memberRelation: 'Choose the member’s relation to the student.',
  memberMobileTaken: 'This mobile number is already an authorized member of this student.',
  memberLimit: `A student can have at most ${AUTHORIZED_MEMBER_LIMIT} authorized members. Archive one first.`,
  memberPhotoNotFound: 'The photo was not found. Upload it again.',
  memberNotFound: 'This authorized member was not found for this student.',
  pickupAuthorized: 'This pickup member is on the authorized list; there is nothing to approve.',
  pickupDecided: (approved: boolean) =>
    `This pickup member was already ${approved ? 'approved' : 'rejected'}.`,
  pickupApproved: 'Pickup member approved successfully.',
  pickupRejected: 'Pickup member rejected successfully.',
  pickupReasonRequired: 'Choose a rejection reason to reject the pickup member.',
  sortingClause:
    'Sort by created_at, out_time, in_time, id or status, optionally followed by asc or desc.',
  statusList: 'Filter by status codes 0 to 5, comma separated.',
  studentNameSearch: 'Enter 1 to 100 characters of the student’s name.',
} as const;

/**
 * Why approving (2) or rejecting (3) a pass in status `from` is refused (`from` undefined: a
 * stored status that is not a code). The server's 409 and the console's buttons use the same
 * words.
 */
function whyNotDecide(from: GatePassStatusCode | undefined, to: GatePassStatusCode): string {
  if (from === to) return GatePassMessages.alreadyInStatus(GATE_PASS_STATUSES.label(to));
  switch (from) {
    case GatePassStatus.Cancelled:
      return GatePassMessages.cancelledIsFinal;
    case GatePassStatus.PassUsed:
      return GatePassMessages.usedIsFinal;
    case GatePassStatus.Approved:
      return GatePassMessages.approvedCannotBeRejected;
    case GatePassStatus.Rejected:
      return GatePassMessages.rejectedCannotBeApproved;
    default:
      return GatePassMessages.disabledIsFinal;
  }
}

/** Only a pass waiting for approval may be approved or rejected; every other status is final. */
export const GATE_PASS_DECISION_MACHINE = defineStatusMachine(
  GATE_PASS_STATUSES,
  { WaitingForApproval: ['Approved', 'Rejected'] },
  { whyNot: whyNotDecide },
);
export const GATE_PASS_DECISIONS = GATE_PASS_DECISION_MACHINE.transitions;

/** Why approving or rejecting a pass in status `from` is refused, or null when allowed. */
export const gatePassDecisionRefusal = (from: number, to: GatePassStatusCode): string | null =>
  GATE_PASS_DECISION_MACHINE.refusal(from, to);

/** The decisions a pass in this status still allows (the console's buttons). */
export const gatePassDecisions = (status: number): readonly GatePassStatusCode[] =>
  GATE_PASS_DECISION_MACHINE.nextStatuses(status);

// ----- calls -----

const id = queryInt4Id;

const GATE_PASS_STATUS_TEXTS: readonly string[] = GATE_PASS_STATUS_CODES.map(String);

/** Status codes as a comma list ("1,2"); an empty list is absent. */
const statusList = z.union([z.string(), z.array(z.string())]).transform((value, context) => {
  const parts = (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.some((part) => !GATE_PASS_STATUS_TEXTS.includes(part))) {
    context.addIssue({ code: 'custom', message: GatePassMessages.statusList });
    return z.NEVER;
  }
  const codes = [...new Set(parts.map(Number))] as GatePassStatusCode[];
  return codes.length > 0 ? codes : undefined;
});

/** The columns sorting_clause may name. */
export const GATE_PASS_SORT_COLUMNS = [
  'created_at',
  'out_time',
  'in_time',
  'id',
  'status',
] as const;
export type GatePassSortColumn = (typeof GATE_PASS_SORT_COLUMNS)[number];

/**
 * `sorting_clause` (001 §7): a whitelisted column, optionally followed by asc or desc
 * ("out_time desc"). The list's `order` applies when the clause names no direction.
 */
const sortingClause = z
  .string()
  .trim()
  .transform((value, context) => {
    const match = /^([a-z_]+)(?:\s+(asc|desc))?$/i.exec(value);
    const column = match?.[1]?.toLowerCase();
    if (!match || !(GATE_PASS_SORT_COLUMNS as readonly string[]).includes(column ?? '')) {
      context.addIssue({ code: 'custom', message: GatePassMessages.sortingClause });
      return z.NEVER;
    }
    const order = match[2]?.toLowerCase() as 'asc' | 'desc' | undefined;
    return { column: column as GatePassSortColumn, order };
  });

/** GET /gate_pass: 001 §7's filters, plus the student (profile) and the academic year. */
export const gatePassListQuery = z
  .strictObject({
    ...listQueryFields,
    status_list: statusList.optional(),
    /** Inclusive calendar days of the requested out time (UTC). */
    from_date: calendarDate.optional(),
    to_date: calendarDate.optional(),
    admission_number: z.string().trim().min(1).max(30).optional(),
    /**
     * Part of the student's name, any case (000 §5 and 001 §5 name this search key for the
     * calling lists; the gate-pass list takes the same name). Spaces inside are read as one, as
     * the name is written.
     */
    student_name_search: z
      .string()
      .trim()
      .min(1, GatePassMessages.studentNameSearch)
      .max(100, GatePassMessages.studentNameSearch)
      .transform((name) => name.replace(/\s+/g, ' '))
      .optional(),
    type: queryCodeIn(
      [GatePassType.GatePass, GatePassType.LeavePass],
      'Type is GatePass 1 or LeavePass 2.',
    ).optional(),
    branch_ids: queryIdList.optional(),
    sorting_clause: sortingClause.optional(),
    /** One student's passes (the student profile's gatepass view). */
    student_id: id.optional(),
    /** The academic year whose passes and scope apply; the current year when absent. */
    academic_year_id: queryInt4Id.optional(),
  })
  .refine((query) => !query.from_date || !query.to_date || query.from_date <= query.to_date, {
    message: Messages.fromDateAfterToDate,
    path: ['from_date'],
  });
export type GatePassListQuery = z.infer<typeof gatePassListQuery>;

/** The academic year whose scope judges a call on one pass or student. */
export const gatePassYearQuery = z.strictObject({
  academic_year_id: queryInt4Id.optional(),
});

export const gatePassParams = z.strictObject({ id });
export const gatePassAdmissionParams = z.strictObject({
  admission: z.string().trim().min(1).max(30),
});
export const gatePassMemberParams = z.strictObject({ gate_pass_id: id, member_id: id });

export const gatePassRejectionReason = z.object({ id: z.number().int(), name: z.string() });
export type GatePassRejectionReason = z.infer<typeof gatePassRejectionReason>;

/** GET /gate_pass/module_info. */
export const gatePassModuleInfo = z.object({
  gate_pass_rejection_reasons: z.array(gatePassRejectionReason),
  leave_pass_monthly_limit: z.number().int(),
  authorized_member_limit: z.number().int(),
});
export type GatePassModuleInfo = z.infer<typeof gatePassModuleInfo>;

/** A person allowed to collect a student. */
export const authorizedMember = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  name: z.string(),
  relation: z.number().int(),
  mobile: z.string(),
  photo_media_id: z.number().int().nullable(),
  is_archived: z.boolean(),
  created_at: z.string(),
});
export type AuthorizedMember = z.infer<typeof authorizedMember>;

/** One pass as the list shows it. */
export const gatePassRowFields = {
  id: z.number().int(),
  status: z.number().int(),
  type: z.number().int(),
  reason: z.string(),
  out_time: z.string(),
  in_time: z.string().nullable(),
  pickup_type: z.number().int(),
  pickup_member_id: z.number().int().nullable(),
  pickup_member_name: z.string().nullable(),
  student_id: z.number().int(),
  student_name: z.string(),
  admission_number: z.string(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  academic_year_id: z.number().int(),
  rejection_reason: z.string().nullable(),
  rejection_reason_type: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
};
export const gatePassRow = z.object(gatePassRowFields);
export type GatePassRow = z.infer<typeof gatePassRow>;

/** A record at the gate; an unauthorized pickup person waits for approval (is_approved null). */
export const gatePassEntryExitLog = z.object({
  id: z.number().int(),
  gate_pass_id: z.number().int(),
  direction: z.number().int(),
  /** The authorized member who came, or null for a person not on the list. */
  pickup_member_id: z.number().int().nullable(),
  person_name: z.string(),
  person_mobile: z.string().nullable(),
  person_relation: z.number().int().nullable(),
  person_photo_media_id: z.number().int().nullable(),
  /** The person matched the authorized list (the pickup tag: matched / not matched). */
  is_matched: z.boolean(),
  is_approved: z.boolean().nullable(),
  rejection_reason: z.string().nullable(),
  rejection_reason_id: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  at: z.string(),
});
export type GatePassEntryExitLog = z.infer<typeof gatePassEntryExitLog>;

/** GET /gate_pass/{id}. */
export const gatePassDetail = z.object({
  ...gatePassRowFields,
  has_limit_reached: z.boolean(),
  authorized_member_list: z.array(authorizedMember),
  gate_pass_entry_exit_logs: z.array(gatePassEntryExitLog),
});
export type GatePassDetail = z.infer<typeof gatePassDetail>;

const rejectionNote = z.string().trim().max(500, 'Keep the rejection reason under 500 characters.');

/** PUT /gate_pass/{id}: approve (2) or reject (3); a rejection needs a reason from module info. */
export const gatePassDecisionBody = z
  .strictObject({
    status: queryCodeIn(
      [GatePassStatus.Approved, GatePassStatus.Rejected],
      GatePassMessages.decisionStatus,
    ),
    gate_pass_rejection_reason_type: id.nullable().optional(),
    /** Words of the approver's own; the reason's name when absent. */
    gate_pass_rejection_reason: rejectionNote.nullable().optional(),
  })
  .superRefine((body, context) => {
    const hasReason =
      body.gate_pass_rejection_reason_type != null || !!body.gate_pass_rejection_reason;
    if (body.status === GatePassStatus.Rejected && body.gate_pass_rejection_reason_type == null) {
      context.addIssue({
        code: 'custom',
        message: GatePassMessages.reasonRequired,
        path: ['gate_pass_rejection_reason_type'],
      });
    }
    if (body.status === GatePassStatus.Approved && hasReason) {
      context.addIssue({
        code: 'custom',
        message: GatePassMessages.reasonOnlyWhenRejecting,
        path: ['gate_pass_rejection_reason_type'],
      });
    }
  });
export type GatePassDecisionBody = z.infer<typeof gatePassDecisionBody>;

/** The answer of PUT /gate_pass/{id} (001 §7). */
export const gatePassDecision = z.object({
  id: z.number().int(),
  status: z.number().int(),
  gate_pass_rejection_reason: z.string().nullable(),
  gate_pass_rejection_reason_type: z.number().int().nullable(),
  has_limit_reached: z.boolean(),
  message: z.string(),
});
export type GatePassDecision = z.infer<typeof gatePassDecision>;

/** POST /gate_pass/{admission}/student_authorized_member/. */
export const authorizedMemberBody = z.strictObject({
  name: z
    .string({ error: GatePassMessages.memberNameRequired })
    .trim()
    .min(1, GatePassMessages.memberNameRequired)
    .max(100, 'Keep the name under 100 characters.'),
  relation: queryCodeIn(
    Object.values(StudentRelation) as StudentRelationCode[],
    GatePassMessages.memberRelation,
  ),
  mobile: z
    .string({ error: Messages.searchMobile })
    .trim()
    .regex(MOBILE_PATTERN, Messages.searchMobile),
  /** A photo uploaded through POST /media by the caller. */
  photo_media_id: id.nullable().optional(),
});
export type AuthorizedMemberBody = z.infer<typeof authorizedMemberBody>;

/** PUT /gate_pass/{admission}/archive_authorized_member (001 §7); 204. */
export const archiveAuthorizedMemberBody = z.strictObject({
  authorized_member_id: id,
  is_archived: queryBoolean,
});
export type ArchiveAuthorizedMemberBody = z.infer<typeof archiveAuthorizedMemberBody>;

/** PUT /gate_pass/{gate_pass_id}/member/{member_id}: approve or reject an unauthorized pickup. */
export const pickupDecisionBody = z
  .strictObject({
    is_approved: z.boolean(),
    rejection_reason_id: id.nullable().optional(),
    rejection_reason: rejectionNote.nullable().optional(),
  })
  .superRefine((body, context) => {
    if (!body.is_approved && body.rejection_reason_id == null) {
      context.addIssue({
        code: 'custom',
        message: GatePassMessages.pickupReasonRequired,
        path: ['rejection_reason_id'],
      });
    }
    if (body.is_approved && (body.rejection_reason_id != null || !!body.rejection_reason)) {
      context.addIssue({
        code: 'custom',
        message: GatePassMessages.reasonOnlyWhenRejecting,
        path: ['rejection_reason_id'],
      });
    }
  });
export type PickupDecisionBody = z.infer<typeof pickupDecisionBody>;

export const pickupDecision = gatePassEntryExitLog.extend({ message: z.string() });
export type PickupDecision = z.infer<typeof pickupDecision>;
