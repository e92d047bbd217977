import { readWallClock, type WallClock } from './recorder-clock.ts';
import { UnreadableAnswer, type DiskState, type RecorderDisk } from './recorder.ts';
import { childNamed, childText, childrenNamed, readXml, type XmlElement } from './xml-reader.ts';

// Readers of Hikvision ISAPI answers (XML under the ver10/ver20 schema), shaped as Hikvision
// publishes them in its ISAPI documentation and as its DVRs and NVRs send them.

function root(xml: string, ...names: string[]): XmlElement {
  const element = readXml(xml);
  if (!names.includes(element.name)) {
    throw new UnreadableAnswer(`expected <${names.join('> or <')}>, got <${element.name}>`);
  }
  return element;
}

function required(element: XmlElement, name: string): string {
  const text = childText(element, name);
  if (text === undefined) throw new UnreadableAnswer(`<${element.name}> has no <${name}>`);
  return text;
}

function whole(text: string | undefined, what: string): number {
  const value = Number(text);
  if (text === undefined || text === '' || !Number.isSafeInteger(value) || value < 0) {
    throw new UnreadableAnswer(`${what} is not a whole number: ${JSON.stringify(text)}`);
  }
  return value;
}

const isTrue = (text: string | undefined) => text?.trim().toLowerCase() === 'true';

/** GET /ISAPI/System/deviceInfo */
export function readDeviceInfo(xml: string): {
  model_name: string;
  serial_number: string;
  firmware: string;
  device_name: string | null;
} {
  const info = root(xml, 'DeviceInfo');
  const version = required(info, 'firmwareVersion');
  const build = childText(info, 'firmwareReleasedDate');
  return {
    model_name: required(info, 'model'),
    serial_number: required(info, 'serialNumber'),
    firmware: build ? `${version} ${build}` : version,
    device_name: childText(info, 'deviceName') || null,
  };
}

/** An analog input of a DVR, from GET /ISAPI/System/Video/inputs/channels. */
export interface VideoInput {
  id: number;
  name: string;
  /** Enabled and receiving a signal: a DVR says `NO VIDEO` in resDesc for a dark input. */
  online: boolean;
}

export function readVideoInputs(xml: string): VideoInput[] {
  return childrenNamed(root(xml, 'VideoInputChannelList'), 'VideoInputChannel').map((input) => {
    const enabled = childText(input, 'videoInputEnabled');
    const signal = childText(input, 'resDesc');
    return {
      id: whole(childText(input, 'id'), 'a video input id'),
      name: childText(input, 'name') ?? '',
      online: (enabled === undefined || isTrue(enabled)) && !/no\s*video/i.test(signal ?? ''),
    };
  });
}

/** The IP cameras an NVR (or a hybrid DVR) has added: GET /ISAPI/ContentMgmt/InputProxy/channels. */
export function readProxyChannels(xml: string): { id: number; name: string }[] {
  return childrenNamed(root(xml, 'InputProxyChannelList'), 'InputProxyChannel').map((channel) => ({
    id: whole(childText(channel, 'id'), 'an input proxy channel id'),
    name: childText(channel, 'name') ?? '',
  }));
}

export interface ProxyChannelStatus {
  online: boolean;
  /** The stream ids the NVR serves for the channel (101, 102), when it lists them. */
  streamIds: number[];
}

/** GET /ISAPI/ContentMgmt/InputProxy/channels/status */
export function readProxyStatus(xml: string): Map<number, ProxyChannelStatus> {
  const statuses = new Map<number, ProxyChannelStatus>();
  for (const status of childrenNamed(
    root(xml, 'InputProxyChannelStatusList'),
    'InputProxyChannelStatus',
  )) {
    const list = childNamed(status, 'streamingProxyChannelIdList');
    statuses.set(whole(childText(status, 'id'), 'an input proxy channel id'), {
      online: isTrue(childText(status, 'online')),
      streamIds: list
        ? childrenNamed(list, 'streamingProxyChannelId').map((id) =>
            whole(id.text, 'a streaming channel id'),
          )
        : [],
    });
  }
  return statuses;
}

const MEBIBYTE = 1024 * 1024;

/** ISAPI's hdd status words (ContentMgmt/Storage/hdd, `status`). */
function diskState(word: string): DiskState {
  switch (word.trim().toLowerCase()) {
    case 'ok':
      return 'ok';
    case 'idle':
    case 'sleeping':
    case 'standby':
      return 'idle';
    case 'unformatted':
    case 'uninitialized':
    case 'unrecordhostformatted':
      return 'unformatted';
    case 'formating':
    case 'formatting':
      return 'formatting';
    case 'error':
    case 'exception':
    case 'smartfailed':
    case 'mismatch':
    case 'hderror':
      return 'error';
    case 'notexist':
    case 'offline':
    case 'nonexistent':
      return 'absent';
    default:
      return 'unknown';
  }
}

/** GET /ISAPI/ContentMgmt/Storage/hdd (or the hddList inside /ISAPI/ContentMgmt/Storage). */
export function readDisks(xml: string): RecorderDisk[] {
  const top = root(xml, 'hddList', 'storage');
  const list = top.name === 'storage' ? childNamed(top, 'hddList') : top;
  return (list ? childrenNamed(list, 'hdd') : []).map((hdd) => {
    const vendorState = required(hdd, 'status');
    // ISAPI gives capacity and free space in MB (mebibytes).
    return {
      id: required(hdd, 'id'),
      capacity_bytes: whole(childText(hdd, 'capacity'), 'a disk capacity') * MEBIBYTE,
      free_bytes: whole(childText(hdd, 'freeSpace'), 'a disk free space') * MEBIBYTE,
      state: diskState(vendorState),
      vendor_state: vendorState,
    };
  });
}

/**
 * A POSIX TZ string as ISAPI writes it (`CST-5:30:00` is UTC+05:30: POSIX counts west of
 * Greenwich as positive) as minutes east of UTC.
 */
export function offsetOfPosixZone(zone: string): number | null {
  const match = /^[A-Za-z]{3,}([+-]?)(\d{1,2})(?::(\d{2}))?(?::\d{2})?/.exec(zone.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? minutes : -minutes;
}

/** GET /ISAPI/System/time */
export function readTime(xml: string): {
  clock: WallClock;
  utcOffsetMinutes: number | null;
  ntpEnabled: boolean | null;
} {
  const time = root(xml, 'Time');
  const clock = readWallClock(required(time, 'localTime'));
  const zone = childText(time, 'timeZone');
  const mode = childText(time, 'timeMode');
  return {
    clock,
    utcOffsetMinutes: clock.utcOffsetMinutes ?? (zone ? offsetOfPosixZone(zone) : null),
    ntpEnabled: mode ? mode.toUpperCase() === 'NTP' : null,
  };
}

/** ISAPI's error answer, <ResponseStatus>; null when the text is something else. */
export function readResponseStatus(
  xml: string,
): { statusCode: number; statusString: string; subStatusCode: string } | null {
  try {
    const status = readXml(xml);
    if (status.name !== 'ResponseStatus') return null;
    return {
      statusCode: Number(childText(status, 'statusCode')),
      statusString: childText(status, 'statusString') ?? '',
      subStatusCode: childText(status, 'subStatusCode') ?? '',
    };
  } catch {
    return null;
  }
}
