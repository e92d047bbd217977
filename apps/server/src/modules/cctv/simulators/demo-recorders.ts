import { RecorderModel, type RecorderModelCode } from '../drivers/recorders/recorder.ts';
import type { SimulatedChannel, SimulatedDisk, SimulatedRecorder } from './simulated-recorder.ts';

// The demo group's recorders: one to three per branch, Hikvision and CP Plus DVRs and NVRs of
// 4, 8 or 16 channels, a few failing the way real ones do. Everything about a recorder is
// derived from its branch id and its ordinal in the branch alone, so the seed (which writes
// the DVR rows) and the simulator (which answers at their addresses) agree after any restart,
// even if one is given more branches than the other.

export type DemoRecorderScenario =
  | 'healthy'
  /** A third of its cameras are dark. */
  | 'offline-channels'
  /** Nothing answers at its address. */
  | 'unreachable'
  /** Its password was changed on site: the DVR row holds the old one. */
  | 'wrong-password'
  /** One of its disks has failed. */
  | 'disk-error'
  /** Its clock runs 7 min 20 s ahead, time sync off. */
  | 'clock-drift';

/**
 * Scenarios by slot, (3 × branch id + ordinal) mod 16: five recorders in sixteen show a
 * failure, and branches 1 to 9 (any demo seed) already hold each one.
 */
const SLOTS: readonly DemoRecorderScenario[] = Array.from({ length: 16 }, (_, slot) => {
  const failures: Record<number, DemoRecorderScenario> = {
    2: 'unreachable',
    5: 'wrong-password',
    8: 'disk-error',
    11: 'clock-drift',
    14: 'offline-channels',
  };
  return failures[slot] ?? 'healthy';
});

export const DEMO_CLOCK_DRIFT_SECONDS = 440;

/** What a DVR row of the demo holds (the specification's field names). */
export interface DemoDvrRow {
  name: string;
  model: RecorderModelCode;
  serial_number: string;
  ip_address: string;
  http_port: number;
  rtsp_port: number;
  server_port: number;
  is_https: boolean;
  is_active: boolean;
  auto_scan_add_cameras: boolean;
  auth_username: string;
  auth_password: string;
}

export interface DemoRecorder {
  branch_id: number;
  scenario: DemoRecorderScenario;
  /** What the simulator serves at the row's address. */
  device: SimulatedRecorder;
  /** What the seed writes. */
  dvr: DemoDvrRow;
}

const MODELS = {
  hikvision: {
    analog: { 4: 'DS-7204HGHI-K1', 8: 'DS-7208HGHI-K1', 16: 'DS-7216HGHI-K1' },
    ip: { 4: 'DS-7604NI-K1', 8: 'DS-7608NI-K2', 16: 'DS-7616NI-K2' },
  },
  dahua: {
    analog: { 4: 'CP-UVR-0401E1-CS', 8: 'CP-UVR-0801E1-CV2', 16: 'CP-UVR-1601E1-CS' },
    ip: { 4: 'CP-UNR-104F1', 8: 'CP-UNR-108F1', 16: 'CP-UNR-4116K2' },
  },
} as const;

const FIRMWARE = {
  hikvision: { analog: ['V4.30.210', 'build 221208'], ip: ['V4.30.085', 'build 220310'] },
  dahua: { analog: ['4.001.0000000.3.R', '2022-01-10'], ip: ['4.001.0000001.5.R', '2022-06-21'] },
} as const;

const CAMERA_PLACES = [
  'Main Gate',
  'Reception',
  'Corridor Ground Floor',
  'Corridor First Floor',
  'Staircase',
  'Playground',
  'Library',
  'Science Lab',
  'Computer Lab',
  'Cafeteria',
  'Parking',
  'Staff Room',
  "Principal's Office",
  'Bus Bay',
  'Back Gate',
  'Auditorium',
  'Hostel Entrance',
  'Exam Hall',
];

const RECORDER_PLACES = ['Main block', 'Hostel block', 'Admin block'];
const TERABYTE = 1_000_204_886_016;
/** The first simulated address is 127.16.0.0 + 4 × branch id + ordinal (1 to 3). */
const ADDRESS_BASE = 16 << 16;
/**
 * Where the demo's recorders are for branch ids up to 16,383 (the seeds have 13 and 200): the
 * one loopback range the recorders' allowed networks take in while the simulator runs.
 */
export const DEMO_RECORDER_NETWORK = '127.16.0.0/16';
/** The largest branch id whose demo recorders have an address in 127.16.0.0 to 127.255.255.255. */
export const LARGEST_BRANCH_ID = ((1 << 24) - ADDRESS_BASE) / 4 - 1;

