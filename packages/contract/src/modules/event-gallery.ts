import { z } from 'zod';
import { queryCodeIn } from '../common/query-code.ts';
import { INT4_MAX, INT4_MIN, int4Id, queryInt4Id } from '../common/numbers.ts';
import { calendarDate, isoDateTime } from '../common/dates.ts';
import { Messages } from '../messages.ts';
import { Designation, SEGMENTS } from '../enums.ts';
import {
  listQueryFields,
  listSort,
  queryBoolean,
  queryIdList,
  searchById,
} from '../common/list.ts';
import { mediaItem } from './media.ts';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { defineStatusMachine } from '../common/status-machine.ts';

// The event gallery and event schedules (001 §2–§9): events with images, their statuses and the
// status call, ratings of an event and of a single image by the designations of 001 §6, the
// schedules branches upload events for, branch-wise completion, the MIS report and the module's
// inputs. The transitions between statuses are ours (the documents leave them open).

// ---------------------------------------------------------------------------------------------
// Statuses (001 §4): Hidden 0 grey, Active 1 green, Scheduled 2 yellow, Draft 3 blue. A deleted
// event is kept with -1 for audit and never shown.

/** The four statuses an event is shown with, their action labels and colours; unknown is Draft. */
export const EVENT_STATUSES = defineCodes(
  {
    Hidden: { code: 0, label: 'Hidden', action: 'Hide', colour: 'grey' },
    Active: { code: 1, label: 'Active', action: 'Publish', colour: 'green' },
    Scheduled: { code: 2, label: 'Scheduled', action: 'Schedule', colour: 'yellow' },
    Draft: { code: 3, label: 'Draft', action: 'Move to draft', colour: 'blue' },
  },
  { fallback: 'Draft' },
);
export const EventStatus = { Delete: -1, ...EVENT_STATUSES.code } as const;
export type EventStatusCode = (typeof EventStatus)[keyof typeof EventStatus];
/** A status an event is shown with (every one but Delete). */
export type ShownEventStatus = CodeOf<typeof EVENT_STATUSES>;

/** What the status call and a form may set (delete is its own call). */
export const EVENT_STATUS_CODES = EVENT_STATUSES.codes;
/** The status filter's options, in the order the messaging modules show them. */
export const EVENT_STATUS_FILTER_OPTIONS = [
  EventStatus.Active,
  EventStatus.Scheduled,
  EventStatus.Draft,
  EventStatus.Hidden,
] as const;

/** The largest rating (stars) of an event or an image. */
export const EVENT_RATING_MAX = 5;
/** 001 §9: the schedule view looks back 6 months unless told otherwise. */
export const EVENT_SCHEDULE_PAST_MONTHS = 6;
/** Images one event may carry. */
export const EVENT_IMAGES_MAX = 30;
/** Image extensions an event takes (of the media endpoint's whitelist). */
export const EVENT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** Schedules one create call may add. */
export const EVENT_SCHEDULES_PER_CALL = 100;

export const EVENT_GALLERY_EXPORT_FILE = 'event-gallery.csv';
export const EVENT_SCHEDULE_EXPORT_FILE = 'event-schedules.csv';
export const EVENT_MIS_REPORT_FILE = 'event-gallery-mis-report.xlsx';

