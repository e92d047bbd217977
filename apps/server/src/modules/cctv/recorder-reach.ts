import { recorderDriver } from '../../platform/adapters/recorders/recorder-driver.ts';
import { RecorderError, type RecorderDriver } from '../../platform/adapters/recorders/recorder.ts';
import { secretBox, type SecretBox } from '../../platform/secrets/secret-box.ts';
import type { AppServices } from '../../platform/services.ts';
import type { DvrConnection } from './dvr.repo.ts';
import { readRecorder, type RecorderReading } from './recorder-health.ts';

// Talking to a recorder from its DVR row: its password opened from the seal only here, for
// the driver's digest sign-in, and never kept beyond the call.

export interface RecorderReach {
  /** The box the recorders' passwords are sealed in ('cctv.dvr-password'). */
  passwords: SecretBox;
  /** For each HTTP exchange with a recorder (config RECORDER_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The recorders' passwords' box, under the server's signing secret. */
export const dvrPasswords = (signingSecret: string): SecretBox =>
  secretBox(signingSecret, 'cctv.dvr-password');

export function recorderReach(
  services: Pick<AppServices, 'signingSecret' | 'config'>,
): RecorderReach {
  return {
    passwords: dvrPasswords(services.signingSecret),
    timeoutMs: services.config.recorders.timeoutMs,
  };
}

export const PASSWORD_UNREADABLE =
  'The stored password cannot be read (the server’s secret changed); enter the recorder’s password again.';

/** The driver for a DVR row; a RecorderError when its sealed password does not open. */
export function driverFor(dvr: DvrConnection, reach: RecorderReach): RecorderDriver {
  let password: string;
  try {
    password = reach.passwords.open(dvr.authPasswordSealed);
  } catch (error) {
    throw new RecorderError(
      'unauthorized',
      PASSWORD_UNREADABLE,
      `recorder ${dvr.id}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return recorderDriver(
    {
      model: dvr.modelId,
      ip_address: dvr.ipAddress,
      http_port: dvr.httpPort,
      rtsp_port: dvr.rtspPort,
      is_https: dvr.isHttps,
      auth_username: dvr.authUsername,
      auth_password: password,
    },
    { timeoutMs: reach.timeoutMs },
  );
}

/** Everything one check reads from the recorder of a DVR row. */
export async function readDvr(dvr: DvrConnection, reach: RecorderReach): Promise<RecorderReading> {
  let driver: RecorderDriver;
  try {
    driver = driverFor(dvr, reach);
  } catch (error) {
    if (!(error instanceof RecorderError)) throw error;
    return { device: null, channels: null, disks: null, time: null, failure: error };
  }
  return readRecorder(driver);
}
