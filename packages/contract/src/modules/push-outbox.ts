import { z } from 'zod';
import { Messages } from '../messages.ts';
import { listQueryFields, listSort, searchById } from '../common/list.ts';

// GET /push_outbox (superusers): what the default push driver "sent": one row per message,
// addressed to a recipient's topic, as the outbox SMS list is for text messages.

export const PUSH_OUTBOX_EXPORT_FILE = 'push-outbox.csv';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');

export const pushOutboxListQuery = z
  .strictObject({
    ...listQueryFields,
    sort: listSort(['created_at', 'id']).optional(),
    status: z.string().trim().min(1).max(40).optional(),
    /** What sent it, e.g. announcement:42. */
    purpose: z.string().trim().min(1).max(80).optional(),
    from_date: day.optional(),
    to_date: day.optional(),
    search_by_id: searchById.optional(),
  })
  .refine((query) => !query.from_date || !query.to_date || query.from_date <= query.to_date, {
    message: Messages.fromDateAfterToDate,
    path: ['from_date'],
  });

export const pushOutboxEntry = z.object({
  id: z.number().int(),
  /** The FCM target: a topic, or a condition over topics (platform and application). */
  target: z.string(),
  title: z.string(),
  body: z.string(),
  purpose: z.string(),
  status: z.string(),
  driver: z.string(),
  created_at: z.string(),
});
export type PushOutboxEntry = z.infer<typeof pushOutboxEntry>;
