import { z } from 'zod';
import { INT4_MAX, INT4_MIN, int4Id, queryInt4Id } from '../common/numbers.ts';
import { calendarDate, isoDateTime } from '../common/dates.ts';
import { SEGMENTS } from '../enums.ts';
import { Messages } from '../messages.ts';
import {
  listQueryFields,
  listSort,
  queryBoolean,
  queryIdList,
  searchById,
  searchGlobalEmployeeIds,
} from '../common/list.ts';
import { mediaItem } from './media.ts';
import { targetingFilter } from './targeting.ts';
import {
  CONTENT_STATUS_CODES,
  CONTENT_STATUS_FILTER_OPTIONS,
  ContentMessages,
  ContentStatus,
} from './content-status.ts';

// The parts every messaging module shares (000 §3, §4, §5, §7; 002 §3, §4, §7): an item's body
// and answer, the list query, the status call, delivery figures and categories. The modules'
// own files (announcement.ts, wellness.ts, marketing.ts, notification.ts, sms.ts) compose these.

/** A code field (body or query text coerced): one of `values`, else `message`. */
export const codeOf = <T extends number>(values: readonly T[], message: string) =>
  z.coerce
    .number()
    .int()
    .min(INT4_MIN)
    .max(INT4_MAX)
    .refine((value): value is T => (values as readonly number[]).includes(value), message);

/** Statuses an item may be created in: sent, scheduled or a draft (never hidden or deleted). */
export const CONTENT_CREATE_STATUSES = [
  ContentStatus.Active,
  ContentStatus.Scheduled,
  ContentStatus.Draft,
] as const;

/**
 * The fields of a message, on top of the targeting filter's (who it reaches). `scheduled_at`
 * is required when the status is Scheduled and must then be in the future (checked by the
 * server against its clock). Attachments are ids answered by POST /media.
 */
export const contentFields = {
  title: z
    .string({ error: ContentMessages.titleRequired })
    .trim()
    .min(1, ContentMessages.titleRequired)
    .max(200, 'Title must be at most 200 characters.'),
  description: z
    .string({ error: ContentMessages.messageRequired })
    .trim()
    .min(1, ContentMessages.messageRequired)
    .max(5000, 'Message must be at most 5000 characters.'),
  attachments: z.array(int4Id).max(10, 'Attach at most 10 files.').default([]),
  status: codeOf(CONTENT_CREATE_STATUSES, ContentMessages.createStatus).default(
    ContentStatus.Draft,
  ),
  scheduled_at: isoDateTime.nullable().optional(),
  /** The academic year whose students are reached; the current year when absent. */
  academic_year_id: int4Id.optional(),
};

const scheduleGiven = (body: { status?: number; scheduled_at?: string | null }) =>
  body.status !== ContentStatus.Scheduled || !!body.scheduled_at;

/** Body of POST and PUT: the targeting filter's fields plus the message's (and a module's own). */
export const contentBody = <Extra extends z.ZodRawShape>(extra: Extra) =>
  targetingFilter
    // A module's field replaces the shared one of its name (polls: an optional description);
    // the spread's type would otherwise intersect the two.
    .extend({ ...contentFields, ...extra } as Omit<typeof contentFields, keyof Extra> & Extra)
    .refine((body) => scheduleGiven(body as { status?: number; scheduled_at?: string | null }), {
      message: ContentMessages.scheduleRequired,
      path: ['scheduled_at'],
    });

/** PUT /{module}/{id}/status. `id` is optional and must match the address when given. */
export const contentStatusBody = z.strictObject({
  id: int4Id.optional(),
  status: codeOf(CONTENT_STATUS_CODES, 'Unknown status.'),
  /** A new schedule date when moving to Scheduled (else the item's own, if in the future). */
  scheduled_at: isoDateTime.optional(),
});

export const contentParams = z.strictObject({
  id: queryInt4Id,
});

/**
 * Query of the calls on one item (detail, delete, status) and of POST /notification/reach: the
 * academic year whose scope judges the call; the current year when absent.
 */
export const contentItemQuery = z.strictObject({
  academic_year_id: queryInt4Id.optional(),
});

/** Who wrote the item. */
export const contentAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  employee_number: z.number().int().nullable(),
  global_employee_id: z.string().nullable(),
});

/** How the delivery went: recipients resolved at send time, and how many were reached. */
export const deliveryFigures = z.object({
  /** push (announcement, wellness, marketing, notification) or sms. */
  channel: z.enum(['push', 'sms']),
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type DeliveryFigures = z.infer<typeof deliveryFigures>;

/** The answer's fields every module shares (a module adds its own). */
export const contentItemFields = {
  id: z.number().int(),
  status: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The targeting filter as it was saved (for editing and for the detail page). */
  targeting: targetingFilter,
  /** The branches the item reaches: the targeting resolved within the author's scope on save. */
  branch_ids: z.array(z.number().int()),
  segment_ids: z.array(z.number().int()),
  /** Segment names of `segment_ids` (000 §3), for the list's tags. */
  segments: z.array(z.string()),
  attachments: z.array(mediaItem),
  academic_year_id: z.number().int(),
  scheduled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author: contentAuthor,
  delivery: deliveryFigures,
};
export const contentItem = z.object(contentItemFields);
export type ContentItem = z.infer<typeof contentItem>;

const SEGMENT_NAMES = SEGMENTS.map((segment) => segment.name) as string[];

/** Segment names as a comma list ("College,High School"); an empty list is absent. */
export const segmentNameList = z
  .union([z.string(), z.array(z.string())])
  .transform((value, context) => {
    const names = (Array.isArray(value) ? value.join(',') : value)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    const unknown = names.find((name) => !SEGMENT_NAMES.includes(name));
    if (unknown !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${unknown}" is not a segment. Use: ${SEGMENT_NAMES.join(', ')}.`,
      });
      return z.NEVER;
    }
    return names.length > 0 ? names : undefined;
  });

