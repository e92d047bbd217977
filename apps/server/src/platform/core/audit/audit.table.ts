import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One change to one record made through the API: who, when, by which call, which item, and
 * the fields before and after (only the changed ones for an update; the whole row for a
 * creation or a deletion). Written by the `audit_row_change` trigger in the same transaction
 * as the change itself, so a change and its audit row commit or roll back together.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user whose call made the change. */
    userId: integer('user_id').notNull(),
    /** The call, as its route: 'PUT /api/gate_pass/:id'. */
    request: text('request').notNull(),
    /** The module (its folder name) the changed table belongs to. */
    module: text('module').notNull(),
    /** The changed table. */
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    action: text('action', { enum: ['created', 'changed', 'deleted'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * The API call that made the change (one id per request), so the rows one call wrote (a
     * meeting and its 24 invitees) read as one entry. Null on rows written before it existed.
     */
    requestId: text('request_id'),
    /** The table the row changed (item_type names the item it belongs to: its parent's). */
    tableName: text('table_name'),
  },
  (table) => [
    index('audit_log_item_idx').on(table.itemType, table.itemId, table.id),
    index('audit_log_changed_at_idx').on(table.changedAt),
    index('audit_log_user_idx').on(table.userId, table.changedAt),
    index('audit_log_module_idx').on(table.module, table.changedAt),
    index('audit_log_request_idx').on(table.requestId, table.itemType, table.itemId, table.id),
  ],
);
