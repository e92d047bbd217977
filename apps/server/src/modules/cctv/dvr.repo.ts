import {
  CCTV_DVR_COUNT_EXPORT_FILE,
  CCTV_EXPORT_FILE,
  DVR_HEALTH_NEEDS_ATTENTION,
  DVR_MODELS,
  DvrStatus,
  type DvrListQuery,
  type DvrRow,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp, whereAll } from '../../platform/kit/lists/list-query.ts';
import { selectList, type ListSpec } from '../../platform/kit/lists/send-list.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { inCctvScope } from './cctv-access.ts';

// Recorders: every query takes the caller's scope. Rows are read as `d` (cctv_dvrs) joined to
// their branch `b` and its master branch `mg`.

const FROM_DVRS = sql`cctv_dvrs d
  JOIN branches b ON b.id = d.branch_id
  LEFT JOIN branch_groups mg ON mg.id = b.master_branch_id`;

const modelName = sql`CASE d.model_id ${sql.join(
  DVR_MODELS.codes.map((code) => sql`WHEN ${sql.raw(String(code))} THEN ${DVR_MODELS.label(code)}`),
  sql` `,
)} END`;

const tagsOf = (link: SQL, key: SQL) => sql`coalesce((
  SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id)
  FROM ${link} l JOIN cctv_tags t ON t.id = l.tag_id WHERE ${key}), '[]'::json)`;

/** The answer's fields, each from its column: a field missing here fails typecheck. */
const COLUMNS = {
  id: sql`d.id`,
  name: sql`d.name`,
  model: modelName,
  model_id: sql`d.model_id`,
  branch_id: sql`d.branch_id`,
  branch_name: sql`b.name`,
  master_branch_name: sql`mg.name`,
  serial_number: sql`d.serial_number`,
  slno: sql`d.slno`,
  ip_address: sql`d.ip_address`,
  http_port: sql`d.http_port`,
  rtsp_port: sql`d.rtsp_port`,
  server_port: sql`d.server_port`,
  is_https: sql`d.is_https`,
  is_active: sql`d.is_active`,
  status: sql`d.status`,
  auth_username: sql`d.auth_username`,
  auth_password: sql`NULL`,
  auto_scan_add_cameras: sql`d.auto_scan_add_cameras`,
  cameras: sql`coalesce((
    SELECT json_agg(json_build_object('id', c.id, 'name', c.name,
      'channel_number', c.channel_number, 'status', c.status, 'flag', c.flag)
      ORDER BY c.channel_number)
    FROM cctv_cameras c WHERE c.dvr_id = d.id), '[]'::json)`,
  tags: tagsOf(sql`cctv_dvr_tags`, sql`l.dvr_id = d.id`),
  tag_ids: sql`coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id)
    FROM cctv_dvr_tags l WHERE l.dvr_id = d.id), '{}'::int[])`,
  health: sql`json_build_object(
    'state', d.health_state,
    'checked_at', ${isoTimestamp(sql`d.health_checked_at`)},
    'message', d.health_message,
    'disk_free_bytes', d.disk_free_bytes,
    'disk_total_bytes', d.disk_total_bytes,
    'clock_drift_seconds', d.clock_drift_seconds,
    'channels_offline', d.channels_offline)`,
  created_at: isoTimestamp(sql`d.created_at`),
  updated_at: isoTimestamp(sql`d.updated_at`),
} satisfies Record<keyof DvrRow, SQL>;

const selectRow = selectList(COLUMNS);

/** The spreadsheet's columns: the import's keys first, so an export can be imported again. */
const EXPORT_COLUMNS = {
  slno: sql`d.slno`,
  name: sql`d.name`,
  model: modelName,
  master_branch_name: sql`mg.name`,
  branch_name: sql`b.name`,
  serial_number: sql`d.serial_number`,
  ip_address: sql`d.ip_address`,
  http_port: sql`d.http_port`,
  rtsp_port: sql`d.rtsp_port`,
  server_port: sql`d.server_port`,
  is_https: sql`d.is_https`,
  is_active: sql`d.is_active`,
  auth_username: sql`d.auth_username`,
  auto_scan_add_cameras: sql`d.auto_scan_add_cameras`,
  cameras: sql`(SELECT count(*) FROM cctv_cameras c WHERE c.dvr_id = d.id)`,
  tags: sql`(SELECT string_agg(t.name, ', ' ORDER BY lower(t.name)) FROM cctv_dvr_tags l
    JOIN cctv_tags t ON t.id = l.tag_id WHERE l.dvr_id = d.id)`,
  health: sql`d.health_state`,
  health_checked_at: isoTimestamp(sql`d.health_checked_at`),
};