/** Sortable columns of every content list. */
export const CONTENT_SORT_COLUMNS = [
  'created_at',
  'scheduled_at',
  'id',
  'title',
  'status',
] as const;

/** The list query every content module takes (000 §7 announcements is the fullest). */
export const contentListQueryFields = {
  ...listQueryFields,
  sort: listSort(CONTENT_SORT_COLUMNS).optional(),
  /** Only items I wrote. */
  self_only: queryBoolean.optional(),
  status: codeOf(
    CONTENT_STATUS_FILTER_OPTIONS,
    'Filter by Active 1, Scheduled 2, Draft 3 or Hidden 0.',
  ).optional(),
  /** Items reaching any of these branches (comma list). */
  branch_ids: queryIdList.optional(),
  /** Inclusive calendar days of created_at (UTC). */
  from_date: calendarDate.optional(),
  to_date: calendarDate.optional(),
  segment_name_list: segmentNameList.optional(),
  /** Part of the author's name. */
  search_name: z.string().trim().min(1).max(100).optional(),
  /** Part of the title. */
  search_title: z.string().trim().min(1).max(200).optional(),
  search_by_id: searchById.optional(),
  /** Authors' global employee ids, comma separated. */
  global_employee_id_list: searchGlobalEmployeeIds.optional(),
  /** The academic year whose scope applies; the current year when absent. */
  academic_year_id: queryInt4Id.optional(),
};

const datesInOrder = (query: { from_date?: string | undefined; to_date?: string | undefined }) =>
  !query.from_date || !query.to_date || query.from_date <= query.to_date;

/** A module's list query: the shared fields plus its own filters, dates checked in order. */
export const contentListQuery = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z
    .strictObject({ ...contentListQueryFields, ...extra })
    .refine((query) => datesInOrder(query as { from_date?: string; to_date?: string }), {
      message: Messages.fromDateAfterToDate,
      path: ['from_date'],
    });

/** The category filter of announcement and wellness lists. */
export const categoryFilterField = {
  category: queryInt4Id.optional(),
};

// Categories (announcements and wellness; 000 §3, §4, §5, §8, §9).

export const DEFAULT_CATEGORY_COLOUR = '#A461D8';
export const CATEGORY_NAME_MAX = 30;
export const CATEGORY_LABEL_MAX = 30;
export const CATEGORY_DESCRIPTION_MAX = 255;

export const CategoryMessages = {
  nameRequired: 'Name is required',
  displayLabelRequired: 'Display label is required',
  colourRequired: 'Color code is required',
  nameTooLong: `Name must be at most ${CATEGORY_NAME_MAX} characters.`,
  displayLabelTooLong: `Display label must be at most ${CATEGORY_LABEL_MAX} characters.`,
  descriptionTooLong: `Description must be at most ${CATEGORY_DESCRIPTION_MAX} characters.`,
  colourFormat: 'Color code must be a hex colour such as #A461D8.',
  nameNotSlug: 'Name must contain letters or digits.',
  nameTaken: 'A category with this name already exists.',
  inUse: 'This category still has items. Move them to another category before deleting it.',
  actionOk: 'Category action executed successfully',
  actionFailed: 'Category action could not be executed. Try again',
} as const;

/**
 * 000 §4: a category name is saved as a strict lowercase slug ("Sports Day!" → "sports-day"):
 * letters and digits, words joined by single hyphens.
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const categoryFields = {
  name: z
    .string({ error: CategoryMessages.nameRequired })
    .trim()
    .min(1, CategoryMessages.nameRequired)
    .max(CATEGORY_NAME_MAX, CategoryMessages.nameTooLong)
    .refine((name) => categorySlug(name) !== '', CategoryMessages.nameNotSlug)
    .transform(categorySlug),
  display_label: z
    .string({ error: CategoryMessages.displayLabelRequired })
    .trim()
    .min(1, CategoryMessages.displayLabelRequired)
    .max(CATEGORY_LABEL_MAX, CategoryMessages.displayLabelTooLong),
  description: z
    .string()
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX, CategoryMessages.descriptionTooLong)
    .nullable()
    .optional(),
  /** Empty or absent becomes #A461D8 (000 §4). */
  colour_hex_code: z
    .string()
    .trim()
    .refine(
      (colour) => colour === '' || /^#[0-9A-Fa-f]{6}$/.test(colour),
      CategoryMessages.colourFormat,
    )
    .transform((colour) => (colour === '' ? DEFAULT_CATEGORY_COLOUR : colour.toUpperCase()))
    .nullable()
    .optional()
    .transform((colour) => colour ?? DEFAULT_CATEGORY_COLOUR),
};

/** POST /{module}/category, PUT /{module}/category/{id}. */
export const categoryBody = z.strictObject(categoryFields);
/** PUT /announcement/category (000 §7 names it without an id in the address). */
export const categoryUpdateBody = z.strictObject({
  id: int4Id,
  ...categoryFields,
});
export const categoryParams = contentParams;

export const contentCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  display_label: z.string(),
  description: z.string().nullable(),
  colour_hex_code: z.string(),
  /** Items (not deleted) in the category. */
  item_count: z.number().int(),
});
export type ContentCategory = z.infer<typeof contentCategory>;

export const contentItemListAnswer = <T extends z.ZodType>(item: T) => z.array(item);
