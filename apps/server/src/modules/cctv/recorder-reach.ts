import { CctvMessages } from '@console/contract';
import { recorderDriver } from './drivers/recorders/recorder-driver.ts';
import { recorderNetworks, type RecorderNetworks } from './drivers/recorders/recorder-networks.ts';
import { RecorderError, type RecorderDriver } from './drivers/recorders/recorder.ts';
import type { SecretBox } from '../../platform/core/secrets/secret-box.ts';
import type { AppServices } from '../../platform/modules/services.ts';
import { cctvSettings } from './cctv.settings.ts';
import type { DvrConnection } from './dvr.repo.ts';
import { dvrPasswords, openDvrPassword } from './dvr-password.ts';
import { readRecorder, type RecorderReading } from './recorder-health.ts';

// Talking to a recorder from its DVR row: its password opened from the seal only here, for
// the driver's digest sign-in, only for the address it was sealed for, and never kept beyond
// the call; the address checked against the allowed networks before every connection.

export interface RecorderReach {
  /** The box the recorders' passwords are sealed in ('cctv.dvr-password'). */
  passwords: SecretBox;
  /** For each HTTP exchange with a recorder (config RECORDER_TIMEOUT_MS). */
  timeoutMs: number;
  /** Where recorders may be (RECORDER_ALLOWED_NETWORKS and what is never allowed). */
  networks: RecorderNetworks;
}

export function recorderReach(
  services: Pick<AppServices, 'signingSecret' | 'config'>,
): RecorderReach {
  const { config } = services;
  const { recorders } = cctvSettings.of(config);
  return {
    passwords: dvrPasswords(services.signingSecret),
    timeoutMs: recorders.timeoutMs,
    networks: recorderNetworks({
      allowed: recorders.allowedNetworks,
      ownPorts: [config.port],
      ownHost: config.host,
    }),
  };
}

/** The driver for a DVR row; a RecorderError when its sealed password does not open there. */
export function driverFor(dvr: DvrConnection, reach: RecorderReach): RecorderDriver {
  const place = {
    ip_address: dvr.ipAddress,
    http_port: dvr.httpPort,
    rtsp_port: dvr.rtspPort,
    is_https: dvr.isHttps,
  };
  let password: string;
  try {
    password = openDvrPassword(reach.passwords, dvr.authPasswordSealed, place);
  } catch (error) {
    throw new RecorderError(
      'unauthorized',
      CctvMessages.passwordNotForAddress,
      `recorder ${dvr.id}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return recorderDriver(
    {
      model: dvr.modelId,
      ...place,
      auth_username: dvr.authUsername,
      auth_password: password,
    },
    { timeoutMs: reach.timeoutMs, networks: reach.networks },
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
