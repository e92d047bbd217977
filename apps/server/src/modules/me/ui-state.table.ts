import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { UiState } from '@console/contract';
import { users } from '../../platform/core/access/access.table.ts';

/**
 * A user's own console state that follows them across browsers (the tours they ended): one row
 * per user, written only by that user through PUT /me/ui_state.
 */
export const userUiStates = pgTable('user_ui_states', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: jsonb('state').$type<UiState>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
