import { CctvMessages } from '@console/contract';
import { RecorderError, type RecorderChannel } from './drivers/recorders/recorder.ts';
import { HttpError } from '../../platform/core/http/http-error.ts';
import type { RecorderLog } from './dvr-scan.service.ts';
import type { DvrConnection } from './dvr.repo.ts';
import { driverFor, type RecorderReach } from './recorder-reach.ts';

// Whether a camera's recorder gives video now, asked of the recorder itself before the built-in
// gateway plays a camera's test pattern. go2rtc finds out by pulling the recorder's RTSP stream
// and fails the offer itself; the built-in gateway pulls nothing, so without asking it played a
// picture for recorders the health checks call Unreachable or Wrong password (issue 25, 6). The
// question is the one a check asks: sign in and list the channels (the simulator answers it as
// its scenario fails: nothing listening, the password refused, a channel dark).

/** One reading serves the tiles of a recorder opened together (a 4x4 grid is 16 offers). */
export const RECORDER_VIDEO_READING_MS = 5000;

export interface RecorderVideo {
  /**
   * Resolves when the recorder answers and lists the channel online; otherwise throws a 502 in
   * staff's words (the recorder's failure, or the camera offline).
   */
  assertVideo(dvr: DvrConnection, channel: number, log: RecorderLog): Promise<void>;
}

export function recorderVideo(
  reach: RecorderReach,
  options: { readingMs?: number; now?: () => number } = {},
): RecorderVideo {
  const readingMs = options.readingMs ?? RECORDER_VIDEO_READING_MS;
  const now = options.now ?? Date.now;
  const readings = new Map<string, { at: number; channels: Promise<RecorderChannel[]> }>();

  const channelsOf = (dvr: DvrConnection): Promise<RecorderChannel[]> => {
    const at = now();
    for (const [key, reading] of readings) if (at - reading.at >= readingMs) readings.delete(key);
    // The address and seal are in the key: a recorder edited meanwhile is read afresh.
    const key = [dvr.id, dvr.ipAddress, dvr.httpPort, dvr.isHttps, dvr.authPasswordSealed].join();
    const kept = readings.get(key);
    if (kept) return kept.channels;
    const channels = (async () => driverFor(dvr, reach).channels())();
    // A rejection is kept as the answer too (the tiles' retries ask again after it expires).
    channels.catch(() => undefined);
    readings.set(key, { at, channels });
    return channels;
  };

  return {
    async assertVideo(dvr, channel, log) {
      let channels: RecorderChannel[];
      try {
        channels = await channelsOf(dvr);
      } catch (error) {
        if (!(error instanceof RecorderError)) throw error;
        log.warn(
          { dvr_id: dvr.id, kind: error.kind, detail: error.detail },
          'no video: recorder not read',
        );
        throw new HttpError(502, error.message);
      }
      const listed = channels.find((c) => c.channel_number === channel);
      if (!listed?.online) throw new HttpError(502, CctvMessages.cameraNoVideo(channel));
    },
  };
}
