import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { staff } from '../../../organisation/organisation.table.ts';

/** A named set of permissions; a user holds at most one role plus permissions of their own. */
export const permissionRoles = pgTable('permission_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  permissions: text('permissions').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** argon2id; null for accounts that sign in by one-time code only. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    mobilePrimary: text('mobile_primary'),
    mobileSecondary: text('mobile_secondary'),
    /** 1 Student, 2 Employee, 3 AdminOnly. */
    userType: smallint('user_type').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    level: smallint('level'),
    permissionRoleId: integer('permission_role_id').references(() => permissionRoles.id),
    /** Permissions granted to this user beyond the role's. */
    permissions: text('permissions').array().notNull().default([]),
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    lastPasswordReset: timestamp('last_password_reset', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // People type usernames in any case; sign-in matches them that way, so must uniqueness.
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_staff_idx').on(t.staffId),
  ],
);

/**
 * permitted_assets (000 §3): per academic year per module (0 = all modules) the branches,
 * states, master states and segments a user may reach.
 */
export const permittedAssets = pgTable(
  'permitted_assets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    academicYearId: integer('academic_year_id').notNull(),
    moduleId: integer('module_id').notNull(),
    branchIds: integer('branch_ids').array().notNull().default([]),
    stateIds: integer('state_ids').array().notNull().default([]),
    masterStateIds: integer('master_state_ids').array().notNull().default([]),
    segmentIds: integer('segment_ids').array().notNull().default([]),
  },
  (t) => [uniqueIndex('permitted_assets_grant_idx').on(t.userId, t.academicYearId, t.moduleId)],
);

/** Content management's server settings: user-id lists and other operator switches. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refused authorizations, kept for audit next to sign-in events. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** e.g. login.password, login.totp, login.otp, refresh, logout, access.denied */
    event: text('event').notNull(),
    outcome: text('outcome').notNull(),
    userId: integer('user_id'),
    username: text('username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: text('detail'),
  },
  (t) => [index('auth_events_at_idx').on(t.at)],
);
