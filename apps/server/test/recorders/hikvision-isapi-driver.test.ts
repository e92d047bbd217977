import { CctvMessages } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecorderError } from '../../src/modules/cctv/drivers/recorders/recorder.ts';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import { TERABYTE, dvrRow, simulatedRecorder, testDriver } from './recorder-fixtures.ts';

// The ISAPI driver against simulated Hikvision recorders over loopback HTTP.

const nvr = simulatedRecorder({
  key: 'nvr',
  vendor: 'hikvision',
  address: '127.77.2.1',
  deviceName: 'Main block NVR',
  channels: [
    { name: 'Main Gate', online: true },
    { name: 'Reception', online: false },
    { name: 'Library & Lab', online: true },
  ],
  disks: [
    { capacityBytes: 2 * TERABYTE, freeBytes: 0, state: 'ok' },
    { capacityBytes: 4 * TERABYTE, freeBytes: 3 * TERABYTE, state: 'error' },
  ],
  clockOffsetSeconds: 440,
  ntpEnabled: false,
});
const dvr = simulatedRecorder({
  key: 'dvr',
  vendor: 'hikvision',
  address: '127.77.2.2',
  modelName: 'DS-7216HGHI-K1',
  inputs: 'analog',
  channels: Array.from({ length: 12 }, (_, i) => ({
    name: `Camera ${String(i + 1).padStart(2, '0')}`,
    online: i % 5 !== 4,
  })),
  clockOffsetSeconds: -3,
});
const down = simulatedRecorder({
  key: 'down',
  vendor: 'hikvision',
  address: '127.77.2.3',
  fault: 'unreachable',
});
const silent = simulatedRecorder({
  key: 'silent',
  vendor: 'hikvision',
  address: '127.77.2.4',
  fault: 'silent',
});
const garbled = simulatedRecorder({
  key: 'garbled',
  vendor: 'hikvision',
  address: '127.77.2.5',
  fault: 'garbled',
});
const cpPlus = simulatedRecorder({ key: 'cpplus', vendor: 'dahua', address: '127.77.2.6' });
const basic = simulatedRecorder({
  key: 'basic',
  vendor: 'hikvision',
  address: '127.77.2.7',
  authentication: 'basic',
});
const noSignIn = simulatedRecorder({
  key: 'none',
  vendor: 'hikvision',
  address: '127.77.2.8',
  digestAlgorithms: [],
});

let simulator: RecorderSimulator;
beforeAll(async () => {
  simulator = await startRecorderSimulator([
    nvr,
    dvr,
    down,
    silent,
    garbled,
    cpPlus,
    basic,
    noSignIn,
  ]);
});
afterAll(async () => {
  await simulator?.close();
});

const MEBIBYTE = 1024 * 1024;

