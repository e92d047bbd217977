import { CCTV_HEALTH_EXPORT_FILE, type DvrHealthHistoryRow } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RecorderChannel } from './drivers/recorders/recorder.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import type { HealthVerdict } from './recorder-health.ts';

// A recorder's checks: the last one on its row (what lists and the board read), each one in
// cctv_health_checks (its history), and its cameras' working flags as the check found them.

/** How long a recorder's checks are kept: a month at one check every 15 minutes is ~2,900. */
export const HEALTH_HISTORY_DAYS = 30;

/**
 * Records a check: the recorder's last health, a history row, and the history older than
 * HEALTH_HISTORY_DAYS dropped (through the (dvr_id, checked_at) index, a few rows each time).
 * Call inside a transaction; answers when the check was recorded. The row's updated_at is left
 * alone: a check is not an edit.
 */
export async function recordCheck(
  tx: DbOrTx,
  dvrId: number,
  verdict: HealthVerdict,
): Promise<string> {
  await tx.execute(sql`
    UPDATE cctv_dvrs SET health_state = ${verdict.state}, health_checked_at = now(),
      health_message = ${verdict.message}, disk_free_bytes = ${verdict.disk_free_bytes},
      disk_total_bytes = ${verdict.disk_total_bytes},
      clock_drift_seconds = ${verdict.clock_drift_seconds},
      channels_offline = ${verdict.channels_offline}
    WHERE id = ${dvrId}`);
  const inserted = await tx.execute<{ checked_at: string }>(sql`
    INSERT INTO cctv_health_checks (dvr_id, state, message, disk_free_bytes, disk_total_bytes,
      clock_drift_seconds, channels_total, channels_offline)
    VALUES (${dvrId}, ${verdict.state}, ${verdict.message}, ${verdict.disk_free_bytes},
      ${verdict.disk_total_bytes}, ${verdict.clock_drift_seconds}, ${verdict.channels_total},
      ${verdict.channels_offline})
    RETURNING ${isoTimestamp(sql`checked_at`)} AS checked_at`);
  await tx.execute(sql`
    DELETE FROM cctv_health_checks
    WHERE dvr_id = ${dvrId}
      AND checked_at < now() - make_interval(days => ${HEALTH_HISTORY_DAYS})`);
  return inserted.rows[0]!.checked_at;
}

/** A channel's camera name when the recorder gives none. */
const nameOf = (channel: RecorderChannel) =>
  channel.name.trim() || `Camera ${channel.channel_number}`;

/**
 * Adds a camera for each channel the recorder lists that has none, and brings the others'
 * names, stream ids and flags to what it lists; answers the ids added and those changed.
 * A row already as listed is not written (no audit entry, no new updated_at).
 */
export async function upsertCameras(
  tx: DbOrTx,
  dvrId: number,
  channels: readonly RecorderChannel[],
): Promise<{ added: number[]; changed: number[] }> {
  if (channels.length === 0) return { added: [], changed: [] };
  const column = <T>(pick: (channel: RecorderChannel) => T) => sql.param(channels.map(pick));
  const result = await tx.execute<{ id: number; added: boolean }>(sql`
    INSERT INTO cctv_cameras AS c (dvr_id, name, channel_number, main_stream_id, sub_stream_id,
      flag)
    SELECT ${dvrId}, v.name, v.channel_number, v.main_stream_id, v.sub_stream_id, v.flag
    FROM unnest(${column(nameOf)}::text[], ${column((c) => c.channel_number)}::int[],
      ${column((c) => c.main_stream_id)}::int[], ${column((c) => c.sub_stream_id)}::int[],
      ${column((c) => (c.online ? 1 : 0))}::smallint[])
      AS v(name, channel_number, main_stream_id, sub_stream_id, flag)
    ON CONFLICT (dvr_id, channel_number) DO UPDATE SET name = EXCLUDED.name,
      main_stream_id = EXCLUDED.main_stream_id, sub_stream_id = EXCLUDED.sub_stream_id,
      flag = EXCLUDED.flag, updated_at = now()
    WHERE (c.name, c.main_stream_id, c.sub_stream_id, c.flag)
      IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.main_stream_id, EXCLUDED.sub_stream_id,
        EXCLUDED.flag)
    RETURNING c.id, (c.xmax = 0) AS added`);
  return {
    added: result.rows.filter((row) => row.added).map((row) => row.id),
    changed: result.rows.filter((row) => !row.added).map((row) => row.id),
  };
}

/**
 * Sets each camera's flag from the channels read: working (1) when its channel is online, not
 * (0) when it is dark or the recorder no longer lists it. Answers the ids whose flag changed.
 */
export async function setCameraFlags(
  tx: DbOrTx,
  dvrId: number,
  channels: readonly RecorderChannel[],
): Promise<number[]> {
  const online = channels.filter((c) => c.online).map((c) => c.channel_number);
  const flag: SQL = sql`CASE WHEN channel_number = ANY(${intArray(online)}) THEN 1 ELSE 0 END`;
  const result = await tx.execute<{ id: number }>(sql`
    UPDATE cctv_cameras SET flag = ${flag}, updated_at = now()
    WHERE dvr_id = ${dvrId} AND flag IS DISTINCT FROM ${flag}
    RETURNING id`);
  return result.rows.map((row) => row.id);
}

const HISTORY_COLUMNS = {
  id: sql`h.id`,
  checked_at: isoTimestamp(sql`h.checked_at`),
  state: sql`h.state`,
  message: sql`h.message`,
  disk_free_bytes: sql`h.disk_free_bytes`,
  disk_total_bytes: sql`h.disk_total_bytes`,
  clock_drift_seconds: sql`h.clock_drift_seconds`,
  channels_total: sql`h.channels_total`,
  channels_offline: sql`h.channels_offline`,
} satisfies Record<keyof DvrHealthHistoryRow, SQL>;

/** GET /cctv/dvr/{id}/health: the recorder's checks, newest first (its scope checked before). */
export function healthHistorySpec(dvrId: number): ListSpec {
  return {
    columns: HISTORY_COLUMNS,
    from: sql`FROM cctv_health_checks h WHERE h.dvr_id = ${dvrId}`,
    sort: {
      columns: { checked_at: sql`h.checked_at` },
      default: { column: 'checked_at', order: 'desc' },
      tieBreaker: sql`h.id`,
    },
    exportFile: { name: CCTV_HEALTH_EXPORT_FILE, format: 'csv' },
  };
}
