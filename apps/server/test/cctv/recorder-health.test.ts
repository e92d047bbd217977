import { DVR_CLOCK_DRIFT_LIMIT_SECONDS, DvrHealth } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  RecorderError,
  type RecorderChannel,
  type RecorderDisk,
} from '../../src/modules/cctv/drivers/recorders/recorder.ts';
import {
  judgeReading,
  spokenDuration,
  type RecorderReading,
} from '../../src/modules/cctv/recorder-health.ts';

// Judging one reading of a recorder: the worst state found, in the code table's order, and
// every problem said, worst first.

const channels = (online: boolean[]): RecorderChannel[] =>
  online.map((on, i) => ({
    channel_number: i + 1,
    name: `Camera ${i + 1}`,
    online: on,
    main_stream_id: (i + 1) * 100 + 1,
    sub_stream_id: (i + 1) * 100 + 2,
  }));

const disk = (id: string, state: RecorderDisk['state'], free = 100): RecorderDisk => ({
  id,
  capacity_bytes: 1000,
  free_bytes: free,
  state,
  vendor_state: state,
});

function reading(change: Partial<RecorderReading> = {}): RecorderReading {
  return {
    device: {
      model_name: 'DS-7608NI-K2',
      serial_number: 'S1',
      firmware: 'V4',
      device_name: null,
      channel_count: 8,
    },
    channels: channels(Array(8).fill(true)),
    disks: [disk('1', 'ok')],
    time: {
      device_time: '2026-01-01T10:00:00+05:30',
      utc_offset_minutes: 330,
      drift_seconds: 1,
      ntp_enabled: true,
    },
    failure: null,
    ...change,
  };
}

const time = (drift: number, ntp: boolean | null = true) => ({
  device_time: '2026-01-01T10:00:00+05:30',
  utc_offset_minutes: 330,
  drift_seconds: drift,
  ntp_enabled: ntp,
});

describe('a recorder’s health', () => {
  it('is healthy when everything answers as it should, with its figures', () => {
    expect(judgeReading(reading({ disks: [disk('1', 'ok', 40), disk('2', 'idle', 60)] }))).toEqual({
      state: DvrHealth.Healthy,
      message: 'All 8 cameras are online.',
      disk_free_bytes: 100,
      disk_total_bytes: 2000,
      clock_drift_seconds: 1,
      channels_total: 8,
      channels_offline: 0,
    });
  });

  it('says a dark camera here and there without needing attention; a quarter dark does', () => {
    const one = judgeReading(reading({ channels: channels([...Array(7).fill(true), false]) }));
    expect(one).toMatchObject({
      state: DvrHealth.Healthy,
      message: '1 of 8 cameras is offline.',
      channels_offline: 1,
    });
    const quarter = judgeReading(
      reading({ channels: channels([true, false, true, true, true, true, true, false]) }),
    );
    expect(quarter).toMatchObject({
      state: DvrHealth.ChannelsOffline,
      message: '2 of 8 cameras are offline.',
    });
  });

  it('calls a clock off past the limit either way, and says when time sync is off', () => {
    const limit = DVR_CLOCK_DRIFT_LIMIT_SECONDS;
    expect(judgeReading(reading({ time: time(limit) })).state).toBe(DvrHealth.Healthy);
    expect(judgeReading(reading({ time: time(-limit - 1) }))).toMatchObject({
      state: DvrHealth.ClockDrift,
      message: `The recorder's clock is ${spokenDuration(limit + 1)} behind.`,
    });
    expect(judgeReading(reading({ time: time(440, false) })).message).toBe(
      "The recorder's clock is 7 min 20 s ahead; time sync is off.",
    );
    expect(spokenDuration(7380)).toBe('2 h 3 min');
    expect(spokenDuration(-86_400 * 3)).toBe('3 days');
  });

  it('puts a failed, missing or unformatted disk first, and says every problem worst first', () => {
    const judged = judgeReading(
      reading({
        disks: [
          disk('1', 'ok'),
          disk('2', 'error', 0),
          disk('3', 'absent'),
          disk('4', 'unformatted'),
        ],
        time: time(-600),
        channels: channels([false, false, true, true]),
      }),
    );
    expect(judged.state).toBe(DvrHealth.DiskError);
    expect(judged.message).toBe(
      'Disk 2 has failed. Disk 3 is missing. Disk 4 is not formatted. ' +
        "The recorder's clock is 10 min behind. 2 of 4 cameras are offline.",
    );
    expect(judgeReading(reading({ disks: [] }))).toMatchObject({
      state: DvrHealth.DiskError,
      message: 'The recorder has no disk: nothing is recorded.',
      disk_total_bytes: null,
    });
  });

  it('takes a refused sign-in for a wrong password, anything else unanswered for unreachable', () => {
    const refused = new RecorderError('unauthorized', 'The recorder refused it.', 'HTTP 401');
    expect(
      judgeReading(
        reading({ device: null, channels: null, disks: null, time: null, failure: refused }),
      ),
    ).toEqual({
      state: DvrHealth.WrongPassword,
      message: 'The recorder refused it.',
      disk_free_bytes: null,
      disk_total_bytes: null,
      clock_drift_seconds: null,
      channels_total: null,
      channels_offline: null,
    });
    for (const kind of ['unreachable', 'timeout', 'bad-answer'] as const) {
      const failure = new RecorderError(kind, `It failed: ${kind}.`, kind);
      expect(judgeReading(reading({ disks: null, time: null, failure })).state, kind).toBe(
        DvrHealth.Unreachable,
      );
    }
    // What was read before it stopped still counts.
    const late = judgeReading(
      reading({
        disks: [disk('1', 'error')],
        time: null,
        failure: new RecorderError('timeout', 'Too slow.', 'time'),
      }),
    );
    expect(late).toMatchObject({
      state: DvrHealth.Unreachable,
      message: 'Too slow. Disk 1 has failed.',
    });
  });
});
