import { DahuaCgiDriver } from './dahua-cgi-driver.ts';
import { HikvisionIsapiDriver } from './hikvision-isapi-driver.ts';
import {
  RecorderModel,
  type RecorderAddress,
  type RecorderDriver,
  type RecorderDriverOptions,
} from './recorder.ts';

export const DEFAULT_RECORDER_DRIVER_OPTIONS: Omit<RecorderDriverOptions, 'networks'> = {
  // A recorder on a branch's network answers in well under a second; a scan that waits longer
  // than this for one answer is reported as slow rather than left hanging.
  timeoutMs: 8000,
  assumedUtcOffsetMinutes: 330,
};

/**
 * The driver for a DVR row's model: Hikvision (1) speaks ISAPI, CP Plus (2) Dahua's CGI. The
 * built-in simulator answers both on loopback, so the same drivers read the demo recorders.
 * `networks` is required: no driver connects without its address checked.
 */
export function recorderDriver(
  dvr: RecorderAddress,
  options: Partial<RecorderDriverOptions> & Pick<RecorderDriverOptions, 'networks'>,
): RecorderDriver {
  const settings = { ...DEFAULT_RECORDER_DRIVER_OPTIONS, ...options };
  switch (dvr.model) {
    case RecorderModel.Hikvision:
      return new HikvisionIsapiDriver(dvr, settings);
    case RecorderModel.CpPlus:
      return new DahuaCgiDriver(dvr, settings);
    default:
      throw new RangeError(`No recorder driver for model ${String(dvr.model)}`);
  }
}
