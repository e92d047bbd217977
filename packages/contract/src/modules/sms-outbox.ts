import { z } from 'zod';
import { searchMobile } from '../common/list.ts';
import { outboxListQuery } from './outbox.ts';

// GET /sms_outbox (superusers): what the default SMS driver "sent", as a list with the shared
// list machinery. Export file: sms-outbox.csv.

export const SMS_OUTBOX_EXPORT_FILE = 'sms-outbox.csv';

export const smsOutboxListQuery = outboxListQuery({ mobile: searchMobile.optional() });

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
