import { UnreadableAnswer, type RecorderTime } from './recorder.ts';

// Recorders report their clock as local wall-clock time, with the UTC offset beside it or
// (Dahua) in a separate setting. These turn that into the RecorderTime the CCTV module shows:
// the clock as ISO 8601 with its offset, and its drift against the server's clock.

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** The offset written beside the time, when there was one. */
  utcOffsetMinutes: number | null;
}

/**
 * `2025-01-10T09:30:05+05:30`, `2025-01-10T04:00:05Z`, `2025-01-10 09:30:05`, `2025-1-10
 * 9:30:05` (Dahua's older firmware does not pad); fractions of a second are dropped.
 */
export function readWallClock(text: string): WallClock {
  const match =
    /^\s*(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?\s*$/i.exec(
      text,
    );
  if (!match) throw new UnreadableAnswer(`not a date and time: ${JSON.stringify(text)}`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) {
    throw new UnreadableAnswer(`not a date and time: ${JSON.stringify(text)}`);
  }
  const zone = match[7];
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    utcOffsetMinutes: zone === undefined ? null : offsetOfZone(zone),
  };
}

function offsetOfZone(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return zone.startsWith('-') ? -minutes : minutes;
}

/** `+05:30` for 330. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/**
 * The recorder's time against the server's. `serverMs` is the server's clock when the
 * recorder read its own: the middle of the request, so the network's delay does not count.
 */
export function recorderTime(
  clock: WallClock,
  utcOffsetMinutes: number,
  serverMs: number,
  ntpEnabled: boolean | null,
): RecorderTime {
  const { year, month, day, hour, minute, second } = clock;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    device_time:
      `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}` +
      formatOffset(utcOffsetMinutes),
    utc_offset_minutes: utcOffsetMinutes,
    // A clock showing 09:30:05 is somewhere in 09:30:05.000–.999: its middle is compared, or
    // a clock in step would read half a second slow on average (-1 about half the time).
    // (+ 0 turns Math.round's -0 into 0.)
    drift_seconds: Math.round((asUtc - utcOffsetMinutes * 60_000 + 500 - serverMs) / 1000) + 0,
    ntp_enabled: ntpEnabled,
  };
}

/** The wall clock at `utcMs` in a zone `utcOffsetMinutes` from UTC, as the simulator shows it. */
export function wallClockAt(utcMs: number, utcOffsetMinutes: number): WallClock {
  const local = new Date(Math.floor(utcMs / 1000) * 1000 + utcOffsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    utcOffsetMinutes,
  };
}