export const EventGalleryMessages = {
  alreadyInStatus: (label: string) => `The event is already ${label}.`,
  publishedCannotGoBack:
    'This event has been published. It can only be hidden, not moved back to Draft or Scheduled.',
  notPublishedCannotBeHidden:
    'This event has not been published, so there is nothing to hide. Keep it as a draft or delete it.',
  hiddenCannotBeScheduled: 'A hidden event can be shown again at once or moved back to Draft.',
  scheduleRequired: 'Choose a date and time to schedule the event.',
  scheduleInPast: 'The schedule date must be in the future.',
  createStatus: 'A new event can be published, scheduled or saved as a draft.',
  titleRequired: 'Title is required',
  eventDateRequired: 'Event date is required',
  branchRequired: 'Choose the branch the event took place at.',
  branchOutsideScope: 'Choose a branch within your access.',
  segmentOutsideScope: 'You cannot tag segments outside your access.',
  segmentUnknown:
    'Segment tags are 1 to 6 (Others, College, High School, E-Champs, E-Kidz, Coaching Center).',
  imageNotFound: (id: number) => `Image ${id} was not found. Upload the file again.`,
  imageNotAnImage: (id: number) =>
    `File ${id} is not an image. Events take ${EVENT_IMAGE_EXTENSIONS.join(', ')} files.`,
  tooManyImages: `An event can have at most ${EVENT_IMAGES_MAX} images.`,
  eventTypeNotFound: 'Choose an existing event type.',
  scheduleNotFound: 'Choose an existing schedule.',
  scheduleOtherYear: 'The schedule belongs to another academic year.',
  scheduleOtherBoard: (board: string) => `This schedule is for ${board} branches only.`,
  scheduleTypeMismatch: 'The event type must be the schedule’s event type.',
  scheduleAlreadyUploaded: 'This branch already has an event for this schedule. Edit that one.',
  ownEventsOnly: 'You can only change events you created.',
  ratedEventLocked:
    'This event has ratings. Only an event gallery admin can remove its rated images or delete it.',
  idMismatch: 'The id in the body does not match the address.',
  // Ratings (001 §6).
  raterDesignationRequired: 'Only the R&D Head and Zonal Coordinators can rate events.',
  ratingRange: `Rating must be a whole number from 1 to ${EVENT_RATING_MAX}.`,
  ratingOnlyActive: 'Only published (Active) events can be rated.',
  ratingNoImages: 'This event has no images to rate yet.',
  imageNotInEvent: 'This image is not part of the event.',
  ratingSaved: 'Rating saved.',
  // Schedules.
  schedulesRequired: 'Add at least one schedule.',
  tooManySchedules: `Add at most ${EVENT_SCHEDULES_PER_CALL} schedules at a time.`,
  scheduledAtRequired: 'Choose the date and time of the schedule.',
  eventTypeRequired: 'Choose the event type.',
  subjectNotFound: 'Choose an existing subject.',
  courseNotFound: (id: number) => `Course ${id} does not exist.`,
  idsRequired: 'Choose at least one schedule.',
  scheduleMissing: (id: number) => `Schedule ${id} was not found.`,
  nothingToChange: 'Choose at least one field to change.',
  schedulesDeleted: (count: number) =>
    count === 1 ? '1 schedule deleted.' : `${count} schedules deleted.`,
  // 001 §8.
  segmentAccessNotPermitted: 'Segment access is not permitted',
} as const;

function whyNotMove(from: ShownEventStatus | undefined, to: ShownEventStatus): string {
  if (from === to) return EventGalleryMessages.alreadyInStatus(EVENT_STATUSES.label(to));
  if (from === EventStatus.Active) return EventGalleryMessages.publishedCannotGoBack;
  if (from === EventStatus.Hidden) return EventGalleryMessages.hiddenCannotBeScheduled;
  return EventGalleryMessages.notPublishedCannotBeHidden;
}

/**
 * Where an event may go. Publishing sends nothing, so a hidden event may be shown again or
 * reworked as a draft; a published event can only be hidden (taken down), not turned back
 * into a draft or a schedule while people may have seen it. A Scheduled event is Active from
 * its scheduled_at on (read as Active; no job is needed because nothing is sent).
 */
export const EVENT_STATUS_MACHINE = defineStatusMachine(
  EVENT_STATUSES,
  {
    Draft: ['Active', 'Scheduled'],
    Scheduled: ['Active', 'Scheduled', 'Draft'],
    Active: ['Hidden'],
    Hidden: ['Active', 'Draft'],
  },
  { whyNot: whyNotMove },
);
export const EVENT_TRANSITIONS = EVENT_STATUS_MACHINE.transitions;

/**
 * Why a status change is refused, or null when it is allowed: one place for the rule and its
 * words, so the server's 409 and the console's disabled buttons agree.
 */
export const eventTransitionRefusal = (
  from: ShownEventStatus,
  to: ShownEventStatus,
): string | null => EVENT_STATUS_MACHINE.refusal(from, to);

/** A stored status as one of the four; an unknown one is read as Draft (as 000 §4 does). */
export const eventStatusOrDraft = (status: number | null | undefined): ShownEventStatus =>
  EVENT_STATUSES.read(status);

// ---------------------------------------------------------------------------------------------
// Who rates (001 §6): the R&D Head (1068) and the Zonal Coordinators (979, 980, 970, 1089).

export type EventRater = 'rd' | 'zc';

