import { z } from 'zod';
import { outboxListQuery } from './outbox.ts';

// GET /push_outbox (superusers): what the default push driver "sent": one row per message,
// addressed to a recipient's topic, as the outbox SMS list is for text messages.

export const PUSH_OUTBOX_EXPORT_FILE = 'push-outbox.csv';

export const pushOutboxListQuery = outboxListQuery({});

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
