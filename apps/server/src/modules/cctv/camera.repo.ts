import {
  CCTV_CAMERA_EXPORT_FILE,
  type CameraBody,
  type CameraListQuery,
  type CameraRow,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import { isoTimestamp, whereAll } from '../../platform/kit/lists/list-query.ts';
import { selectList, type ListSpec } from '../../platform/kit/lists/send-list.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import { inCctvScope } from './cctv-access.ts';
import { needsAttention } from './dvr.repo.ts';

// Cameras, read as `c` with their recorder `d` and its branch `b`. A camera is in the caller's
// scope when its recorder's branch is; the cameras of a deleted recorder are out of lists.

const FROM_CAMERAS = sql`cctv_cameras c
  JOIN cctv_dvrs d ON d.id = c.dvr_id
  JOIN branches b ON b.id = d.branch_id`;

const COLUMNS = {
  id: sql`c.id`,
  dvr_id: sql`c.dvr_id`,
  dvr_name: sql`d.name`,
  dvr_health: sql`json_build_object('state', d.health_state,
    'checked_at', ${isoTimestamp(sql`d.health_checked_at`)}, 'message', d.health_message)`,
  model_id: sql`d.model_id`,
  branch_id: sql`d.branch_id`,
  branch_name: sql`b.name`,
  name: sql`c.name`,
  channel_number: sql`c.channel_number`,
  main_stream_id: sql`c.main_stream_id`,
  sub_stream_id: sql`c.sub_stream_id`,
  status: sql`c.status`,
  slno: sql`c.slno`,
  flag: sql`c.flag`,
  tags: sql`coalesce((
    SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id)
    FROM cctv_camera_tags l JOIN cctv_tags t ON t.id = l.tag_id WHERE l.camera_id = c.id),
    '[]'::json)`,
  tag_ids: sql`coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id)
    FROM cctv_camera_tags l WHERE l.camera_id = c.id), '{}'::int[])`,
  created_at: isoTimestamp(sql`c.created_at`),
  updated_at: isoTimestamp(sql`c.updated_at`),
} satisfies Record<keyof CameraRow, SQL>;

const selectRow = selectList(COLUMNS);

/** The import's keys first, so an export can be imported again. */
const EXPORT_COLUMNS = {
  slno: sql`c.slno`,
  name: sql`c.name`,
  channel_number: sql`c.channel_number`,
  main_stream_id: sql`c.main_stream_id`,
  sub_stream_id: sql`c.sub_stream_id`,
  status: sql`c.status`,
  working: sql`c.flag`,
  recorder: sql`d.name`,
  branch_name: sql`b.name`,
  tags: sql`(SELECT string_agg(t.name, ', ' ORDER BY lower(t.name)) FROM cctv_camera_tags l
    JOIN cctv_tags t ON t.id = l.tag_id WHERE l.camera_id = c.id)`,
};

function cameraConditions(scope: Scope, query: CameraListQuery): SQL {
  return whereAll([
    inCctvScope(scope, sql`d.branch_id`),
    sql`d.status = 1`,
    query.id !== undefined && sql`c.id = ${query.id}`,
    query.dvr_id !== undefined && sql`c.dvr_id = ${query.dvr_id}`,
    query.branch_ids && sql`d.branch_id = ANY(${intArray(query.branch_ids)})`,
    query.status !== undefined && sql`c.status = ${query.status}`,
    query.flag !== undefined && sql`c.flag = ${query.flag}`,
    query.health !== undefined && sql`d.health_state = ${query.health}`,
    query.needs_attention === true && needsAttention(sql`d.health_state`),
    query.tag_ids &&
      sql`EXISTS (SELECT 1 FROM cctv_camera_tags l WHERE l.camera_id = c.id
        AND l.tag_id = ANY(${intArray(query.tag_ids)}))`,
    query.search !== undefined &&
      sql`(c.name ILIKE ${contains(query.search)} OR d.name ILIKE ${contains(query.search)})`,
  ]);
}

const SORT = {
  columns: {
    name: sql`lower(c.name)`,
    channel_number: sql`c.channel_number`,
    slno: sql`c.slno`,
    dvr_name: sql`lower(d.name)`,
    created_at: sql`c.created_at`,
    id: sql`c.id`,
  },
  default: { column: 'channel_number', order: 'asc' as const },
  tieBreaker: sql`c.id`,
};

export function cameraListSpec(scope: Scope, query: CameraListQuery): ListSpec {
  return {
    columns: COLUMNS,
    exportColumns: EXPORT_COLUMNS,
    from: sql`FROM ${FROM_CAMERAS} WHERE ${cameraConditions(scope, query)}`,
    sort: SORT,
    exportFile: { name: CCTV_CAMERA_EXPORT_FILE, format: 'csv' },
  };
}

/** Every matching camera's id, in the list's order (ids_only; at most `cap`). */
export async function cameraIds(
  db: DbOrTx,
  scope: Scope,
  query: CameraListQuery,
  cap: number,
): Promise<number[]> {
  const column = query.sort ?? SORT.default.column;
  const by = SORT.columns[column as keyof typeof SORT.columns] ?? SORT.columns.channel_number;
  const direction = (query.order ?? SORT.default.order) === 'desc' ? sql`DESC` : sql`ASC`;
  const result = await db.execute<{ id: number }>(sql`
    SELECT c.id FROM ${FROM_CAMERAS} WHERE ${cameraConditions(scope, query)}
    ORDER BY d.slno NULLS LAST, d.id, ${by} ${direction}, c.id LIMIT ${cap}`);
  return result.rows.map((row) => row.id);
}

export async function findCamera(
  db: DbOrTx,
  scope: Scope,
  id: number,
): Promise<CameraRow | undefined> {
  const result = await db.execute<CameraRow>(sql`
    SELECT ${selectRow} FROM ${FROM_CAMERAS}
    WHERE c.id = ${id} AND d.status = 1 AND ${inCctvScope(scope, sql`d.branch_id`)}`);
  return result.rows[0];
}

export interface CameraValues {
  name: string;
  channelNumber: number;
  mainStreamId: number;
  subStreamId: number;
  status: string;
  slno: number | null;
}

/** Stream ids a camera takes when none are given: as the recorder's vendor numbers them. */
export function defaultStreamIds(modelId: number, channel: number) {
  // Hikvision: channel 3's streams are 301 and 302; CP Plus: subtype 0 and 1.
  return modelId === 1 ? { main: channel * 100 + 1, sub: channel * 100 + 2 } : { main: 0, sub: 1 };
}

export function cameraValues(body: CameraBody, modelId: number): CameraValues {
  const streams = defaultStreamIds(modelId, body.channel_number);
  return {
    name: body.name,
    channelNumber: body.channel_number,
    mainStreamId: body.main_stream_id ?? streams.main,
    subStreamId: body.sub_stream_id ?? streams.sub,
    status: body.status,
    slno: body.slno,
  };
}

export async function insertCamera(db: DbOrTx, dvrId: number, values: CameraValues) {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO cctv_cameras (dvr_id, name, channel_number, main_stream_id, sub_stream_id,
      status, slno)
    VALUES (${dvrId}, ${values.name}, ${values.channelNumber}, ${values.mainStreamId},
      ${values.subStreamId}, ${values.status}, ${values.slno})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateCamera(db: DbOrTx, id: number, dvrId: number, values: CameraValues) {
  await db.execute(sql`
    UPDATE cctv_cameras SET dvr_id = ${dvrId}, name = ${values.name},
      channel_number = ${values.channelNumber}, main_stream_id = ${values.mainStreamId},
      sub_stream_id = ${values.subStreamId}, status = ${values.status}, slno = ${values.slno},
      updated_at = now()
    WHERE id = ${id}`);
}

export async function deleteCameraRow(db: DbOrTx, id: number) {
  await db.execute(sql`DELETE FROM cctv_cameras WHERE id = ${id}`);
}

export async function setCameraTags(db: DbOrTx, id: number, tagIds: readonly number[]) {
  await db.execute(sql`SELECT 1 FROM cctv_cameras WHERE id = ${id} FOR UPDATE`);
  await db.execute(sql`DELETE FROM cctv_camera_tags WHERE camera_id = ${id}`);
  if (tagIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO cctv_camera_tags (camera_id, tag_id) SELECT ${id}, unnest(${intArray(tagIds)})`);
}