describe('Hikvision ISAPI driver', () => {
  it('reads device info', async () => {
    const info = await testDriver(dvrRow(simulator, nvr)).deviceInfo();
    expect(info).toEqual({
      model_name: 'DS-7608NI-K2',
      serial_number: 'DS-7608NI-K20820210315CCWRF12345678',
      firmware: 'V4.30.085 build 220310',
      device_name: 'Main block NVR',
      channel_count: 3,
    });
  });

  it("reads an NVR's IP channels, offline ones included, with 101/102 stream ids", async () => {
    expect(await testDriver(dvrRow(simulator, nvr)).channels()).toEqual([
      {
        channel_number: 1,
        name: 'Main Gate',
        online: true,
        main_stream_id: 101,
        sub_stream_id: 102,
      },
      {
        channel_number: 2,
        name: 'Reception',
        online: false,
        main_stream_id: 201,
        sub_stream_id: 202,
      },
      {
        channel_number: 3,
        name: 'Library & Lab',
        online: true,
        main_stream_id: 301,
        sub_stream_id: 302,
      },
    ]);
  });

  it("reads a DVR's analog inputs: dark ones offline, two-digit channels numbered 1201", async () => {
    const channels = await testDriver(dvrRow(simulator, dvr)).channels();
    expect(channels).toHaveLength(12);
    expect(channels.filter((c) => !c.online).map((c) => c.channel_number)).toEqual([5, 10]);
    expect(channels[11]).toEqual({
      channel_number: 12,
      name: 'Camera 12',
      online: true,
      main_stream_id: 1201,
      sub_stream_id: 1202,
    });
    expect((await testDriver(dvrRow(simulator, dvr)).deviceInfo()).channel_count).toBe(12);
  });

  it('reads storage with a failing disk', async () => {
    expect(await testDriver(dvrRow(simulator, nvr)).storage()).toEqual([
      {
        id: '1',
        capacity_bytes: Math.floor((2 * TERABYTE) / MEBIBYTE) * MEBIBYTE,
        free_bytes: 0,
        state: 'ok',
        vendor_state: 'ok',
      },
      {
        id: '2',
        capacity_bytes: Math.floor((4 * TERABYTE) / MEBIBYTE) * MEBIBYTE,
        free_bytes: Math.floor((3 * TERABYTE) / MEBIBYTE) * MEBIBYTE,
        state: 'error',
        vendor_state: 'error',
      },
    ]);
  });

  it('reads the clock and its drift against the server', async () => {
    const ahead = await testDriver(dvrRow(simulator, nvr)).time();
    expect(ahead.device_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(ahead).toMatchObject({ utc_offset_minutes: 330, ntp_enabled: false });
    // The recorder shows whole seconds: its reading is up to a second behind the true offset.
    expect(ahead.drift_seconds).toBeGreaterThanOrEqual(439);
    expect(ahead.drift_seconds).toBeLessThanOrEqual(441);
    const device = Date.parse(ahead.device_time);
    expect(Math.abs(device - Date.now() - 440_000)).toBeLessThan(5000);

    const behind = await testDriver(dvrRow(simulator, dvr)).time();
    expect(behind.drift_seconds).toBeGreaterThanOrEqual(-4);
    expect(behind.drift_seconds).toBeLessThanOrEqual(-2);
    expect(behind.ntp_enabled).toBe(true);
  });

  it('gives RTSP URLs of the main and sub streams', () => {
    const driver = testDriver({ ...dvrRow(simulator, nvr), rtsp_port: 10554 });
    expect(driver.streamUrl(1, 1)).toBe('rtsp://127.77.2.1:10554/Streaming/Channels/101');
    expect(driver.streamUrl(1, 2)).toBe('rtsp://127.77.2.1:10554/Streaming/Channels/102');
    expect(driver.streamUrl(14, 2)).toBe('rtsp://127.77.2.1:10554/Streaming/Channels/1402');
    expect(() => driver.streamUrl(0, 1)).toThrow(RangeError);
  });

  it('reports a wrong password as unauthorized', async () => {
    const refused = testDriver(dvrRow(simulator, nvr, { auth_password: 'Cctv@2023' })).storage();
    await expect(refused).rejects.toBeInstanceOf(RecorderError);
    await expect(refused).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'The recorder refused the user name or password.',
    });
  });

  // Issue 23: every way of not answering as a recorder reads the same to staff (telling them
  // apart maps ports); the kind and the detail, for the log, still say which.
  const notReached = (key: string) => {
    const place = simulator.place(key);
    return CctvMessages.recorderNotReached(`${place.host}:${place.port}`);
  };

  it('reports a recorder nobody answers at as unreachable, in the one message', async () => {
    await expect(testDriver(dvrRow(simulator, down)).deviceInfo()).rejects.toMatchObject({
      kind: 'unreachable',
      message: notReached('down'),
    });
  });

  it('reports a recorder that never answers as too slow, in the one message', async () => {
    await expect(
      testDriver(dvrRow(simulator, silent), { timeoutMs: 300 }).time(),
    ).rejects.toMatchObject({ kind: 'timeout', message: notReached('silent') });
  });

  it('reports a malformed answer as a bad answer, in the one message', async () => {
    const failure = testDriver(dvrRow(simulator, garbled)).storage();
    await expect(failure).rejects.toMatchObject({
      kind: 'bad-answer',
      message: notReached('garbled'),
    });
    await expect(failure).rejects.toHaveProperty(
      'detail',
      expect.stringContaining('/ISAPI/ContentMgmt/Storage/hdd'),
    );
  });

  it('reports a recorder that is not a Hikvision (the row names the wrong model) in the one message', async () => {
    const failure = testDriver({ ...dvrRow(simulator, cpPlus), model: 1 }).deviceInfo();
    await expect(failure).rejects.toMatchObject({
      kind: 'bad-answer',
      message: notReached('cpplus'),
    });
    await expect(failure).rejects.toHaveProperty(
      'detail',
      expect.stringContaining('not a hikvision API'),
    );
  });

  it('never answers plain-text sign-in, or one it does not speak, and says the one message', async () => {
    const basicOnly = testDriver(dvrRow(simulator, basic)).deviceInfo();
    await expect(basicOnly).rejects.toMatchObject({
      kind: 'bad-answer',
      message: notReached('basic'),
    });
    await expect(basicOnly).rejects.toHaveProperty('detail', expect.stringContaining('Basic'));
    // Nothing was sent in clear: the driver never answered the Basic challenge.
    expect(simulator.requests.filter((r) => r.key === 'basic')).toHaveLength(1);
    await expect(testDriver(dvrRow(simulator, noSignIn)).storage()).rejects.toMatchObject({
      kind: 'bad-answer',
      message: notReached(noSignIn.key),
    });
  });
});
