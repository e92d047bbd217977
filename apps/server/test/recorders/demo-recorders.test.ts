import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CLOCK_DRIFT_SECONDS,
  demoRecorderAddress,
  demoRecorders,
  type DemoRecorder,
} from '../../src/modules/cctv/simulators/demo-recorders.ts';
import { RecorderError } from '../../src/modules/cctv/drivers/recorders/recorder.ts';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import { simulatedRecorder, testDriver } from './recorder-fixtures.ts';

// The demo group's recorders as data, and the real drivers reading each of them from the
// simulator: every failure shows the way the CCTV module will meet it.

// The test seed's thirteen branches.
const branches = Array.from({ length: 13 }, (_, i) => ({ id: i + 1 }));
const demo = demoRecorders(branches, { httpPort: 8080 });

describe('the demo recorders', () => {
  it('has one to three a branch, of both vendors and kinds, 4 to 16 channels', () => {
    expect(demo.length).toBeGreaterThanOrEqual(13);
    for (const branch of branches) {
      const count = demo.filter((r) => r.branch_id === branch.id).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
    expect(new Set(demo.map((r) => r.device.vendor))).toEqual(new Set(['hikvision', 'dahua']));
    expect(new Set(demo.map((r) => r.device.inputs))).toEqual(new Set(['analog', 'ip']));
    for (const recorder of demo) {
      expect([4, 8, 16]).toContain(recorder.device.channels.length);
      expect(recorder.dvr.model).toBe(recorder.device.vendor === 'hikvision' ? 1 : 2);
      expect(recorder.dvr.http_port).toBe(8080);
    }
  });

  it('shows every failure already in nine branches: unreachable, wrong password, failed disk, drifting clock, dark cameras', () => {
    const nine = demo.filter((r) => r.branch_id <= 9);
    const scenarios = new Set(nine.map((r) => r.scenario));
    expect(scenarios).toEqual(
      new Set([
        'healthy',
        'offline-channels',
        'unreachable',
        'wrong-password',
        'disk-error',
        'clock-drift',
      ]),
    );
    for (const recorder of demo) {
      const passwordDiffers = recorder.dvr.auth_password !== recorder.device.password;
      expect(passwordDiffers).toBe(recorder.scenario === 'wrong-password');
    }
    // Beside the recorder whose cameras are a third dark, healthy ones have the odd dark camera.
    const dark = demo
      .filter((r) => r.scenario === 'healthy')
      .flatMap((r) => r.device.channels)
      .filter((c) => !c.online);
    expect(dark.length).toBeGreaterThan(0);
    // Never as many as the quarter that makes a recorder "Cameras offline"; the failing
    // scenario always is.
    for (const recorder of demo) {
      const share =
        recorder.device.channels.filter((c) => !c.online).length / recorder.device.channels.length;
      if (recorder.scenario === 'healthy') expect(share).toBeLessThan(0.25);
      if (recorder.scenario === 'offline-channels') expect(share).toBeGreaterThanOrEqual(0.25);
    }
    const failing = demo.filter((r) => r.scenario !== 'healthy').length;
    expect(failing / demo.length).toBeLessThan(0.5);
  });

  it('gives each recorder its own loopback address, serial number and key', () => {
    for (const field of ['address', 'serialNumber', 'key'] as const) {
      expect(new Set(demo.map((r) => r.device[field])).size).toBe(demo.length);
    }
    for (const recorder of demo) {
      expect(recorder.device.address).toMatch(/^127\.16\.\d+\.\d+$/);
      expect(recorder.dvr.ip_address).toBe(recorder.device.address);
    }
    expect(demoRecorderAddress(5, 2)).toBe('127.16.0.22');
    expect(demoRecorderAddress(70, 1)).toBe('127.16.1.25');
    expect(() => demoRecorderAddress(0, 1)).toThrow(RangeError);
  });

  it('derives a recorder from its branch alone: the same after a restart or in a shorter list', () => {
    expect(demoRecorders(branches, { httpPort: 8080 })).toEqual(demo);
    const seventh = demoRecorders([{ id: 7 }], { httpPort: 8080 });
    expect(seventh).toEqual(demo.filter((r) => r.branch_id === 7));
  });
});

describe('the drivers reading the demo recorders from the simulator', () => {
  let simulator: RecorderSimulator;
  beforeAll(async () => {
    simulator = await startRecorderSimulator(demo.map((r) => r.device));
  });
  afterAll(async () => {
    await simulator?.close();
  });
  const driverOf = (recorder: DemoRecorder) =>
    testDriver({ ...recorder.dvr, http_port: simulator.place(recorder.device.key).port });

  it('reads each recorder or fails with its scenario', async () => {
    const kinds: Record<string, string[]> = {};
    for (const recorder of demo) {
      const driver = driverOf(recorder);
      const outcome = await driver.deviceInfo().catch((error: unknown) => error);
      if (outcome instanceof RecorderError) {
        (kinds[recorder.scenario] ??= []).push(outcome.kind);
        continue;
      }
      expect(outcome).toMatchObject({
        serial_number: recorder.dvr.serial_number,
        model_name: recorder.device.modelName,
        channel_count: recorder.device.channels.length,
      });
      const channels = await driver.channels();
      expect(channels.map((c) => c.online)).toEqual(recorder.device.channels.map((c) => c.online));
      const disks = await driver.storage();
      expect(disks.some((d) => d.state === 'error')).toBe(recorder.scenario === 'disk-error');
      const time = await driver.time();
      if (recorder.scenario === 'clock-drift') {
        expect(Math.abs(time.drift_seconds - DEMO_CLOCK_DRIFT_SECONDS)).toBeLessThanOrEqual(1);
        expect(time.ntp_enabled).toBe(false);
      } else {
        expect(Math.abs(time.drift_seconds)).toBeLessThanOrEqual(3);
      }
      (kinds[recorder.scenario] ??= []).push('read');
    }
    expect(new Set(kinds.unreachable)).toEqual(new Set(['unreachable']));
    expect(new Set(kinds['wrong-password'])).toEqual(new Set(['unauthorized']));
    for (const readable of ['healthy', 'offline-channels', 'disk-error', 'clock-drift']) {
      expect(new Set(kinds[readable])).toEqual(new Set(['read']));
    }
  });
});

describe('the simulator', () => {
  it('serves every recorder at one port, each on its own address', async () => {
    // A port free right now on the demo's addresses: an ephemeral one, taken and let go.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.16.0.5', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));

    const some = demoRecorders([{ id: 1 }, { id: 2 }], { httpPort: port });
    const simulator = await startRecorderSimulator(
      some.map((r) => r.device),
      { port },
    );
    try {
      expect(simulator.recorders.map((r) => r.port)).toEqual(some.map(() => port));
      const readable = some.filter(
        (r) => r.scenario !== 'unreachable' && r.scenario !== 'wrong-password',
      );
      expect(readable.length).toBeGreaterThan(1);
      for (const recorder of readable) {
        // The DVR row as seeded, unchanged, reaches its own recorder.
        const info = await testDriver(recorder.dvr).deviceInfo();
        expect(info.serial_number).toBe(recorder.dvr.serial_number);
      }
    } finally {
      await simulator.close();
    }
  });

  it('refuses an address off loopback, or two recorders at one address', async () => {
    await expect(
      startRecorderSimulator([
        simulatedRecorder({ key: 'a', vendor: 'dahua', address: '0.0.0.0' }),
      ]),
    ).rejects.toThrow(/not a loopback address/);
    await expect(
      startRecorderSimulator([
        simulatedRecorder({ key: 'a', vendor: 'dahua', address: '127.77.4.1' }),
        simulatedRecorder({ key: 'b', vendor: 'hikvision', address: '127.77.4.1' }),
      ]),
    ).rejects.toThrow(/share an address/);
  });
});
