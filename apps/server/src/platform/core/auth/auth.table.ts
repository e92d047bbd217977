import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../access/access.table.ts';

/**
 * A sign-in session: one row per login, which is also the refresh-token family. Access tokens
 * name their session, so revoking the row stops them at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** password, totp, otp, auto */
    method: text('method').notNull(),
    /** The one refresh token of this family that may still be used. */
    currentRefreshId: uuid('current_refresh_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    deviceId: text('device_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by SMS: OTP sign-in and password reset. Only a hash is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    referenceNumber: text('reference_number').primaryKey(),
    /** otp_login or password_reset */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    mobile: text('mobile'),
    codeHash: text('code_hash').notNull(),
    app: smallint('app'),
    guesses: integer('guesses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId)],
);

/** Auto-login keys handed to a companion web app (POST /auth/token_auto), single use. */
export const autoLoginKeys = pgTable('auto_login_keys', {
  guid: uuid('guid').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-in attempts, counted per account and per address for rate limiting. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    username: text('username'),
    ip: text('ip'),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);

/** Signing keys, generated once per database so every server process agrees on them. */
export const signingKeys = pgTable('signing_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
