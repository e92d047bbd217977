import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/core/access/access.table.ts';

// Usage analytics (000 §3, §4): app sessions and the module sessions (screens, items) inside
// them. Ids are chosen by the client (it keeps them locally and renews them), so they are text.

export const appSessions = pgTable(
  'app_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    application: smallint('application').notNull(),
    platform: smallint('platform').notNull(),
    appVersion: text('app_version'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_sessions_user_idx').on(t.userId, t.startedAt)],
);

export const appModuleSessions = pgTable(
  'app_module_sessions',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => appSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    globalModuleId: integer('global_module_id').notNull(),
    appScreenPath: text('app_screen_path').notNull(),
    itemId: integer('item_id'),
    /** How often the screen or item was opened (taps and re-opens under the same id). */
    opens: integer('opens').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('app_module_sessions_item_idx').on(t.globalModuleId, t.itemId),
    index('app_module_sessions_session_idx').on(t.sessionId),
  ],
);
