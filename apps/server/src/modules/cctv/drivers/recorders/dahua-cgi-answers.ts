import { readWallClock, type WallClock } from './recorder-clock.ts';
import { UnreadableAnswer, type DiskState, type RecorderDisk } from './recorder.ts';

// Readers of Dahua's CGI answers (CP Plus recorders are Dahua-made and speak the same API):
// plain text, one `key=value` a line, lists as `name[index].field`, as Dahua's HTTP API
// documentation publishes them. A refusal is a body whose first line is `Error`.

export type KeyValues = Map<string, string>;

/** The key=value lines; lines without `=` (a wrapped build date, blank lines) are skipped. */
export function readKeyValues(text: string): KeyValues {
  const values: KeyValues = new Map();
  for (const line of text.split(/\r?\n/)) {
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    values.set(line.slice(0, equals).trim(), line.slice(equals + 1).trim());
  }
  return values;
}

/** Dahua's refusal: `Error` on the first line, the reason (if any) after it. */
export function dahuaError(text: string): string | null {
  const [first, ...rest] = text.trim().split(/\r?\n/);
  if (!first || !/^error\b/i.test(first.trim())) return null;
  return [first.replace(/^error:?\s*/i, ''), ...rest].join(' ').trim() || 'Error';
}

/** `prefix[n].field=value` lines as one map of fields per index, in index order. */
export function indexed(values: KeyValues, prefix: string): Map<number, KeyValues> {
  const items = new Map<number, KeyValues>();
  const start = `${prefix}[`;
  for (const [key, value] of values) {
    if (!key.startsWith(start)) continue;
    const match = /^(\d+)\]\.?(.*)$/.exec(key.slice(start.length));
    if (!match) continue;
    const index = Number(match[1]);
    if (!items.has(index)) items.set(index, new Map());
    items.get(index)!.set(match[2]!, value);
  }
  return new Map([...items].sort(([a], [b]) => a - b));
}

function required(values: KeyValues, key: string, answer: string): string {
  const value = values.get(key);
  if (value === undefined || value === '') {
    throw new UnreadableAnswer(`${answer} has no ${key}`);
  }
  return value;
}

/** magicBox.cgi?action=getSystemInfo: the serial number (and the factory's device type). */
export function readSystemInfo(text: string): {
  serial_number: string;
  device_type: string | null;
} {
  const values = readKeyValues(text);
  return {
    serial_number: required(values, 'serialNumber', 'getSystemInfo'),
    device_type: values.get('deviceType') || null,
  };
}

/** magicBox.cgi?action=getDeviceType: `type=` the model name the recorder is sold as. */
export function readDeviceType(text: string): string {
  return required(readKeyValues(text), 'type', 'getDeviceType');
}

/** magicBox.cgi?action=getSoftwareVersion: `version=4.001.0000000.3.R,build:2022-01-10`. */
export function readSoftwareVersion(text: string): string {
  const version = required(readKeyValues(text), 'version', 'getSoftwareVersion');
  const [number, build] = version.split(/,\s*build\s*:?\s*/i);
  return build ? `${number} build ${build}` : number!;
}

/** configManager.cgi?action=getConfig&name=ChannelTitle: one name per channel, index from 0. */
export function readChannelTitles(text: string): string[] {
  const titles = indexed(readKeyValues(text), 'table.ChannelTitle');
  if (titles.size === 0) throw new UnreadableAnswer('ChannelTitle lists no channel');
  return [...titles.values()].map((title) => title.get('Name') ?? '');
}

/**
 * LogicDeviceManager.cgi?action=getCameraState&uniqueChannels[0]=-1: each channel's camera
 * connection, `states[n].channel` from 0; true for Connected.
 */
export function readCameraStates(text: string): Map<number, boolean> {
  const states = new Map<number, boolean>();
  for (const state of indexed(readKeyValues(text), 'states').values()) {
    const channel = Number(state.get('channel'));
    if (!Number.isInteger(channel) || channel < 0) {
      throw new UnreadableAnswer(`getCameraState names channel ${state.get('channel')}`);
    }
    states.set(channel, state.get('connectionState')?.toLowerCase() === 'connected');
  }
  return states;
}

/**
 * eventManager.cgi?action=getEventIndexes&code=VideoLoss: the channels (from 0) whose video
 * is lost right now, `channels[n]=index`; an analog DVR's dark inputs. None is an `Error` answer
 * saying there are no events.
 */
export function readVideoLoss(text: string): Set<number> {
  const refusal = dahuaError(text);
  if (refusal !== null) {
    if (/no\s*events?/i.test(refusal)) return new Set();
    throw new UnreadableAnswer(`getEventIndexes refused: ${refusal}`);
  }
  const lost = new Set<number>();
  for (const [key, value] of readKeyValues(text)) {
    if (!/^channels\[\d+\]$/.test(key)) continue;
    const channel = Number(value);
    if (!Number.isInteger(channel) || channel < 0) {
      throw new UnreadableAnswer(`getEventIndexes names channel ${value}`);
    }
    lost.add(channel);
  }
  return lost;
}