/** A recorder's health column in a state that needs attention (as the board counts them). */
export function needsAttention(healthState: SQL): SQL {
  return sql`${healthState} IN (${sql.join(
    DVR_HEALTH_NEEDS_ATTENTION.map((state) => sql`${state}`),
    sql`, `,
  )})`;
}

function dvrConditions(scope: Scope, query: DvrListQuery): SQL {
  const status = query.deleted ? DvrStatus.Deleted : DvrStatus.Kept;
  return whereAll([
    inCctvScope(scope, sql`d.branch_id`),
    sql`d.status = ${status}`,
    query.id !== undefined && sql`d.id = ${query.id}`,
    query.branch_ids && sql`d.branch_id = ANY(${intArray(query.branch_ids)})`,
    query.model_id !== undefined && sql`d.model_id = ${query.model_id}`,
    query.is_active !== undefined && sql`d.is_active = ${query.is_active}`,
    query.health !== undefined && sql`d.health_state = ${query.health}`,
    query.needs_attention === true && needsAttention(sql`d.health_state`),
    query.tag_ids &&
      sql`EXISTS (SELECT 1 FROM cctv_dvr_tags l WHERE l.dvr_id = d.id
        AND l.tag_id = ANY(${intArray(query.tag_ids)}))`,
    query.search !== undefined &&
      sql`(d.name ILIKE ${contains(query.search)} OR d.ip_address ILIKE ${contains(query.search)}
        OR d.serial_number ILIKE ${contains(query.search)})`,
  ]);
}

/** GET /cctv/dvr: filters, sort and the export. */
export function dvrListSpec(scope: Scope, query: DvrListQuery): ListSpec {
  return {
    columns: COLUMNS,
    exportColumns: EXPORT_COLUMNS,
    from: sql`FROM ${FROM_DVRS} WHERE ${dvrConditions(scope, query)}`,
    sort: {
      columns: {
        name: sql`lower(d.name)`,
        slno: sql`d.slno`,
        branch_name: sql`b.name`,
        created_at: sql`d.created_at`,
        id: sql`d.id`,
      },
      default: { column: 'slno', order: 'asc' },
      tieBreaker: sql`d.id`,
    },
    exportFile: { name: CCTV_EXPORT_FILE, format: 'csv' },
  };
}

/** GET /cctv/dvr?export=true&exportDvrCount=true: recorders and cameras per branch. */
export function dvrCountSpec(scope: Scope, query: DvrListQuery): ListSpec {
  const counted = sql`(SELECT d.branch_id, count(*) AS recorders,
      count(*) FILTER (WHERE d.is_active) AS active,
      sum((SELECT count(*) FROM cctv_cameras c WHERE c.dvr_id = d.id)) AS cameras
    FROM ${FROM_DVRS} WHERE ${dvrConditions(scope, query)} GROUP BY d.branch_id) n`;
  const columns = {
    branch_name: sql`b.name`,
    master_branch_name: sql`mg.name`,
    recorders: sql`n.recorders`,
    active_recorders: sql`n.active`,
    cameras: sql`n.cameras`,
  };
  return {
    columns,
    from: sql`FROM ${counted} JOIN branches b ON b.id = n.branch_id
      LEFT JOIN branch_groups mg ON mg.id = b.master_branch_id`,
    sort: {
      columns: { branch_name: sql`b.name` },
      default: { column: 'branch_name', order: 'asc' },
      tieBreaker: sql`n.branch_id`,
    },
    exportFile: { name: CCTV_DVR_COUNT_EXPORT_FILE, format: 'csv' },
  };
}

/** One recorder in scope, kept or deleted. */
export async function findDvr(db: DbOrTx, scope: Scope, id: number): Promise<DvrRow | undefined> {
  const result = await db.execute<DvrRow>(sql`
    SELECT ${selectRow} FROM ${FROM_DVRS}
    WHERE d.id = ${id} AND ${inCctvScope(scope, sql`d.branch_id`)}`);
  return result.rows[0];
}

