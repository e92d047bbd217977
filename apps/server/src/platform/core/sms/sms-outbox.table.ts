import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message the default SMS driver "sends": who, what, when, status. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    /** DLT template id registered for the message (India), when there is one. */
    templateId: text('template_id'),
    /** What sent it: otp_login, password_reset, sms module id, … */
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('sent'),
    driver: text('driver').notNull(),
    /** The delivery it carries (content_deliveries.id) for module messages; gateways get it as
     * the client reference that lets them drop a resent duplicate. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt),
    // The outbox list (GET /sms_outbox) pages newest first.
    index('sms_outbox_created_idx').on(t.createdAt),
    index('sms_outbox_purpose_idx').on(t.purpose),
  ],
);
