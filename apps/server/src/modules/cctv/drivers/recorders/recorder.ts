import { CctvMessages } from '@console/contract';
import type { RecorderNetworks } from './recorder-networks.ts';

// Recorders (DVRs and NVRs) behind an adapter (issue 14): the CCTV module reads a recorder's
// identity, channels, disks and clock, and the RTSP address of each camera's streams, through
// one interface whatever the vendor. Field names are the specification's where it has them
// (channel_number, main_stream_id, serial_number), snake_case like the rest of the wire.

/** The specification's DVR models: Hikvision 1, CpPlus 2 (CP Plus recorders are Dahua-made). */
export const RecorderModel = { Hikvision: 1, CpPlus: 2 } as const;
export type RecorderModelCode = (typeof RecorderModel)[keyof typeof RecorderModel];

/** The specification's camera streams: Main HD 1, Sub 480p 2. */
export type RecorderStream = 1 | 2;

/** What the DVR row holds about reaching its recorder. */
export interface RecorderAddress {
  model: RecorderModelCode;
  ip_address: string;
  http_port: number;
  rtsp_port: number;
  is_https: boolean;
  auth_username: string;
  auth_password: string;
}

export interface RecorderDeviceInfo {
  /** The vendor's model name, e.g. DS-7608NI-K2 or CP-UVR-0801E1-CV2. */
  model_name: string;
  serial_number: string;
  firmware: string;
  /** The recorder's own name for itself, when it has one (Hikvision's deviceName). */
  device_name: string | null;
  /** Channels the recorder lists (analog inputs and IP cameras added to it). */
  channel_count: number;
}

export interface RecorderChannel {
  /** 1-based, as the recorder's own screens number channels. */
  channel_number: number;
  name: string;
  /** A camera is connected and sending video. */
  online: boolean;
  /**
   * The stream ids as the vendor numbers them: Hikvision channel × 100 + 1 and + 2 (101, 102
   * for channel 1), Dahua's subtype 0 and 1.
   */
  main_stream_id: number;
  sub_stream_id: number;
}

export type DiskState =
  | 'ok'
  /** Spun down or waiting; it records when needed. */
  | 'idle'
  | 'unformatted'
  | 'formatting'
  | 'error'
  /** Listed but not present (a removed or dead disk). */
  | 'absent'
  /** A state word we do not know; `vendor_state` has it. */
  | 'unknown';

export interface RecorderDisk {
  /** The vendor's id for the disk: Hikvision's hdd id ("1"), Dahua's device name ("/dev/sda"). */
  id: string;
  capacity_bytes: number;
  free_bytes: number;
  state: DiskState;
  /** The recorder's own word for the state, to show or log as it said it. */
  vendor_state: string;
}

export interface RecorderTime {
  /** The recorder's clock as ISO 8601 with its UTC offset, e.g. 2025-01-10T09:30:05+05:30. */
  device_time: string;
  /** The recorder's UTC offset in minutes (IST is 330); from its settings when it gives them. */
  utc_offset_minutes: number;
  /** The recorder's clock minus the server's, in whole seconds: positive when it runs ahead. */
  drift_seconds: number;
  /** Whether the recorder sets its clock from a time server; null when it does not say. */
  ntp_enabled: boolean | null;
}

export interface RecorderDriverOptions {
  /** For each HTTP exchange with the recorder (a reading takes one to four). */
  timeoutMs: number;
  /** Where recorders may be: checked before every connection (recorder-networks.ts). */
  networks: RecorderNetworks;
  /**
   * The UTC offset of a recorder that does not say its own (IST, 330, for this group's
   * branches), to read its local clock against the server's.
   */
  assumedUtcOffsetMinutes: number;
}

export interface RecorderDriver {
  readonly vendor: 'hikvision' | 'dahua';
  deviceInfo(): Promise<RecorderDeviceInfo>;
  channels(): Promise<RecorderChannel[]>;
  storage(): Promise<RecorderDisk[]>;
  time(): Promise<RecorderTime>;
  /**
   * The RTSP address of a channel's main (1) or sub (2) stream, without credentials: the
   * streaming side adds the recorder's user name and password itself, so the password never
   * sits in a URL that could be logged or shown.
   */
  streamUrl(channel: number, stream: RecorderStream): string;
}

export type RecorderErrorKind = 'unreachable' | 'unauthorized' | 'timeout' | 'bad-answer';

/**
 * A recorder could not be read. The message is written for staff (the console shows it as
 * it is); `detail` says what happened for the log.
 */
export class RecorderError extends Error {
  constructor(
    readonly kind: RecorderErrorKind,
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'RecorderError';
  }
}

/** A vendor's answer lacks what we read from it, or is not the shape the vendor publishes. */
export class UnreadableAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableAnswer';
  }
}

/** `host:port` as staff typed it (an IPv6 address in brackets). */
export function recorderPlace(address: Pick<RecorderAddress, 'ip_address' | 'http_port'>): string {
  const host = address.ip_address.includes(':') ? `[${address.ip_address}]` : address.ip_address;
  return `${host}:${address.http_port}`;
}

/**
 * The messages staff see. Every way a recorder fails to answer as one (nothing listens, no
 * answer in time, an answer that cannot be read, another vendor's API, a sign-in it does not
 * speak) reads the same (issue 23): telling them apart would map which ports answer what on a
 * network; the log has the detail. Only a recorder that answered with a digest challenge can
 * refuse the password, so that one is said.
 */
export const recorderMessages = {
  notReached: (place: string) => CctvMessages.recorderNotReached(place),
  addressNotAllowed: () => CctvMessages.addressNotAllowed,
  unauthorized: () => 'The recorder refused the user name or password.',
  forbidden: () =>
    "The recorder accepted the user name and password, but this user may not read the recorder's settings.",
};