export const RATING_DESIGNATIONS: Record<EventRater, readonly number[]> = {
  rd: [Designation.RAndDHead],
  zc: [
    Designation.ZonalCoordinatorSouth,
    Designation.ZonalCoordinatorNorth,
    Designation.ZonalCoordinator,
    Designation.ZonalCoordinatorCoaching,
  ],
};

export const EVENT_RATER_LABELS: Record<EventRater, string> = {
  rd: 'R&D Head',
  zc: 'Zonal Coordinator',
};

/** Which kind of rater a designation makes, or null when it may not rate. */
export function eventRaterOf(designationId: number | null | undefined): EventRater | null {
  if (designationId === null || designationId === undefined) return null;
  if (RATING_DESIGNATIONS.rd.includes(designationId)) return 'rd';
  if (RATING_DESIGNATIONS.zc.includes(designationId)) return 'zc';
  return null;
}

/**
 * Whether a user may rate: the rating permission and a rating designation. Superusers hold the
 * permission but rate only with such a designation: a rating counts as the ZC's or the R&D
 * Head's, and a rating by anyone else would be neither.
 */
export function mayRateEvents(user: {
  isSuperuser: boolean;
  permissions: Iterable<string>;
  designationId: number | null | undefined;
}): boolean {
  const permitted =
    user.isSuperuser || [...user.permissions].includes('event_gallery_image_rating');
  return permitted && eventRaterOf(user.designationId) !== null;
}

// ---------------------------------------------------------------------------------------------
// Filters (001 §9).

export const EVENT_RATING_FILTERS = ['All', 'NotRatedYet', 'RatedByZC', 'RatedByRD'] as const;
export type EventRatingFilter = (typeof EVENT_RATING_FILTERS)[number];
export const EVENT_RATING_FILTER_LABELS: Record<EventRatingFilter, string> = {
  All: 'All',
  NotRatedYet: 'Not rated yet',
  RatedByZC: 'Rated by ZC',
  RatedByRD: 'Rated by R&D',
};

export const EVENT_BOARD_FILTERS = ['All', 'Cbse', 'NonCbse'] as const;
export type EventBoardFilter = (typeof EVENT_BOARD_FILTERS)[number];
export const EVENT_BOARD_LABELS: Record<EventBoardFilter, string> = {
  All: 'All',
  Cbse: 'CBSE',
  NonCbse: 'Non-CBSE',
};

/** A schedule's board: every branch, CBSE branches or the others. */
export const BoardType = { All: 0, Cbse: 1, NonCbse: 2 } as const;
export const BOARD_TYPES = [BoardType.All, BoardType.Cbse, BoardType.NonCbse] as const;
export const BOARD_TYPE_FILTER: Record<number, EventBoardFilter> = {
  [BoardType.All]: 'All',
  [BoardType.Cbse]: 'Cbse',
  [BoardType.NonCbse]: 'NonCbse',
};

export const EVENT_TABLE_TABS = ['all', 'uploaded', 'not-uploaded'] as const;
export type EventTableTab = (typeof EVENT_TABLE_TABS)[number];
export const EVENT_TABLE_TAB_LABELS: Record<EventTableTab, string> = {
  all: 'All',
  uploaded: 'Uploaded',
  'not-uploaded': 'Not uploaded',
};

// ---------------------------------------------------------------------------------------------
// Shared pieces.

const int = int4Id;
const queryId = queryInt4Id;
const SEGMENT_IDS = SEGMENTS.map((segment) => segment.id) as number[];
const datesInOrder = (query: { from_date?: string | undefined; to_date?: string | undefined }) =>
  !query.from_date || !query.to_date || query.from_date <= query.to_date;

/** A person named in an answer. */
export const eventUser = z.object({ id: z.number().int(), name: z.string() });
export type EventUser = z.infer<typeof eventUser>;

/** A segment tag with its display colour (001 §3). */
export const segmentTag = z.object({ id: z.number().int(), name: z.string(), colour: z.string() });
export type SegmentTag = z.infer<typeof segmentTag>;

export const eventParams = z.strictObject({ id: queryId });
export const eventItemQuery = z.strictObject({
  /** The academic year whose scope judges the call; the current year when absent. */
  academic_year_id: queryId.optional(),
});

// ---------------------------------------------------------------------------------------------
// Events.

export const EVENT_CREATE_STATUSES = [
  EventStatus.Active,
  EventStatus.Scheduled,
  EventStatus.Draft,
] as const;

