import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../platform/core/sql/pg-errors.ts';
import type { DvrConnection } from './dvr.repo.ts';
import { recordCheck, setCameraFlags, upsertCameras } from './health.repo.ts';
import { readDvr, type RecorderReach } from './recorder-reach.ts';
import { judgeReading, type HealthVerdict, type RecorderReading } from './recorder-health.ts';

// One check of one recorder, from reading it to writing what it found: what a scan does, and
// what the recurring health check does for every recorder.

export interface CheckOutcome {
  reading: RecorderReading;
  verdict: HealthVerdict;
  /** When the check was recorded (ISO 8601). */
  checkedAt: string;
  /** Cameras added for channels that had none (a scan with auto_scan_add_cameras). */
  added: number[];
  /** Cameras whose name, stream ids or working flag changed. */
  changed: number[];
}

/** The recorder was removed for good while it was being read: nothing is left to write to. */
export class RecorderGone extends Error {
  constructor(readonly dvrId: number) {
    super(`Recorder ${dvrId} was removed while it was checked.`);
  }
}

/**
 * Reads the recorder (outside any transaction: it may take seconds), then writes in one
 * transaction its cameras as the reading found them and the check. With `addCameras` each
 * channel gets its camera, named and numbered as the recorder lists it; without it only
 * the existing cameras' flags change. A recorder that could not be read leaves its cameras
 * as its last reading left them.
 */
export async function checkRecorder(
  db: Db,
  dvr: DvrConnection,
  reach: RecorderReach,
  options: { addCameras: boolean },
): Promise<CheckOutcome> {
  const reading = await readDvr(dvr, reach);
  const verdict = judgeReading(reading);
  try {
    return await db.transaction(async (tx) => {
      let added: number[] = [];
      const changed = new Set<number>();
      if (reading.channels) {
        if (options.addCameras) {
          const upserted = await upsertCameras(tx, dvr.id, reading.channels);
          added = upserted.added;
          upserted.changed.forEach((id) => changed.add(id));
        }
        for (const id of await setCameraFlags(tx, dvr.id, reading.channels)) changed.add(id);
      }
      const checkedAt = await recordCheck(tx, dvr.id, verdict);
      return { reading, verdict, checkedAt, added, changed: [...changed] };
    });
  } catch (error) {
    // 23503: the history row's recorder is gone (DELETE …/complete meanwhile).
    if (pgErrorCode(error) === '23503') throw new RecorderGone(dvr.id);
    throw error;
  }
}
