import { z } from 'zod';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { calendarDate, isoDateTime } from '../common/dates.ts';
import { listQueryFields, listSort, queryBoolean, queryIdList } from '../common/list.ts';
import { INT4_MAX, INT4_MIN, int4Id, queryInt4Id } from '../common/numbers.ts';
import { defineStatusMachine } from '../common/status-machine.ts';
import { Messages } from '../messages.ts';
import { targetingFilter } from './targeting.ts';

// Meetings with attendance (002 §2-§7, issue 15). The status codes are the document's; the
// fields beyond id, status, attendees and the two totals, the transitions and the messages are
// ours (apps/server/src/modules/meeting/DECISIONS.md).

export const MEETING_STATUSES = defineCodes({
  Disabled: { code: 0, label: 'Disabled', colour: 'grey' },
  Scheduled: { code: 1, label: 'Scheduled', colour: 'blue' },
  Completed: { code: 2, label: 'Completed', colour: 'green' },
  Draft: { code: 3, label: 'Draft', colour: 'gold' },
});
export const MeetingStatus = MEETING_STATUSES.code;
export type MeetingStatusCode = CodeOf<typeof MEETING_STATUSES>;

/**
 * An attendee's mark as a tag: `attended` false or true, and null (Not marked) until someone
 * marks it: nobody is Absent from a meeting that has not happened (issue 25).
 */
export const MEETING_ATTENDANCE = defineCodes({
  Absent: { code: 0, label: 'Absent', colour: 'orange' },
  Present: { code: 1, label: 'Present', colour: 'green' },
  NotMarked: { code: 2, label: 'Not marked', colour: 'grey' },
});

/** The tag code of an attendee's `attended`. */
export const attendanceCode = (attended: boolean | null): number =>
  attended === null
    ? MEETING_ATTENDANCE.code.NotMarked
    : attended
      ? MEETING_ATTENDANCE.code.Present
      : MEETING_ATTENDANCE.code.Absent;

export const MEETING_EXPORT_FILE = 'meetings.csv';

export const MEETING_TITLE_MAX = 200;
export const MEETING_AGENDA_MAX = 2000;
export const MEETING_VENUE_MAX = 200;
export const MEETING_DURATION_MAX = 24 * 60;
/** A reminder this many minutes before the meeting unless the organiser chooses otherwise. */
export const DEFAULT_REMINDER_MINUTES = 60;
/** A week: a reminder earlier than that is an invitation. */
export const MEETING_REMINDER_MAX = 7 * 24 * 60;
/** Attendees one call may mark or name. */
export const MEETING_USER_IDS_MAX = 5000;

