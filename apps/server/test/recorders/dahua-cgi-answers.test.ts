import { describe, expect, it } from 'vitest';
import {
  dahuaError,
  offsetOfDahuaZone,
  readCameraStates,
  readChannelTitles,
  readCurrentTime,
  readDeviceType,
  readNtp,
  readSoftwareVersion,
  readStorage,
  readSystemInfo,
  readVideoLoss,
} from '../../src/modules/cctv/drivers/recorders/dahua-cgi-answers.ts';
import { UnreadableAnswer } from '../../src/modules/cctv/drivers/recorders/recorder.ts';

// Answers as Dahua's HTTP API documentation and its (and CP Plus's) recorders write them:
// key=value lines ending in CRLF, lists as name[index].field.

const crlf = (...lines: string[]) => lines.map((line) => `${line}\r\n`).join('');

describe('Dahua CGI answers', () => {
  it('reads the model, serial number and firmware from magicBox', () => {
    expect(readDeviceType(crlf('type=CP-UVR-0801E1-CV2'))).toBe('CP-UVR-0801E1-CV2');
    expect(
      readSystemInfo(
        crlf(
          'appAutoStart=true',
          'deviceType=DHI-XVR5108HS-X',
          'hardwareVersion=1.00',
          'processor=ST7108',
          'serialNumber=4L03C8BPAZ12345',
          'updateSerial=XVR5108HS-X',
        ),
      ),
    ).toEqual({ serial_number: '4L03C8BPAZ12345', device_type: 'DHI-XVR5108HS-X' });
    expect(readSoftwareVersion(crlf('version=4.001.0000000.3.R,build:2022-01-10'))).toBe(
      '4.001.0000000.3.R build 2022-01-10',
    );
    // Some firmware puts the build date on a line of its own.
    expect(readSoftwareVersion('version=2.800.0000000.1.R\nbuild:2021-06-01')).toBe(
      '2.800.0000000.1.R',
    );
    expect(() => readSystemInfo(crlf('deviceType=X'))).toThrow(UnreadableAnswer);
  });

  it('reads channel titles in index order, names with = and spaces kept', () => {
    expect(
      readChannelTitles(
        crlf(
          'table.ChannelTitle[1].Name=Corridor = East',
          'table.ChannelTitle[0].Name=Main Gate',
          'table.ChannelTitle[10].Name=Bus Bay',
          'table.ChannelTitle[2].Name=',
        ),
      ),
    ).toEqual(['Main Gate', 'Corridor = East', '', 'Bus Bay']);
    expect(() => readChannelTitles('<html>Not Found</html>')).toThrow(UnreadableAnswer);
  });

  it("reads an NVR's camera states and an analog DVR's video loss", () => {
    expect([
      ...readCameraStates(
        crlf(
          'states[0].channel=0',
          'states[0].connectionState=Connected',
          'states[1].channel=1',
          'states[1].connectionState=UnConnect',
          'states[2].channel=2',
          'states[2].connectionState=Empty',
        ),
      ),
    ]).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect([...readVideoLoss(crlf('channels[0]=2', 'channels[1]=5'))]).toEqual([2, 5]);
    expect(readVideoLoss('Error: No Events').size).toBe(0);
    expect(() => readVideoLoss(crlf('Error', 'Bad Request!'))).toThrow(UnreadableAnswer);
  });

  it('reads disks, summing partitions; a failed partition or state is an error', () => {
    const disks = readStorage(
      crlf(
        'list.info[0].Detail[0].IsError=false',
        'list.info[0].Detail[0].Path=/dev/sda0',
        'list.info[0].Detail[0].TotalBytes=2000324395008.000000',
        'list.info[0].Detail[0].Type=Read Write',
        'list.info[0].Detail[0].UsedBytes=2000324395008.000000',
        'list.info[0].Detail[1].IsError=false',
        'list.info[0].Detail[1].Path=/dev/sda1',
        'list.info[0].Detail[1].TotalBytes=1920311754752.000000',
        'list.info[0].Detail[1].UsedBytes=1020311754752.000000',
        'list.info[0].HealthDataFlag=0',
        'list.info[0].Name=/dev/sda',
        'list.info[0].State=Success',
        'list.info[1].Detail[0].IsError=true',
        'list.info[1].Detail[0].TotalBytes=1000204886016.000000',
        'list.info[1].Detail[0].UsedBytes=0.000000',
        'list.info[1].Name=/dev/sdb',
        'list.info[1].State=Success',
        'list.info[2].Detail[0].TotalBytes=1000204886016',
        'list.info[2].Detail[0].UsedBytes=0',
        'list.info[2].Name=/dev/sdc',
        'list.info[2].State=Failure',
      ),
    );
    expect(disks).toEqual([
      {
        id: '/dev/sda',
        capacity_bytes: 2000324395008 + 1920311754752,
        free_bytes: 900000000000,
        state: 'ok',
        vendor_state: 'Success',
      },
      {
        id: '/dev/sdb',
        capacity_bytes: 1000204886016,
        free_bytes: 1000204886016,
        state: 'error',
        vendor_state: 'Success',
      },
      {
        id: '/dev/sdc',
        capacity_bytes: 1000204886016,
        free_bytes: 1000204886016,
        state: 'error',
        vendor_state: 'Failure',
      },
    ]);
    expect(readStorage('')).toEqual([]);
    expect(() =>
      readStorage(crlf('list.info[0].Name=/dev/sda', 'list.info[0].Detail[0].TotalBytes=lots')),
    ).toThrow(UnreadableAnswer);
  });

  it('reads the local clock (padded or not) and the time zone index of the NTP config', () => {
    expect(readCurrentTime(crlf('result=2011-7-3 21:02:32'))).toMatchObject({
      year: 2011,
      month: 7,
      day: 3,
      hour: 21,
      minute: 2,
      second: 32,
      utcOffsetMinutes: null,
    });
    expect(() => readCurrentTime(crlf('result=yesterday'))).toThrow(UnreadableAnswer);
    expect(
      readNtp(
        crlf(
          'table.NTP.Address=time.windows.com',
          'table.NTP.Enable=false',
          'table.NTP.Port=123',
          'table.NTP.TimeZone=8',
          'table.NTP.UpdatePeriod=10',
        ),
      ),
    ).toEqual({ enabled: false, utcOffsetMinutes: 330 });
    // Published examples: 22 is Brasilia (GMT-03:00), 25 Eastern time (GMT-05:00).
    expect([offsetOfDahuaZone(22), offsetOfDahuaZone(25), offsetOfDahuaZone(9)]).toEqual([
      -180, -300, 345,
    ]);
    expect(offsetOfDahuaZone(33)).toBeNull();
  });

  it('recognises a refusal', () => {
    expect(dahuaError(crlf('Error', 'Bad Request!'))).toBe('Bad Request!');
    expect(dahuaError('Error: No Events')).toBe('No Events');
    expect(dahuaError(crlf('type=DH-XVR'))).toBeNull();
  });
});
