import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/core/access/access.table.ts';
import { branches } from '../../organisation/organisation.table.ts';

// CCTV (001 §3): recorders in branches, their cameras, tags on both, and each check of a
// recorder's health. A recorder's password is kept sealed for its address (dvr-password.ts),
// never in clear.

export const cctvTags = pgTable(
  'cctv_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    forDvr: boolean('for_dvr').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cctv_tags_name_idx').on(t.forDvr, sql`lower(${t.name})`)],
);

export const cctvDvrs = pgTable(
  'cctv_dvrs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 1 Hikvision, 2 CpPlus. */
    modelId: smallint('model_id').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    serialNumber: text('serial_number'),
    slno: integer('slno'),
    ipAddress: text('ip_address').notNull(),
    httpPort: integer('http_port').notNull(),
    rtspPort: integer('rtsp_port').notNull(),
    serverPort: integer('server_port').notNull(),
    isHttps: boolean('is_https').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** 1 kept, -1 deleted (DELETE /cctv/dvr/{id}; restorable). */
    status: smallint('status').notNull().default(1),
    authUsername: text('auth_username').notNull(),
    /** AES-256-GCM sealed for the recorder's scheme, address and ports (dvr-password.ts). */
    authPasswordSealed: text('auth_password_sealed').notNull(),
    autoScanAddCameras: boolean('auto_scan_add_cameras').notNull().default(true),
    // The last check (health board): its state, and the figures it read.
    healthState: text('health_state').notNull().default('not_checked'),
    healthCheckedAt: timestamp('health_checked_at', { withTimezone: true }),
    healthMessage: text('health_message'),
    diskFreeBytes: bigint('disk_free_bytes', { mode: 'number' }),
    diskTotalBytes: bigint('disk_total_bytes', { mode: 'number' }),
    clockDriftSeconds: integer('clock_drift_seconds'),
    channelsOffline: integer('channels_offline'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cctv_dvrs_branch_idx').on(t.branchId, t.status),
    index('cctv_dvrs_health_idx').on(t.healthState),
    // One recorder per address in a branch, among those kept.
    uniqueIndex('cctv_dvrs_address_idx')
      .on(t.branchId, sql`lower(${t.ipAddress})`, t.httpPort)
      .where(sql`status = 1`),
    check('cctv_dvrs_model_check', sql`${t.modelId} IN (1, 2)`),
    check('cctv_dvrs_status_check', sql`${t.status} IN (-1, 1)`),
  ],
);

export const cctvDvrTags = pgTable(
  'cctv_dvr_tags',
  {
    dvrId: integer('dvr_id')
      .notNull()
      .references(() => cctvDvrs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => cctvTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dvrId, t.tagId] }), index('cctv_dvr_tags_tag_idx').on(t.tagId)],
);

export const cctvCameras = pgTable(
  'cctv_cameras',
  {
    id: serial('id').primaryKey(),
    dvrId: integer('dvr_id')
      .notNull()
      .references(() => cctvDvrs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channelNumber: integer('channel_number').notNull(),
    mainStreamId: integer('main_stream_id').notNull(),
    subStreamId: integer('sub_stream_id').notNull(),
    /** 'ENABLED' or 'DISABLED' (001 §4). */
    status: text('status').notNull().default('ENABLED'),
    slno: integer('slno'),
    /** 1 working, 0 not, at the recorder's last scan; null before one. */
    flag: smallint('flag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cctv_cameras_channel_idx').on(t.dvrId, t.channelNumber),
    check('cctv_cameras_status_check', sql`${t.status} IN ('ENABLED', 'DISABLED')`),
  ],
);

export const cctvCameraTags = pgTable(
  'cctv_camera_tags',
  {
    cameraId: integer('camera_id')
      .notNull()
      .references(() => cctvCameras.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => cctvTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cameraId, t.tagId] }),
    index('cctv_camera_tags_tag_idx').on(t.tagId),
  ],
);

/** Each check of a recorder (a scan, or the recurring health check): its history. */
export const cctvHealthChecks = pgTable(
  'cctv_health_checks',
  {
    id: serial('id').primaryKey(),
    dvrId: integer('dvr_id')
      .notNull()
      .references(() => cctvDvrs.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').notNull(),
    message: text('message'),
    diskFreeBytes: bigint('disk_free_bytes', { mode: 'number' }),
    diskTotalBytes: bigint('disk_total_bytes', { mode: 'number' }),
    clockDriftSeconds: integer('clock_drift_seconds'),
    channelsTotal: integer('channels_total'),
    channelsOffline: integer('channels_offline'),
  },
  (t) => [index('cctv_health_checks_dvr_idx').on(t.dvrId, t.checkedAt)],
);
