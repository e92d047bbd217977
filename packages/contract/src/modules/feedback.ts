import { z } from 'zod';
import { queryCodeIn } from '../common/query-code.ts';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { calendarDate } from '../common/dates.ts';
import { listQueryFields, listSort, queryIdList } from '../common/list.ts';
import { queryInt4Id } from '../common/numbers.ts';
import { defineStatusMachine } from '../common/status-machine.ts';
import { Application, FeedbackType, Platform } from '../enums.ts';

// Feedback records (issue 15, 002's feedback menu entry): what the console's help & feedback
// dialog and the apps send, triaged by those holding the `feedback` permission. The codes are
// the issue's; the colours, the transitions and the messages are ours
// (apps/server/src/modules/feedback/DECISIONS.md).

export const FEEDBACK_STATUSES = defineCodes({
  Hidden: { code: 0, label: 'Hidden', colour: 'grey' },
  Created: { code: 1, label: 'Created', colour: 'blue' },
  Resolved: { code: 2, label: 'Resolved', colour: 'green' },
  WontFix: { code: 3, label: 'Won’t fix', colour: 'orange' },
  Invalid: { code: 4, label: 'Invalid', colour: 'red' },
});
export const FeedbackStatus = FEEDBACK_STATUSES.code;
export type FeedbackStatusCode = CodeOf<typeof FEEDBACK_STATUSES>;

/** The sending application, with 001 §9's Application codes. */
export const FEEDBACK_APPLICATIONS = defineCodes({
  Admin: { code: Application.Admin, label: 'Admin', colour: 'purple' },
  ParentMobileApp: {
    code: Application.ParentMobileApp,
    label: 'Parent Mobile App',
    colour: 'cyan',
  },
  StaffMobileApp: { code: Application.StaffMobileApp, label: 'Staff Mobile App', colour: 'blue' },
  Server: { code: Application.Server, label: 'Server', colour: 'grey' },
  ReachDishaWebApp: {
    code: Application.ReachDishaWebApp,
    label: 'Reach Disha Web App',
    colour: 'magenta',
  },
});
export type FeedbackApplicationCode = CodeOf<typeof FEEDBACK_APPLICATIONS>;

export const FEEDBACK_PLATFORMS = defineCodes({
  Web: { code: Platform.Web, label: 'Web', colour: 'grey' },
  Android: { code: Platform.Android, label: 'Android', colour: 'green' },
  iOS: { code: Platform.iOS, label: 'iOS', colour: 'blue' },
});
export type FeedbackPlatformCode = CodeOf<typeof FEEDBACK_PLATFORMS>;

export const FEEDBACK_TYPES = defineCodes({
  Bug: { code: FeedbackType.Bug, label: 'Bug', colour: 'red' },
  Feedback: { code: FeedbackType.Feedback, label: 'Feedback', colour: 'blue' },
  Praise: { code: FeedbackType.Praise, label: 'Praise', colour: 'green' },
});
export type FeedbackTypeCode = CodeOf<typeof FEEDBACK_TYPES>;

export const FEEDBACK_EXPORT_FILE = 'feedback.csv';

export const FeedbackMessages = {
  updated: 'Feedback updated successfully.',
  deleted: 'Feedback deleted successfully.',
  alreadyInStatus: (label: string) => `This feedback is already ${label}.`,
  reopenFirst: (from: string, to: string) =>
    `This feedback is ${from}; reopen it (Created) before marking it ${to}.`,
  noteTooLong: 'Write at most 2000 characters.',
  searchText: 'Enter 1 to 100 characters to search.',
} as const;

/**
 * A new record is triaged once: resolved, won't fix or invalid. A closed one is reopened
 * (Created) before it is closed another way, so a status never jumps between verdicts without
 * the history showing the reopening. Any record may be hidden (kept out of the list) and a
 * hidden one comes back as Created.
 */
export const FEEDBACK_STATUS_MACHINE = defineStatusMachine(
  FEEDBACK_STATUSES,
  {
    Created: ['Resolved', 'WontFix', 'Invalid', 'Hidden'],
    Resolved: ['Created', 'Hidden'],
    WontFix: ['Created', 'Hidden'],
    Invalid: ['Created', 'Hidden'],
    Hidden: ['Created'],
  },
  {
    whyNot: (from, to) =>
      from === to
        ? FeedbackMessages.alreadyInStatus(FEEDBACK_STATUSES.label(to))
        : FeedbackMessages.reopenFirst(FEEDBACK_STATUSES.label(from), FEEDBACK_STATUSES.label(to)),
  },
);

// ----- calls -----

const statusCode = queryCodeIn(FEEDBACK_STATUSES.codes, 'Status is 0 to 4.');

/** GET /feedback: the filters. Hidden records are listed only when asked for (status=0). */
export const feedbackListQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['created_at', 'id', 'status']).optional(),
  status: statusCode.optional(),
  application: queryCodeIn(FEEDBACK_APPLICATIONS.codes, 'Application is 1 to 5.').optional(),
  platform: queryCodeIn(
    FEEDBACK_PLATFORMS.codes,
    'Platform is Web 1, Android 2 or iOS 3.',
  ).optional(),
  type: queryCodeIn(FEEDBACK_TYPES.codes, 'Type is Bug 1, Feedback 2 or Praise 3.').optional(),
  /** Inclusive calendar days of the sending (UTC). */
  from_date: calendarDate.optional(),
  to_date: calendarDate.optional(),
  branch_ids: queryIdList.optional(),
  /** Part of the message, the email, the sender's name or the device id, any case. */
  search: z
    .string()
    .trim()
    .min(1, FeedbackMessages.searchText)
    .max(100, FeedbackMessages.searchText)
    .optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;

export const feedbackParams = z.strictObject({ id: queryInt4Id });

export const feedbackRow = z.object({
  id: z.number().int(),
  status: z.number().int(),
  application: z.number().int(),
  platform: z.number().int(),
  feedback_type: z.number().int(),
  message: z.string(),
  email: z.string().nullable(),
  app_version: z.string(),
  user_agent: z.string(),
  device_id: z.string(),
  media_ids: z.array(z.number().int()),
  user_id: z.number().int(),
  submitted_by: z.string(),
  /** The sender's branch when sent (000 §6 scope); null for an account without one. */
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  resolution_note: z.string().nullable(),
  status_changed_by: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;

/** PUT /feedback/{id}: a move the status machine allows, with an optional note. */
export const feedbackUpdateBody = z.strictObject({
  status: statusCode,
  resolution_note: z.string().trim().max(2000, FeedbackMessages.noteTooLong).optional(),
});
export type FeedbackUpdateBody = z.infer<typeof feedbackUpdateBody>;

export const feedbackChanged = z.object({ message: z.string(), feedback: feedbackRow });
export const feedbackDeleted = z.object({ message: z.string() });
