import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { contentColumns, contentIndexes } from '../../platform/engines/content/content-columns.ts';

/** SMS messages (002 §3): a delivery priority and the DLT template id. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    ...contentColumns(),
    /** High 1, Medium 2, Normal 3. */
    priority: smallint('priority').notNull().default(3),
    dltTemplateId: text('dlt_template_id'),
    /** Segments one message takes, from the text when saved. */
    segmentsPerMessage: smallint('segments_per_message').notNull().default(1),
  },
  (t) => contentIndexes('sms_messages', t),
);