const eventFields = {
  title: z
    .string({ error: EventGalleryMessages.titleRequired })
    .trim()
    .min(1, EventGalleryMessages.titleRequired)
    .max(200, 'Title must be at most 200 characters.'),
  description: z
    .string()
    .trim()
    .max(5000, 'Description must be at most 5000 characters.')
    .default(''),
  event_date: z.string({ error: EventGalleryMessages.eventDateRequired }).pipe(calendarDate),
  branch_id: z
    .number({ error: EventGalleryMessages.branchRequired })
    .int()
    .positive()
    .max(INT4_MAX),
  segment_tag_id_list: z
    .array(
      z
        .number()
        .int()
        .min(INT4_MIN)
        .max(INT4_MAX)
        .refine((id) => SEGMENT_IDS.includes(id), EventGalleryMessages.segmentUnknown),
    )
    .max(SEGMENT_IDS.length)
    .default([]),
  /** Media ids answered by POST /media, in the order shown. */
  attachments: z.array(int).max(EVENT_IMAGES_MAX, EventGalleryMessages.tooManyImages).default([]),
  event_type_id: int.nullable().optional(),
  /** The schedule this event answers (branch-wise completion counts it). */
  event_schedule_id: int.nullable().optional(),
  status: queryCodeIn(EVENT_CREATE_STATUSES, EventGalleryMessages.createStatus).default(
    EventStatus.Draft,
  ),
  scheduled_at: isoDateTime.nullable().optional(),
  academic_year_id: int.optional(),
};

/** POST /event_gallery. */
export const eventBody = z
  .strictObject(eventFields)
  .refine((body) => body.status !== EventStatus.Scheduled || !!body.scheduled_at, {
    message: EventGalleryMessages.scheduleRequired,
    path: ['scheduled_at'],
  });
export type EventBody = z.input<typeof eventBody>;
export type EventBodyParsed = z.output<typeof eventBody>;

/**
 * PUT /event_gallery/{id}: the same fields; `status` may be any of the four and moves the
 * event by the transitions of the status call (unchanged is fine).
 */
export const eventUpdateBody = z
  .strictObject({
    ...eventFields,
    id: int.optional(),
    status: queryCodeIn(EVENT_STATUS_CODES, 'Unknown status.').optional(),
  })
  .refine((body) => body.status !== EventStatus.Scheduled || !!body.scheduled_at, {
    message: EventGalleryMessages.scheduleRequired,
    path: ['scheduled_at'],
  });
export type EventUpdateBody = z.input<typeof eventUpdateBody>;

/** PUT /event_gallery/{id}/status. */
export const eventStatusBody = z.strictObject({
  id: int.optional(),
  status: queryCodeIn(EVENT_STATUS_CODES, 'Unknown status.'),
  /** Required to schedule (else the event's own date, if it is in the future). */
  scheduled_at: isoDateTime.optional(),
});

const ratingValue = queryCodeIn([1, 2, 3, 4, 5] as const, EventGalleryMessages.ratingRange);

/** POST /event_gallery/rating: the caller's rating of a whole event (re-rating replaces it). */
export const eventRatingBody = z.strictObject({
  event_id: int,
  rating: ratingValue,
});

/** POST /event_gallery/image_rating/{event_id}/{media_file_id}?rating=N. */
export const imageRatingParams = z.strictObject({ event_id: queryId, media_file_id: queryId });
export const imageRatingQuery = z.strictObject({ rating: ratingValue });

