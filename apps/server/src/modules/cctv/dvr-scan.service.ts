import {
  CctvMessages,
  DvrStatus,
  type DvrScanAnswer,
  type DvrStorageAnswer,
  type DvrTimeAnswer,
} from '@console/contract';
import { RecorderError } from './drivers/recorders/recorder.ts';
import { conflict, HttpError, notFound } from '../../platform/core/http/http-error.ts';
import type { CctvCaller } from './cctv-access.ts';
import { findDvrConnection, type DvrConnection } from './dvr.repo.ts';
import { checkRecorder, RecorderGone } from './recorder-check.ts';
import { driverFor, type RecorderReach } from './recorder-reach.ts';
import { boundedDisks } from './scan-bounds.ts';

// What staff ask a recorder from its page: a scan (device, channels, cameras, and a check
// recorded), its disks, its clock. Only a kept recorder of the caller's branches is asked.

/** Where a failed recorder's details go (the request's log): staff see only the message. */
export interface RecorderLog {
  warn(details: object, message: string): void;
}

async function keptDvr(caller: CctvCaller, id: number): Promise<DvrConnection> {
  const dvr = await findDvrConnection(caller.db, caller.scope, id);
  if (!dvr) throw notFound(CctvMessages.dvrNotFound);
  if (dvr.status === DvrStatus.Deleted) throw conflict(CctvMessages.dvrDeleted);
  return dvr;
}

/**
 * POST /cctv/dvr/scan. A recorder that cannot be read is an answer, not an error: reachable
 * false with the reason, and the check that says so recorded.
 */
export async function scanDvr(
  caller: CctvCaller,
  reach: RecorderReach,
  id: number,
  log: RecorderLog,
): Promise<DvrScanAnswer> {
  const dvr = await keptDvr(caller, id);
  const outcome = await checkRecorder(caller.db, dvr, reach, {
    addCameras: dvr.autoScanAddCameras,
  }).catch((error: unknown) => {
    throw error instanceof RecorderGone ? notFound(CctvMessages.dvrNotFound) : error;
  });
  const { reading, verdict } = outcome;
  if (reading.failure) {
    log.warn(
      { dvr_id: dvr.id, kind: reading.failure.kind, detail: reading.failure.detail },
      'recorder scan stopped',
    );
  }
  const device = reading.device;
  return {
    dvr_id: dvr.id,
    // The scan's own question (who are you, which channels) was answered.
    reachable: device !== null && reading.channels !== null,
    message: reading.failure?.message ?? null,
    device: device && {
      model_name: device.model_name,
      serial_number: device.serial_number,
      firmware: device.firmware,
      channel_count: device.channel_count,
    },
    channels: reading.channels ?? [],
    cameras_added: outcome.added.length,
    cameras_updated: outcome.changed.length,
    health: {
      state: verdict.state,
      checked_at: outcome.checkedAt,
      message: verdict.message,
      disk_free_bytes: verdict.disk_free_bytes,
      disk_total_bytes: verdict.disk_total_bytes,
      clock_drift_seconds: verdict.clock_drift_seconds,
      channels_offline: verdict.channels_offline,
    },
  };
}

/** A reading asked of the recorder itself; one it cannot give is a 502 in staff's words. */
async function askRecorder<T>(dvr: DvrConnection, log: RecorderLog, ask: () => Promise<T>) {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof RecorderError)) throw error;
    log.warn({ dvr_id: dvr.id, kind: error.kind, detail: error.detail }, 'recorder not read');
    throw new HttpError(502, error.message);
  }
}

/** GET /cctv/dvr/{id}/storage. */
export async function dvrStorage(
  caller: CctvCaller,
  reach: RecorderReach,
  id: number,
  log: RecorderLog,
): Promise<DvrStorageAnswer> {
  const dvr = await keptDvr(caller, id);
  const disks = boundedDisks(await askRecorder(dvr, log, () => driverFor(dvr, reach).storage()));
  return {
    dvr_id: dvr.id,
    disks: disks.map((disk) => ({
      id: disk.id,
      capacity_bytes: disk.capacity_bytes,
      free_bytes: disk.free_bytes,
      state: disk.state,
    })),
  };
}

/** GET /cctv/dvr/{id}/time. */
export async function dvrTime(
  caller: CctvCaller,
  reach: RecorderReach,
  id: number,
  log: RecorderLog,
): Promise<DvrTimeAnswer> {
  const dvr = await keptDvr(caller, id);
  const time = await askRecorder(dvr, log, () => driverFor(dvr, reach).time());
  return {
    dvr_id: dvr.id,
    device_time: time.device_time,
    server_time: new Date().toISOString(),
    drift_seconds: time.drift_seconds,
    ntp_enabled: time.ntp_enabled,
  };
}