/** storageDevice.cgi State words (and those of Dahua-made OEM firmware). */
function diskState(word: string): DiskState {
  switch (word.trim().toLowerCase()) {
    case 'success':
    case 'normal':
    case 'running':
    case 'active':
    case 'ok':
      return 'ok';
    case 'sleep':
    case 'sleeping':
    case 'idle':
      return 'idle';
    case 'unformatted':
    case 'noformat':
      return 'unformatted';
    case 'formatting':
      return 'formatting';
    case 'error':
    case 'failure':
    case 'fault':
    case 'abnormal':
    case 'degraded':
      return 'error';
    case 'notexist':
    case 'none':
    case 'absent':
    case 'offline':
      return 'absent';
    default:
      return 'unknown';
  }
}

/** Bytes as Dahua writes them, often as a float (`2000324395008.000000`). */
function bytes(text: string | undefined, what: string): number {
  const value = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(value) || value < 0) {
    throw new UnreadableAnswer(`${what} is not a number of bytes: ${JSON.stringify(text)}`);
  }
  return Math.round(value);
}

/**
 * storageDevice.cgi?action=getDeviceAllInfo: each disk (`list.info[n]`) with its partitions
 * (`Detail[m]`); capacity and free space are the partitions' sums. A partition flagged
 * IsError puts the disk in error whatever its State says.
 */
export function readStorage(text: string): RecorderDisk[] {
  const values = readKeyValues(text);
  const disks = [...indexed(values, 'list.info').entries()];
  return disks.map(([index, disk]) => {
    const vendorState = required(disk, 'State', `list.info[${index}]`);
    const partitions = [...indexed(disk, 'Detail').values()];
    let capacity = 0;
    let used = 0;
    let partitionError = false;
    for (const partition of partitions) {
      capacity += bytes(partition.get('TotalBytes'), 'TotalBytes');
      used += bytes(partition.get('UsedBytes') ?? '0', 'UsedBytes');
      partitionError ||= partition.get('IsError')?.toLowerCase() === 'true';
    }
    const state = diskState(vendorState);
    return {
      id: disk.get('Name') || String(index),
      capacity_bytes: capacity,
      free_bytes: Math.max(0, capacity - used),
      state: partitionError && (state === 'ok' || state === 'idle') ? 'error' : state,
      vendor_state: vendorState,
    };
  });
}

/** global.cgi?action=getCurrentTime: `result=2025-01-10 09:30:05`, local time without a zone. */
export function readCurrentTime(text: string): WallClock {
  return readWallClock(required(readKeyValues(text), 'result', 'getCurrentTime'));
}

/**
 * Dahua's NTP.TimeZone is an index into a fixed table of offsets (Dahua HTTP API, NTP config):
 * 0 GMT+00:00 … 8 GMT+05:30 … 19 GMT+13:00, then 20 GMT-01:00 … 32 GMT-12:00.
 */
// prettier-ignore
const DAHUA_TIME_ZONES = [
  '+00:00', '+01:00', '+02:00', '+03:00', '+03:30', '+04:00', '+04:30', '+05:00', '+05:30',
  '+05:45', '+06:00', '+06:30', '+07:00', '+08:00', '+09:00', '+09:30', '+10:00', '+11:00',
  '+12:00', '+13:00', '-01:00', '-02:00', '-03:00', '-03:30', '-04:00', '-05:00', '-06:00',
  '-07:00', '-08:00', '-09:00', '-10:00', '-11:00', '-12:00',
];

export function offsetOfDahuaZone(index: number): number | null {
  const zone = DAHUA_TIME_ZONES[index];
  if (!zone) return null;
  const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
  return zone.startsWith('-') ? -minutes : minutes;
}

/** The Dahua time-zone index of an offset, for the simulator; undefined when not in the table. */
export function dahuaZoneOfOffset(minutes: number): number | undefined {
  const index = DAHUA_TIME_ZONES.findIndex((_, i) => offsetOfDahuaZone(i) === minutes);
  return index === -1 ? undefined : index;
}

/** configManager.cgi?action=getConfig&name=NTP: whether NTP is on, and the time zone. */
export function readNtp(text: string): {
  enabled: boolean | null;
  utcOffsetMinutes: number | null;
} {
  const values = readKeyValues(text);
  const enabled = values.get('table.NTP.Enable')?.toLowerCase();
  const zone = values.get('table.NTP.TimeZone');
  return {
    enabled: enabled === undefined ? null : enabled === 'true',
    utcOffsetMinutes: zone === undefined || zone === '' ? null : offsetOfDahuaZone(Number(zone)),
  };
}