/** One person's rating (001 §3 image_ratings: rating, created_by_user_id, created_at, updated_at). */
export const eventRating = z.object({
  rating: z.number().int(),
  created_by_user_id: z.number().int(),
  created_by_user_name: z.string(),
  /** rd (R&D Head) or zc (Zonal Coordinator): what the rater's designation was at the time. */
  rater: z.enum(['rd', 'zc']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventRating = z.infer<typeof eventRating>;

/** An event's image: the media item plus its ratings. */
export const eventAttachment = mediaItem.extend({
  image_ratings: z.array(eventRating),
});
export type EventAttachment = z.infer<typeof eventAttachment>;

export const eventItem = z.object({
  id: z.number().int(),
  /** As read now: a Scheduled event whose time has come reads Active. */
  status: z.number().int(),
  title: z.string(),
  description: z.string(),
  event_date: z.string(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  is_cbse: z.boolean(),
  academic_year_id: z.number().int(),
  event_type_id: z.number().int().nullable(),
  event_type_name: z.string().nullable(),
  event_schedule_id: z.number().int().nullable(),
  segment_tag_id_list: z.array(z.number().int()),
  segment_tag_list: z.array(segmentTag),
  attachments: z.array(eventAttachment),
  image_count: z.number().int(),
  scheduled_at: z.string().nullable(),
  /** Ratings of the whole event. */
  ratings: z.array(eventRating),
  /** Any rating (of the event or one of its images) by a Zonal Coordinator / the R&D Head. */
  rated_by_zc: z.boolean(),
  rated_by_rd: z.boolean(),
  /** The mean of the event's ratings, one decimal; null before the first. */
  average_rating: z.number().nullable(),
  created_by_user: eventUser,
  updated_by_user: eventUser.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventItem = z.infer<typeof eventItem>;

export const EVENT_SORT_COLUMNS = ['created_at', 'event_date', 'id', 'title', 'status'] as const;

/** GET /event_gallery. */
export const eventListQuery = z
  .strictObject({
    ...listQueryFields,
    sort: listSort(EVENT_SORT_COLUMNS).optional(),
    /** 001 §9 table tabs: every event, those with images, those still without. */
    tab: z
      .enum(EVENT_TABLE_TABS, { error: `Tab is one of ${EVENT_TABLE_TABS.join(', ')}.` })
      .optional(),
    rating_filter: z
      .enum(EVENT_RATING_FILTERS, {
        error: `Rating filter is one of ${EVENT_RATING_FILTERS.join(', ')}.`,
      })
      .optional(),
    board: z
      .enum(EVENT_BOARD_FILTERS, { error: `Board is one of ${EVENT_BOARD_FILTERS.join(', ')}.` })
      .optional(),
    status: queryCodeIn(
      EVENT_STATUS_FILTER_OPTIONS,
      'Filter by Active 1, Scheduled 2, Draft 3 or Hidden 0.',
    ).optional(),
    branch_ids: queryIdList.optional(),
    /** Events tagged with any of these segments. */
    segment_tag_id_list: queryIdList.optional(),
    event_type_id: queryId.optional(),
    event_schedule_id: queryId.optional(),
    /** Inclusive days of the event date. */
    from_date: calendarDate.optional(),
    to_date: calendarDate.optional(),
    search_title: z.string().trim().min(1).max(200).optional(),
    search_by_id: searchById.optional(),
    /** Only events I created. */
    self_only: queryBoolean.optional(),
    academic_year_id: queryId.optional(),
  })
  .refine(datesInOrder, { message: Messages.fromDateAfterToDate, path: ['from_date'] });
export type EventListQuery = z.output<typeof eventListQuery>;

// ---------------------------------------------------------------------------------------------
// Schedules.

const scheduleFields = {
  scheduled_at: z.string({ error: EventGalleryMessages.scheduledAtRequired }).pipe(isoDateTime),
  event_type_id: z
    .number({ error: EventGalleryMessages.eventTypeRequired })
    .int()
    .positive()
    .max(INT4_MAX),
  board_type: queryCodeIn(BOARD_TYPES, 'Board is All 0, CBSE 1 or Non-CBSE 2.').default(
    BoardType.All,
  ),
  subject_id: int.nullable().optional(),
  /** Courses the event is for; empty means every course. */
  course_id_list: z.array(int).max(200).default([]),
  academic_year_id: int.optional(),
};

export const eventScheduleFields = z.strictObject(scheduleFields);
export type EventScheduleInput = z.input<typeof eventScheduleFields>;

/** POST /event_gallery/event_schedule: one or more schedules, created together or not at all. */
export const eventScheduleCreateBody = z.strictObject({
  schedules: z
    .array(eventScheduleFields, { error: EventGalleryMessages.schedulesRequired })
    .min(1, EventGalleryMessages.schedulesRequired)
    .max(EVENT_SCHEDULES_PER_CALL, EventGalleryMessages.tooManySchedules),
});

/** PUT /event_gallery/event_schedule/{id}. */
export const eventScheduleUpdateBody = eventScheduleFields;

const idList = z
  .array(int, { error: EventGalleryMessages.idsRequired })
  .min(1, EventGalleryMessages.idsRequired)
  .max(500, 'Choose at most 500 schedules at a time.');

/**
 * PUT /event_gallery/event_schedule: the same changes to several schedules at once (only the
 * fields given change), together or not at all.
 */
export const eventScheduleBulkUpdateBody = z
  .strictObject({
    ids: idList,
    scheduled_at: isoDateTime.optional(),
    event_type_id: int.optional(),
    board_type: queryCodeIn(BOARD_TYPES, 'Board is All 0, CBSE 1 or Non-CBSE 2.').optional(),
    subject_id: int.nullable().optional(),
    course_id_list: z.array(int).max(200).optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'ids'), {
    message: EventGalleryMessages.nothingToChange,
    path: ['ids'],
  });

/** PUT /event_gallery/event_schedule/delete. */
export const eventScheduleDeleteBody = z.strictObject({ ids: idList });
export const eventScheduleDeleteAnswer = z.object({
  message: z.string(),
  deleted: z.number().int(),
});

export const eventScheduleParams = eventParams;

export const eventSchedule = z.object({
  id: z.number().int(),
  scheduled_at: z.string(),
  event_type_id: z.number().int(),
  event_type_name: z.string(),
  board_type: z.number().int(),
  subject_id: z.number().int().nullable(),
  subject_name: z.string().nullable(),
  course_id_list: z.array(z.number().int()),
  course_names: z.array(z.string()),
  academic_year_id: z.number().int(),
  /** Events (not deleted) uploaded for this schedule. */
  event_count: z.number().int(),
  created_by_user: eventUser,
  updated_by_user: eventUser.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventSchedule = z.infer<typeof eventSchedule>;

/** GET /event_gallery/event_schedule: from so many months back on (001 §9: 6), oldest first. */
export const eventScheduleQuery = z.strictObject({
  number_of_past_months: z.coerce
    .number()
    .int()
    .min(0, 'Look back 0 to 120 months.')
    .max(120, 'Look back 0 to 120 months.')
    .default(EVENT_SCHEDULE_PAST_MONTHS),
  academic_year_id: queryId.optional(),
  event_type_id: queryId.optional(),
  board_type: queryCodeIn(BOARD_TYPES, 'Board is All 0, CBSE 1 or Non-CBSE 2.').optional(),
});

export const EVENT_SCHEDULE_SORT_COLUMNS = ['scheduled_at', 'id', 'updated_at'] as const;

/** GET /event_gallery/event_schedule_v2: the paged list (x-total-count) with filters. */
export const eventScheduleListQuery = z
  .strictObject({
    ...listQueryFields,
    sort: listSort(EVENT_SCHEDULE_SORT_COLUMNS).optional(),
    /** Inclusive days of scheduled_at (UTC). */
    from_date: calendarDate.optional(),
    to_date: calendarDate.optional(),
    event_type_id: queryId.optional(),
    board_type: queryCodeIn(BOARD_TYPES, 'Board is All 0, CBSE 1 or Non-CBSE 2.').optional(),
    subject_id: queryId.optional(),
    /** Schedules naming any of these courses. */
    course_id_list: queryIdList.optional(),
    search_by_id: searchById.optional(),
    academic_year_id: queryId.optional(),
  })
  .refine(datesInOrder, { message: Messages.fromDateAfterToDate, path: ['from_date'] });
export type EventScheduleListQuery = z.output<typeof eventScheduleListQuery>;

// ---------------------------------------------------------------------------------------------
// Branch-wise completion and the MIS report.

/** GET /event_gallery/branch_schedule_completion. */
export const branchScheduleCompletionQuery = z.strictObject({
  academic_year_id: queryId.optional(),
  /** One schedule; every schedule of the year when absent. */
  event_schedule_id: queryId.optional(),
  /** Only branches that uploaded something to rate. */
  for_rating: queryBoolean.optional(),
  branch_ids: queryIdList.optional(),
});

export const scheduleCompletion = z.object({
  branch_id: z.number().int(),
  branch_name: z.string(),
  is_cbse: z.boolean(),
  /** Schedules the branch is expected to answer (its board, its courses). */
  scheduled: z.number().int(),
  /** Of those, answered with an event that has images. */
  uploaded: z.number().int(),
  completion_percent: z.number().int(),
  rated_by_zc: z.number().int(),
  rated_by_rd: z.number().int(),
  /** The uploaded events (to open or rate them). */
  event_ids: z.array(z.number().int()),
  /** Each rating user's mean rating of those events, one decimal. */
  ratings: z.array(z.object({ user_id: z.number().int(), rating: z.number() })),
});
export type ScheduleCompletion = z.infer<typeof scheduleCompletion>;

export const ratingUser = z.object({
  id: z.number().int(),
  name: z.string(),
  designation_id: z.number().int().nullable(),
  designation_name: z.string().nullable(),
  rater: z.enum(['rd', 'zc']),
});
export type RatingUser = z.infer<typeof ratingUser>;

export const branchScheduleCompletionAnswer = z.object({
  schedule_completions: z.array(scheduleCompletion),
  /** Everyone who rated one of the events counted, in the columns' order. */
  rating_users: z.array(ratingUser),
});
export type BranchScheduleCompletionAnswer = z.infer<typeof branchScheduleCompletionAnswer>;

export const MIS_REPORT_SORT_COLUMNS = [
  'branch_name',
  'events',
  'uploaded_events',
  'images',
] as const;

/** GET /event_gallery/mis_report: per branch in scope (x-total-count); export as XLSX. */
export const misReportQuery = z
  .strictObject({
    ...listQueryFields,
    sort: listSort(MIS_REPORT_SORT_COLUMNS).optional(),
    academic_year_id: queryId.optional(),
    /** Events tagged with this segment; 403 'Segment access is not permitted' outside scope. */
    segment_id: z.coerce
      .number()
      .int()
      .min(INT4_MIN)
      .max(INT4_MAX)
      .refine((id) => id === 0 || SEGMENT_IDS.includes(id), EventGalleryMessages.segmentUnknown)
      .optional(),
    branch_ids: queryIdList.optional(),
    board: z
      .enum(EVENT_BOARD_FILTERS, { error: `Board is one of ${EVENT_BOARD_FILTERS.join(', ')}.` })
      .optional(),
    /** Inclusive days of the event date. */
    from_date: calendarDate.optional(),
    to_date: calendarDate.optional(),
  })
  .refine(datesInOrder, { message: Messages.fromDateAfterToDate, path: ['from_date'] });
export type MisReportQuery = z.output<typeof misReportQuery>;

export const misReportRow = z.object({
  branch_id: z.number().int(),
  branch_name: z.string(),
  is_cbse: z.boolean(),
  events: z.number().int(),
  active_events: z.number().int(),
  uploaded_events: z.number().int(),
  not_uploaded_events: z.number().int(),
  images: z.number().int(),
  rated_by_zc: z.number().int(),
  rated_by_rd: z.number().int(),
  average_zc_rating: z.number().nullable(),
  average_rd_rating: z.number().nullable(),
});
export type MisReportRow = z.infer<typeof misReportRow>;

// ---------------------------------------------------------------------------------------------
// Module inputs.

const named = z.object({ id: z.number().int(), name: z.string() });

/** GET /event_gallery/module_inputs: the lists the screens' pickers and filters offer. */
export const eventModuleInputs = z.object({
  event_types: z.array(named),
  boards: z.array(named),
  subjects: z.array(named),
  courses: z.array(named.extend({ segment_id: z.number().int() })),
  segments: z.array(segmentTag),
  statuses: z.array(z.object({ id: z.number().int(), name: z.string(), colour: z.string() })),
  rating_filters: z.array(z.object({ value: z.string(), label: z.string() })),
  board_filters: z.array(z.object({ value: z.string(), label: z.string() })),
  table_tabs: z.array(z.object({ value: z.string(), label: z.string() })),
  number_of_past_months: z.number().int(),
  max_rating: z.number().int(),
  rating_designations: z.array(
    z.object({ id: z.number().int(), name: z.string(), rater: z.enum(['rd', 'zc']) }),
  ),
  /** Whether the caller may rate (the permission and a rating designation). */
  can_rate: z.boolean(),
  rater: z.enum(['rd', 'zc']).nullable(),
});
export type EventModuleInputs = z.infer<typeof eventModuleInputs>;

/** The segment tags of a list of segment ids, with 001 §3's colours. */
export function segmentTagsOf(ids: readonly number[]): SegmentTag[] {
  return ids.flatMap((id) => {
    const segment = SEGMENTS.find((entry) => entry.id === id);
    return segment ? [{ id: segment.id, name: segment.name, colour: segment.colour }] : [];
  });
}
