import { z } from 'zod';
import { Messages } from '../messages.ts';
import { listQueryFields, listSort, searchById, searchMobile } from '../common/list.ts';

// GET /sms_outbox (superusers): what the default SMS driver "sent", as a list with the shared
// list machinery. Export file: sms-outbox.csv.

export const SMS_OUTBOX_EXPORT_FILE = 'sms-outbox.csv';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');

export const smsOutboxListQuery = z
  .strictObject({
    ...listQueryFields,
    sort: listSort(['created_at', 'id']).optional(),
    status: z.string().trim().min(1).max(40).optional(),
    mobile: searchMobile.optional(),
    /** What sent it, e.g. sms:42 (one SMS item's messages) or otp_login. */
    purpose: z.string().trim().min(1).max(80).optional(),
    /** Inclusive calendar days (server time zone UTC). */
    from_date: day.optional(),
    to_date: day.optional(),
    search_by_id: searchById.optional(),
  })
  .refine((query) => !query.from_date || !query.to_date || query.from_date <= query.to_date, {
    message: Messages.fromDateAfterToDate,
    path: ['from_date'],
  });

export const smsOutboxEntry = z.object({
  id: z.number().int(),
  mobile: z.string(),
  body: z.string(),
  template_id: z.string().nullable(),
  purpose: z.string(),
  status: z.string(),
  driver: z.string(),
  created_at: z.string(),
});
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntry>;
