import { CctvMessages } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecorderError } from '../../src/modules/cctv/drivers/recorders/recorder.ts';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import { TERABYTE, dvrRow, simulatedRecorder, testDriver } from './recorder-fixtures.ts';

// The CP Plus (Dahua CGI) driver against simulated CP Plus recorders over loopback HTTP.

const dvr = simulatedRecorder({
  key: 'dvr',
  vendor: 'dahua',
  address: '127.77.3.1',
  inputs: 'analog',
  channels: [
    { name: 'Main Gate', online: true },
    { name: 'Reception', online: false },
    { name: 'Corridor', online: true },
    { name: 'Bus Bay', online: false },
  ],
  disks: [
    { capacityBytes: TERABYTE, freeBytes: 250_000_000_000, state: 'ok' },
    { capacityBytes: 2 * TERABYTE, freeBytes: 0, state: 'error' },
  ],
  clockOffsetSeconds: -400,
  ntpEnabled: false,
});
const nvr = simulatedRecorder({
  key: 'nvr',
  vendor: 'dahua',
  address: '127.77.3.2',
  modelName: 'CP-UNR-108F1',
  inputs: 'ip',
  channels: [
    { name: 'Gate', online: false },
    { name: 'Hall', online: true },
  ],
  // Kathmandu, +05:45, to see the zone read from the recorder's NTP settings.
  utcOffsetMinutes: 345,
});
const allLit = simulatedRecorder({ key: 'lit', vendor: 'dahua', address: '127.77.3.3' });
const down = simulatedRecorder({
  key: 'down',
  vendor: 'dahua',
  address: '127.77.3.4',
  fault: 'unreachable',
});
const silent = simulatedRecorder({
  key: 'silent',
  vendor: 'dahua',
  address: '127.77.3.5',
  fault: 'silent',
});
const garbled = simulatedRecorder({
  key: 'garbled',
  vendor: 'dahua',
  address: '127.77.3.6',
  fault: 'garbled',
});
const hikvision = simulatedRecorder({ key: 'hik', vendor: 'hikvision', address: '127.77.3.7' });

let simulator: RecorderSimulator;
beforeAll(async () => {
  simulator = await startRecorderSimulator([dvr, nvr, allLit, down, silent, garbled, hikvision]);
});
afterAll(async () => {
  await simulator?.close();
});

