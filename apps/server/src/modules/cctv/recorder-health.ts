import {
  DVR_CHANNELS_OFFLINE_SHARE,
  DVR_CLOCK_DRIFT_LIMIT_SECONDS,
  DVR_HEALTH,
  DvrHealth,
  type DvrHealthCode,
} from '@console/contract';
import {
  RecorderError,
  type RecorderChannel,
  type RecorderDeviceInfo,
  type RecorderDisk,
  type RecorderDriver,
  type RecorderTime,
} from './drivers/recorders/recorder.ts';
import { boundedChannels, boundedDevice, boundedDisks } from './scan-bounds.ts';

// One check of a recorder: read what it says about itself (device, channels, disks, clock)
// through its driver, then judge it: one health state, the worst found as the code table
// orders them, and a short message for staff naming every problem, worst first.

/** What the recorder answered, as far as it answered. */
export interface RecorderReading {
  device: RecorderDeviceInfo | null;
  channels: RecorderChannel[] | null;
  disks: RecorderDisk[] | null;
  time: RecorderTime | null;
  /** What stopped the reading: the recorder could not be reached, refused us, or was unreadable. */
  failure: RecorderError | null;
}

/**
 * Reads one thing after another (recorders serve few connections at once) and stops at the
 * first failure: a recorder that refused the password or stopped answering will not answer
 * the next question either, and each try would cost a timeout or a failed sign-in.
 */
export async function readRecorder(driver: RecorderDriver): Promise<RecorderReading> {
  const reading: RecorderReading = {
    device: null,
    channels: null,
    disks: null,
    time: null,
    failure: null,
  };
  try {
    // Kept within what the console stores and shows (scan-bounds.ts): the answer is outside data.
    reading.device = boundedDevice(await driver.deviceInfo());
    reading.channels = boundedChannels(await driver.channels());
    reading.disks = boundedDisks(await driver.storage());
    reading.time = await driver.time();
  } catch (error) {
    if (!(error instanceof RecorderError)) throw error;
    reading.failure = error;
  }
  return reading;
}

/** The health a check found, as cctv_dvrs and cctv_health_checks keep it. */
export interface HealthVerdict {
  state: DvrHealthCode;
  message: string | null;
  disk_free_bytes: number | null;
  disk_total_bytes: number | null;
  clock_drift_seconds: number | null;
  channels_total: number | null;
  channels_offline: number | null;
}

interface Finding {
  state: DvrHealthCode;
  text: string;
}

/** Disk states a recorder cannot record on. */
const FAILED_DISKS: Partial<Record<RecorderDisk['state'], string>> = {
  error: 'has failed',
  absent: 'is missing',
  unformatted: 'is not formatted',
};

/** "7 min 20 s", "2 h 5 min", "45 s". */
export function spokenDuration(seconds: number): string {
  const s = Math.abs(Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
  const minutes = Math.floor((s % 3600) / 60);
  const hours = Math.floor(s / 3600);
  if (hours >= 48) return `${Math.round(hours / 24)} days`;
  return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
}

const cameras = (n: number) => (n === 1 ? '1 camera' : `${n} cameras`);

function diskFindings(disks: readonly RecorderDisk[]): Finding[] {
  if (disks.length === 0) {
    return [{ state: DvrHealth.DiskError, text: 'The recorder has no disk: nothing is recorded.' }];
  }
  return disks.flatMap((disk) => {
    const what = FAILED_DISKS[disk.state];
    return what ? [{ state: DvrHealth.DiskError, text: `Disk ${disk.id} ${what}.` }] : [];
  });
}

function clockFinding(time: RecorderTime): Finding[] {
  if (Math.abs(time.drift_seconds) <= DVR_CLOCK_DRIFT_LIMIT_SECONDS) return [];
  const way = time.drift_seconds > 0 ? 'ahead' : 'behind';
  const sync = time.ntp_enabled === false ? '; time sync is off' : '';
  return [
    {
      state: DvrHealth.ClockDrift,
      text: `The recorder's clock is ${spokenDuration(time.drift_seconds)} ${way}${sync}.`,
    },
  ];
}

function channelFinding(channels: readonly RecorderChannel[]): Finding[] {
  const offline = channels.filter((channel) => !channel.online).length;
  if (offline === 0) return [];
  const verb = offline === 1 ? 'is' : 'are';
  const text = `${offline} of ${cameras(channels.length)} ${verb} offline.`;
  // A dark camera here and there is said, without the recorder needing attention for it.
  const many = offline >= channels.length * DVR_CHANNELS_OFFLINE_SHARE;
  return [{ state: many ? DvrHealth.ChannelsOffline : DvrHealth.Healthy, text }];
}

/** The state a reading that stopped early is in: the recorder refused us, or we never got it. */
function failureState(failure: RecorderError): DvrHealthCode {
  // A refused sign-in, or a user without the rights to read the settings: staff fix the
  // account. Anything else (no answer, too slow, an answer we cannot read, the wrong model)
  // leaves the recorder out of the console's reach.
  return failure.kind === 'unauthorized' ? DvrHealth.WrongPassword : DvrHealth.Unreachable;
}

const rank = (state: DvrHealthCode) => DVR_HEALTH.codes.indexOf(state);

export function judgeReading(reading: RecorderReading): HealthVerdict {
  const { channels, disks, time } = reading;
  const findings: Finding[] = [
    ...(reading.failure
      ? [{ state: failureState(reading.failure), text: reading.failure.message }]
      : []),
    ...(disks ? diskFindings(disks) : []),
    ...(time ? clockFinding(time) : []),
    ...(channels ? channelFinding(channels) : []),
  ];
  // Worst first (the code table's order); a stable sort keeps each disk's own order.
  findings.sort((a, b) => rank(a.state) - rank(b.state));
  const state = findings[0]?.state ?? DvrHealth.Healthy;
  const allOnline =
    channels && channels.length > 0 && findings.length === 0
      ? `All ${cameras(channels.length)} are online.`
      : null;
  const sum = (pick: (disk: RecorderDisk) => number) =>
    disks && disks.length > 0 ? disks.reduce((total, disk) => total + pick(disk), 0) : null;
  return {
    state,
    message: findings.map((finding) => finding.text).join(' ') || allOnline,
    disk_free_bytes: sum((disk) => disk.free_bytes),
    disk_total_bytes: sum((disk) => disk.capacity_bytes),
    clock_drift_seconds: time ? time.drift_seconds : null,
    channels_total: channels ? channels.length : null,
    channels_offline: channels ? channels.filter((channel) => !channel.online).length : null,
  };
}