export const MeetingMessages = {
  created: 'Meeting created successfully.',
  updated: 'Meeting updated successfully.',
  deleted: 'Meeting deleted successfully.',
  statusChanged: (label: string) => `Meeting is now ${label}.`,
  alreadyInStatus: (label: string) => `This meeting is already ${label}.`,
  cannotMove: (from: string, to: string) => `A ${from} meeting cannot be made ${to}.`,
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${MEETING_TITLE_MAX} characters.`,
  agendaTooLong: `Agenda must be at most ${MEETING_AGENDA_MAX} characters.`,
  venueTooLong: `Venue must be at most ${MEETING_VENUE_MAX} characters.`,
  onlineLink: 'Online link must be an http(s) address.',
  duration: `Duration is 5 to ${MEETING_DURATION_MAX} minutes.`,
  reminder: `Reminder is 0 to ${MEETING_REMINDER_MAX} minutes before the meeting.`,
  branchRequired: 'Choose the organising branch.',
  branchOutOfScope: 'You cannot organise meetings for this branch.',
  meetingInPast: 'A scheduled meeting must start in the future.',
  createStatus: 'A new meeting is a Draft 3 or Scheduled 1.',
  notEditable: (label: string) => `A ${label} meeting cannot be edited.`,
  scheduledNotDeletable: 'Cancel a scheduled meeting before deleting it, so attendees are told.',
  attendeesClosed: (label: string) => `Attendees cannot be changed on a ${label} meeting.`,
  attendeesChanged: (added: number, removed: number) =>
    `${added} attendee${added === 1 ? '' : 's'} added, ${removed} removed.`,
  attendeesNothing: 'Choose staff to add or attendees to remove.',
  notStaffInScope: (count: number) =>
    `${count} of the chosen users ${count === 1 ? 'is' : 'are'} not staff within your scope.`,
  notAttendees: (count: number) =>
    `${count} of the chosen users ${count === 1 ? 'is' : 'are'} not attendees of this meeting.`,
  markingClosed: (label: string) => `Attendance cannot be marked on a ${label} meeting.`,
  /** Marking before the start (issue 25); `opens` is the start in the console's format. */
  markingNotYetOpen: (opens: string) =>
    `Attendance can be marked once the meeting starts, at ${opens}.`,
  marked: (changed: number, attended: boolean) =>
    `${changed} attendee${changed === 1 ? '' : 's'} marked ${attended ? 'present' : 'absent'}.`,
  /** Marking attendees someone else added (only the organiser and superusers may). */
  notAddedByYou: (count: number) =>
    `${count} attendee${count === 1 ? ' was' : 's were'} added by someone else; only the ` +
    'organiser or a superuser can change their attendance.',
  searchText: 'Enter 1 to 100 characters to search.',
} as const;

/**
 * Draft → Scheduled (invitations go out) or Disabled; Scheduled → Completed (by hand or the
 * job once its end has passed) or Disabled, i.e. cancelled (attendees are told); Completed is
 * final (attendance can still be marked on it); a Disabled one goes back to Draft.
 */
export const MEETING_STATUS_MACHINE = defineStatusMachine(
  MEETING_STATUSES,
  {
    Draft: ['Scheduled', 'Disabled'],
    Scheduled: ['Completed', 'Disabled'],
    Disabled: ['Draft'],
  },
  {
    whyNot: (from, to) =>
      from === to
        ? MeetingMessages.alreadyInStatus(MEETING_STATUSES.label(to))
        : MeetingMessages.cannotMove(MEETING_STATUSES.label(from), MEETING_STATUSES.label(to)),
  },
);

/** Statuses whose meeting may be edited and given attendees. */
export const MEETING_OPEN_STATUSES: readonly number[] = [
  MeetingStatus.Draft,
  MeetingStatus.Scheduled,
];
/** Statuses whose meeting's attendance may be marked. */
export const MEETING_MARKABLE_STATUSES: readonly number[] = [
  MeetingStatus.Scheduled,
  MeetingStatus.Completed,
];

// ----- calls -----

const STATUS_MESSAGE = 'Status is Disabled 0, Scheduled 1, Completed 2 or Draft 3.';

const statusCode = z.coerce
  .number({ error: STATUS_MESSAGE })
  .int(STATUS_MESSAGE)
  .min(INT4_MIN)
  .max(INT4_MAX)
  .refine((value): value is MeetingStatusCode => MEETING_STATUSES.has(value), STATUS_MESSAGE);

const searchText = z
  .string()
  .trim()
  .min(1, MeetingMessages.searchText)
  .max(100, MeetingMessages.searchText);

/** GET /meeting: 002 §7's filters; dates are the meeting's day (UTC). */
export const meetingListQuery = z
  .strictObject({
    ...listQueryFields,
    sort: listSort(['meeting_at', 'created_at', 'id', 'title', 'status']).optional(),
    status: statusCode.optional(),
    branch_ids: queryIdList.optional(),
    from_date: calendarDate.optional(),
    to_date: calendarDate.optional(),
    /** Part of the title, the agenda or the venue, any case. */
    search: searchText.optional(),
    /** Only meetings I organise. */
    self_only: queryBoolean.optional(),
  })
  .refine((query) => !query.from_date || !query.to_date || query.from_date <= query.to_date, {
    message: Messages.fromDateAfterToDate,
    path: ['from_date'],
  });
export type MeetingListQuery = z.infer<typeof meetingListQuery>;

export const meetingParams = z.strictObject({ id: queryInt4Id });

/** The staff targeting (000 §3) as meetings take it: staff only. */
export const staffTargetingFilter = targetingFilter.refine(
  (filter) => filter.user_type === 'staff' && !filter.phone_only_recipients,
  { message: 'Attendees are chosen among staff.', path: ['user_type'] },
);

const onlineLink = z
  .string()
  .trim()
  .max(500, MeetingMessages.onlineLink)
  .refine((text) => text === '' || /^https?:\/\/\S+$/i.test(text), MeetingMessages.onlineLink);

const meetingFields = {
  title: z
    .string({ error: MeetingMessages.titleRequired })
    .trim()
    .min(1, MeetingMessages.titleRequired)
    .max(MEETING_TITLE_MAX, MeetingMessages.titleTooLong),
  agenda: z.string().trim().max(MEETING_AGENDA_MAX, MeetingMessages.agendaTooLong).optional(),
  venue: z.string().trim().max(MEETING_VENUE_MAX, MeetingMessages.venueTooLong).optional(),
  online_link: onlineLink.optional(),
  /** When it starts. */
  meeting_at: isoDateTime,
  duration_minutes: z
    .number({ error: MeetingMessages.duration })
    .int(MeetingMessages.duration)
    .min(5, MeetingMessages.duration)
    .max(MEETING_DURATION_MAX, MeetingMessages.duration)
    .default(60),
  reminder_minutes: z
    .number({ error: MeetingMessages.reminder })
    .int(MeetingMessages.reminder)
    .min(0, MeetingMessages.reminder)
    .max(MEETING_REMINDER_MAX, MeetingMessages.reminder)
    .default(DEFAULT_REMINDER_MINUTES),
  /** The organising branch: within the organiser's meeting scope. */
  branch_id: z
    .number({ error: MeetingMessages.branchRequired })
    .int(MeetingMessages.branchRequired)
    .positive(MeetingMessages.branchRequired)
    .max(INT4_MAX, MeetingMessages.branchRequired),
};

/** POST /meeting: a Draft (default) or Scheduled meeting, with attendees chosen by a filter. */
export const meetingCreateBody = z.strictObject({
  ...meetingFields,
  status: z
    .union([z.literal(MeetingStatus.Draft), z.literal(MeetingStatus.Scheduled)], {
      error: MeetingMessages.createStatus,
    })
    .default(MeetingStatus.Draft),
  staff_filter: staffTargetingFilter.optional(),
});
export type MeetingCreateBody = z.infer<typeof meetingCreateBody>;
export type MeetingCreateInput = z.input<typeof meetingCreateBody>;

/** PUT /meeting/{id}: the meeting's own fields (status and attendees have their calls). */
export const meetingUpdateBody = z.strictObject(meetingFields);
export type MeetingUpdateBody = z.infer<typeof meetingUpdateBody>;
export type MeetingUpdateInput = z.input<typeof meetingUpdateBody>;

export const meetingStatusBody = z.strictObject({ status: statusCode });
export type MeetingStatusBody = z.infer<typeof meetingStatusBody>;

export const meetingRow = z.object({
  id: z.number().int(),
  status: z.number().int(),
  title: z.string(),
  agenda: z.string(),
  venue: z.string(),
  online_link: z.string(),
  meeting_at: z.string(),
  duration_minutes: z.number().int(),
  reminder_minutes: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  created_by: z.number().int(),
  created_by_name: z.string(),
  total_attendees: z.number().int(),
  total_present: z.number().int(),
  /** The caller may change every attendee's attendance (the organiser, a superuser). */
  full_access: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MeetingRow = z.infer<typeof meetingRow>;

export const meetingChanged = z.object({ message: z.string(), meeting: meetingRow });
export const meetingDeleted = z.object({ message: z.string() });

/** GET /meeting/{id}/attendees: paged, searchable by name or employee number. */
export const meetingAttendeesQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['name', 'employee_number', 'attended', 'added_at']).optional(),
  search: searchText.optional(),
  attended: queryBoolean.optional(),
});
export type MeetingAttendeesQuery = z.infer<typeof meetingAttendeesQuery>;

export const meetingAttendee = z.object({
  user_id: z.number().int(),
  added_by_user_id: z.number().int(),
  /** Null until marked (Not marked). */
  attended: z.boolean().nullable(),
  name: z.string(),
  employee_number: z.number().int().nullable(),
  designation: z.string().nullable(),
  branch_name: z.string().nullable(),
  added_by_name: z.string(),
  added_at: z.string(),
  marked_at: z.string().nullable(),
  /** The caller may change this attendee's attendance (they added them, or full access). */
  may_change: z.boolean(),
});
export type MeetingAttendee = z.infer<typeof meetingAttendee>;

const userIds = z
  .array(int4Id)
  .max(MEETING_USER_IDS_MAX, `At most ${MEETING_USER_IDS_MAX} users at once.`);

/** PUT /meeting/{id}/attendees: staff to add (by filter or id) and attendees to remove. */
export const meetingAttendeesBody = z
  .strictObject({
    staff_filter: staffTargetingFilter.optional(),
    user_ids: userIds.optional(),
    remove_user_ids: userIds.optional(),
  })
  .refine(
    (body) =>
      body.staff_filter !== undefined ||
      (body.user_ids?.length ?? 0) > 0 ||
      (body.remove_user_ids?.length ?? 0) > 0,
    { message: MeetingMessages.attendeesNothing },
  );
export type MeetingAttendeesBody = z.infer<typeof meetingAttendeesBody>;

export const meetingAttendeesChanged = z.object({
  message: z.string(),
  added: z.number().int(),
  removed: z.number().int(),
  /** Attendees to remove that someone else added (left in place). */
  refused_user_ids: z.array(z.number().int()),
  total_attendees: z.number().int(),
  total_present: z.number().int(),
});
export type MeetingAttendeesChanged = z.infer<typeof meetingAttendeesChanged>;

/** PUT /meeting/{id}/attendees/status: mark these attendees present (true) or absent. */
export const meetingAttendanceBody = z.strictObject({
  user_ids: userIds.min(1, 'Choose the attendees to mark.'),
  attended: z.boolean({ error: 'Say whether they attended.' }),
});
export type MeetingAttendanceBody = z.infer<typeof meetingAttendanceBody>;

export const meetingAttendanceMarked = z.object({
  message: z.string(),
  /** Attendees whose mark changed (those already so marked are not counted). */
  changed: z.number().int(),
  /** Attendees someone else added, left as they were (the caller has no full access). */
  refused_user_ids: z.array(z.number().int()),
  total_attendees: z.number().int(),
  total_present: z.number().int(),
});
export type MeetingAttendanceMarked = z.infer<typeof meetingAttendanceMarked>;
