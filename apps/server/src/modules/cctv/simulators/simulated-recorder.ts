import { isIPv4 } from 'node:net';
import type { DigestAlgorithm } from '../drivers/recorders/digest-auth.ts';

// A simulated recorder, described by data: who it is, who may sign in, what its channels,
// disks and clock show, and how it fails. The simulator serves it with its vendor's API.

export interface SimulatedChannel {
  name: string;
  /** A camera is connected (analog: the input has a signal). */
  online: boolean;
}

export type SimulatedDiskState = 'ok' | 'idle' | 'unformatted' | 'error';

export interface SimulatedDisk {
  capacityBytes: number;
  freeBytes: number;
  state: SimulatedDiskState;
}

export type SimulatedFault =
  /** Nothing listens at its address: the connection is refused. */
  | 'unreachable'
  /** It accepts connections and reads requests but never answers. */
  | 'silent'
  /** It signs the user in, then answers every request with a broken web page. */
  | 'garbled';

export interface SimulatedRecorder {
  /** Unique among the simulated recorders: names it in the simulator's answers and log. */
  key: string;
  vendor: 'hikvision' | 'dahua';
  /** The loopback address it answers at (127.x.y.z, never 0.0.0.0). */
  address: string;
  modelName: string;
  serialNumber: string;
  /** As the vendor writes it: Hikvision `V4.30.085`, Dahua `4.001.0000000.3.R`. */
  firmwareVersion: string;
  /** Hikvision `build 220310`, Dahua `2022-01-10`. */
  firmwareBuild: string;
  /** Hikvision's deviceName; Dahua has none in the answers read. */
  deviceName?: string;
  username: string;
  password: string;
  /** A DVR's analog inputs, or the IP cameras of an NVR. */
  inputs: 'analog' | 'ip';
  channels: SimulatedChannel[];
  disks: SimulatedDisk[];
  /** How far its clock runs ahead of the true time (negative: behind), in seconds. */
  clockOffsetSeconds: number;
  /** Its time zone; IST (330) when not given. */
  utcOffsetMinutes?: number;
  /** Whether it sets its clock from a time server; true when not given. */
  ntpEnabled?: boolean;
  /**
   * `basic`: it was set to plain-text sign-in only (both vendors allow it), which the drivers
   * refuse to answer. Digest when not given.
   */
  authentication?: 'digest' | 'basic';
  /**
   * The digest algorithms it offers, in its order; when not given, MD5 and SHA-256 for
   * Hikvision (as its current firmware does), MD5 for CP Plus.
   */
  digestAlgorithms?: DigestAlgorithm[];
  fault?: SimulatedFault;
}

/** A loopback IPv4 address other than the unspecified one: what a simulated recorder may use. */
export function isLoopbackAddress(address: string): boolean {
  return isIPv4(address) && address.startsWith('127.');
}

/** The description's problems, in words; empty when the simulator can serve it. */
export function simulatedRecorderProblems(recorder: SimulatedRecorder): string[] {
  const problems: string[] = [];
  if (!isLoopbackAddress(recorder.address)) {
    problems.push(`${recorder.key}: ${recorder.address} is not a loopback address (127.x.y.z)`);
  }
  if (recorder.channels.length === 0) problems.push(`${recorder.key}: no channel`);
  for (const disk of recorder.disks) {
    if (disk.freeBytes > disk.capacityBytes) {
      problems.push(`${recorder.key}: a disk has more free space than capacity`);
    }
  }
  return problems;
}
