import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { Messages } from '../messages.ts';
import { listQueryFields, listSort, searchById } from '../common/list.ts';

// The list query both outboxes (SMS and push, superusers) take: status, what sent the message,
// when, and its id; each outbox adds its own filters.

export const outboxListQuery = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z
    .strictObject({
      ...listQueryFields,
      sort: listSort(['created_at', 'id']).optional(),
      status: z.string().trim().min(1).max(40).optional(),
      /** What sent it, e.g. sms:42, announcement:42 or otp_login. */
      purpose: z.string().trim().min(1).max(80).optional(),
      /** Inclusive calendar days (UTC). */
      from_date: calendarDate.optional(),
      to_date: calendarDate.optional(),
      search_by_id: searchById.optional(),
      ...extra,
    })
    .refine(
      (query) => {
        const { from_date: from, to_date: to } = query as { from_date?: string; to_date?: string };
        return !from || !to || from <= to;
      },
      { message: Messages.fromDateAfterToDate, path: ['from_date'] },
    );
