import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from '../common/numbers.ts';
import { contentBody, contentItem, contentListQuery } from './content.ts';
import { ContentMessages } from './content-status.ts';

// SMS (002 §3, §7, 000 §9): content items sent as text messages, with a delivery priority
// (High 1, Medium 2, Normal 3) and the DLT template id India requires of every commercial SMS.

export const SMS_EXPORT_FILE = 'sms.csv';

export const SmsPriority = { High: 1, Medium: 2, Normal: 3 } as const;
export const SMS_PRIORITIES = [SmsPriority.High, SmsPriority.Medium, SmsPriority.Normal] as const;
export const SMS_PRIORITY_LABELS: Record<number, string> = {
  [SmsPriority.High]: 'High',
  [SmsPriority.Medium]: 'Medium',
  [SmsPriority.Normal]: 'Normal',
};

/** The longest SMS text: 10 concatenated GSM-7 segments. */
export const SMS_TEXT_MAX = 1530;

export const smsFields = {
  priority: z
    .union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'Priority is High 1, Medium 2 or Normal 3.',
    })
    .default(SmsPriority.Normal),
  /** Required to send or schedule; a draft may leave it empty. */
  dlt_template_id: z
    .string()
    .trim()
    .regex(/^\d{19}$/, ContentMessages.dltTemplateFormat)
    .nullable()
    .optional(),
  description: z
    .string({ error: ContentMessages.messageRequired })
    .trim()
    .min(1, ContentMessages.messageRequired)
    .max(SMS_TEXT_MAX, `An SMS must be at most ${SMS_TEXT_MAX} characters.`),
};

export const smsBody = contentBody(smsFields).refine(
  (body) => body.status === 3 || !!body.dlt_template_id,
  { message: ContentMessages.dltTemplateRequired, path: ['dlt_template_id'] },
);
export type SmsBody = z.input<typeof smsBody>;
export const smsItem = contentItem.extend({
  priority: z.number().int(),
  dlt_template_id: z.string().nullable(),
  /** Segments one message takes (sms-segments.ts). */
  segments_per_message: z.number().int(),
});
export type SmsItem = z.infer<typeof smsItem>;

export const smsListQuery = contentListQuery({
  priority: z.coerce
    .number()
    .int()
    .min(INT4_MIN)
    .max(INT4_MAX)
    .refine(
      (value) => (SMS_PRIORITIES as readonly number[]).includes(value),
      'Filter by priority High 1, Medium 2 or Normal 3.',
    )
    .optional(),
});
