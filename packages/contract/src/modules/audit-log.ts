import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { listQueryFields, listSort } from '../common/list.ts';
import { INT4_MAX } from '../common/numbers.ts';
import { Messages } from '../messages.ts';

// The audit log (DESIGN.md "Data"; beyond the documents, which show none): every change made
// through the API, one row per changed record. Superusers search it (GET /audit_log); an item's
// history (GET /audit_log/item) is open to whoever may read the item.

export const AUDIT_ACTIONS = ['created', 'changed', 'deleted'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Created',
  changed: 'Changed',
  deleted: 'Deleted',
};

/** Table and column names as the database spells them: lowercase words and underscores. */
const sqlName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,62}$/, 'Not a known name.');

export const auditLogQuery = z
  .strictObject({
    ...listQueryFields,
    sort: listSort(['changed_at', 'id']).optional(),
    /** The module's folder name, e.g. gate-pass. */
    module: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{0,62}$/, 'Not a known module.')
      .optional(),
    item_type: sqlName.optional(),
    item_id: z.string().trim().min(1).max(64).optional(),
    user_id: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
    /** Part of the name of the person who made the change, any case. */
    user_name: z.string().trim().min(1).max(100).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    /** Inclusive calendar days on the group's clock (GROUP_TIME_ZONE). */
    from_date: calendarDate.optional(),
    to_date: calendarDate.optional(),
  })
  .refine((query) => !query.from_date || !query.to_date || query.from_date <= query.to_date, {
    message: Messages.fromDateAfterToDate,
    path: ['from_date'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditItemQuery = z.strictObject({
  item_type: sqlName,
  item_id: z.string().trim().min(1).max(64),
});
export type AuditItemQuery = z.infer<typeof auditItemQuery>;

/** A kind of item the log records, in words, for the console's Module and Item filters. */
export const auditItemType = z.object({
  item_type: z.string(),
  /** The module's folder name, e.g. gate-pass. */
  module: z.string(),
  /** Its records in words, plural and capitalised: "Gate passes". */
  name: z.string(),
});
export type AuditItemType = z.infer<typeof auditItemType>;

/** Field values as the database stored them (JSON). */
const fields = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.number().int(),
  changed_at: z.string(),
  user_id: z.number().int(),
  /** Who, as their account names them (empty when the account is gone). */
  user_name: z.string(),
  /** The call that made the change: 'PUT /api/gate_pass/:id'. */
  request: z.string(),
  module: z.string(),
  item_type: z.string(),
  item_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: fields,
  after: fields,
  // In people's words, from the module's labels (the server's AuditLabels): one entry per call
  // and item, its child rows (a meeting's invitees) counted in `children`.
  /** What the person did: 'approved', 'created', 'marked attendance of'. */
  verb: z.string(),
  /** The item in words: 'gate pass'. */
  item_name: z.string(),
  /** The item's title (the student's name, the meeting's title), when its module gives one. */
  item_title: z.string().nullable(),
  /** The word joining item and title: 'for' (gate pass 12 for Harika Reddy), '·' by default. */
  title_join: z.string(),
  /** The item's page in the console, when it has one. */
  item_path: z.string().nullable(),
  /** The fields changed, labelled; codes and user ids as words and names. */
  changes: z.array(
    z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() }),
  ),
  /** Child rows the call wrote with the item: { name: 'invitees', count: 24, action: 'created' }. */
  children: z.array(
    z.object({ name: z.string(), count: z.number().int(), action: z.enum(AUDIT_ACTIONS) }),
  ),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Default name of the audit log export. */
export const AUDIT_LOG_FILE = 'audit-log.csv';
