import {
  ContentMessages,
  SMS_PRIORITY_LABELS,
  type smsBody,
  type smsListQuery,
  smsSegments,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { smsKind } from './sms.kind.ts';
import { labelOf } from '../../platform/engines/content/content-labels.ts';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';

/**
 * SMS (002 §3, §7): a delivery priority, the DLT template id India requires of every
 * commercial SMS (a draft may go without; sending or scheduling may not), and the segments one
 * message takes, counted from the text when it is saved.
 */
export const smsContent: ContentModule<z.output<typeof smsBody>, z.output<typeof smsListQuery>> = {
  kind: smsKind,
  extra: {
    answer: {
      priority: sql`c.priority`,
      dlt_template_id: sql`c.dlt_template_id`,
      segments_per_message: sql`c.segments_per_message`,
    },
    exportColumns: {
      Priority: labelOf(sql`c.priority`, SMS_PRIORITY_LABELS),
      'DLT template ID': sql`c.dlt_template_id`,
      'Segments per message': sql`c.segments_per_message`,
    },
    columns: (body) => ({
      priority: sql`${body.priority}`,
      dlt_template_id: sql`${body.dlt_template_id ?? null}::text`,
      segments_per_message: sql`${smsSegments(body.description).segments}`,
    }),
    filters: (query) => [query.priority !== undefined && sql`c.priority = ${query.priority}`],
    sendRefusal: (fields) => (fields.dlt_template_id ? null : ContentMessages.dltTemplateRequired),
  },
};
