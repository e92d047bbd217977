import { recorderDriver } from '../../src/modules/cctv/drivers/recorders/recorder-driver.ts';
import { recorderNetworks } from '../../src/modules/cctv/drivers/recorders/recorder-networks.ts';
import type {
  RecorderAddress,
  RecorderDriverOptions,
} from '../../src/modules/cctv/drivers/recorders/recorder.ts';
import type { RecorderSimulator } from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import type { SimulatedRecorder } from '../../src/modules/cctv/simulators/simulated-recorder.ts';

// Simulated recorders for the tests: a plausible recorder of each vendor, changed where a test
// needs it. Each test file uses its own 127.x.y.0/24 and ephemeral ports, so files running side
// by side never meet.

const TERABYTE = 1_000_204_886_016;

export function simulatedRecorder(
  given: Pick<SimulatedRecorder, 'key' | 'vendor' | 'address'> & Partial<SimulatedRecorder>,
): SimulatedRecorder {
  const hikvision = given.vendor === 'hikvision';
  return {
    modelName: hikvision ? 'DS-7608NI-K2' : 'CP-UVR-0801E1-CV2',
    serialNumber: hikvision ? 'DS-7608NI-K20820210315CCWRF12345678' : '7C0A1B2C3D4E5F6',
    firmwareVersion: hikvision ? 'V4.30.085' : '4.001.0000000.3.R',
    firmwareBuild: hikvision ? 'build 220310' : '2022-01-10',
    username: 'admin',
    password: 'Cctv@2024',
    inputs: hikvision ? 'ip' : 'analog',
    channels: [
      { name: 'Main Gate', online: true },
      { name: 'Reception', online: true },
      { name: 'Corridor', online: false },
      { name: 'Playground', online: true },
    ],
    disks: [{ capacityBytes: 2 * TERABYTE, freeBytes: 512 * 1024 ** 3, state: 'ok' }],
    clockOffsetSeconds: 0,
    ...given,
  };
}

/** The DVR row a test would hold for a simulated recorder, its password changed if given. */
export function dvrRow(
  simulator: RecorderSimulator,
  recorder: SimulatedRecorder,
  change: Partial<RecorderAddress> = {},
): RecorderAddress {
  const place = simulator.place(recorder.key);
  return {
    model: recorder.vendor === 'hikvision' ? 1 : 2,
    ip_address: place.host,
    http_port: place.port,
    rtsp_port: 554,
    is_https: false,
    auth_username: recorder.username,
    auth_password: recorder.password,
    ...change,
  };
}

/** Where the drivers' tests' simulated recorders are: loopback, which no deployment allows. */
export const SIMULATED_NETWORKS = recorderNetworks({ allowed: ['127.0.0.0/8'], ownPorts: [] });

/** A driver for a simulated recorder's row, its address checked against loopback. */
export const testDriver = (
  dvr: RecorderAddress,
  options: Partial<Omit<RecorderDriverOptions, 'networks'>> = {},
) => recorderDriver(dvr, { networks: SIMULATED_NETWORKS, ...options });

export { TERABYTE };