describe('CP Plus (Dahua CGI) driver', () => {
  it('reads device info', async () => {
    expect(await testDriver(dvrRow(simulator, dvr)).deviceInfo()).toEqual({
      model_name: 'CP-UVR-0801E1-CV2',
      serial_number: '7C0A1B2C3D4E5F6',
      firmware: '4.001.0000000.3.R build 2022-01-10',
      device_name: null,
      channel_count: 4,
    });
  });

  it("reads an analog DVR's channels, offline ones from its video loss, subtypes 0 and 1", async () => {
    expect(await testDriver(dvrRow(simulator, dvr)).channels()).toEqual([
      { channel_number: 1, name: 'Main Gate', online: true, main_stream_id: 0, sub_stream_id: 1 },
      { channel_number: 2, name: 'Reception', online: false, main_stream_id: 0, sub_stream_id: 1 },
      { channel_number: 3, name: 'Corridor', online: true, main_stream_id: 0, sub_stream_id: 1 },
      { channel_number: 4, name: 'Bus Bay', online: false, main_stream_id: 0, sub_stream_id: 1 },
    ]);
    const lit = await testDriver(dvrRow(simulator, allLit)).channels();
    expect(lit.map((c) => c.online)).toEqual([true, true, false, true]);
  });

  it("reads an NVR's channels from its camera states", async () => {
    const channels = await testDriver(dvrRow(simulator, nvr)).channels();
    expect(channels.map((c) => [c.channel_number, c.name, c.online])).toEqual([
      [1, 'Gate', false],
      [2, 'Hall', true],
    ]);
    expect(
      simulator.requests.some((r) => r.key === 'nvr' && r.url.includes('getCameraState')),
    ).toBe(true);
    expect(simulator.requests.some((r) => r.key === 'nvr' && r.url.includes('VideoLoss'))).toBe(
      false,
    );
  });

  it('reads storage with a failing disk', async () => {
    expect(await testDriver(dvrRow(simulator, dvr)).storage()).toEqual([
      {
        id: '/dev/sda',
        capacity_bytes: TERABYTE,
        free_bytes: 250_000_000_000,
        state: 'ok',
        vendor_state: 'Success',
      },
      {
        id: '/dev/sdb',
        capacity_bytes: 2 * TERABYTE,
        free_bytes: 0,
        state: 'error',
        vendor_state: 'Error',
      },
    ]);
  });

  it('reads the clock in the zone of its NTP settings, and its drift', async () => {
    const behind = await testDriver(dvrRow(simulator, dvr)).time();
    expect(behind.device_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(behind).toMatchObject({ utc_offset_minutes: 330, ntp_enabled: false });
    expect(behind.drift_seconds).toBeGreaterThanOrEqual(-401);
    expect(behind.drift_seconds).toBeLessThanOrEqual(-399);

    const nepal = await testDriver(dvrRow(simulator, nvr)).time();
    expect(nepal.device_time).toMatch(/\+05:45$/);
    expect(nepal).toMatchObject({ utc_offset_minutes: 345, ntp_enabled: true });
    expect(Math.abs(nepal.drift_seconds)).toBeLessThanOrEqual(1);
  });

  it('gives RTSP URLs of the main and sub streams', () => {
    const driver = testDriver(dvrRow(simulator, dvr));
    expect(driver.streamUrl(1, 1)).toBe(
      'rtsp://127.77.3.1:554/cam/realmonitor?channel=1&subtype=0',
    );
    expect(driver.streamUrl(16, 2)).toBe(
      'rtsp://127.77.3.1:554/cam/realmonitor?channel=16&subtype=1',
    );
  });

  it('reports a wrong password as unauthorized', async () => {
    const refused = testDriver(dvrRow(simulator, dvr, { auth_password: 'admin123' })).time();
    await expect(refused).rejects.toBeInstanceOf(RecorderError);
    await expect(refused).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'The recorder refused the user name or password.',
    });
  });

  // Issue 23: one message for every way of not answering as a recorder; the kind says which.
  const notReached = (key: string) => {
    const place = simulator.place(key);
    return CctvMessages.recorderNotReached(`${place.host}:${place.port}`);
  };

  it('reports a recorder nobody answers at as unreachable, in the one message', async () => {
    await expect(testDriver(dvrRow(simulator, down)).channels()).rejects.toMatchObject({
      kind: 'unreachable',
      message: notReached('down'),
    });
  });

  it('reports a recorder that never answers as too slow, in the one message', async () => {
    await expect(
      testDriver(dvrRow(simulator, silent), { timeoutMs: 300 }).storage(),
    ).rejects.toMatchObject({ kind: 'timeout', message: notReached(silent.key) });
  });

  it('reports a malformed answer as a bad answer, in the one message', async () => {
    await expect(testDriver(dvrRow(simulator, garbled)).deviceInfo()).rejects.toMatchObject({
      kind: 'bad-answer',
      message: notReached('garbled'),
    });
  });

  it('reports a recorder that is not a CP Plus (the row names the wrong model) in the one message', async () => {
    const failure = testDriver({ ...dvrRow(simulator, hikvision), model: 2 }).deviceInfo();
    await expect(failure).rejects.toMatchObject({
      kind: 'bad-answer',
      message: notReached(hikvision.key),
    });
    await expect(failure).rejects.toHaveProperty(
      'detail',
      expect.stringContaining('not a dahua API'),
    );
  });
});