/** A fixed, well-mixed number from a recorder's identity (no randomness: the demo is stable). */
function mix(branchId: number, ordinal: number, salt: number): number {
  let h = Math.imul(branchId * 4 + ordinal + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}

/** How many recorders a demo branch has: one to three. */
export const demoRecordersOfBranch = (branchId: number) => 1 + (branchId % 3);

/** The loopback address of a branch's nth (1-based) demo recorder, e.g. 127.16.0.21. */
export function demoRecorderAddress(branchId: number, ordinal: number): string {
  if (!Number.isInteger(branchId) || branchId < 1 || branchId > LARGEST_BRANCH_ID) {
    throw new RangeError(`No demo recorder address for branch ${branchId}`);
  }
  const n = ADDRESS_BASE + branchId * 4 + ordinal;
  return `127.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

export function demoRecorders(
  branches: readonly { id: number }[],
  options: { httpPort: number },
): DemoRecorder[] {
  return [...branches]
    .sort((a, b) => a.id - b.id)
    .flatMap((branch) =>
      Array.from({ length: demoRecordersOfBranch(branch.id) }, (_, i) =>
        demoRecorder(branch.id, i + 1, options.httpPort),
      ),
    );
}

function demoRecorder(branchId: number, ordinal: number, httpPort: number): DemoRecorder {
  const scenario = SLOTS[(branchId * 3 + ordinal) % SLOTS.length]!;
  const vendor = mix(branchId, ordinal, 1) % 2 === 0 ? 'hikvision' : 'dahua';
  const inputs = mix(branchId, ordinal, 2) % 5 < 3 ? 'analog' : 'ip';
  const size = ([4, 8, 8, 16] as const)[mix(branchId, ordinal, 3) % 4]!;
  const modelName = MODELS[vendor][inputs][size];
  const [firmwareVersion, firmwareBuild] = FIRMWARE[vendor][inputs];
  const tail = String(mix(branchId, ordinal, 4) % 1_000_000).padStart(6, '0');
  const serialNumber =
    vendor === 'hikvision'
      ? `${modelName}20210315CCWR${String(branchId).padStart(6, '0')}${ordinal}${tail}`
      : `7C0${branchId.toString(36).toUpperCase().padStart(5, '0')}PAZ${ordinal}${tail.slice(0, 3)}`;
  const password = `Cctv@${branchId}-${ordinal}`;

  const first = mix(branchId, ordinal, 5) % CAMERA_PLACES.length;
  const channels: SimulatedChannel[] = Array.from({ length: size }, (_, k) => ({
    name: CAMERA_PLACES[(first + k) % CAMERA_PLACES.length]!,
    online:
      scenario === 'offline-channels'
        ? k % 3 !== 1
        : // About one camera in thirteen is dark on an otherwise healthy recorder of 8 or 16
          // channels (at most one in eight): fewer than the quarter that makes a recorder
          // "Cameras offline", which one dark camera of four would be.
          size === 4 || ((k + 1) * 7 + branchId + ordinal) % 13 !== 0,
  }));

  const capacity = ([1, 2, 4] as const)[mix(branchId, ordinal, 6) % 3]! * TERABYTE;
  // Recorders overwrite the oldest footage once full: most show no free space.
  const freeShare = [0, 0, 0.12, 0.37, 0.64][mix(branchId, ordinal, 7) % 5]!;
  const diskCount = size === 16 ? 2 : 1;
  const disks: SimulatedDisk[] = Array.from({ length: diskCount }, (_, d) => {
    const failed = scenario === 'disk-error' && d === diskCount - 1;
    return {
      capacityBytes: capacity,
      freeBytes: failed ? 0 : Math.round(capacity * freeShare),
      state: failed ? 'error' : 'ok',
    };
  });

  const drift = scenario === 'clock-drift';
  const device: SimulatedRecorder = {
    key: `branch-${branchId}-recorder-${ordinal}`,
    vendor,
    address: demoRecorderAddress(branchId, ordinal),
    modelName,
    serialNumber,
    firmwareVersion,
    firmwareBuild,
    deviceName: `${RECORDER_PLACES[ordinal - 1]} ${inputs === 'ip' ? 'NVR' : 'DVR'}`,
    username: 'admin',
    password: scenario === 'wrong-password' ? `${password}-changed` : password,
    inputs,
    channels,
    disks,
    clockOffsetSeconds: drift
      ? DEMO_CLOCK_DRIFT_SECONDS
      : [0, 0, 1, -1, 2][mix(branchId, ordinal, 8) % 5]!,
    utcOffsetMinutes: 330,
    ntpEnabled: !drift,
    ...(scenario === 'unreachable' ? { fault: 'unreachable' as const } : {}),
  };
  return {
    branch_id: branchId,
    scenario,
    device,
    dvr: {
      name: device.deviceName!,
      model: vendor === 'hikvision' ? RecorderModel.Hikvision : RecorderModel.CpPlus,
      serial_number: serialNumber,
      ip_address: device.address,
      http_port: httpPort,
      rtsp_port: 554,
      // The vendors' SDK ports: Hikvision 8000, Dahua 37777.
      server_port: vendor === 'hikvision' ? 8000 : 37777,
      is_https: false,
      is_active: true,
      auto_scan_add_cameras: true,
      auth_username: 'admin',
      auth_password: password,
    },
  };
}