/** What the server needs to talk to a recorder, its password still sealed. */
export type DvrConnection = {
  id: number;
  modelId: 1 | 2;
  branchId: number;
  status: number;
  ipAddress: string;
  httpPort: number;
  rtspPort: number;
  isHttps: boolean;
  authUsername: string;
  authPasswordSealed: string;
  autoScanAddCameras: boolean;
};

/** DvrConnection's fields from cctv_dvrs `d`. */
export const DVR_CONNECTION_COLUMNS = sql`d.id, d.model_id AS "modelId",
  d.branch_id AS "branchId", d.status, d.ip_address AS "ipAddress", d.http_port AS "httpPort",
  d.rtsp_port AS "rtspPort", d.is_https AS "isHttps", d.auth_username AS "authUsername",
  d.auth_password_sealed AS "authPasswordSealed",
  d.auto_scan_add_cameras AS "autoScanAddCameras"`;

export async function findDvrConnection(
  db: DbOrTx,
  scope: Scope,
  id: number,
): Promise<DvrConnection | undefined> {
  const result = await db.execute<DvrConnection>(sql`
    SELECT ${DVR_CONNECTION_COLUMNS}
    FROM cctv_dvrs d WHERE d.id = ${id} AND ${inCctvScope(scope, sql`d.branch_id`)}`);
  return result.rows[0];
}

/** The columns a create or an update writes. */
export interface DvrValues {
  name: string;
  modelId: number;
  branchId: number;
  serialNumber: string | null;
  slno: number | null;
  ipAddress: string;
  httpPort: number;
  rtspPort: number;
  serverPort: number;
  isHttps: boolean;
  isActive: boolean;
  authUsername: string;
  autoScanAddCameras: boolean;
}

const valueList = (values: DvrValues) => sql`${values.name}, ${values.modelId}, ${values.branchId},
  ${values.serialNumber}, ${values.slno}, ${values.ipAddress}, ${values.httpPort},
  ${values.rtspPort}, ${values.serverPort}, ${values.isHttps}, ${values.isActive},
  ${values.authUsername}, ${values.autoScanAddCameras}`;

export async function insertDvr(
  db: DbOrTx,
  values: DvrValues,
  passwordSealed: string,
  userId: number,
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO cctv_dvrs (name, model_id, branch_id, serial_number, slno, ip_address, http_port,
      rtsp_port, server_port, is_https, is_active, auth_username, auto_scan_add_cameras,
      auth_password_sealed, created_by)
    VALUES (${valueList(values)}, ${passwordSealed}, ${userId})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateDvr(
  db: DbOrTx,
  id: number,
  values: DvrValues,
  passwordSealed: string | null,
): Promise<void> {
  await db.execute(sql`
    UPDATE cctv_dvrs SET (name, model_id, branch_id, serial_number, slno, ip_address, http_port,
      rtsp_port, server_port, is_https, is_active, auth_username, auto_scan_add_cameras)
      = (${valueList(values)}),
      auth_password_sealed = coalesce(${passwordSealed}, auth_password_sealed),
      updated_at = now()
    WHERE id = ${id}`);
}

/** Kept (1) or deleted (-1); answers whether the recorder was in the other state. */
export async function setDvrStatus(db: DbOrTx, id: number, status: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE cctv_dvrs SET status = ${status}, updated_at = now()
    WHERE id = ${id} AND status <> ${status}`);
  return (result.rowCount ?? 0) > 0;
}

export async function deleteDvrRow(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM cctv_dvrs WHERE id = ${id}`);
}

/**
 * Replaces the recorder's tags. Inside a transaction: the recorder's row is locked first, so two
 * changes of its tags at once follow each other rather than interleave.
 */
export async function setDvrTags(db: DbOrTx, id: number, tagIds: readonly number[]) {
  await db.execute(sql`SELECT 1 FROM cctv_dvrs WHERE id = ${id} FOR UPDATE`);
  await db.execute(sql`DELETE FROM cctv_dvr_tags WHERE dvr_id = ${id}`);
  if (tagIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO cctv_dvr_tags (dvr_id, tag_id)
    SELECT ${id}, unnest(${intArray(tagIds)})`);
}
